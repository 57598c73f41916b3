import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import type { ContactFormInput, ContactFormValues } from '@contract/lead-schemas.ts';
import type { Catalogue } from '@/lib/i18n';
import { formText, useFormLocale } from '@/components/forms/formText';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { claimText } from '@/content/claimText';
import { claimText as claimTextEs } from '@/content/es/claims';
import { Honeypot } from '@/components/ui/Honeypot';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { lazyZodResolver, preloadValidation } from './validation';

export const contactMessages = {
  propertyInfo: 'About Your Property',
  propertyInfoHint: 'Where it is, how many units, and what you need help with.',
  submit: 'Send Message',
  successTitle: 'Message Sent!',
  successDescription: `We'll reach out ${claimText.followUp}.`,
  errorTitle: 'Error',
  errorFallback: 'Failed to send message. Please try again.',
} as const;

const contactText: Catalogue<typeof contactMessages> = {
  en: contactMessages,
  es: {
    propertyInfo: 'Sobre su propiedad',
    propertyInfoHint: 'Dónde está, cuántas unidades tiene y en qué necesita ayuda.',
    submit: 'Enviar mensaje',
    successTitle: '¡Mensaje enviado!',
    successDescription: `Nos comunicaremos con usted ${claimTextEs.followUp}.`,
    errorTitle: formText.es.errorTitle,
    errorFallback: 'No se pudo enviar el mensaje. Intente de nuevo, por favor.',
  },
};

const emptyContact: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  propertyInfo: '',
  [HONEYPOT_FIELD]: '',
};

export function ContactForm() {
  const locale = useFormLocale();
  const text = contactText[locale];
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: lazyZodResolver('contact', locale),
    defaultValues: emptyContact,
  });

  const onSubmit = async (values: ContactFormValues) => {
    try {
      await submitLead('contact', values, locale);
      toast.success(text.successTitle, { description: text.successDescription });
      reset(emptyContact);
    } catch (error) {
      console.error('Contact form failed', error);
      const message = error instanceof Error && error.message ? error.message : text.errorFallback;
      toast.error(text.errorTitle, { description: message });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadValidation}
      className="relative flex flex-col gap-4"
    >
      <Honeypot idPrefix="contact" registration={register(HONEYPOT_FIELD)} />
      <ContactFields
        errors={errors}
        name={{ full: register('name') }}
        email={register('email')}
        phone={register('phone')}
        emailPhoneRow
      />
      <FormField
        label={text.propertyInfo}
        description={text.propertyInfoHint}
        error={errors.propertyInfo?.message}
        required
      >
        <Textarea rows={5} {...register('propertyInfo')} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? formText[locale].sending : text.submit}
      </Button>
      <PrivacyNotice />
    </form>
  );
}
