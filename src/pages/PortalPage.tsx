/**
 * /portal: owners and tenants sign in here and stay here. Its own chunk (not the staff area's):
 * what an owner or tenant downloads is the portal, not the admin screens. Also its maintenance
 * routes (/portal/maintenance/new and /portal/maintenance/:id), whose screens load lazily.
 */
import { useMatch, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { requestPasswordReset, signIn, signOut } from '@/features/auth/api';
import { AUTH_MESSAGES, authErrorMessage } from '@/features/auth/authMessages';
import { useSession } from '@/features/auth/useSession';
import { Portal, type PortalScreen } from '@/features/portal/components/Portal';
import { PortalSignIn } from '@/features/portal/components/PortalSignIn';
import { Seo } from '@/lib/seo';

export default function PortalPage() {
  const { loading, session } = useSession();
  const { id } = useParams();
  const filing = useMatch(paths.portalMaintenanceNew) !== null;
  const screen: PortalScreen = filing
    ? { kind: 'new-request' }
    : id
      ? { kind: 'request', id }
      : { kind: 'home' };
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
          onSignOut={signOut}
          screen={screen}
        />
      ) : (
        <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
          <PortalSignIn
            onSignIn={signIn}
            onRequestReset={requestPasswordReset}
            errorMessage={authErrorMessage}
            resetSentMessage={AUTH_MESSAGES.resetSent}
          />
        </div>
      )}
    </>
  );
}
