import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@contract/account-schemas.ts';
import type { Locale } from '@contract/locale.ts';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { paths } from '@/config/paths';
import { linkSession } from './api';
import { authErrorMessage, linkProblem, type LinkProblem } from './authMessages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import {
  fieldMessage,
  linkProblemMessage,
  refusalMessage,
  setPasswordText,
} from './setPasswordCopy';

export type LinkState =
  | { kind: 'checking' }
  /** `locale`: the account's language (Auth's user_metadata), when it has one. */
  | { kind: 'ready'; email: string | null; locale?: Locale }
  | { kind: 'problem'; problem: LinkProblem };

/**
 * What the link in the address bar amounts to. GoTrue's error parameters are read before
 * supabase-js sees the URL; otherwise supabase-js turns the link's tokens into a session.
 */
export function useLinkState(): LinkState {
  const [state, setState] = useState<LinkState>(() => {
    if (typeof window === 'undefined') return { kind: 'checking' };
    const problem = linkProblem(window.location.hash, window.location.search);
    return problem ? { kind: 'problem', problem } : { kind: 'checking' };
  });
  useEffect(() => {
    if (state.kind !== 'checking') return;
    let active = true;
    linkSession().then(
      (session) => {
        if (!active) return;
        setState(
          session
            ? { kind: 'ready', email: session.email, locale: session.locale }
            : { kind: 'problem', problem: { reason: 'noSession' } },
        );
      },
      (error: unknown) => {
        if (active) {
          setState({
            kind: 'problem',
            problem: { reason: 'invalid', detail: authErrorMessage(error) },
          });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [state.kind]);
  return state;
}

export interface SetPasswordScreenProps {
  state: LinkState;
  onSubmit: (password: string) => Promise<void>;
  onRequestReset: (email: string) => Promise<void>;
  /** The sign-in the person came from (the portal's or the staff's). */
  signInPath?: string;
  /** The screen's language (the page chooses it as the portal does). */
  locale?: Locale;
}

interface NewPassword {
  password: string;
  confirm: string;
}

/** The landing screen of recovery and invite links: choose a password, or learn why not. */
export function SetPasswordScreen({
  state,
  onSubmit,
  onRequestReset,
  signInPath = paths.auth,
  locale = 'en',
}: SetPasswordScreenProps) {
  const t = setPasswordText[locale];
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await onSubmit(password);
    } catch (error) {
      setFailure(refusalMessage(error, locale));
    }
  });

  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        {state.kind === 'ready' ? (
          <p className="text-sm text-muted-foreground">
            {state.email ? t.forEmail(state.email) : ''}
            {t.minLength}
          </p>
        ) : null}
      </div>

      {state.kind === 'checking' ? (
        <p role="status" className="text-center text-muted-foreground">
          {t.checking}
        </p>
      ) : null}

      {state.kind === 'problem' ? (
        <>
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
            {linkProblemMessage(state.problem, locale)}
          </p>
          <h2 className="text-lg font-semibold">{t.getNewLink}</h2>
          <ForgotPasswordForm label={t.getNewLink} onRequest={onRequestReset} locale={locale} />
        </>
      ) : null}

      {state.kind === 'ready' ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t.formLabel}>
          <FormField
            label={t.newPassword}
            required
            error={fieldMessage(errors.password?.message, t)}
          >
            <Input
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              {...register('password')}
            />
          </FormField>
          <FormField
            label={t.repeatPassword}
            required
            error={fieldMessage(errors.confirm?.message, t)}
          >
            <Input type="password" autoComplete="new-password" required {...register('confirm')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="min-h-11 w-full">
            {isSubmitting ? t.pleaseWait : t.save}
          </Button>
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          ) : null}
        </form>
      ) : null}

      <div className="flex justify-center">
        <Button asChild variant="outline" className="min-h-11">
          <Link to={signInPath}>{t.backToSignIn}</Link>
        </Button>
      </div>
    </div>
  );
}
