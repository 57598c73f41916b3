import {
  calculatorBounds,
  plans,
  typicalPercentageFee,
  type BillingTerm,
  type PlanId,
} from '@/content/pricing';
import { intlLocales, type Locale, type Translation } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { formatDollars } from '@contract/money-format.ts';

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

const en = {
  rent: {
    empty: 'Enter the monthly rent.',
    notWhole: 'Enter the monthly rent as a whole number.',
    range: (min: string, max: string) => `Enter a monthly rent between ${min} and ${max}.`,
  },
  units: {
    empty: 'Enter the number of units.',
    notWhole: 'Enter the number of units as a whole number.',
    range: (min: string, max: string) => `Enter a number of units between ${min} and ${max}.`,
  },
};

type FieldMessages = Translation<typeof en>['rent'];

/** The fields' messages per language (the calculator is an island: its text loads with it). */
const messages: Catalogue<typeof en> = {
  en,
  es: {
    rent: {
      empty: 'Escriba la renta mensual.',
      notWhole: 'Escriba la renta mensual como número entero, sin centavos.',
      range: (min, max) => `Escriba una renta mensual entre ${min} y ${max}.`,
    },
    units: {
      empty: 'Escriba el número de unidades.',
      notWhole: 'Escriba el número de unidades como número entero.',
      range: (min, max) => `Escriba un número de unidades entre ${min} y ${max}.`,
    },
  },
};

/**
 * Reads what the owner typed: digits with optional '$', commas and spaces; whole numbers only;
 * within [min, max]. Returns a message for the field when it is not usable.
 */
export function parseWholeNumber(
  raw: string,
  { min, max, money }: { min: number; max: number; money?: boolean },
  text: FieldMessages,
  locale: Locale,
): FieldParse {
  const cleaned = raw.replace(money ? /[\s,$]/g : /[\s,]/g, '');
  const describe = (n: number) =>
    money ? formatDollars(n, locale) : n.toLocaleString(intlLocales[locale]);
  if (cleaned === '') return { ok: false, error: text.empty };
  if (!/^\d+$/.test(cleaned)) return { ok: false, error: text.notWhole };
  const value = Number(cleaned);
  if (value < min || value > max)
    return { ok: false, error: text.range(describe(min), describe(max)) };
  return { ok: true, value };
}

export function parseRent(raw: string, locale: Locale = 'en'): FieldParse {
  return parseWholeNumber(
    raw,
    { ...calculatorBounds.rent, money: true },
    messages[locale].rent,
    locale,
  );
}

export function parseUnits(raw: string, locale: Locale = 'en'): FieldParse {
  return parseWholeNumber(raw, calculatorBounds.units, messages[locale].units, locale);
}
