/**
 * Which area a signed-in person's header link opens: the portal (owners, tenants) or the staff
 * area. The public header must know it without supabase-js (marketing pages never download it
 * before a form is used), so the app notes the area in localStorage when the database has
 * confirmed a role (features/auth/api.ts, the portal's access check) and forgets it on sign-out.
 * It is a hint that only picks a link: access is always the database's answer (is_admin(),
 * portal_roles() and row-level security), never this.
 */
import { hasStoredSession } from './authStorage';

export type AccountArea = 'portal' | 'staff';

const KEY = 'account-area';
const listeners = new Set<() => void>();

/** Notes (or, with null, forgets) the area the signed-in account belongs to. */
export function rememberAccountArea(area: AccountArea | null): void {
  try {
    if (area) localStorage.setItem(KEY, area);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the header keeps its signed-out links, nothing else depends on it.
  }
  // A storage event reaches other tabs only: tell this one's header directly.
  listeners.forEach((listener) => listener());
}

/** The area to link to: only while a session is stored (one that ended leaves no link). */
export function storedAccountArea(): AccountArea | null {
  if (!hasStoredSession()) return null;
  try {
    const area = localStorage.getItem(KEY);
    return area === 'portal' || area === 'staff' ? area : null;
  } catch {
    return null;
  }
}

/** For useSyncExternalStore: this tab's changes and other tabs' (sign-in or out elsewhere). */
export function subscribeAccountArea(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}
