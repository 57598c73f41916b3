import { useId, useState } from 'react';
import { intlLocales, type Translation } from '@contract/locale.ts';
import { calculatorBounds, plans, typicalPercentageFee, type BillingTerm } from '@/content/pricing';
import { cn } from '@/lib/cn';
import { useLocale, type Catalogue } from '@/lib/i18n';
import { formatDollars } from '@contract/money-format.ts';
import {
  calculateSavings,
  parseRent,
  parseUnits,
  type FieldParse,
  type PlanSavings,
} from './savings';

const pct = (fraction: number) => `${Math.round(fraction * 100)}%`;
const feeRange = `${pct(typicalPercentageFee.min)}-${pct(typicalPercentageFee.max)}`;
const lowFee = pct(typicalPercentageFee.min);

type Money = (amount: number) => string;

type CalculatorText = Translation<typeof en>;

const en = {
  rentLabel: 'Monthly rent per unit',
  rentHint: (min: string, max: string) => `In US dollars, ${min} to ${max}.`,
  unitsLabel: 'Number of units',
  unitsHint: (min: string, max: string) => `${min} to ${max} rental units.`,
  terms: { monthly: 'month-to-month', annual: '12-month commitment' },
  rateBefore: 'Plan prices shown at the',
  rateAfter: ' rate; change the billing term above.',
  yearlyRent: 'Yearly rent:',
  typicalFee: `. A typical ${feeRange} management fee costs`,
  aYear: ' a year',
  afterFee: 'a year.',
  invalid: 'Enter a valid rent and number of units to see your yearly savings.',
  save: (amount: string) => `Save ${amount} a year`,
  saveUpTo: (upTo: string, more: string) =>
    `Save up to ${upTo} a year (about ${more} more than an ${lowFee} fee)`,
  costsMore: (range: string) => `Costs ${range} more a year than a ${feeRange} fee at this rent`,
};

const es: Translation<typeof en> = {
  rentLabel: 'Renta mensual por unidad',
  rentHint: (min: string, max: string) => `En dólares estadounidenses, de ${min} a ${max}.`,
  unitsLabel: 'Número de unidades',
  unitsHint: (min: string, max: string) => `De ${min} a ${max} unidades en renta.`,
  terms: { monthly: 'mes a mes', annual: 'compromiso de 12 meses' },
  rateBefore: 'Los precios de los planes se muestran con la tarifa de',
  rateAfter: '; cambie el plazo de pago más arriba.',
  yearlyRent: 'Renta anual:',
  typicalFee: `. Una comisión típica de administración del ${feeRange} cuesta`,
  aYear: ' al año',
  afterFee: 'al año.',
  invalid: 'Escriba una renta y un número de unidades válidos para ver cuánto ahorraría al año.',
  save: (amount: string) => `Ahorre ${amount} al año`,
  saveUpTo: (upTo: string, more: string) =>
    `Ahorre hasta ${upTo} al año (unos ${more} más que una comisión del ${lowFee})`,
  costsMore: (range: string) =>
    `Cuesta ${range} más al año que una comisión del ${feeRange} con esta renta`,
};

/** The calculator's words per language: an island, so its text loads with it, not the page. */
const calculatorText: Catalogue<typeof en> = { en, es };

/** 'Save $900-$1,572 a year', or an honest line when a percentage fee would be cheaper. */
export function describeSaving(
  { savingVsLow, savingVsHigh }: PlanSavings,
  text: CalculatorText = en,
  usd: Money = (amount) => formatDollars(amount, 'en'),
): string {
  if (savingVsLow >= 0) {
    return savingVsLow === savingVsHigh
      ? text.save(usd(savingVsLow))
      : text.save(`${usd(savingVsLow)}-${usd(savingVsHigh)}`);
  }
  if (savingVsHigh > 0) return text.saveUpTo(usd(savingVsHigh), usd(-savingVsLow));
  return text.costsMore(`${usd(-savingVsHigh)}-${usd(-savingVsLow)}`);
}

