import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { hasStoredSession } from '@/lib/authStorage';
import { releaseIsland } from '@/lib/islandGates';

// Its own chunk with supabase-js behind it: only browsers holding a session download it.
const AdminBar = lazy(() => import('@/features/auth/AdminBar'));

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Where the admin bar goes. Reading the stored session's key costs nothing, so marketing pages
 * keep their budget for visitors; the bar itself decides whether the session is an admin's.
 * A stored session also wakes the header, whose account link depends on it.
 */
export function AdminBarSlot() {
  // Re-read on every navigation: signing in or out in this tab fires no storage event.
  useLocation();
  const stored = useSyncExternalStore(subscribe, hasStoredSession, () => false);
  if (!stored) return null;
  // The header island (RootLayout) links a signed-in person to their area: its code loads now,
  // not on first reach (idempotent, as the islands' own release during render).
  releaseIsland('header');
  return (
    <Suspense fallback={null}>
      <AdminBar />
    </Suspense>
  );
}
