import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { fetchIsAdmin } from './api';
import { endLogout, isLoggingOut } from './logoutState';
import { LogoutButton } from './LogoutButton';
import { useSession } from './useSession';

function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-muted-foreground">
      {children}
    </p>
  );
}

export function NoAdminAccess({ email }: { email: string | undefined }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">This account does not have admin access</h1>
      <p className="text-muted-foreground">
        {email ? `You are signed in as ${email}. ` : ''}
        An administrator has to grant this account admin rights before it can manage listings and
        leads.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <LogoutButton />
        <Button asChild variant="ghost">
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * The admin area's door: no session goes to /auth; a session without the admin role (the
 * database's is_admin(), the same check row-level security makes) sees why it cannot go on.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { loading, session } = useSession();
  const userId = session?.user.id;
  const adminCheck = useQuery({
    queryKey: ['admin', 'is-admin', userId],
    queryFn: fetchIsAdmin,
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
  // Once the admin page is gone, a sign-out from it is over.
  useEffect(() => endLogout, []);

  if (loading) return <Status>Checking your session…</Status>;
  if (!session) {
    return isLoggingOut() ? <Status>Signing out…</Status> : <Navigate to={paths.auth} replace />;
  }
  if (adminCheck.isPending) return <Status>Checking your access…</Status>;
  if (adminCheck.isError) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold tracking-tight">We could not check your access</h1>
        <p className="text-muted-foreground">Check your connection and try again.</p>
        <Button onClick={() => void adminCheck.refetch()}>Try again</Button>
      </section>
    );
  }
  if (!adminCheck.data) return <NoAdminAccess email={session.user.email} />;
  return children;
}
