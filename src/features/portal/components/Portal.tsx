import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogOut } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PortalRole } from '@contract/portal.ts';
import { Button } from '@/components/ui/Button';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { PORTAL_QUERY_KEY, portalQueries } from '../api/queries';
import { LanguageSwitch, portalLabels, usePortalLocale, usePortalText } from '../locale';
import { NewRequest, RequestScreen } from './MaintenanceLazy';
import { OwnerPortal } from './OwnerPortal';
import { Loading, LoadError } from './Status';
import { TenantPortal } from './TenantPortal';

/** What the portal shows: its home view, or a maintenance screen (routes in config/paths). */
export type PortalScreen =
  { kind: 'home' } | { kind: 'new-request' } | { kind: 'request'; id: string };

export interface PortalProps {
  userId: string;
  email: string | undefined;
  /** Ends the session (the auth feature's sign-out, passed in by the page). */
  onSignOut: () => Promise<void>;
  screen?: PortalScreen;
}

/** Sign out: the page then shows the sign-in again; nothing of this account stays cached. */
function SignOutButton({ onSignOut }: Pick<PortalProps, 'onSignOut'>) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const t = usePortalText().frame;
  return (
    <Button
      variant="outline"
      className="min-h-11"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void onSignOut().finally(() => {
          queryClient.removeQueries({ queryKey: PORTAL_QUERY_KEY });
          setPending(false);
        });
      }}
    >
      <LogOut aria-hidden="true" />
      {t.signOut}
    </Button>
  );
}

function Frame({
  title,
  email,
  onSignOut,
  back = false,
  children,
}: PortalProps & { title: string; back?: boolean; children: ReactNode }) {
  const t = usePortalText().frame;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      {back ? (
        <Link
          to={paths.portal}
          className="-mb-3 inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </Link>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {email ? (
            <p className="text-sm break-words text-muted-foreground">{t.signedInAs(email)}</p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <SignOutButton onSignOut={onSignOut} />
          <LanguageSwitch />
        </div>
      </header>
      {children}
    </div>
  );
}

const views: Record<PortalRole, (props: { userId: string }) => ReactNode> = {
  owner: OwnerPortal,
  tenant: TenantPortal,
};

/** Owner and tenant both: a tab per portal (arrow keys move between them, as tabs do). */
function RoleTabs({ roles, userId }: { roles: PortalRole[]; userId: string }) {
  const [active, setActive] = useState<PortalRole>(roles[0]!);
  const tabs = useRef<Partial<Record<PortalRole, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = roles[(roles.indexOf(active) + step + roles.length) % roles.length]!;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const View = views[active];
  const { locale } = usePortalLocale();
  const label = usePortalText().frame.yourPortals;
  return (
    <>
      <div role="tablist" aria-label={label} className="flex gap-2 border-b border-border">
        {roles.map((role) => (
          <button
            key={role}
            ref={(el) => {
              tabs.current[role] = el;
            }}
            type="button"
            role="tab"
            id={`portal-tab-${role}`}
            aria-selected={role === active}
            aria-controls="portal-panel"
            tabIndex={role === active ? 0 : -1}
            onClick={() => setActive(role)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px min-h-11 border-b-2 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-ring',
              role === active
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {portalLabels[locale].roles[role]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="portal-panel" aria-labelledby={`portal-tab-${active}`}>
        <View userId={userId} />
      </div>
    </>
  );
}

/** The signed-in portal: which views the account's roles open, or why none. */
export function Portal(props: PortalProps) {
  const { userId } = props;
  const access = useQuery(portalQueries.access(userId));
  const t = usePortalText().frame;
  const officeHours = usePortalText().officeHours;
  // The account's language, once read, is the portal's (the switch changes it on the account).
  const { adopt } = usePortalLocale();
  const stored = access.data?.locale;
  useEffect(() => {
    if (stored) adopt(stored);
  }, [stored, adopt]);

  if (access.isPending) {
    return (
      <Frame {...props} title={t.yourPortal}>
        <Loading>{t.checkingAccess}</Loading>
      </Frame>
    );
  }
  if (access.isError) {
    return (
      <Frame {...props} title={t.yourPortal}>
        <LoadError title={t.accessFailed} onRetry={() => void access.refetch()} />
      </Frame>
    );
  }
  const { roles, isStaff } = access.data;
  if (roles.length === 0) {
    return (
      <Frame {...props} title={isStaff ? t.staffTitle : t.noAccessTitle}>
        {isStaff ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground">{t.staffText}</p>
            <Button asChild>
              <Link to={paths.admin}>{t.staffButton}</Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground">{t.noAccessText}</p>
            <Button asChild variant="outline" className="min-h-11">
              <a href={company.phoneHref}>{t.callOffice(company.phone)}</a>
            </Button>
            <p className="text-sm text-muted-foreground">{t.officeHours(officeHours)}</p>
          </div>
        )}
      </Frame>
    );
  }
  const screen = props.screen ?? { kind: 'home' };
  if (screen.kind === 'new-request') {
    return (
      <Frame {...props} title={t.requestTitle} back>
        {roles.includes('tenant') ? (
          <NewRequest userId={userId} />
        ) : (
          <p className="text-muted-foreground">{t.requestOwnerText(company.phone)}</p>
        )}
      </Frame>
    );
  }
  if (screen.kind === 'request') {
    return (
      <Frame {...props} title={t.requestScreenTitle} back>
        <RequestScreen userId={userId} requestId={screen.id} />
      </Frame>
    );
  }
  const title =
    roles.length > 1 ? t.yourPortal : roles[0] === 'owner' ? t.ownerPortal : t.tenantPortal;
  const View = views[roles[0]!];
  return (
    <Frame {...props} title={title}>
      {roles.length > 1 ? <RoleTabs roles={roles} userId={userId} /> : <View userId={userId} />}
    </Frame>
  );
}
