import type { ReactNode } from 'react';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { useFormText } from './formText';
import { usePhoneConsentLine } from './TextConsent';

/**
 * The fields come as the form's own `register('…')` results, called in the form's render: the
 * registration order is the order react-hook-form focuses the first invalid field in.
 */
export interface ContactFieldsProps<T extends FieldValues> {
  /** The form's errors; each field's message is found by its registered name. */
  errors: FieldErrors<T>;
  /** One "Full Name" field, or "First Name" and "Last Name". */
  name:
    { full: UseFormRegisterReturn } | { first: UseFormRegisterReturn; last: UseFormRegisterReturn };
  email: UseFormRegisterReturn;
  emailDescription?: ReactNode;
  phone: UseFormRegisterReturn;
  /** "Phone" in the form's language unless the form says otherwise (e.g. "Cell Number"). */
  phoneLabel?: string;
  phoneRequired?: boolean;
  /**
   * Email and phone side by side in a row of their own under the name. Without it the fields are
   * siblings, laid out by the caller's container.
   */
  emailPhoneRow?: boolean;
}

/** The name, email and phone block the lead forms share: labels, autocomplete and errors. */
export function ContactFields<T extends FieldValues>({
  errors,
  name,
  email,
  emailDescription,
  phone,
  phoneLabel,
  phoneRequired = true,
  emailPhoneRow = false,
}: ContactFieldsProps<T>) {
  const text = useFormText();
  const phoneConsentLine = usePhoneConsentLine();
  const message = (field: UseFormRegisterReturn) =>
    (get(errors, field.name) as FieldError | undefined)?.message;
  const nameFields =
    'full' in name ? (
      <FormField label={text.fullName} error={message(name.full)} required>
        <Input autoComplete="name" {...name.full} />
      </FormField>
    ) : (
      <>
        <FormField label={text.firstName} error={message(name.first)} required>
          <Input autoComplete="given-name" {...name.first} />
        </FormField>
        <FormField label={text.lastName} error={message(name.last)} required>
          <Input autoComplete="family-name" {...name.last} />
        </FormField>
      </>
    );
  const emailPhone = (
    <>
      <FormField label={text.email} description={emailDescription} error={message(email)} required>
        <Input type="email" autoComplete="email" {...email} />
      </FormField>
      <FormField
        label={phoneLabel ?? text.phone}
        description={phoneConsentLine}
        error={message(phone)}
        required={phoneRequired}
      >
        <Input type="tel" autoComplete="tel" {...phone} />
      </FormField>
    </>
  );
  return (
    <>
      {nameFields}
      {emailPhoneRow ? <div className="grid gap-4 sm:grid-cols-2">{emailPhone}</div> : emailPhone}
    </>
  );
}
