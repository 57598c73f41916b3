// @vitest-environment node
/** The registry's rules: one entry per source, and emails rendered from the stored row. */
import { describe, expect, it } from 'vitest';
import { confirmationEmail, officeEmail } from '../../../supabase/functions/_shared/leads/mail.ts';
import { company, licenceLine } from '@contract/company.ts';
import { leadSources } from '@contract/lead-options.ts';
import {
  calendarDate,
  isLeadSource,
  leadRegistry,
  pacificTime,
  type StoredLead,
} from '../../../supabase/functions/_shared/leads/registry.ts';

const ctx = { companyName: company.name, siteUrl: 'https://summit.example' };

function stored(overrides: Partial<StoredLead>): StoredLead {
  return {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
    created_at: '2025-07-01T17:05:00Z',
    source: 'lead_dialog',
    status: 'new',
    full_name: 'Eve <b>Evil</b>',
    email: 'eve@example.com',
    phone: '(909) 555-0100',
    property_address: '12 Main St',
    property_type: 'condo',
    units_owned: '1',
    has_current_manager: false,
    biggest_frustration: 'Late rent & <script>x</script>',
    preferred_contact: 'phone',
    best_time: 'afternoon',
    property_id: null,
    property_title: null,
    requested_date: null,
    requested_time: null,
    consent_version: null,
    consent_at: null,
    text_consent: false,
    privacy_request_type: null,
    alert_filters: null,
    plan: null,
    locale: 'en',
    ...overrides,
  };
}

const rows: Record<string, Partial<StoredLead>> = {
  lead_dialog: {},
  contact: { source: 'contact', best_time: 'anytime', preferred_contact: 'email' },
  consultation: {
    source: 'consultation',
    requested_date: '2025-07-07',
    requested_time: '10:00 AM',
  },
  owner_portal: { source: 'owner_portal', phone: '' },
  property_showing: {
    source: 'property_showing',
    property_id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e02',
    property_title: 'Craftsman Bungalow',
    property_address: '2418 Fifth St, La Verne, CA 91750',
    requested_date: '2025-07-09',
  },
  privacy_request: { source: 'privacy_request', privacy_request_type: 'delete' },
};

describe('lead registry', () => {
  it('has exactly one entry per source the database allows', () => {
    expect(Object.keys(leadRegistry).sort()).toEqual([...leadSources].sort());
    expect(isLeadSource('contact')).toBe(true);
    expect(isLeadSource('toString')).toBe(false);
    expect(isLeadSource('spam')).toBe(false);
  });

  it.each(leadSources)(
    '%s: both emails end with the company, the licence line and a text part; HTML escapes',
    (source) => {
      const entry = leadRegistry[source];
      const row = stored(rows[source]!);
      for (const mail of [officeEmail(entry, row, ctx), confirmationEmail(row, ctx)]) {
        expect(mail.text.trimEnd().split('\n').slice(-3)).toEqual([
          company.name,
          licenceLine,
          ctx.siteUrl,
        ]);
        expect(mail.html).toContain(company.responsibleBroker.name);
        expect(mail.html).not.toContain('<script>x');
        expect(mail.subject).not.toMatch(/\n/);
      }
    },
  );

  it('shows times in the office zone and calendar dates without a shift', () => {
    // 17:05 UTC on 1 July is 10:05 in Los Angeles (daylight time).
    expect(pacificTime('2025-07-01T17:05:00Z')).toBe('Jul 1, 2025, 10:05 AM Pacific');
    expect(pacificTime('2025-01-01T07:30:00Z')).toBe('Dec 31, 2024, 11:30 PM Pacific');
    expect(calendarDate('2025-07-07')).toBe('Monday, July 7, 2025');
    const office = officeEmail(leadRegistry.lead_dialog, stored({}), ctx);
    expect(office.text).toContain('Received: Jul 1, 2025, 10:05 AM Pacific');
  });

  it('the showing email names the listing, links it and gives the requested time', () => {
    const row = stored(rows.property_showing!);
    const office = officeEmail(leadRegistry.property_showing, row, ctx);
    expect(office.subject).toBe('Showing request: Craftsman Bungalow - Eve <b>Evil</b>');
    expect(office.text).toContain('Listing: Craftsman Bungalow');
    expect(office.text).toContain(`Link: https://summit.example/properties/${row.property_id}`);
    expect(office.text).toContain('Requested time: Wednesday, July 9, 2025, Afternoon (12pm-4pm)');
    const confirmation = confirmationEmail(row, ctx);
    expect(confirmation.text).toContain('Craftsman Bungalow');
    expect(confirmation.text).toContain('Wednesday, July 9, 2025');
  });
});
