import { useId } from 'react';
import { billingTerms, type BillingTerm } from '@/content/pricing';
import { cn } from '@/lib/cn';

export interface BillingToggleProps {
  value: BillingTerm;
  onChange: (term: BillingTerm) => void;
  legend: string;
  className?: string;
}

/**
 * Month-to-month or 12-month commitment, as a native radio group styled as a segmented control:
 * arrow keys move between the options and screen readers announce "radio, 1 of 2".
 */
export function BillingToggle({ value, onChange, legend, className }: BillingToggleProps) {
  const name = useId();
  const current = billingTerms.find((t) => t.id === value);
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className={cn('flex flex-col items-center gap-2', className)}
      aria-describedby={hintId}
    >
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-full border border-border bg-muted p-1">
        {billingTerms.map((term) => (
          <label
            key={term.id}
            className={cn(
              'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold transition-colors select-none',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              term.id === value
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={term.id}
              checked={term.id === value}
              onChange={() => onChange(term.id)}
              className="sr-only"
            />
            {term.label}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {current?.description}
      </p>
    </fieldset>
  );
}
