/**
 * The portal's sign-in and "forgot password": the staff form's fields and the same Auth calls,
 * without react-hook-form and zod. Sharing react-hook-form between this chunk and the staff
 * area's split the bundler's runtime into a chunk of its own that every marketing page then
 * fetched (over their 100 KB budget); zod alone is 24 KB, which put /portal over its 175 KB.
 * The checks are only "filled in and shaped like an email": Auth judges the credentials.
 * No sign-up: portal accounts come only from an invitation.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { company } from '@/config/company';
import type { Translation } from '@contract/locale.ts';
import type { PortalText } from '../copy/portalText';
import { LanguageSwitch, usePortalText } from '../locale';

export interface PortalSignInProps {
  onSignIn: (credentials: { email: string; password: string }) => Promise<void>;
  onRequestReset: (email: string) => Promise<void>;
  /** Auth's error in the words the staff sign-in uses (English). */
  errorMessage: (error: unknown) => string;
  /** Said once a reset link is on its way (whether or not the address exists), in English. */
  resetSentMessage: string;
}

type Errors = Partial<Record<'email' | 'password', string>>;

type Words = Translation<PortalText['signIn']>;

// The English words are accountMessages' (contract/account-schemas.ts, which imports zod).
function check(email: string, password: string | null, messages: Words): Errors {
  const errors: Errors = {};
  if (!email) errors.email = messages.emailRequired;
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.email = messages.emailInvalid;
  if (password === '') errors.password = messages.passwordRequired;
  return errors;
}

export function PortalSignIn({
  onSignIn,
  onRequestReset,
  errorMessage,
  resetSentMessage,
}: PortalSignInProps) {
  const [mode, setMode] = useState<'signin' | 'forgot'>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const forgot = mode === 'forgot';
  const t = usePortalText().signIn;
  const heading = forgot ? t.resetHeading : t.heading;
  // Spanish has its own words for Auth's answers; English keeps the staff sign-in's.
  const failure = (error: unknown) => {
    if (!t.failed) return errorMessage(error);
    const code = error && typeof error === 'object' && 'code' in error ? error.code : null;
    return code === 'invalid_credentials' && t.wrongCredentials ? t.wrongCredentials : t.failed;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const address = email.trim();
    const found = check(address, forgot ? null : password, t);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      if (forgot) {
        await onRequestReset(address);
        setOutcome({ ok: true, text: t.resetSent ?? resetSentMessage });
      } else {
        await onSignIn({ email: address, password });
      }
    } catch (error) {
      setOutcome({ ok: false, text: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (next: 'signin' | 'forgot') => {
    setErrors({});
    setOutcome(null);
    setMode(next);
  };

  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <LanguageSwitch className="-mt-2 self-end" />
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
        <p className="text-sm text-muted-foreground">{forgot ? t.resetIntro : t.intro}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
        aria-label={heading}
      >
        <FormField label={t.email} required error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        {forgot ? null : (
          <FormField label={t.password} required error={errors.password}>
            <Input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
        )}
        <Button type="submit" disabled={busy} className="min-h-11 w-full">
          {busy ? t.wait : forgot ? t.sendReset : t.submit}
        </Button>
        <p
          role={outcome && !outcome.ok ? 'alert' : 'status'}
          className={outcome?.ok === false ? 'text-sm text-destructive' : 'text-sm'}
        >
          {outcome?.text}
        </p>
      </form>
      <div className="flex flex-col items-center gap-2">
        <Button
          variant="link"
          className="min-h-11"
          disabled={busy}
          onClick={() => switchTo(forgot ? 'signin' : 'forgot')}
        >
          {forgot ? t.backToSignIn : t.forgot}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          {t.invitationOnly}{' '}
          <a href={company.phoneHref} className="font-medium text-primary underline">
            {company.phone}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
