import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import {
  PRIVACY_RESPONSE_DAYS,
  privacyRequestTypeLabelsByLocale,
  privacyRequestTypes,
} from '@contract/privacy-options.ts';
import type { PrivacyRequestInput, PrivacyRequestValues } from '@contract/lead-schemas.ts';
import type { Catalogue } from '@/lib/i18n';
import { formText, useFormLocale } from '@/components/forms/formText';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { Button } from '@/components/ui/Button';
import { FormField, FormFieldset } from '@/components/ui/FormField';
import { Honeypot } from '@/components/ui/Honeypot';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { lazyZodResolver, preloadValidation } from './validation';

export const privacyRequestMessages = {
  formLabel: 'Privacy request',
  requestType: 'What would you like us to do?',
  emailHint: 'We reply here, and find your records by it.',
  details: 'Details (optional)',
  detailsHint: 'For a correction: what is wrong and what it should say.',
  submit: 'Send Request',
  successTitle: 'Request received',
  successDescription: `Check your email: press the link we sent to confirm the request is yours. We act on it only then, and answer within ${PRIVACY_RESPONSE_DAYS} days.`,
  errorTitle: 'Error',
  errorFallback: 'Failed to send your request. Please try again, or email or call us.',
} as const;

const privacyRequestText: Catalogue<typeof privacyRequestMessages> = {
  en: privacyRequestMessages,
  es: {
    formLabel: 'Solicitud de privacidad',
    requestType: '¿Qué desea que hagamos?',
    emailHint: 'Le respondemos aquí, y con este correo buscamos sus datos.',
    details: 'Detalles (opcional)',
    detailsHint: 'Para una corrección: qué está mal y qué debe decir.',
    submit: 'Enviar solicitud',
    successTitle: 'Recibimos su solicitud',
    successDescription: `Revise su correo: haga clic en el enlace que le enviamos para confirmar que la solicitud es suya. Solo entonces la atendemos, y le respondemos en un plazo de ${PRIVACY_RESPONSE_DAYS} días.`,
    errorTitle: formText.es.errorTitle,
    errorFallback: 'No se pudo enviar su solicitud. Intente de nuevo, o escríbanos o llámenos.',
  },
};

const emptyRequest: PrivacyRequestInput = {
  fullName: '',
  email: '',
  phone: '',
  requestType: '',
  details: '',
  [HONEYPOT_FIELD]: '',
};

/** Know / delete / correct: stored and mailed through the one lead pipeline. */
export function PrivacyRequestForm() {
  const locale = useFormLocale();
  const text = privacyRequestText[locale];
  const words = formText[locale];
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PrivacyRequestInput, unknown, PrivacyRequestValues>({
    resolver: lazyZodResolver('privacy_request', locale),
    defaultValues: emptyRequest,
  });

  // The form is a lazy island: `data-form-ready` marks that it has hydrated and responds.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.setAttribute('data-form-ready', '');
  }, []);

  const onSubmit = async (values: PrivacyRequestValues) => {
    try {
      await submitLead('privacy_request', values, locale);
      toast.success(text.successTitle, { description: text.successDescription });
      reset(emptyRequest);
    } catch (error) {
      console.error('Privacy request failed', error);
      const message = error instanceof Error && error.message ? error.message : text.errorFallback;
      toast.error(text.errorTitle, { description: message });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={text.formLabel}
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadValidation}
      className="relative flex flex-col gap-4"
    >
      <Honeypot idPrefix="privacy" registration={register(HONEYPOT_FIELD)} />
      <FormFieldset legend={text.requestType} error={errors.requestType?.message} required>
        <div className="flex flex-col">
          {privacyRequestTypes.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
              <Input type="radio" value={value} {...register('requestType')} />
              {privacyRequestTypeLabelsByLocale[locale][value]}
            </label>
          ))}
        </div>
      </FormFieldset>
      <ContactFields
        errors={errors}
        name={{ full: register('fullName') }}
        email={register('email')}
        emailDescription={text.emailHint}
        phone={register('phone')}
        phoneLabel={words.phoneOptional}
        phoneRequired={false}
        emailPhoneRow
      />
      <FormField
        label={text.details}
        description={text.detailsHint}
        error={errors.details?.message}
      >
        <Textarea rows={4} {...register('details')} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? words.sending : text.submit}
      </Button>
      <PrivacyNotice />
    </form>
  );
}
