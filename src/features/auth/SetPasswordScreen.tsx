import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@contract/account-schemas.ts';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { paths } from '@/config/paths';
import { linkSession } from './api';
import { AUTH_MESSAGES, authErrorMessage, linkErrorMessage } from './authMessages';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export type LinkState =
  | { kind: 'checking' }
  | { kind: 'ready'; email: string | null }
  | { kind: 'problem'; message: string };

/**
 * What the link in the address bar amounts to. GoTrue's error parameters are read before
 * supabase-js sees the URL; otherwise supabase-js turns the link's tokens into a session.
 */
export function useLinkState(): LinkState {
  const [state, setState] = useState<LinkState>(() => {
    if (typeof window === 'undefined') return { kind: 'checking' };
    const message = linkErrorMessage(window.location.hash, window.location.search);
    return message ? { kind: 'problem', message } : { kind: 'checking' };
  });
  useEffect(() => {
    if (state.kind !== 'checking') return;
    let active = true;
    linkSession().then(
      (session) => {
        if (!active) return;
        setState(
          session
            ? { kind: 'ready', email: session.email }
            : { kind: 'problem', message: AUTH_MESSAGES.noLinkSession },
        );
      },
      (error: unknown) => {
        if (active) setState({ kind: 'problem', message: authErrorMessage(error) });
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
}: SetPasswordScreenProps) {
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
      setFailure(authErrorMessage(error));
    }
  });

  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Set a new password</h1>
        {state.kind === 'ready' ? (
          <p className="text-sm text-muted-foreground">
            {state.email ? `For ${state.email}. ` : ''}At least {PASSWORD_MIN_LENGTH} characters.
          </p>
        ) : null}
      </div>

      {state.kind === 'checking' ? (
        <p role="status" className="text-center text-muted-foreground">
          Checking your link…
        </p>
      ) : null}

      {state.kind === 'problem' ? (
        <>
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
            {state.message}
          </p>
          <h2 className="text-lg font-semibold">Get a new link</h2>
          <ForgotPasswordForm label="Get a new link" onRequest={onRequestReset} />
        </>
      ) : null}

      {state.kind === 'ready' ? (
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-label="Choose a password"
        >
          <FormField label="New password" required error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              {...register('password')}
            />
          </FormField>
          <FormField label="Repeat new password" required error={errors.confirm?.message}>
            <Input type="password" autoComplete="new-password" required {...register('confirm')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="min-h-11 w-full">
            {isSubmitting ? 'Please wait...' : 'Save password'}
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
          <Link to={signInPath}>Back to sign in</Link>
        </Button>
      </div>
    </div>
  );
}
