import { useForm, useWatch } from 'react-hook-form';
import {
  bestTimeLabels,
  bestTimes,
  contactMethodLabels,
  contactMethods,
  HONEYPOT_FIELD,
  propertyTypeLabels,
  propertyTypes,
  unitsOwnedLabels,
  unitsOwnedOptions,
} from '@contract/lead-options.ts';
import type { LeadDialogInput, LeadDialogValues } from '@contract/lead-schemas.ts';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { TextConsentBox } from '@/components/forms/TextConsent';
import { FormField, FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { claimText } from '@/content/claimText';
import { Honeypot } from '@/components/ui/Honeypot';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { lazyZodResolver, preloadValidation } from './validation';

export interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The form before anything is typed (every select and radio unpicked). */
export const emptyLeadDialog: LeadDialogInput = {
  fullName: '',
  email: '',
  phone: '',
  propertyAddress: '',
  propertyType: '',
  unitsOwned: '',
  hasCurrentManager: '',
  biggestFrustration: '',
  preferredContact: '',
  bestTime: '',
  textConsent: false,
  [HONEYPOT_FIELD]: '',
};

export const leadDialogMessages = {
  successTitle: 'Success!',
  successDescription: "Your request has been submitted. We'll be in touch soon!",
  errorTitle: 'Error',
  errorDescription: 'Failed to submit form. Please try again.',
} as const;

/** The Get Started form. Validation, focus on the first invalid field, and the submit flow. */
export function LeadForm({ onSubmitted }: { onSubmitted: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LeadDialogInput, unknown, LeadDialogValues>({
    resolver: lazyZodResolver('leadDialogSchema'),
    defaultValues: emptyLeadDialog,
  });

  const contactMethod = useWatch({ control, name: 'preferredContact' });

  const onSubmit = async (values: LeadDialogValues) => {
    try {
      await submitLead('lead_dialog', values);
      reset(emptyLeadDialog);
      onSubmitted();
      toast.success(leadDialogMessages.successTitle, {
        description: leadDialogMessages.successDescription,
      });
    } catch (error) {
      console.error('Lead submission failed', error);
      toast.error(leadDialogMessages.errorTitle, {
        description: leadDialogMessages.errorDescription,
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadValidation}
      className="relative flex flex-col gap-4"
    >
      <Honeypot idPrefix="lead" registration={register(HONEYPOT_FIELD)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          errors={errors}
          name={{ full: register('fullName') }}
          email={register('email')}
          phone={register('phone')}
        />
        <FormField
          label="Property Address (or City/Zip)"
          error={errors.propertyAddress?.message}
          required
        >
          <Input autoComplete="street-address" {...register('propertyAddress')} />
        </FormField>
        <FormField label="Property Type" error={errors.propertyType?.message} required>
          <Select
            placeholder="Select a property type"
            options={options(propertyTypes, propertyTypeLabels)}
            {...register('propertyType')}
          />
        </FormField>
        <FormField label="Units Owned" error={errors.unitsOwned?.message} required>
          <Select
            placeholder="Select number of units"
            options={options(unitsOwnedOptions, unitsOwnedLabels)}
            {...register('unitsOwned')}
          />
        </FormField>
      </div>

      <FormFieldset
        legend="Do you currently have a property manager?"
        error={errors.hasCurrentManager?.message}
        required
      >
        <div className="flex gap-6">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <Input type="radio" value={value} {...register('hasCurrentManager')} />
              {value === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
      </FormFieldset>

      <FormField
        label="What is your biggest frustration with managing your property?"
        error={errors.biggestFrustration?.message}
        required
      >
        <Textarea rows={3} {...register('biggestFrustration')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormFieldset
          legend="Preferred Contact Method"
          error={errors.preferredContact?.message}
          required
        >
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {contactMethods.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <Input type="radio" value={value} {...register('preferredContact')} />
                {contactMethodLabels[value]}
              </label>
            ))}
          </div>
        </FormFieldset>
        <FormField label="Best Time to Reach You" error={errors.bestTime?.message} required>
          <Select
            placeholder="Select a time"
            options={options(bestTimes, bestTimeLabels)}
            {...register('bestTime')}
          />
        </FormField>
      </div>

      {contactMethod === 'text' ? (
        <TextConsentBox
          idPrefix="lead"
          registration={register('textConsent')}
          error={errors.textConsent?.message}
        />
      ) : null}

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Submitting...' : 'Submit'}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        We reply {claimText.followUp}. No spam, ever.
      </p>
      <PrivacyNotice className="text-center" />
    </form>
  );
}

export default function LeadDialog({ open, onOpenChange }: LeadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Get Started</DialogTitle>
          <DialogDescription>
            Tell us about your property and we will get back to you {claimText.followUp} with a
            flat-fee plan that fits.
          </DialogDescription>
        </DialogHeader>
        <LeadForm onSubmitted={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
