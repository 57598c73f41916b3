import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import type { ContactFormInput, ContactFormValues } from '@contract/lead-schemas.ts';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { claimText } from '@/content/claimText';
import { Honeypot } from '@/components/ui/Honeypot';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { lazyZodResolver, preloadValidation } from './validation';

export const contactMessages = {
  successTitle: 'Message Sent!',
  successDescription: `We'll reach out ${claimText.followUp}.`,
  errorTitle: 'Error',
  errorFallback: 'Failed to send message. Please try again.',
} as const;

const emptyContact: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  propertyInfo: '',
  [HONEYPOT_FIELD]: '',
};

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: lazyZodResolver('contactFormSchema'),
    defaultValues: emptyContact,
  });

  const onSubmit = async (values: ContactFormValues) => {
    try {
      await submitLead('contact', values);
      toast.success(contactMessages.successTitle, {
        description: contactMessages.successDescription,
      });
      reset(emptyContact);
    } catch (error) {
      console.error('Contact form failed', error);
      const message =
        error instanceof Error && error.message ? error.message : contactMessages.errorFallback;
      toast.error(contactMessages.errorTitle, { description: message });
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
        label="About Your Property"
        description="Where it is, how many units, and what you need help with."
        error={errors.propertyInfo?.message}
        required
      >
        <Textarea rows={5} {...register('propertyInfo')} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
      <PrivacyNotice />
    </form>
  );
}
