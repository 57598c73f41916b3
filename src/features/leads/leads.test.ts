import { describe, expect, it } from 'vitest';
import type { Lead } from '@/lib/database.types';
import { testLead } from '../../../tests/support/adminLeads';
import {
  filterLeads,
  formatReceived,
  formatRequestedDate,
  leadColumns,
  leadListingHref,
  leadsCsv,
  type InboxLead,
} from './leads';

/** The shared admin fixture, with the values these formatting tests read. */
function lead(overrides: Partial<Lead> = {}): Lead {
  return testLead({
    id: '11111111-1111-4111-8111-111111111111',
    full_name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(909) 555-0142',
    property_address: '123 Elm St, Upland, CA',
    property_type: 'single-family',
    units_owned: '2-5',
    has_current_manager: true,
    biggest_frustration: 'Late rent every month',
    preferred_contact: 'text',
    best_time: 'evening',
    consent_version: '2026-11-24',
    consent_at: '2026-03-15T17:30:00Z',
    text_consent: true,
    ...overrides,
  });
}

const shown = (l: InboxLead) => Object.fromEntries(leadColumns.map((c) => [c.id, c.value(l)]));

describe('lead columns', () => {
  it('show every field in words, with the form it came from', () => {
    expect(shown(lead())).toEqual({
      received: 'Mar 15, 2026, 10:30 AM',
      source: 'Get Started form',
      status: 'New',
      followUp: '',
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(909) 555-0142',
      address: '123 Elm St, Upland, CA',
      propertyType: 'Single-family home',
      units: '2-5 units',
      plan: '',
      manager: 'Yes',
      message: 'Late rent every month',
      contact: 'Text message',
      bestTime: 'Evening (4pm-7pm)',
      listing: '',
      booking: '',
      requested: '',
      notes: '',
      notification: 'Sent',
    });
  });

  it('show the plan picked on the pricing page by its name', () => {
    expect(shown(lead({ plan: 'plus' })).plan).toBe('Plus');
  });

  it('show showing requests with their listing, slot and a failed notification', () => {
    const row = shown(
      lead({
        source: 'property_showing',
        property_id: '22222222-2222-4222-8222-222222222222',
        property_title: 'Garden Condo',
        requested_date: '2026-04-02',
        requested_time: '9:00 AM',
        property_type: '',
        units_owned: 'not specified',
        best_time: 'anytime',
        notification_status: 'failed',
        notification_error: 'SMTP timeout',
      }),
    );
    expect(row.source).toBe('Showing request');
    expect(row.listing).toBe('Garden Condo');
    expect(row.requested).toBe('Apr 2, 2026 9:00 AM');
    expect(row.manager).toBe('');
    expect(row.propertyType).toBe('');
    expect(row.units).toBe('Not specified');
    expect(row.bestTime).toBe('Anytime');
    expect(row.notification).toBe('Failed: SMTP timeout');
    expect(leadListingHref(lead({ property_id: '22222222-2222-4222-8222-222222222222' }))).toBe(
      '/properties/22222222-2222-4222-8222-222222222222',
    );
    expect(leadListingHref(lead())).toBeNull();
  });

  it('show a booked lead by its booking as it is now, not the time it was first booked for', () => {
    const booked = (status: 'held' | 'booked' | 'cancelled' | 'expired', holdEnd: string) =>
      shown({
        ...lead({
          source: 'property_showing',
          requested_date: '2026-11-30',
          requested_time: '11:00 AM',
        }),
        booking: {
          id: 'b1',
          lead_id: '11111111-1111-4111-8111-111111111111',
          kind: 'showing',
          status,
          starts_at: '2026-12-01T19:00:00Z',
          hold_expires_at: holdEnd,
          staff_id: 'staff',
        },
      });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(booked('booked', future)).toMatchObject({
      booking: 'Booked for Dec 1, 2026, 11:00 AM',
      requested: '',
    });
    expect(booked('cancelled', future).booking).toBe('Cancelled (was Dec 1, 2026, 11:00 AM)');
    expect(booked('held', future).booking).toBe(
      'Held for Dec 1, 2026, 11:00 AM until the visitor confirms it',
    );
    const lapsed = 'Not confirmed in time (was held for Dec 1, 2026, 11:00 AM)';
    expect(booked('held', '2026-01-01T00:00:00Z').booking).toBe(lapsed);
    expect(booked('expired', '2026-01-01T00:00:00Z').booking).toBe(lapsed);
  });

  it('format dates without shifting calendar days', () => {
    expect(formatRequestedDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatRequestedDate(null)).toBe('');
    expect(formatReceived('not a date')).toBe('not a date');
  });
});

describe('filterLeads', () => {
  const leads = [
    lead({ full_name: 'Maria Lopez', email: 'maria@example.com' }),
    lead({ id: '2', full_name: 'Tom Nguyen', source: 'contact', email: 'tom@example.com' }),
  ];

  it('matches every word anywhere in the shown text, ignoring case', () => {
    expect(filterLeads(leads, 'maria').map((l) => l.full_name)).toEqual(['Maria Lopez']);
    expect(filterLeads(leads, 'CONTACT form').map((l) => l.full_name)).toEqual(['Tom Nguyen']);
    expect(filterLeads(leads, 'tom maria')).toEqual([]);
    expect(filterLeads(leads, '  ')).toHaveLength(2);
  });
});

describe('leadsCsv', () => {
  it('exports the shown columns, neutralising formula-like values', () => {
    const csv = leadsCsv([lead({ full_name: '=cmd|" /C calc"!A0', phone: '+1 909 555 0142' })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(leadColumns.map((c) => `"${c.header}"`).join(','));
    expect(row).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(row).toContain(`"'+1 909 555 0142"`);
    expect(row).toContain('"Get Started form"');
  });

  it('includes status (lost with its reason, archived) and the notes with author and time', () => {
    const csv = leadsCsv([
      {
        ...lead({
          status: 'lost',
          lost_reason: 'Sold the house',
          archived_at: '2026-03-20T00:00:00Z',
        }),
        notes: [
          {
            id: 'n1',
            lead_id: '11111111-1111-4111-8111-111111111111',
            body: '=HYPERLINK("x") called back',
            author_id: null,
            author_email: 'office@example.com',
            created_at: '2026-03-16T16:00:00Z',
          },
        ],
      },
    ]);
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain('"Lost: Sold the house (archived)"');
    expect(row).toContain(
      '"Mar 16, 2026, 9:00 AM, office@example.com: =HYPERLINK(""x"") called back"',
    );
  });
});
