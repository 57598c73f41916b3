import { describe, expect, it } from 'vitest';
import type { Lead } from '@/lib/database.types';
import {
  applyLeadFilters,
  noLeadFilters,
  noteSchema,
  groupByPerson,
  parseLeadFilters,
  sortLeads,
  withLeadFilters,
  workflowMessages,
  workflowPatch,
  workflowSchema,
  type LeadFilters,
} from '../leads';
import { testLead as lead } from '../../../../tests/support/adminLeads';

const filters = (f: Partial<LeadFilters>): LeadFilters => ({ ...noLeadFilters, ...f });
const names = (leads: Lead[]) => leads.map((l) => l.full_name);

describe('sortLeads', () => {
  it('puts open leads first (newest first), then won/lost, then archived', () => {
    const oldNew = lead({ full_name: 'old new', created_at: '2026-01-01T00:00:00Z' });
    const won = lead({ full_name: 'won', status: 'won', created_at: '2026-03-01T00:00:00Z' });
    const contacted = lead({ full_name: 'contacted', status: 'contacted' });
    const archived = lead({ full_name: 'archived', archived_at: '2026-03-20T00:00:00Z' });
    const lost = lead({ full_name: 'lost', status: 'lost', lost_reason: 'x' });
    const scheduled = lead({
      full_name: 'scheduled',
      status: 'showing_scheduled',
      created_at: '2026-02-01T00:00:00Z',
    });
    expect(names(sortLeads([won, archived, oldNew, lost, contacted, scheduled]))).toEqual([
      'contacted',
      'scheduled',
      'old new',
      'lost',
      'won',
      'archived',
    ]);
  });
});

describe('lead filters', () => {
  it('read from the URL, ignoring unknown or malformed values', () => {
    expect(
      parseLeadFilters(
        new URLSearchParams('status=lost&source=property_showing&from=2026-03-01&to=2026-3-9&q=x'),
      ),
    ).toEqual({ status: 'lost', source: 'property_showing', from: '2026-03-01', to: '', q: 'x' });
    expect(parseLeadFilters(new URLSearchParams('status=toString&source=spam'))).toEqual(
      noLeadFilters,
    );
  });

  it('write to the URL, dropping empty ones and keeping the open lead', () => {
    const next = withLeadFilters(
      new URLSearchParams('lead=abc&status=new'),
      filters({ source: 'contact', from: '2026-03-01' }),
    );
    expect(next.toString()).toBe('lead=abc&source=contact&from=2026-03-01');
    expect(parseLeadFilters(next)).toEqual(filters({ source: 'contact', from: '2026-03-01' }));
  });

  it('hide archived leads unless asked, and filter by status, open, source and text', () => {
    const a = lead({ full_name: 'Ann', status: 'contacted' });
    const b = lead({ full_name: 'Bob', status: 'won', source: 'contact' });
    const c = lead({ full_name: 'Cid', archived_at: '2026-03-20T00:00:00Z' });
    const all = [a, b, c];
    expect(names(applyLeadFilters(all, noLeadFilters))).toEqual(['Ann', 'Bob']);
    expect(names(applyLeadFilters(all, filters({ status: 'archived' })))).toEqual(['Cid']);
    expect(names(applyLeadFilters(all, filters({ status: 'open' })))).toEqual(['Ann']);
    expect(names(applyLeadFilters(all, filters({ status: 'new' })))).toEqual([]);
    expect(names(applyLeadFilters(all, filters({ source: 'contact' })))).toEqual(['Bob']);
    expect(names(applyLeadFilters(all, filters({ q: 'ann' })))).toEqual(['Ann']);
  });

  it("bound dates by the office's (Pacific) calendar day, both ends included", () => {
    // 05:00 UTC on the 16th is still the 15th in Los Angeles.
    const late = lead({ full_name: 'late', created_at: '2026-03-16T05:00:00Z' });
    const next = lead({ full_name: 'next', created_at: '2026-03-16T08:00:00Z' });
    expect(names(applyLeadFilters([late, next], filters({ to: '2026-03-15' })))).toEqual(['late']);
    expect(names(applyLeadFilters([late, next], filters({ from: '2026-03-16' })))).toEqual([
      'next',
    ]);
    expect(
      names(applyLeadFilters([late, next], filters({ from: '2026-03-15', to: '2026-03-16' }))),
    ).toEqual(['next', 'late']);
  });
});

