/**
 * /portal: owners and tenants sign in here and stay here. Its own chunk (not the staff area's):
 * what an owner or tenant downloads is the portal, not the admin screens. Also its maintenance
 * routes (/portal/maintenance/new and /portal/maintenance/:id), whose screens load lazily.
 */
import { lazy, Suspense } from 'react';
import { useMatch, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { requestPasswordReset, signIn, signOut } from '@/features/auth/api';
import { AUTH_MESSAGES, authErrorMessage } from '@/features/auth/authMessages';
import { useSession } from '@/features/auth/useSession';
import { saveMyLocale } from '@/features/portal/api/portal';
import type { PortalScreen } from '@/features/portal/components/Portal';
import { PortalSignIn } from '@/features/portal/components/PortalSignIn';
import { PortalLocaleProvider, usePortalText } from '@/features/portal/locale';
import { Seo } from '@/lib/seo';

// The signed-in portal (homes, leases, documents, money) loads once there is a session: the
// sign-in screen, which every visit starts from, does not carry it (5 KB gzipped of the route's
// 175 KB budget).
const Portal = lazy(() =>
  import('@/features/portal/components/Portal').then((m) => ({ default: m.Portal })),
);

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

/** The recovery link brings owners and tenants back to the portal, not the staff area. */
const requestPortalReset = (email: string) => requestPasswordReset(email, paths.portal);

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
        <Suspense fallback={<CheckingSession />}>
          <Portal
            userId={session.user.id}
            email={session.user.email}
            onSignOut={signOut}
            screen={screen}
          />
        </Suspense>
      ) : (
        <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
          <PortalSignIn
            onSignIn={signIn}
            onRequestReset={requestPortalReset}
            errorMessage={authErrorMessage}
            resetSentMessage={AUTH_MESSAGES.resetSent}
          />
        </div>
      )}
    </PortalLocaleProvider>
  );
}
