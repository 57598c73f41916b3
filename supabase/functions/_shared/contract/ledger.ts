/**
 * The books: what browser, function and database agree on. The database has the same
 * kinds, effects and limits as constraints (migration 20261128000100_ledger.sql); a test compares
 * `ledgerEffects` with `ledger_effect()`, and every SQL list of kinds with a list here.
 */
import { z } from 'zod';

import { dollarsField } from './managed-homes.ts';
import {
  paperMethods,
  paymentMethodLabels,
  paymentMethods,
  type PaymentMethod,
} from './payment-methods.ts';

// ---------------------------------------------------------------------------------------------
// Kinds and their effects
// ---------------------------------------------------------------------------------------------
export const ledgerKinds = [
  'rent_charge',
  'late_fee',
  'other_charge',
  'payment_received',
  'credit',
  'deposit_received',
  'deposit_returned',
  'repair_cost',
  'management_fee',
  'leasing_fee',
  'owner_contribution',
  'owner_payout',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const ledgerKindLabels: Record<LedgerKind, string> = {
  rent_charge: 'Rent',
  late_fee: 'Late fee',
  other_charge: 'Other charge',
  payment_received: 'Payment received',
  credit: 'Credit',
  deposit_received: 'Security deposit received',
  deposit_returned: 'Security deposit returned',
  repair_cost: 'Repair',
  management_fee: 'Management fee',
  leasing_fee: 'Tenant placement fee',
  owner_contribution: 'Owner contribution',
  owner_payout: 'Owner payout',
};

export type LedgerAccount = 'tenant' | 'owner' | 'deposit';

/**
 * +1 raises, -1 lowers, 0 leaves the account: the tenant's balance (what they owe), the owner's
 * balance per home (cash held for them), the deposits held for the tenants. A reversal flips it.
 */
export const ledgerEffects: Record<LedgerKind, Record<LedgerAccount, -1 | 0 | 1>> = {
  rent_charge: { tenant: 1, owner: 0, deposit: 0 },
  late_fee: { tenant: 1, owner: 0, deposit: 0 },
  other_charge: { tenant: 1, owner: 0, deposit: 0 },
  payment_received: { tenant: -1, owner: 1, deposit: 0 },
  credit: { tenant: -1, owner: 0, deposit: 0 },
  deposit_received: { tenant: 0, owner: 0, deposit: 1 },
  deposit_returned: { tenant: 0, owner: 0, deposit: -1 },
  repair_cost: { tenant: 0, owner: -1, deposit: 0 },
  management_fee: { tenant: 0, owner: -1, deposit: 0 },
  leasing_fee: { tenant: 0, owner: -1, deposit: 0 },
  owner_contribution: { tenant: 0, owner: 1, deposit: 0 },
  owner_payout: { tenant: 0, owner: -1, deposit: 0 },
};

/** The kinds a tenant sees on their lease (the owner's fees and payouts are not theirs). */
export const tenantKinds: readonly LedgerKind[] = ledgerKinds.filter(
  (k) => ledgerEffects[k].tenant !== 0 || ledgerEffects[k].deposit !== 0,
);
/** Charges, paid oldest first. */
export const chargeKinds: readonly LedgerKind[] = ['rent_charge', 'late_fee', 'other_charge'];

/** The office's fees to the owner (the owner's statement and month-end summary list them apart). */
export const officeFeeKinds: readonly LedgerKind[] = ['management_fee', 'leasing_fee'];
/** The owner's account-level kinds: they belong to the home, never to a lease. */
export const homeOnlyKinds: readonly LedgerKind[] = [
  'management_fee',
  'owner_contribution',
  'owner_payout',
];

export interface LedgerEntryLike {
  id: string;
  kind: LedgerKind;
  amount_cents: number;
  posted_on: string;
  reverses_id: string | null;
}

/** An entry's signed effect on one account. */
export function effectOf(entry: LedgerEntryLike, account: LedgerAccount): number {
  const sign = entry.reverses_id === null ? 1 : -1;
  return sign * entry.amount_cents * ledgerEffects[entry.kind][account];
}

export function balanceOf(entries: readonly LedgerEntryLike[], account: LedgerAccount): number {
  return entries.reduce((sum, e) => sum + effectOf(e, account), 0);
}

// ---------------------------------------------------------------------------------------------
// Oldest charges first
// ---------------------------------------------------------------------------------------------
export interface ChargeAllocation {
  chargeId: string;
  kind: LedgerKind;
  postedOn: string;
  amountCents: number;
  paidCents: number;
  openCents: number;
}

/**
 * How the payments and credits so far settle the charges, oldest first (the order the database's
 * late-fee and delinquency rules assume). Reversed charges and reversed payments drop out.
 * Entries must be in posting order.
 */
export function allocateOldestFirst(entries: readonly LedgerEntryLike[]): ChargeAllocation[] {
  const reversed = new Set(entries.filter((e) => e.reverses_id).map((e) => e.reverses_id));
  const live = entries.filter((e) => e.reverses_id === null && !reversed.has(e.id));
  let available = live
    .filter((e) => ledgerEffects[e.kind].tenant === -1)
    .reduce((sum, e) => sum + e.amount_cents, 0);
  return live
    .filter((e) => chargeKinds.includes(e.kind))
    .map((charge) => {
      const paid = Math.min(available, charge.amount_cents);
      available -= paid;
      return {
        chargeId: charge.id,
        kind: charge.kind,
        postedOn: charge.posted_on,
        amountCents: charge.amount_cents,
        paidCents: paid,
        openCents: charge.amount_cents - paid,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Payments (Civil Code 1947.3)
// ---------------------------------------------------------------------------------------------
// The accepted ways to pay (and their Civil Code 1947.3 rule) are payment-methods.ts's, which the
// tenant portal's notices read without this module's zod.
export { paperMethods, paymentMethodLabels, paymentMethods, type PaymentMethod };

/** The number each method carries (cash carries the receipt's own number instead). */
export const paymentReferenceLabels: Record<PaymentMethod, string | null> = {
  check: 'Check number',
  money_order: 'Money order number',
  cashiers_check: 'Cashier’s check number',
  bank_transfer: 'Transfer reference',
  cash: null,
};

export const receivableKinds = ['payment_received', 'deposit_received'] as const;

export const LEDGER_AMOUNT_MAX_CENTS = 100_000_000;
export const LEDGER_MEMO_MAX = 500;
export const LEDGER_REFERENCE_MAX = 80;

const amount = (label: string) =>
  dollarsField(label, {
    min: 1,
    max: LEDGER_AMOUNT_MAX_CENTS,
    message: `${label} must be an amount in dollars up to $1,000,000, like 1850 or 1850.50`,
  });

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a real date`);

const memo = z
  .string()
  .trim()
  .max(LEDGER_MEMO_MAX, `Keep the note under ${LEDGER_MEMO_MAX} characters`)
  .default('');

/** The office records a payment or a deposit received (form and server). */
export const paymentSchema = z
  .object({
    leaseId: z.uuid('Choose the lease'),
    kind: z.enum(receivableKinds).default('payment_received'),
    amount: amount('The amount'),
    receivedOn: isoDate('The date received'),
    method: z.enum(paymentMethods, 'Choose how it was paid'),
    reference: z
      .string()
      .trim()
      .max(LEDGER_REFERENCE_MAX, `Keep the number under ${LEDGER_REFERENCE_MAX} characters`)
      .default(''),
    memo,
    idempotencyKey: z.uuid(),
  })
  .superRefine((value, ctx) => {
    const label = paymentReferenceLabels[value.method];
    if (label && value.reference.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: `${label} is required` });
    }
  });
export type PaymentValues = z.output<typeof paymentSchema>;

/** A charge or credit the office posts by hand (other charge, credit, owner's kinds). */
export const manualEntryKinds = [
  'other_charge',
  'credit',
  'deposit_returned',
  'repair_cost',
  'owner_contribution',
] as const;
export type ManualEntryKind = (typeof manualEntryKinds)[number];

export const manualEntrySchema = z
  .object({
    homeId: z.uuid('Choose the home'),
    leaseId: z.uuid().nullable().default(null),
    kind: z.enum(manualEntryKinds, 'Choose what it is'),
    amount: amount('The amount'),
    postedOn: isoDate('The date'),
    memo: z
      .string()
      .trim()
      .min(3, 'Say what it is for')
      .max(LEDGER_MEMO_MAX, `Keep the note under ${LEDGER_MEMO_MAX} characters`),
    idempotencyKey: z.uuid(),
  })
  .superRefine((value, ctx) => {
    const needsLease = ledgerEffects[value.kind].tenant !== 0 || value.kind === 'deposit_returned';
    if (needsLease && !value.leaseId) {
      ctx.addIssue({ code: 'custom', path: ['leaseId'], message: 'Choose the lease' });
    }
    if (value.kind === 'owner_contribution' && value.leaseId) {
      ctx.addIssue({
        code: 'custom',
        path: ['leaseId'],
        message: 'An owner contribution belongs to the home, not a lease',
      });
    }
  });
export type ManualEntryValues = z.output<typeof manualEntrySchema>;

export const reversalSchema = z.object({
  entryId: z.uuid(),
  reason: z
    .string()
    .trim()
    .min(3, 'Say why the entry is reversed')
    .max(LEDGER_MEMO_MAX, `Keep the reason under ${LEDGER_MEMO_MAX} characters`),
  idempotencyKey: z.uuid(),
});

export const payoutSchema = z.object({
  homeId: z.uuid(),
  period: z.string().regex(/^\d{4}-\d{2}$/, 'Choose the month'),
  sentOn: isoDate('The date sent'),
  reference: z
    .string()
    .trim()
    .min(1, 'The transfer’s reference is required')
    .max(LEDGER_REFERENCE_MAX, `Keep the reference under ${LEDGER_REFERENCE_MAX} characters`),
});

export const contactChannels = ['reminder_mail', 'call', 'text', 'in_person'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactChannelLabels: Record<ContactChannel, string> = {
  reminder_mail: 'Reminder mail',
  call: 'Phone call',
  text: 'Text message',
  in_person: 'In person',
};

// ---------------------------------------------------------------------------------------------
// Dates: every rule runs on the office's calendar
// ---------------------------------------------------------------------------------------------
/** Today's date (YYYY-MM-DD) in the office's zone (the date formatter's office date). */
export { officeDate as officeToday } from './date-format.ts';

/** `2026-11` -> `2026-11-01`. */
export function periodStart(period: string): string {
  return `${period}-01`;
}

/** The month before the one `date` falls in, as `YYYY-MM`. */
export function previousPeriod(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Owners are paid by the 10th of the month after the one the payout is for. */
export const PAYOUT_DAY = 10;

export function payoutDueOn(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-${String(PAYOUT_DAY).padStart(2, '0')}`;
}

/** Late when sent after the 10th, or still unsent once the 10th has passed. */
export function isPayoutLate(period: string, sentOn: string | null, today: string): boolean {
  const due = payoutDueOn(period);
  return sentOn === null ? today > due : sentOn > due;
}

/** Statements for a month are made and mailed on the 1st-5th of the next. */
export const STATEMENT_DAYS = { first: 1, last: 5 } as const;

export function isStatementWindow(today: string): boolean {
  const day = Number(today.slice(8, 10));
  return day >= STATEMENT_DAYS.first && day <= STATEMENT_DAYS.last;
}

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------
export interface StatementTotals {
  openingCents: number;
  incomeCents: number;
  expensesCents: number;
  feesCents: number;
  payoutsCents: number;
  closingCents: number;
}

/** closing = opening + income - expenses - fees - payouts, to the cent. */
export function statementAddsUp(t: StatementTotals): boolean {
  return (
    t.closingCents ===
    t.openingCents + t.incomeCents - t.expensesCents - t.feesCents - t.payoutsCents
  );
}

// ---------------------------------------------------------------------------------------------
// Form 1099-MISC
// ---------------------------------------------------------------------------------------------
/**
 * A property manager reports the gross rents it collected for an owner on Form 1099-MISC, box 1
 * (IRS, Instructions for Forms 1099-MISC and 1099-NEC, https://www.irs.gov/instructions/i1099mec).
 * The threshold is $600 for payments through 2025 and $2,000 for payments made after
 * December 31, 2025 (26 U.S.C. 6041(a) as amended by Public Law 119-21, section 70433,
 * https://www.law.cornell.edu/uscode/text/26/6041); from 2027 it is indexed for inflation, and
 * until the IRS publishes that figure the screen uses $2,000 and says so.
 */
export function rentReportingThresholdCents(year: number): number {
  return year <= 2025 ? 60_000 : 200_000;
}

export const MONEY_FUNCTION = 'money';
export const STATEMENTS_BUCKET = 'statements';

export function statementPath(personId: string, statementId: string): string {
  return `${personId}/${statementId}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// Rent status (the owner's view of their tenants' rent)
// ---------------------------------------------------------------------------------------------
/**
 * A unit's rent on a day, as `home_rent_status()` decides it in SQL: `late` past the grace days
 * with a charge open (oldest charges first, private.lease_arrears, the delinquency list's rule),
 * `partial` within them with the oldest open charge partly paid, `due` within them with nothing
 * paid on it, `paid` when nothing is owed, `vacant` when no lease is let that day.
 */
export const rentStatuses = ['late', 'partial', 'due', 'paid', 'vacant'] as const;
export type RentStatus = (typeof rentStatuses)[number];

export interface UnitRentStatus {
  homeId: string;
  unitId: string;
  unitLabel: string;
  leaseId: string | null;
  /** False: a lease that ended and still owes (a former tenant). */
  currentLease: boolean;
  status: RentStatus;
  /** What the tenants owe (0 when paid up or in credit). */
  owedCents: number;
  oldestOpenOn: string | null;
  /** Days since the oldest open charge, when late. */
  daysLate: number | null;
}

/** One row of `home_rent_status()` (bigint columns may arrive as strings). */
export function unitRentStatus(row: Record<string, unknown>): UnitRentStatus {
  const status = String(row.status);
  return {
    homeId: String(row.home_id),
    unitId: String(row.unit_id),
    unitLabel: String(row.unit_label ?? ''),
    leaseId: row.lease_id ? String(row.lease_id) : null,
    currentLease: row.current_lease === true,
    status: (rentStatuses as readonly string[]).includes(status) ? (status as RentStatus) : 'due',
    owedCents: Number(row.owed_cents ?? 0),
    oldestOpenOn: row.oldest_open_on ? String(row.oldest_open_on) : null,
    daysLate: row.days_late === null || row.days_late === undefined ? null : Number(row.days_late),
  };
}
