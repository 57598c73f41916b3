import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import type { OwnerPortalInput, OwnerPortalValues } from '@contract/lead-schemas.ts';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Honeypot } from '@/components/ui/Honeypot';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { lazyZodResolver, preloadValidation } from './validation';

export const ownerPortalMessages = {
  successTitle: "You're on the list!",
  successDescription: "We'll notify you when the Owner Portal launches.",
  errorTitle: 'Error',
  errorDescription: 'Failed to submit. Please try again.',
} as const;

const emptyNotify: OwnerPortalInput = { email: '', [HONEYPOT_FIELD]: '' };

/** 'Notify me' for the Owner Portal launch: one email field. */
export function OwnerPortalNotifyForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OwnerPortalInput, unknown, OwnerPortalValues>({
    resolver: lazyZodResolver('ownerPortalSchema'),
    defaultValues: emptyNotify,
  });

  const onSubmit = async (values: OwnerPortalValues) => {
    try {
      await submitLead('owner_portal', values);
      toast.success(ownerPortalMessages.successTitle, {
        description: ownerPortalMessages.successDescription,
      });
      reset(emptyNotify);
    } catch (error) {
      console.error('Owner portal sign-up failed', error);
      toast.error(ownerPortalMessages.errorTitle, {
        description: ownerPortalMessages.errorDescription,
      });
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
      <FormField label="Email address" error={errors.email?.message} required className="flex-1">
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register('email')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
        {isSubmitting ? 'Submitting...' : 'Notify Me'}
      </Button>
      <PrivacyNotice className="sm:basis-full" />
    </form>
  );
}
