import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { NEW_LEADS_COUNT_KEY } from '@/lib/newLeads';
import { fetchIsAdmin, fetchNewLeadsCount } from './api';
import { useLogout } from './useLogout';
import { useSession } from './useSession';

const links = [
  { to: paths.adminProperties, label: 'Listings' },
  { to: paths.adminHomes, label: 'Homes' },
  { to: paths.adminMaintenance, label: 'Maintenance' },
  { to: paths.adminVendors, label: 'Vendors' },
  { to: paths.adminMoney, label: 'Money' },
  { to: paths.adminLeads, label: 'Leads' },
  { to: paths.adminCalendar, label: 'Calendar' },
  { to: paths.adminPeople, label: 'People' },
  { to: paths.adminStaff, label: 'Staff' },
] as const;

const item =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The signed-in admin's bar above every page (public ones too). Loaded only when a session is
 * stored (src/app/AdminBarSlot.tsx); shows nothing unless the database says the account is admin.
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
  const newLeads = useQuery({
    queryKey: NEW_LEADS_COUNT_KEY,
    queryFn: fetchNewLeadsCount,
    enabled: isAdmin,
    staleTime: 60_000,
  });
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  if (!session || !isAdmin) return null;
  return (
    <nav aria-label="Admin" className="border-b border-border bg-muted text-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-2 sm:px-4">
        <span className="hidden px-2 text-xs font-semibold tracking-wide uppercase sm:inline">
          Admin
        </span>
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              cn(item, isActive ? 'bg-background shadow-sm' : 'hover:bg-background/60')
            }
          >
            {link.label}
            {link.to === paths.adminLeads && newLeads.data ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                {newLeads.data} new
              </span>
            ) : null}
          </NavLink>
        ))}
        <button
          type="button"
          className={cn(item, 'ml-auto hover:bg-background/60')}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Log out
        </button>
      </div>
    </nav>
  );
}
