import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { credentialsSchema, PASSWORD_MIN_LENGTH } from '@contract/account-schemas.ts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { paths } from '@/config/paths';
import type { Credentials } from './api';
import { AUTH_MESSAGES, authErrorMessage } from './authMessages';
import { ForgotPasswordForm } from './ForgotPasswordForm';

type Mode = 'signin' | 'signup' | 'forgot';

export interface AuthFormProps {
  onSignIn: (credentials: Credentials) => Promise<void>;
  onSignUp: (credentials: Credentials) => Promise<void>;
  /** "Forgot password?": mails a recovery link. */
  onRequestReset: (email: string) => Promise<void>;
  /**
   * Whether the project takes sign-ups (Auth's settings). Production has them off: staff are
   * invited, so the sign-up mode is not offered; locally it is, as the spec has it.
   */
  signUpAllowed: boolean;
}

/** Sign-in (default) and sign-up for staff. Where a session leads is the page's business. */
export function AuthForm({ onSignIn, onSignUp, onRequestReset, signUpAllowed }: AuthFormProps) {
  const [chosenMode, setMode] = useState<Mode>('signin');
  const mode = chosenMode === 'signup' && !signUpAllowed ? 'signin' : chosenMode;
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    resetField,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const signingUp = mode === 'signup';
  const heading = signingUp
    ? 'Create Admin Account'
    : mode === 'forgot'
      ? 'Reset your password'
      : 'Admin Sign In';

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (signingUp) {
        await onSignUp(values);
        toast.success(AUTH_MESSAGES.signedUp);
        resetField('password');
        setMode('signin');
      } else {
        await onSignIn(values);
        toast.success(AUTH_MESSAGES.signedIn);
      }
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  });

  const switchMode = () => {
    clearErrors();
    setMode(signingUp ? 'signin' : 'signup');
  };

  if (mode === 'forgot') {
    return (
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex flex-col gap-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
          <p className="text-sm text-muted-foreground">
            Enter your email and we will send you a link to set a new password.
          </p>
        </div>
        <ForgotPasswordForm
          label={heading}
          onRequest={onRequestReset}
          defaultEmail={getValues('email').trim()}
        />
        <div className="flex flex-col items-center gap-3">
          <Button variant="link" className="min-h-11" onClick={() => setMode('signin')}>
            Back to sign in
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
        <p className="text-sm text-muted-foreground">
          {signingUp
            ? 'Create an account. An administrator then grants it access to the admin area.'
            : 'Sign in to manage listings and leads.'}
        </p>
      </div>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={heading}>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...register('email')} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message}>
          <div className="relative">
            <Input
              type={showPassword ? 'text' : 'password'}
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              required
              minLength={PASSWORD_MIN_LENGTH}
              className="pr-11"
              {...register('password')}
            />
            <button
              type="button"
              aria-label="Show password"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
              className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Please wait...' : signingUp ? 'Create Admin Account' : 'Sign In'}
        </Button>
      </form>

      <div className="flex flex-col items-center gap-3">
        {signingUp ? null : (
          <Button
            variant="link"
            className="min-h-11"
            onClick={() => {
              clearErrors();
              setMode('forgot');
            }}
            disabled={isSubmitting}
          >
            Forgot password?
          </Button>
        )}
        {signUpAllowed ? (
          <Button variant="link" className="min-h-11" onClick={switchMode} disabled={isSubmitting}>
            {signingUp ? 'Already have an account? Sign in' : 'Need an account? Sign up'}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}
