import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  bestTimeLabels,
  bestTimes,
  contactMethodLabels,
  contactMethods,
  HONEYPOT_FIELD,
} from '@contract/lead-options.ts';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { TextConsentBox } from '@/components/forms/TextConsent';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Honeypot } from '@/components/ui/Honeypot';
import { Textarea } from '@/components/ui/Textarea';
import {
  emptyShowingRequest,
  showingMessages,
  showingRequestSchema,
  submitShowingRequest,
  todayIso,
  type ShowingListing,
  type ShowingRequestInput,
  type ShowingRequestValues,
} from './showing';

const contactOptions = contactMethods.map((value) => ({
  value,
  label: contactMethodLabels[value],
}));
const timeOptions = bestTimes.map((value) => ({ value, label: bestTimeLabels[value] }));

/** 'Request a showing' on a listing page: stores a lead tied to the listing. */
export function ShowingRequestForm({ listing }: { listing: ShowingListing }) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ShowingRequestInput, unknown, ShowingRequestValues>({
    resolver: zodResolver(showingRequestSchema),
    defaultValues: emptyShowingRequest(listing),
  });

  const contactMethod = useWatch({ control, name: 'preferredContact' });

  const onSubmit = async (values: ShowingRequestValues) => {
    try {
      await submitShowingRequest(values);
      toast.success(showingMessages.successTitle, {
        description: showingMessages.successDescription,
      });
      reset(emptyShowingRequest(listing));
    } catch (error) {
      console.error('Showing request failed', error);
      toast.error(showingMessages.errorTitle, { description: showingMessages.errorDescription });
    }
  };

  return (
    <Card className="p-5">
      <section aria-labelledby="showing-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="showing-heading" className="text-lg font-semibold">
            Request a showing
          </h2>
          <p className="text-sm text-muted-foreground">
            Tell us how to reach you and we&apos;ll set up a time to see this home.
          </p>
        </div>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative flex flex-col gap-4">
          <Honeypot idPrefix="showing" registration={register(HONEYPOT_FIELD)} />
          <ContactFields
            errors={errors}
            name={{ full: register('fullName') }}
            email={register('email')}
            phone={register('phone')}
          />
          <FormField
            label="Preferred Contact Method"
            error={errors.preferredContact?.message}
            required
          >
            <Select
              placeholder="Select a contact method"
              options={contactOptions}
              {...register('preferredContact')}
            />
          </FormField>
          {contactMethod === 'text' ? (
            <TextConsentBox
              idPrefix="showing"
              registration={register('textConsent')}
              error={errors.textConsent?.message}
            />
          ) : null}
          <FormField label="Best Time to Reach You" error={errors.bestTime?.message} required>
            <Select placeholder="Select a time" options={timeOptions} {...register('bestTime')} />
          </FormField>
          <FormField label="Preferred Showing Date" error={errors.preferredDate?.message}>
            <Input type="date" min={todayIso()} {...register('preferredDate')} />
          </FormField>
          <FormField label="Message" error={errors.message?.message}>
            <Textarea rows={3} {...register('message')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Request a Showing'}
          </Button>
          <PrivacyNotice />
        </form>
      </section>
    </Card>
  );
}
