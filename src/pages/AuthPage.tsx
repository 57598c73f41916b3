import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import {
  fetchSignUpAllowed,
  requestPasswordReset,
  signIn,
  signUp,
  type Credentials,
} from '@/features/auth/api';
import { AuthForm } from '@/features/auth/AuthForm';
import { useSession } from '@/features/auth/useSession';
import { Seo } from '@/lib/seo';

export default function AuthPage() {
  const { session } = useSession();
  const navigate = useNavigate();
  // Sign-up signs a new account in and straight out again (see signUp): no redirect meanwhile.
  const signingUp = useRef(false);
  // Offered only where Auth takes sign-ups (locally; production invites its staff instead).
  const [signUpAllowed, setSignUpAllowed] = useState(false);

  useEffect(() => {
    let live = true;
    void fetchSignUpAllowed().then((allowed) => {
      if (live) setSignUpAllowed(allowed);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (session && !signingUp.current) navigate(paths.adminProperties, { replace: true });
  }, [session, navigate]);

  const handleSignUp = useCallback(async (credentials: Credentials) => {
    signingUp.current = true;
    try {
      await signUp(credentials);
    } finally {
      signingUp.current = false;
    }
  }, []);

  return (
    <>
      <Seo
        title={`Admin Sign In | ${company.shortName}`}
        description="Sign-in for staff who manage listings and leads."
        path={paths.auth}
        noindex
      />
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
        <AuthForm
          onSignIn={signIn}
          onSignUp={handleSignUp}
          onRequestReset={requestPasswordReset}
          signUpAllowed={signUpAllowed}
        />
      </div>
    </>
  );
}
