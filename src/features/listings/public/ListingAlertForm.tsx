import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import { alertConsentLabelByLocale } from '@contract/privacy-options.ts';
import { leadSchemasFor, type ListingAlertInput } from '@contract/lead-schemas.ts';
import type { Locale } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { formText, useFormLocale } from '@/components/forms/formText';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { Button } from '@/components/ui/Button';
import { FieldError, FormField } from '@/components/ui/FormField';
import { Honeypot } from '@/components/ui/Honeypot';
import { Input } from '@/components/ui/Input';
import { submitLead } from '@/lib/leads';
import { describeSearch, searchFilters, type ListingSearchFilters } from './filters';

/** What the form itself collects, in the form's language; the search comes from the page's URL. */
const alertFormSchema = (locale: Locale) =>
  leadSchemasFor(locale).listing_alert.pick({
    email: true,
    emailConsent: true,
    [HONEYPOT_FIELD]: true,
  });
type AlertFormInput = Omit<ListingAlertInput, 'filters'>;
type AlertFormValues = { email: string; emailConsent: boolean; [HONEYPOT_FIELD]?: string };

export const alertFormMessages = {
  sentTitle: 'Check your inbox',
  sent: 'We sent you an email with a link to confirm this alert. Nothing is sent until you confirm it.',
  failed: 'We could not save your alert. Please try again.',
  sentTo: (email: string) => `(Sent to ${email}.)`,
  formLabel: 'Listing alert',
  search: 'Your search',
  submit: 'Email me matches',
} as const;

const alertFormText: Catalogue<typeof alertFormMessages> = {
  en: alertFormMessages,
  es: {
    sentTitle: 'Revise su correo',
    sent: 'Le enviamos un correo con un enlace para confirmar esta alerta. No le enviaremos nada hasta que la confirme.',
    failed: 'No pudimos guardar su alerta. Intente de nuevo, por favor.',
    sentTo: (email: string) => `(Enviado a ${email}.)`,
    formLabel: 'Alerta de propiedades',
    search: 'Su búsqueda',
    submit: 'Enviarme coincidencias',
  },
};

const emptyForm: AlertFormInput = { email: '', emailConsent: false, [HONEYPOT_FIELD]: '' };

/**
 * "Email me when a home matches": an email, the consent to be emailed and the current search in
 * words. Loaded only when the control is opened; supabase-js only when it is sent.
 */
export function ListingAlertForm({ filters }: { filters: ListingSearchFilters }) {
  const locale = useFormLocale();
  const text = alertFormText[locale];
  const words = formText[locale];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const statusRef = useRef<HTMLDivElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AlertFormInput, unknown, AlertFormValues>({
    resolver: useMemo(() => zodResolver(alertFormSchema(locale)), [locale]),
    defaultValues: emptyForm,
  });
  const search = searchFilters(filters);
  const searchError =
    leadSchemasFor(locale).listing_alert.shape.filters.safeParse(search).error?.issues[0]?.message;
  const summary = describeSearch(search, { locale });

  useEffect(() => emailRef.current?.focus(), []);
  useEffect(() => {
    if (sentTo) statusRef.current?.focus();
  }, [sentTo]);

  const onSubmit = async (values: AlertFormValues) => {
    setServerError(null);
    try {
      const payload: AlertFormValues & { filters: ListingSearchFilters } = {
        ...values,
        filters: search,
      };
      await submitLead('listing_alert', payload, locale);
      setSentTo(values.email);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : text.failed);
    }
  };

  if (sentTo) {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className="flex flex-col gap-1 outline-none">
        <p className="font-semibold">{text.sentTitle}</p>
        <p className="text-sm text-muted-foreground">
          {text.sent} {text.sentTo(sentTo)}
        </p>
      </div>
    );
  }

  const { ref: emailRegisterRef, ...emailField } = register('email');
  const consentId = 'listing-alert-consent';
  const consentErrorId = `${consentId}-error`;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={text.formLabel}
      className="relative flex flex-col gap-3"
    >
      <Honeypot idPrefix="listing-alert" registration={register(HONEYPOT_FIELD)} />
      <div>
        <p className="text-sm font-medium">{text.search}</p>
        <ul aria-label={text.search} className="mt-1 flex flex-wrap gap-2">
          {summary.map((part) => (
            <li key={part} className="rounded-full bg-muted px-3 py-1 text-sm">
              {part}
            </li>
          ))}
        </ul>
      </div>
      <FormField label={words.emailAddress} error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          placeholder={words.emailPlaceholder}
          className="max-sm:min-h-11"
          {...emailField}
          ref={(el) => {
            emailRegisterRef(el);
            emailRef.current = el;
          }}
        />
      </FormField>
      <div className="flex flex-col gap-1">
        <label
          htmlFor={consentId}
          className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm"
        >
          <input
            id={consentId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-invalid={errors.emailConsent ? true : undefined}
            aria-describedby={errors.emailConsent ? consentErrorId : undefined}
            aria-required="true"
            {...register('emailConsent')}
          />
          <span>{alertConsentLabelByLocale[locale]}</span>
        </label>
        <FieldError id={consentErrorId}>{errors.emailConsent?.message}</FieldError>
      </div>
      {searchError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {searchError}
        </p>
      ) : null}
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {serverError}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={isSubmitting || searchError !== undefined}
        className="min-h-11 self-start"
      >
        {isSubmitting ? words.saving : text.submit}
      </Button>
      <PrivacyNotice />
    </form>
  );
}
