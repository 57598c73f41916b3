/**
 * The managed-home and lease forms' contract: what staff type (strings, as inputs give them), the
 * payloads of the save_managed_home and save_lease RPCs (migration 20261126000400), money in
 * integer cents, and the database constraints' clear messages. Mirrors the CHECK constraints of
 * 20261126000100_portals.sql, so a form that validates saves. Runs in Vite and Deno; imports zod.
 */
import { z } from 'zod';
import { formatCents } from './money-format.ts';
import { DUE_DAY_MAX, leaseStatuses, type LeaseStatus } from './portal.ts';

/** `management_agreements.plan` and `billing_term`: the plans' ids (plans.ts). */
export { planIds as managementPlanIds, billingTermIds } from './plans.ts';
import { planIds as managementPlanIds, billingTermIds } from './plans.ts';

// ---------------------------------------------------------------------------------------------
// Money: typed in dollars, stored as integer cents. The one conversion, both ways.
// ---------------------------------------------------------------------------------------------
const DOLLARS = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** `'1,234.5'` -> 123450; `'$12'` -> 1200; anything else (negative, 3 decimals, text) -> null. */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 123450 -> `'1234.50'`, 120000 -> `'1200'`: what a money input shows for stored cents. */
export function centsToDollars(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = Math.abs(cents % 100);
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Limits of the CHECK constraints, in cents. */
export const moneyLimits = {
  rentMax: 100_000_000,
  depositMax: 100_000_000,
  lateFeeMax: 10_000_000,
  repairLimitMax: 10_000_000,
} as const;

/**
 * A money field typed in dollars, parsed to integer cents within [min, max]: the one parser of
 * every form's amounts. With `message`, that one sentence answers every refusal.
 */
export function dollarsField(
  label: string,
  { min, max, message }: { min: number; max: number; message?: string },
) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .transform((text, ctx) => {
      const refuse = (why: string) => {
        ctx.addIssue({ code: 'custom', message: message ?? why });
        return z.NEVER;
      };
      const cents = dollarsToCents(text);
      if (cents === null)
        return refuse(`${label} must be an amount in dollars, like 1500 or 1500.50`);
      if (cents < min) return refuse(`${label} must be at least ${formatCents(min)}`);
      if (cents > max) return refuse(`${label} must be at most ${formatCents(max)}`);
      return cents;
    });
}

function wholeNumber(label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => /^\d+$/.test(v), `${label} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max}`);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (label: string) => z.string().trim().regex(ISO_DATE, `${label} is required (a date)`);
const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || ISO_DATE.test(v), `${label} must be a date`)
    .transform((v) => (v === '' ? null : v));

// ---------------------------------------------------------------------------------------------
// Managed home
// ---------------------------------------------------------------------------------------------
export interface UnitFormValues {
  /** The stored unit's id, '' for a new one. */
  id: string;
  label: string;
  bedrooms: string;
  bathrooms: string;
}

export interface HomeFormValues {
  street: string;
  city: string;
  state: string;
  zip_code: string;
  /** The linked public listing's id, '' for none. */
  property_id: string;
  plan: (typeof managementPlanIds)[number];
  billing_term: (typeof billingTermIds)[number];
  starts_on: string;
  /** Dollars. */
  repair_approval_limit: string;
  units: UnitFormValues[];
  owner_ids: string[];
}

export const emptyUnit: UnitFormValues = { id: '', label: '', bedrooms: '', bathrooms: '' };

const optionalCount = (label: string, step: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+(\.\d)?$/.test(v), `${label} must be a number`)
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((n) => n === null || (n >= 0 && n <= 20), `${label} must be between 0 and 20`)
    .refine(
      (n) => n === null || Number.isInteger(n / step),
      step === 1 ? `${label} must be a whole number` : `${label} must be in steps of ${step}`,
    );

const unitSchema = z.object({
  id: z.string().transform((v) => (v === '' ? null : v)),
  label: z
    .string()
    .trim()
    .min(1, 'Unit label is required (e.g. Main house or Unit A)')
    .max(40, 'Unit label must be at most 40 characters'),
  bedrooms: optionalCount('Bedrooms', 1),
  bathrooms: optionalCount('Bathrooms', 0.5),
});

