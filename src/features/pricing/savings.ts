import {
  calculatorBounds,
  plans,
  typicalPercentageFee,
  type BillingTerm,
  type PlanId,
} from '@/content/pricing';

export interface SavingsInput {
  /** Monthly rent of one unit, in dollars. */
  monthlyRent: number;
  units: number;
  term: BillingTerm;
}

export interface PlanSavings {
  planId: PlanId;
  /** What the plan costs a year for all units at the chosen term. */
  yearlyCost: number;
  /** Saving against the low (8%) and the high (10%) end of a percentage fee; negative = costs more. */
  savingVsLow: number;
  savingVsHigh: number;
}

export interface SavingsResult {
  yearlyRent: number;
  /** A typical percentage fee for a year: 8% and 10% of the yearly rent. */
  percentageFeeLow: number;
  percentageFeeHigh: number;
  plans: PlanSavings[];
}

/** Yearly cost of each flat-fee plan against a typical 8-10% fee on the same rent. */
export function calculateSavings({ monthlyRent, units, term }: SavingsInput): SavingsResult {
  const yearlyRent = monthlyRent * units * 12;
  const percentageFeeLow = roundCents(yearlyRent * typicalPercentageFee.min);
  const percentageFeeHigh = roundCents(yearlyRent * typicalPercentageFee.max);
  return {
    yearlyRent,
    percentageFeeLow,
    percentageFeeHigh,
    plans: plans.map((plan) => {
      const yearlyCost = plan.monthlyPrice[term] * units * 12;
      return {
        planId: plan.id,
        yearlyCost,
        savingVsLow: roundCents(percentageFeeLow - yearlyCost),
        savingVsHigh: roundCents(percentageFeeHigh - yearlyCost),
      };
    }),
  };
}

function roundCents(n: number): number {
  return Math.round(n * 100) / 100;
}

export type FieldParse = { ok: true; value: number } | { ok: false; error: string };

/**
 * Reads what the owner typed: digits with optional '$', commas and spaces; whole numbers only;
 * within [min, max]. Returns a message for the field when it is not usable.
 */
export function parseWholeNumber(
  raw: string,
  { min, max, label, money }: { min: number; max: number; label: string; money?: boolean },
): FieldParse {
  const cleaned = raw.replace(money ? /[\s,$]/g : /[\s,]/g, '');
  const describe = (n: number) =>
    money ? `$${n.toLocaleString('en-US')}` : n.toLocaleString('en-US');
  if (cleaned === '') return { ok: false, error: `Enter the ${label}.` };
  if (!/^\d+$/.test(cleaned)) return { ok: false, error: `Enter the ${label} as a whole number.` };
  const value = Number(cleaned);
  if (value < min || value > max)
    return { ok: false, error: `Enter a ${label} between ${describe(min)} and ${describe(max)}.` };
  return { ok: true, value };
}

export function parseRent(raw: string): FieldParse {
  return parseWholeNumber(raw, { ...calculatorBounds.rent, label: 'monthly rent', money: true });
}

export function parseUnits(raw: string): FieldParse {
  return parseWholeNumber(raw, { ...calculatorBounds.units, label: 'number of units' });
}