interface NumberFieldProps {
  id: string;
  /** Islands put a named field's text typed before hydration back (src/lib/islands.tsx). */
  name: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  parsed: FieldParse;
  showError: boolean;
  onBlur: () => void;
  prefix?: string;
}

function NumberField({
  id,
  name,
  label,
  hint,
  value,
  onChange,
  parsed,
  showError,
  onBlur,
  prefix,
}: NumberFieldProps) {
  const invalid = showError && !parsed.ok;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          className={cn(
            'h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground',
            prefix && 'pl-7',
            invalid && 'border-destructive',
          )}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {invalid && !parsed.ok ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {parsed.error}
        </p>
      ) : null}
    </div>
  );
}

/** Owner enters rent and units; the yearly cost of each plan and the saving update as they type. */
export function SavingsCalculator({ term }: { term: BillingTerm }) {
  const id = useId();
  const locale = useLocale();
  const text: CalculatorText = calculatorText[locale];
  const usd: Money = (amount) => formatDollars(amount, locale);
  const [rentText, setRentText] = useState(String(calculatorBounds.rent.default));
  const [unitsText, setUnitsText] = useState(String(calculatorBounds.units.default));
  const [touched, setTouched] = useState({ rent: false, units: false });
  const rent = parseRent(rentText, locale);
  const units = parseUnits(unitsText, locale);
  const result =
    rent.ok && units.ok
      ? calculateSavings({ monthlyRent: rent.value, units: units.value, term })
      : null;
  const number = (n: number) => n.toLocaleString(intlLocales[locale]);
  const { rent: rentBounds, units: unitBounds } = calculatorBounds;

  return (
    <div className="grid gap-8 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8 lg:grid-cols-[2fr_3fr]">
      {/* Not a form: nothing is sent, the results follow each keystroke (a form without a submit
          button fails WCAG technique H32). */}
      <div className="flex flex-col gap-5">
        <NumberField
          id={`${id}-rent`}
          name="rent"
          label={text.rentLabel}
          hint={text.rentHint(usd(rentBounds.min), usd(rentBounds.max))}
          prefix="$"
          value={rentText}
          onChange={(v) => {
            setRentText(v);
            setTouched((t) => ({ ...t, rent: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, rent: true }))}
          parsed={rent}
          showError={touched.rent}
        />
        <NumberField
          id={`${id}-units`}
          name="units"
          label={text.unitsLabel}
          hint={text.unitsHint(number(unitBounds.min), number(unitBounds.max))}
          value={unitsText}
          onChange={(v) => {
            setUnitsText(v);
            setTouched((t) => ({ ...t, units: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, units: true }))}
          parsed={units}
          showError={touched.units}
        />
        <p className="text-sm text-muted-foreground">
          {text.rateBefore}{' '}
          <strong className="font-semibold text-foreground">{text.terms[term]}</strong>
          {text.rateAfter}
        </p>
      </div>

      <div aria-live="polite" data-testid="savings-results" className="flex flex-col gap-4">
        {result ? (
          <>
            <p className="text-sm text-muted-foreground">
              {text.yearlyRent}{' '}
              <strong className="text-foreground">{usd(result.yearlyRent)}</strong>
              {text.typicalFee}{' '}
              <strong className="text-foreground">
                {usd(result.percentageFeeLow)}-{usd(result.percentageFeeHigh)}
              </strong>{' '}
              {text.afterFee}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {result.plans.map((row) => {
                const plan = plans.find((p) => p.id === row.planId);
                const positive = row.savingVsLow >= 0;
                return (
                  <li key={row.planId} className="rounded-xl bg-muted p-4">
                    <p className="text-sm font-semibold">{plan?.name}</p>
                    <p className="mt-1 text-2xl font-extrabold tracking-tight">
                      {usd(row.yearlyCost)}
                      <span className="text-sm font-medium text-muted-foreground">
                        {text.aYear}
                      </span>
                    </p>
                    <p
                      className={cn(
                        'mt-2 text-sm font-semibold',
                        positive ? 'text-success' : 'text-foreground',
                      )}
                    >
                      {describeSaving(row, text, usd)}
                    </p>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{text.invalid}</p>
        )}
      </div>
    </div>
  );
}
