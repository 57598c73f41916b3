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
import { claimText } from '@/content/claimText';
import { lazyZodResolver, preloadValidation } from './validation';

export const ownerPortalMessages = {
  successTitle: "Thanks! We'll be in touch.",
  successDescription: `We'll email you ${claimText.followUp} about managing your rental.`,
  errorTitle: 'Error',
  errorDescription: 'Failed to submit. Please try again.',
} as const;

const emptyNotify: OwnerPortalInput = { email: '', [HONEYPOT_FIELD]: '' };

/** "Not a client yet? Get started" on the Owner Portal page: one email field (source owner_portal). */
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
      console.error('Owner portal get-started request failed', error);
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
        {isSubmitting ? 'Submitting...' : 'Get Started'}
      </Button>
      <PrivacyNotice className="sm:basis-full" />
    </form>
  );
}