export const homeFormSchema = z
  .object({
    street: z
      .string()
      .trim()
      .min(3, 'Street address is required')
      .max(200, 'Street address must be at most 200 characters'),
    city: z
      .string()
      .trim()
      .min(2, 'City is required')
      .max(100, 'City must be at most 100 characters'),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'State must be a two-letter code, like CA'),
    zip_code: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits (or ZIP+4)'),
    property_id: z.string().transform((v) => (v === '' ? null : v)),
    plan: z.enum(managementPlanIds, 'Choose a plan'),
    billing_term: z.enum(billingTermIds, 'Choose a billing term'),
    starts_on: date('Management start date'),
    repair_approval_limit: dollarsField('Repair approval limit', {
      min: 0,
      max: moneyLimits.repairLimitMax,
    }),
    units: z.array(unitSchema).min(1, 'Add at least one unit'),
    owner_ids: z.array(z.string()).min(1, 'Choose at least one owner'),
  })
  .superRefine((home, ctx) => {
    const seen = new Set<string>();
    home.units.forEach((unit, i) => {
      const key = unit.label.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['units', i, 'label'],
          message: `Another unit is already labelled “${unit.label}”`,
        });
      }
      seen.add(key);
    });
  })
  .transform(({ repair_approval_limit, ...home }) => ({
    ...home,
    repair_approval_limit_cents: repair_approval_limit,
  }));

/** save_managed_home's payload (without id for a new home). */
export type HomePayload = z.output<typeof homeFormSchema> & { id?: string };

// ---------------------------------------------------------------------------------------------
// Lease
// ---------------------------------------------------------------------------------------------
export interface LeaseFormValues {
  unit_id: string;
  tenant_ids: string[];
  starts_on: string;
  month_to_month: boolean;
  ends_on: string;
  /** Dollars. */
  rent: string;
  deposit: string;
  due_day: string;
  late_fee_grace_days: string;
  late_fee: string;
  status: LeaseStatus;
  move_in_on: string;
  move_out_on: string;
}

export const leaseFormSchema = z
  .object({
    unit_id: z.string().min(1, 'Choose the unit'),
    tenant_ids: z.array(z.string()).min(1, 'Choose at least one tenant'),
    starts_on: date('Start date'),
    month_to_month: z.boolean(),
    ends_on: optionalDate('End date'),
    rent: dollarsField('Monthly rent', { min: 1, max: moneyLimits.rentMax }),
    deposit: dollarsField('Deposit held', { min: 0, max: moneyLimits.depositMax }),
    due_day: wholeNumber('Due day', 1, DUE_DAY_MAX),
    late_fee_grace_days: wholeNumber('Grace days', 0, 31),
    late_fee: dollarsField('Late fee', { min: 0, max: moneyLimits.lateFeeMax }),
    status: z.enum(leaseStatuses, 'Choose a status'),
    move_in_on: optionalDate('Move-in date'),
    move_out_on: optionalDate('Move-out date'),
  })
  .superRefine((lease, ctx) => {
    if (!lease.month_to_month && lease.ends_on === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_on'],
        message: 'End date is required (or choose month-to-month)',
      });
    }
    if (!lease.month_to_month && lease.ends_on !== null && lease.ends_on <= lease.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: leaseMessages.datesInOrder });
    }
    if (lease.move_in_on && lease.move_out_on && lease.move_out_on < lease.move_in_on) {
      ctx.addIssue({
        code: 'custom',
        path: ['move_out_on'],
        message: leaseMessages.moveDatesInOrder,
      });
    }
  })
  .transform(({ rent, deposit, late_fee, month_to_month, ends_on, ...lease }) => ({
    ...lease,
    ends_on: month_to_month ? null : ends_on,
    rent_cents: rent,
    deposit_cents: deposit,
    late_fee_cents: late_fee,
  }));

/** save_lease's payload (without id for a new lease). */
export type LeasePayload = z.output<typeof leaseFormSchema> & { id?: string };

export const leaseMessages = {
  datesInOrder: 'The end date must be after the start date',
  moveDatesInOrder: 'The move-out date cannot be before the move-in date',
  oneActive: (unitLabel: string) => `Unit ${unitLabel} already has an active lease; end it first`,
} as const;

// ---------------------------------------------------------------------------------------------
// The database's refusals, as field messages
// ---------------------------------------------------------------------------------------------
export interface FieldProblem {
  /** A form field name ('units', 'owner_ids', ...), or null for the form as a whole. */
  field: string | null;
  message: string;
}

