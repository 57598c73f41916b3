/**
 * Where Auth's mailed links (invite, recovery) land and lead after a password is set: the
 * set-password page, with `?next=` naming the area the person started from (the portal for owners
 * and tenants, the staff area for staff). `next` is checked against the site's own pages, never
 * followed as a URL (no open redirect).
 */
import { paths } from '@/config/paths';

/** The pages `next` may name. */
const NEXT_PATHS: readonly string[] = [
  paths.portal,
  paths.admin,
  paths.adminProperties,
  paths.adminLeads,
  paths.adminStaff,
  paths.adminPeople,
  paths.adminHomes,
];

/** The link's `next` when it is one of the site's pages above, else undefined. */
export function safeNextPath(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next !== null && NEXT_PATHS.includes(next) ? next : undefined;
}

/** The set-password page's address, with `next` when given, for a mail's `redirectTo`. */
export function setPasswordUrl(origin: string, next?: string): string {
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  return `${origin}${paths.setPassword}${query}`;
}

const isStaffPage = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The account's roles: staff (`is_admin()`), and an owner or tenant (`portal_roles()`). */
export interface AccountRoles {
  staff: boolean;
  portal: boolean;
}

/**
 * Where a saved password leads: the link's `next`, except that an owner or tenant who is not
 * staff never lands on a staff page (the portal instead); without `next` (links mailed before it
 * existed), portal people to the portal and everyone else to the staff area, whose guard explains
 * an account without access.
 */
export function destinationAfterPassword(search: string, roles: AccountRoles): string {
  const next = safeNextPath(search);
  const portalOnly = roles.portal && !roles.staff;
  if (next && !(portalOnly && isStaffPage(next))) return next;
  return portalOnly ? paths.portal : paths.admin;
}
