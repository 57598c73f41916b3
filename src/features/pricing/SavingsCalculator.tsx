import { useId, useState } from 'react';
import {
  billingTerms,
  calculatorBounds,
  plans,
  typicalPercentageFee,
  type BillingTerm,
} from '@/content/pricing';
import { cn } from '@/lib/cn';
import { formatUsd } from '@/lib/format';
import {
  calculateSavings,
  parseRent,
  parseUnits,
  type FieldParse,
  type PlanSavings,
} from './savings';

const pct = (fraction: number) => `${Math.round(fraction * 100)}%`;
const feeRange = `${pct(typicalPercentageFee.min)}-${pct(typicalPercentageFee.max)}`;

/** 'Save $900-$1,572 a year', or an honest line when a percentage fee would be cheaper. */
export function describeSaving({ savingVsLow, savingVsHigh }: PlanSavings): string {
  if (savingVsLow >= 0) {
    return savingVsLow === savingVsHigh
      ? `Save ${formatUsd(savingVsLow)} a year`
      : `Save ${formatUsd(savingVsLow)}-${formatUsd(savingVsHigh)} a year`;
  }
  if (savingVsHigh > 0) {
    return `Save up to ${formatUsd(savingVsHigh)} a year (about ${formatUsd(-savingVsLow)} more than an ${pct(typicalPercentageFee.min)} fee)`;
  }
  return `Costs ${formatUsd(-savingVsHigh)}-${formatUsd(-savingVsLow)} more a year than a ${feeRange} fee at this rent`;
}

interface NumberFieldProps {
  id: string;
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
  const [rentText, setRentText] = useState(String(calculatorBounds.rent.default));
  const [unitsText, setUnitsText] = useState(String(calculatorBounds.units.default));
  const [touched, setTouched] = useState({ rent: false, units: false });
  const rent = parseRent(rentText);
  const units = parseUnits(unitsText);
  const result =
    rent.ok && units.ok
      ? calculateSavings({ monthlyRent: rent.value, units: units.value, term })
      : null;
  const termLabel = billingTerms.find((t) => t.id === term)?.label.toLowerCase() ?? term;
  const { rent: rentBounds, units: unitBounds } = calculatorBounds;

  return (
    <div className="grid gap-8 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8 lg:grid-cols-[2fr_3fr]">
      <form className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()} noValidate>
        <NumberField
          id={`${id}-rent`}
          label="Monthly rent per unit"
          hint={`In US dollars, ${formatUsd(rentBounds.min)} to ${formatUsd(rentBounds.max)}.`}
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
          label="Number of units"
          hint={`${unitBounds.min} to ${unitBounds.max} rental units.`}
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
          Plan prices shown at the{' '}
          <strong className="font-semibold text-foreground">{termLabel}</strong> rate; change the
          billing term above.
        </p>
      </form>

      <div aria-live="polite" data-testid="savings-results" className="flex flex-col gap-4">
        {result ? (
          <>
            <p className="text-sm text-muted-foreground">
              Yearly rent:{' '}
              <strong className="text-foreground">{formatUsd(result.yearlyRent)}</strong>. A typical{' '}
              {feeRange} management fee costs{' '}
              <strong className="text-foreground">
                {formatUsd(result.percentageFeeLow)}-{formatUsd(result.percentageFeeHigh)}
              </strong>{' '}
              a year.
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {result.plans.map((row) => {
                const plan = plans.find((p) => p.id === row.planId);
                const positive = row.savingVsLow >= 0;
                return (
                  <li key={row.planId} className="rounded-xl bg-muted p-4">
                    <p className="text-sm font-semibold">{plan?.name}</p>
                    <p className="mt-1 text-2xl font-extrabold tracking-tight">
                      {formatUsd(row.yearlyCost)}
                      <span className="text-sm font-medium text-muted-foreground"> a year</span>
                    </p>
                    <p
                      className={cn(
                        'mt-2 text-sm font-semibold',
                        positive ? 'text-success' : 'text-foreground',
                      )}
                    >
                      {describeSaving(row)}
                    </p>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Enter a valid rent and number of units to see your yearly savings.
          </p>
        )}
      </div>
    </div>
  );
}
