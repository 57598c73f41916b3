import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import type { OwnerPortalInput, OwnerPortalValues } from '@contract/lead-schemas.ts';
import type { Catalogue } from '@/lib/i18n';
import { formText, useFormLocale } from '@/components/forms/formText';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Honeypot } from '@/components/ui/Honeypot';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { claimText } from '@/content/claimText';
import { claimText as claimTextEs } from '@/content/es/claims';
import { lazyZodResolver, preloadValidation } from './validation';

export const ownerPortalMessages = {
  submit: 'Get Started',
  successTitle: "Thanks! We'll be in touch.",
  successDescription: `We'll email you ${claimText.followUp} about managing your rental.`,
  errorTitle: 'Error',
  errorDescription: 'Failed to submit. Please try again.',
} as const;

const ownerPortalText: Catalogue<typeof ownerPortalMessages> = {
  en: ownerPortalMessages,
  es: {
    submit: 'Comenzar',
    successTitle: '¡Gracias! Nos pondremos en contacto.',
    successDescription: `Le escribiremos ${claimTextEs.followUp} sobre la administración de su propiedad de renta.`,
    errorTitle: formText.es.errorTitle,
    errorDescription: 'No se pudo enviar. Intente de nuevo, por favor.',
  },
};

const emptyNotify: OwnerPortalInput = { email: '', [HONEYPOT_FIELD]: '' };

/** "Not a client yet? Get started" on the Owner Portal page: one email field (source owner_portal). */
export function OwnerPortalNotifyForm() {
  const locale = useFormLocale();
  const text = ownerPortalText[locale];
  const words = formText[locale];
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OwnerPortalInput, unknown, OwnerPortalValues>({
    resolver: lazyZodResolver('owner_portal', locale),
    defaultValues: emptyNotify,
  });

  const onSubmit = async (values: OwnerPortalValues) => {
    try {
      await submitLead('owner_portal', values, locale);
      toast.success(text.successTitle, { description: text.successDescription });
      reset(emptyNotify);
    } catch (error) {
      console.error('Owner portal get-started request failed', error);
      toast.error(text.errorTitle, { description: text.errorDescription });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadValidation}
      className="relative flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <Honeypot idPrefix="owner-portal" registration={register(HONEYPOT_FIELD)} />
      <FormField
        label={words.emailAddress}
        error={errors.email?.message}
        required
        className="flex-1"
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder={words.emailPlaceholder}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
        {isSubmitting ? words.submitting : text.submit}
      </Button>
      <PrivacyNotice className="sm:basis-full" />
    </form>
  );
}
