import { useId } from 'react';
import { billingTermIds, type BillingTerm } from '@/content/pricing';
import type { PricingContent } from '@/content/pricingPage';
import { cn } from '@/lib/cn';

export interface BillingToggleProps {
  value: BillingTerm;
  onChange: (term: BillingTerm) => void;
  legend: string;
  /** Each term's label and description in the page's language. */
  terms: PricingContent['terms'];
  className?: string;
}

/**
 * Month-to-month or 12-month commitment, as a native radio group styled as a segmented control:
 * arrow keys move between the options and screen readers announce "radio, 1 of 2".
 */
export function BillingToggle({ value, onChange, legend, terms, className }: BillingToggleProps) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className={cn('flex flex-col items-center gap-2', className)}
      aria-describedby={hintId}
    >
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-full border border-border bg-muted p-1">
        {billingTermIds.map((id) => (
          <label
            key={id}
            className={cn(
              'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold transition-colors select-none',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              id === value
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={id}
              checked={id === value}
              onChange={() => onChange(id)}
              className="sr-only"
            />
            {terms[id].label}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {terms[value].description}
      </p>
    </fieldset>
  );
}
