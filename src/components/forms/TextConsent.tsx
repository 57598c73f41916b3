import type { UseFormRegisterReturn } from 'react-hook-form';
import { contactConsent, contactConsentByLocale } from '@contract/privacy-options.ts';
import { FieldError } from '@/components/ui/FormField';
import { useFormLocale } from './formText';

/** The consent words under a phone field (the version is stored with the lead). */
export const phoneConsentLine = contactConsent.phoneLine;

/** The phone consent line in the form's language. */
export function usePhoneConsentLine(): string {
  return contactConsentByLocale[useFormLocale()].phoneLine;
}

/**
 * The box a visitor ticks to be texted; shown once 'Text message' is picked. Required then: the
 * form's schema and the server refuse 'text' without it, and the lead stores the version.
 */
export function TextConsentBox({
  registration,
  error,
  idPrefix,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  idPrefix: string;
}) {
  const words = contactConsentByLocale[useFormLocale()];
  const id = `${idPrefix}-text-consent`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required="true"
          {...registration}
        />
        <span>{words.textLabel}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
