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

/** The recovery link brings staff back to the staff area. */
const requestStaffReset = (email: string) => requestPasswordReset(email, paths.admin);

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
    // A sign-up that signed in stays "signing up" until its sign-out has rendered: this effect
    // can run after the sign-up call has returned, with the render that still had its session.
    if (!session) signingUp.current = false;
    else if (!signingUp.current) navigate(paths.admin, { replace: true });
  }, [session, navigate]);

  // A sign-in is never part of a sign-up (whose session may not have rendered at all).
  const handleSignIn = useCallback((credentials: Credentials) => {
    signingUp.current = false;
    return signIn(credentials);
  }, []);

  const handleSignUp = useCallback(async (credentials: Credentials) => {
    signingUp.current = true;
    let signedIn = false;
    try {
      signedIn = await signUp(credentials);
    } finally {
      if (!signedIn) signingUp.current = false;
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
          onSignIn={handleSignIn}
          onSignUp={handleSignUp}
          onRequestReset={requestStaffReset}
          signUpAllowed={signUpAllowed}
        />
      </div>
    </>
  );
}
