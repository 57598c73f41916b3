import { useEffect, useState } from 'react';
import { Controller, useForm, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { HONEYPOT_FIELD, timeSlots, toConsultationValues } from '@contract/lead-options.ts';
import type { ConsultationFormInput, ConsultationFormValues } from '@contract/lead-schemas.ts';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { Button } from '@/components/ui/Button';
import { FormField, FormFieldset } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { claimText } from '@/content/claims';
import { paths } from '@/config/paths';
import { ConsultationDatePicker } from './ConsultationDatePicker';
import { Honeypot } from '@/components/ui/Honeypot';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { lazyZodResolver, preloadValidation } from './validation';

/** How long the success message shows before the visitor is taken back home. */
export const REDIRECT_DELAY_MS = 2000;

export const consultationMessages = {
  successTitle: 'Consultation Requested!',
  successDescription: `Our team will contact you ${claimText.followUp} to schedule your call. We're also emailing you a free guide on the most common DIY landlord mistakes.`,
  errorTitle: 'Error',
  errorDescription: 'Failed to send demo request. Please try again.',
} as const;

/** The fields in the order they appear on the page. */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'date', 'time'] as const;

const emptyConsultation: DefaultValues<ConsultationFormInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  date: undefined, // unpicked: the schema answers 'Please select a date'
  time: '',
  [HONEYPOT_FIELD]: '',
};

export function ConsultationForm() {
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate(paths.home), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationFormInput, unknown, ConsultationFormValues>({
    resolver: lazyZodResolver('consultationFormSchema'),
    defaultValues: emptyConsultation,
    // react-hook-form would focus in registration order, where the calendar (a Controller)
    // comes after the time select; focus the first invalid field in page order instead.
    shouldFocusError: false,
  });

  const onInvalid = (invalid: FieldErrors<ConsultationFormInput>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  const onSubmit = async (values: ConsultationFormValues) => {
    try {
      await submitLead('consultation', toConsultationValues(values));
      toast.success(consultationMessages.successTitle, {
        description: consultationMessages.successDescription,
      });
      reset(emptyConsultation);
      setSent(true);
    } catch (error) {
      console.error('Consultation request failed', error);
      toast.error(consultationMessages.errorTitle, {
        description: consultationMessages.errorDescription,
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      onFocus={preloadValidation}
      className="relative flex flex-col gap-5"
    >
      <Honeypot idPrefix="consultation" registration={register(HONEYPOT_FIELD)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          errors={errors}
          name={{ first: register('firstName'), last: register('lastName') }}
          email={register('email')}
          phone={register('phone')}
          phoneLabel="Cell Number"
        />
      </div>

      <div className="grid gap-4 md:grid-cols-[auto_1fr]">
        <FormFieldset
          legend="Preferred Date"
          description="Weekdays only. Use the arrow keys to move between days."
          error={errors.date?.message}
          required
        >
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <ConsultationDatePicker
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormFieldset>
        <FormField
          label="Preferred Time"
          description="Pacific Time."
          error={errors.time?.message}
          required
        >
          <Select
            placeholder="Select a time"
            options={timeSlots.map((slot) => ({ value: slot, label: slot }))}
            {...register('time')}
          />
        </FormField>
      </div>

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Schedule Call'}
      </Button>
      <PrivacyNotice />
    </form>
  );
}