const homeConstraints: Record<string, FieldProblem> = {
  managed_homes_street_length: { field: 'street', message: 'Street address is required' },
  managed_homes_city_length: { field: 'city', message: 'City is required' },
  managed_homes_state_code: { field: 'state', message: 'State must be a two-letter code, like CA' },
  managed_homes_zip_code: { field: 'zip_code', message: 'ZIP code must be 5 digits (or ZIP+4)' },
  management_agreements_limit_range: {
    field: 'repair_approval_limit',
    message: `Repair approval limit must be between $0.00 and ${formatCents(moneyLimits.repairLimitMax)}`,
  },
  home_units_label_unique: {
    field: 'units',
    message: 'Two units of this home have the same label',
  },
  home_units_label_length: {
    field: 'units',
    message: 'Every unit needs a label of at most 40 characters',
  },
  home_units_bedrooms_range: { field: 'units', message: 'Bedrooms must be between 0 and 20' },
  home_units_bathrooms_range: { field: 'units', message: 'Bathrooms must be between 0 and 20' },
  leases_unit_fkey: {
    field: 'units',
    message: 'A unit with leases cannot be removed; its leases stay as history',
  },
  documents_unit_fkey: {
    field: 'units',
    message: 'A unit with documents cannot be removed; delete its documents first',
  },
  managed_homes_needs_unit: { field: 'units', message: 'Add at least one unit' },
  managed_homes_needs_owner: { field: 'owner_ids', message: 'Choose at least one owner' },
  home_owners_person_id_fkey: {
    field: 'owner_ids',
    message: 'An owner chosen here is no longer in People; choose again',
  },
};

const leaseConstraints = (unitLabel: string): Record<string, FieldProblem> => ({
  leases_one_active_per_unit: { field: 'status', message: leaseMessages.oneActive(unitLabel) },
  leases_dates_in_order: { field: 'ends_on', message: leaseMessages.datesInOrder },
  leases_move_dates_in_order: { field: 'move_out_on', message: leaseMessages.moveDatesInOrder },
  leases_rent_range: {
    field: 'rent',
    message: `Monthly rent must be between $0.01 and ${formatCents(moneyLimits.rentMax)}`,
  },
  leases_deposit_range: {
    field: 'deposit',
    message: `Deposit held must be between $0.00 and ${formatCents(moneyLimits.depositMax)}`,
  },
  leases_due_day_range: {
    field: 'due_day',
    message: `Due day must be between 1 and ${DUE_DAY_MAX}`,
  },
  leases_grace_days_range: {
    field: 'late_fee_grace_days',
    message: 'Grace days must be between 0 and 31',
  },
  leases_late_fee_range: {
    field: 'late_fee',
    message: `Late fee must be between $0.00 and ${formatCents(moneyLimits.lateFeeMax)}`,
  },
  leases_needs_tenant: { field: 'tenant_ids', message: 'Choose at least one tenant' },
  lease_tenants_person_id_fkey: {
    field: 'tenant_ids',
    message: 'A tenant chosen here is no longer in People; choose again',
  },
});

/** An error as the Data API reports it (supabase-js PostgrestError and the like). */
export interface DatabaseError {
  message: string;
  details?: string | null;
  hint?: string | null;
  code?: string;
}

function findConstraint(
  error: DatabaseError,
  table: Record<string, FieldProblem>,
): FieldProblem | null {
  const text = [error.message, error.details, error.hint].filter(Boolean).join(' ');
  // Longest names first: leases_unit_fkey must not match inside another name.
  const names = Object.keys(table).sort((a, b) => b.length - a.length);
  const name = names.find((n) => new RegExp(`\\b${n}\\b`).test(text));
  if (name) return table[name]!;
  if (error.code === '42501') {
    return { field: null, message: 'Only staff can change managed homes and leases.' };
  }
  return null;
}

/** A refusal of save_managed_home as the form field it concerns, or null when unknown. */
export function homeSaveProblem(error: DatabaseError): FieldProblem | null {
  return findConstraint(error, homeConstraints);
}

/** A refusal of save_lease as the form field it concerns, or null when unknown. */
export function leaseSaveProblem(error: DatabaseError, unitLabel: string): FieldProblem | null {
  return findConstraint(error, leaseConstraints(unitLabel));
}
