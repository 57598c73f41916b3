import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoverySchema } from '@contract/account-schemas.ts';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import type { Locale } from '@contract/locale.ts';
import { fieldMessage, refusalMessage, setPasswordText } from './setPasswordCopy';

export interface ForgotPasswordFormProps {
  onRequest: (email: string) => Promise<void>;
  defaultEmail?: string;
  /** Names the form (its heading lives with the caller). */
  label: string;
  /** The caller's language (English by default). */
  locale?: Locale;
}

/** Asks Auth to mail a link to set a new password; says the same whether or not the address exists. */
export function ForgotPasswordForm({
  onRequest,
  defaultEmail = '',
  label,
  locale = 'en',
}: ForgotPasswordFormProps) {
  const t = setPasswordText[locale];
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await onRequest(email);
      setOutcome({ ok: true, text: t.resetSent });
    } catch (error) {
      setOutcome({ ok: false, text: refusalMessage(error, locale) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={label}>
      <FormField label={t.email} required error={fieldMessage(errors.email?.message, t)}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="min-h-11 w-full">
        {isSubmitting ? t.pleaseWait : t.sendReset}
      </Button>
      <p
        role={outcome && !outcome.ok ? 'alert' : 'status'}
        className={outcome?.ok === false ? 'text-sm text-destructive' : 'text-sm'}
      >
        {outcome?.text}
      </p>
    </form>
  );
}
