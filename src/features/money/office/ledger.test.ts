import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../api/money';
import { ledgerLines } from './ledger';

function entry(id: string, overrides: Partial<LedgerEntry>): LedgerEntry {
  return {
    id,
    kind: 'rent_charge',
    amount_cents: 100_000,
    posted_on: '2026-10-01',
    created_at: '2026-10-01T08:00:00Z',
    memo: '',
    reverses_id: null,
    method: null,
    reference: null,
    receipt_number: null,
    maintenance_request_id: null,
    period: null,
    posting_key: null,
    ...overrides,
  };
}

describe('ledgerLines', () => {
  it('runs the tenant balance, settles charges oldest first and links reversals both ways', () => {
    const lines = ledgerLines(
      [
        entry('oct', {}),
        entry('nov', { posted_on: '2026-11-01' }),
        entry('dep', { kind: 'deposit_received', amount_cents: 200_000, posted_on: '2026-11-02' }),
        entry('pay', { kind: 'payment_received', amount_cents: 150_000, posted_on: '2026-11-03' }),
        entry('bad', { kind: 'payment_received', amount_cents: 5_000, posted_on: '2026-11-04' }),
        entry('rev', { kind: 'payment_received', amount_cents: 5_000, reverses_id: 'bad' }),
      ],
      'tenant',
    );
    expect(lines.map((l) => l.runningCents)).toEqual([
      100_000, 200_000, 200_000, 50_000, 45_000, 50_000,
    ]);
    expect(lines[2]!.depositCents).toBe(200_000);
    expect(lines[0]!.allocation).toMatchObject({ paidCents: 100_000, openCents: 0 });
    expect(lines[1]!.allocation).toMatchObject({ paidCents: 50_000, openCents: 50_000 });
    expect(lines[4]!.reversedBy?.id).toBe('rev');
    expect(lines[5]!.reverses?.id).toBe('bad');
  });

  it('runs the owner balance: rent in, fees and payouts out', () => {
    const lines = ledgerLines(
      [
        entry('pay', { kind: 'payment_received', amount_cents: 150_000 }),
        entry('fee', { kind: 'management_fee', amount_cents: 14_900 }),
        entry('out', { kind: 'owner_payout', amount_cents: 100_000 }),
      ],
      'owner',
    );
    expect(lines.map((l) => l.runningCents)).toEqual([150_000, 135_100, 35_100]);
    expect(lines.every((l) => l.allocation === null)).toBe(true);
  });
});
