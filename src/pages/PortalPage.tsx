/**
 * /portal: owners and tenants sign in here and stay here. Its own chunk (not the staff area's):
 * what an owner or tenant downloads is the portal, not the admin screens.
 */
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { requestPasswordReset, signIn } from '@/features/auth/api';
import { AuthForm } from '@/features/auth/AuthForm';
import { LogoutButton } from '@/features/auth/LogoutButton';
import { useSession } from '@/features/auth/useSession';
import { Portal } from '@/features/portal/components/Portal';
import { Seo } from '@/lib/seo';

// Portal accounts come only from an invitation: there is no sign-up here.
const noSignUp = () => Promise.reject(new Error('Portal accounts are created by invitation.'));

const portalSignInCopy = {
  heading: 'Owner and Tenant Sign In',
  intro: 'Sign in to see your homes, your lease and your documents.',
} as const;

export default function PortalPage() {
  const { loading, session } = useSession();
  return (
    <>
      <Seo
        title={`Owner and Tenant Portal | ${company.shortName}`}
        description="Owners and tenants sign in to see their homes, leases and documents."
        path={paths.portal}
        noindex
      />
      {loading ? (
        <p role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-muted-foreground">
          Checking your session…
        </p>
      ) : session ? (
        <Portal
          userId={session.user.id}
          email={session.user.email}
          signOut={<LogoutButton className="min-h-11" />}
        />
      ) : (
        <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
          <AuthForm
            onSignIn={signIn}
            onSignUp={noSignUp}
            onRequestReset={requestPasswordReset}
            signUpAllowed={false}
            signInCopy={portalSignInCopy}
          />
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Accounts are by invitation from the office. Trouble signing in? Call{' '}
            <a href={company.phoneHref} className="font-medium text-primary underline">
              {company.phone}
            </a>
            .
          </p>
        </div>
      )}
    </>
  );
}
