import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LogOut, Menu } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { fetchWorkCounts, WORK_COUNTS_KEY, type WorkCounts } from '@/lib/staffWork';
import { adminSections, sectionBadges, waitingTotal, type AdminSection } from './adminSections';
import { fetchIsAdmin } from './api';
import { useLogout } from './useLogout';
import { useSession } from './useSession';

const item =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
// On a phone Today stands beside the menu, the other sections fold into it.
const folded = adminSections.filter((section) => section.to !== paths.admin);
const badgeClass = 'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
const badgeTone = (alarm: boolean) =>
  alarm ? 'bg-destructive text-destructive-foreground' : 'bg-primary text-primary-foreground';

function SectionLinks({
  sections,
  counts,
  className,
}: {
  sections: readonly AdminSection[];
  counts: WorkCounts | undefined;
  className: string;
}) {
  return (
    <ul className={className}>
      {sections.map((section) => (
        <li key={section.to}>
          <NavLink
            to={section.to}
            end={section.to === paths.admin}
            className={({ isActive }) =>
              cn(item, 'w-full', isActive ? 'bg-background shadow-sm' : 'hover:bg-background/60')
            }
          >
            {section.label}
            {sectionBadges(section.to, counts).map((badge) => (
              <span key={badge.text} className={cn(badgeClass, badgeTone(badge.alarm))}>
                {badge.text}
              </span>
            ))}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The signed-in admin's bar above every page (public ones too). Loaded only when a session is
 * stored (src/app/AdminBarSlot.tsx); shows nothing unless the database says the account is admin.
 * At a desk the sections are one row; on a phone (below `sm`) the bar is one 44 px row: Today,
 * the sections folded in a disclosure whose button carries the waiting and urgent counts, and
 * Log out, so the page's work starts within the first screen.
 */
export default function AdminBar() {
  const { session } = useSession();
  const userId = session?.user.id;
  const adminCheck = useQuery({
    queryKey: ['admin', 'is-admin', userId],
    queryFn: fetchIsAdmin,
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
  const isAdmin = adminCheck.data === true;
  // Plain useQuery options (no queryOptions helper): the bar's lazy chunk stays as it was.
  const work = useQuery({
    queryKey: WORK_COUNTS_KEY,
    queryFn: fetchWorkCounts,
    enabled: isAdmin,
    staleTime: 30_000,
    refetchInterval: 5 * 60_000,
  });
  useRefreshAfterWrites(isAdmin);
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // A section chosen from the phone's menu folds it again.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  if (!session || !isAdmin) return null;

  const counts = work.data;
  const waiting = waitingTotal(counts);
  const urgent = counts?.urgent ?? 0;
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  return (
    <nav aria-label="Admin" className="border-b border-border bg-muted text-foreground">
      <div className="relative mx-auto flex max-w-7xl items-center gap-x-1 px-2 sm:flex-wrap sm:px-4">
        <span className="hidden px-2 text-xs font-semibold tracking-wide uppercase sm:inline">
          Admin
        </span>
        <SectionLinks
          sections={adminSections}
          counts={counts}
          className="hidden flex-wrap items-center gap-x-1 sm:flex"
        />
        <NavLink
          to={paths.admin}
          end
          className={({ isActive }) =>
            cn(item, 'sm:hidden', isActive ? 'bg-background shadow-sm' : 'hover:bg-background/60')
          }
        >
          Today
        </NavLink>
        <details ref={menu} className="sm:hidden" onKeyDown={closeOnEscape}>
          <summary
            className={cn(
              item,
              'cursor-pointer list-none hover:bg-background/60 [&::-webkit-details-marker]:hidden',
            )}
          >
            <Menu aria-hidden="true" className="size-4" />
            Sections
            {urgent > 0 ? (
              <span className={cn(badgeClass, badgeTone(true))}>{urgent} urgent</span>
            ) : null}
            {waiting > 0 ? (
              <span className={cn(badgeClass, badgeTone(false))}>
                {waiting}
                <span className="sr-only"> waiting</span>
              </span>
            ) : null}
            <ChevronDown aria-hidden="true" className="size-4" />
          </summary>
          <SectionLinks
            sections={folded}
            counts={counts}
            className="absolute inset-x-2 top-full z-50 mt-1 flex flex-col gap-0.5 rounded-lg border border-border bg-muted p-1 shadow-lg"
          />
        </details>
        <button
          type="button"
          className={cn(item, 'ml-auto min-w-11 justify-center hover:bg-background/60')}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {/* Its words only from sm up: at 390 px the row holds Today, Sections and its counts. */}
          <span className="sr-only sm:not-sr-only">Log out</span>
        </button>
      </div>
    </nav>
  );
}

/**
 * The counts change with the staff area's own writes (a lead worked, a request acknowledged, a
 * payout marked sent): any successful mutation marks them stale, so they follow without each
 * screen knowing about the bar.
 */
function useRefreshAfterWrites(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') {
        void queryClient.invalidateQueries({ queryKey: WORK_COUNTS_KEY });
      }
    });
  }, [enabled, queryClient]);
}
