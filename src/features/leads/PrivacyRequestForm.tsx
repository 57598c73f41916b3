import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import {
  PRIVACY_RESPONSE_DAYS,
  privacyRequestTypeLabels,
  privacyRequestTypes,
} from '@contract/privacy-options.ts';
import type { PrivacyRequestInput, PrivacyRequestValues } from '@contract/lead-schemas.ts';
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
  successTitle: 'Request received',
  successDescription: `Check your email: press the link we sent to confirm the request is yours. We act on it only then, and answer within ${PRIVACY_RESPONSE_DAYS} days.`,
  errorTitle: 'Error',
  errorFallback: 'Failed to send your request. Please try again, or email or call us.',
} as const;

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PrivacyRequestInput, unknown, PrivacyRequestValues>({
    resolver: lazyZodResolver('privacyRequestSchema'),
    defaultValues: emptyRequest,
  });

  // The form is a lazy island: `data-form-ready` marks that it has hydrated and responds.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.setAttribute('data-form-ready', '');
  }, []);

  const onSubmit = async (values: PrivacyRequestValues) => {
    try {
      await submitLead('privacy_request', values);
      toast.success(privacyRequestMessages.successTitle, {
        description: privacyRequestMessages.successDescription,
      });
      reset(emptyRequest);
    } catch (error) {
      console.error('Privacy request failed', error);
      const message =
        error instanceof Error && error.message
          ? error.message
          : privacyRequestMessages.errorFallback;
      toast.error(privacyRequestMessages.errorTitle, { description: message });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Privacy request"
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadValidation}
      className="relative flex flex-col gap-4"
    >
      <Honeypot idPrefix="privacy" registration={register(HONEYPOT_FIELD)} />
      <FormFieldset
        legend="What would you like us to do?"
        error={errors.requestType?.message}
        required
      >
        <div className="flex flex-col">
          {privacyRequestTypes.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
              <Input type="radio" value={value} {...register('requestType')} />
              {privacyRequestTypeLabels[value]}
            </label>
          ))}
        </div>
      </FormFieldset>
      <ContactFields
        errors={errors}
        name={{ full: register('fullName') }}
        email={register('email')}
        emailDescription="We reply here, and find your records by it."
        phone={register('phone')}
        phoneLabel="Phone (optional)"
        phoneRequired={false}
        emailPhoneRow
      />
      <FormField
        label="Details (optional)"
        description="For a correction: what is wrong and what it should say."
        error={errors.details?.message}
      >
        <Textarea rows={4} {...register('details')} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Send Request'}
      </Button>
      <PrivacyNotice />
    </form>
  );
}