describe('groupByPerson', () => {
  it('folds the same email (any case) or phone digits within 90 days into one card, in list order', () => {
    const first = lead({ email: 'Maria@Example.com', created_at: '2026-01-01T00:00:00Z' });
    const sameEmail = lead({ email: 'maria@example.com', created_at: '2026-03-01T00:00:00Z' });
    const samePhone = lead({ phone: first.phone.replace(/\D/g, ''), email: 'other@example.com' });
    const tooLate = lead({ email: 'maria@example.com', created_at: '2026-06-01T00:00:00Z' });
    const stranger = lead();
    const groups = groupByPerson([first, sameEmail, samePhone, tooLate, stranger]);
    expect(groups.map((g) => [g.lead.id, g.others.map((o) => o.id)])).toEqual([
      [first.id, [sameEmail.id, samePhone.id]],
      // June 1 is 92 days after the nearest lead with that email: a card of its own.
      [tooLate.id, []],
      [stranger.id, []],
    ]);
  });

  it('does not join two leads without a phone by their empty phone', () => {
    const a = lead({ phone: '', phone_key: '' });
    const b = lead({ phone: '', phone_key: '' });
    expect(groupByPerson([a, b])).toHaveLength(2);
  });
});

describe('workflow rules', () => {
  const base = { status: 'contacted', lostReason: '', followUpOn: '', assigneeId: '' } as const;

  it('a lost lead needs a reason; other statuses do not', () => {
    const lost = workflowSchema.safeParse({ ...base, status: 'lost', lostReason: '   ' });
    expect(lost.success).toBe(false);
    expect(lost.error?.issues[0]).toMatchObject({
      path: ['lostReason'],
      message: workflowMessages.lostReason,
    });
    expect(workflowSchema.safeParse({ ...base, status: 'lost', lostReason: 'Sold' }).success).toBe(
      true,
    );
    expect(workflowSchema.safeParse(base).success).toBe(true);
    expect(
      workflowSchema.safeParse({ ...base, status: 'lost', lostReason: 'x'.repeat(501) }).success,
    ).toBe(false);
  });

  it('refuses an unknown status and a malformed follow-up date', () => {
    expect(workflowSchema.safeParse({ ...base, status: 'maybe' }).success).toBe(false);
    expect(workflowSchema.safeParse({ ...base, followUpOn: '03/15/2026' }).success).toBe(false);
    expect(workflowSchema.safeParse({ ...base, followUpOn: '2026-03-15' }).success).toBe(true);
  });

  it('sends a reason only with lost (the database refuses one otherwise), empties as null', () => {
    expect(workflowPatch({ ...base, lostReason: 'left over' })).toEqual({
      status: 'contacted',
      lost_reason: null,
      follow_up_on: null,
      assignee_id: null,
    });
    expect(
      workflowPatch({
        status: 'lost',
        lostReason: '  chose another manager ',
        followUpOn: '2026-04-01',
        assigneeId: 'u1',
      }),
    ).toEqual({
      status: 'lost',
      lost_reason: 'chose another manager',
      follow_up_on: '2026-04-01',
      assignee_id: 'u1',
    });
  });

  it('a note has text and at most 5000 characters', () => {
    expect(noteSchema.safeParse('  ').success).toBe(false);
    expect(noteSchema.parse('  Called, left a message ')).toBe('Called, left a message');
    expect(noteSchema.safeParse('x'.repeat(5001)).success).toBe(false);
  });
});
