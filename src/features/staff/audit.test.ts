// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './api/audit';
import { auditActor, auditChanges, auditSource, MASKED_TEXT } from './audit';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-28T18:00:00Z',
  actor_id: 'a0000000-0000-4000-8000-000000000001',
  actor_role: 'staff',
  source: 'screen:/admin/homes/:id',
  table_name: 'leases',
  record_id: 'l1',
  home_id: 'h1',
  action: 'update',
  before: null,
  after: null,
  ...over,
});

describe('reading the audit trail', () => {
  it("an update: each changed column's before and after, money in dollars, masked fields as such", () => {
    const changes = auditChanges(
      entry({
        before: { rent_cents: 210000, phone: '[masked]' },
        after: { rent_cents: 215000, phone: '[masked]' },
      }),
    );
    expect(changes).toEqual([
      { column: 'rent', before: '$2,100.00', after: '$2,150.00' },
      { column: 'phone', before: MASKED_TEXT, after: MASKED_TEXT },
    ]);
  });

  it("an insert: the new row's filled columns, without the key and timestamps", () => {
    const changes = auditChanges(
      entry({
        action: 'insert',
        after: { id: 'x', created_at: 't', label: 'Unit A', bedrooms: null, bathrooms: 1.5 },
      }),
    );
    expect(changes).toEqual([
      { column: 'label', before: null, after: 'Unit A' },
      { column: 'bathrooms', before: null, after: '1.5' },
    ]);
  });

  it('who and from where', () => {
    const emails = new Map([['a0000000-0000-4000-8000-000000000001', 'ana@example.com']]);
    expect(auditActor(entry({}), emails)).toBe('ana@example.com');
    expect(auditActor(entry({}), new Map())).toBe('Staff member a0000000');
    expect(auditActor(entry({ actor_role: 'service', actor_id: null }), emails)).toBe('The system');
    expect(auditSource('function:manage-staff')).toBe('Function manage-staff');
    expect(auditSource('screen:/admin/homes/:id')).toBe('Screen /admin/homes/:id');
    expect(auditSource(null)).toBe('');
  });
});
