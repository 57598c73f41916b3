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
import { saveMyLocale } from '@/features/portal/api/portal';
import { Portal, type PortalScreen } from '@/features/portal/components/Portal';
import { PortalSignIn } from '@/features/portal/components/PortalSignIn';
import { PortalLocaleProvider, usePortalText } from '@/features/portal/locale';
import { Seo } from '@/lib/seo';

function PortalSeo() {
  const t = usePortalText().page;
  return (
    <Seo
      title={`${t.title} | ${company.shortName}`}
      description={t.description}
      path={paths.portal}
      noindex
    />
  );
}

function CheckingSession() {
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-muted-foreground">
      {usePortalText().page.checkingSession}
    </p>
  );
}

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
    <PortalLocaleProvider save={session ? saveMyLocale : undefined}>
      <PortalSeo />
      {loading ? (
        <CheckingSession />
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
    </PortalLocaleProvider>
  );
}
