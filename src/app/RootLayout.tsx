import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { releaseAllIslands } from '@/lib/islandGates';
import { island } from '@/lib/islands';
import { shellText } from '@/content/shell';
import { useLocale } from '@/lib/i18n';
import { SkipLink } from '@/components/layout/SkipLink';
import { AdminBarSlot } from './AdminBarSlot';
import { LeadDialogProvider } from './LeadDialogProvider';
import { useScrollManagement } from './useScrollManagement';

export const MAIN_ID = 'main';

// The footer is links and company facts: an island (lib/islands), so its code (with its icons)
// is not part of any page load; its prerendered links work as plain links until then.
const Footer = island(
  'footer',
  () => import('@/components/layout/Footer').then((m) => m.Footer),
  <div className="min-h-96 border-t border-border bg-muted" />,
);

// The header is an island too: its links work as plain links and its buttons hold a press until
// its code (the menu, the theme and language switches, with their words) arrives on first reach.
const Header = island(
  'header',
  () => import('@/components/layout/Header').then((m) => m.Header),
  <div className="sticky top-0 z-40 h-16 border-b border-border bg-background" />,
);

/** After a client-side navigation, move focus to the new page's heading so screen readers announce it. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    // Nothing on screen is prerendered any more: islands load as they render.
    releaseAllIslands();
    const main = document.getElementById(MAIN_ID);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Marks <html data-app-ready> once the page content has hydrated (or rendered): end-to-end tests
 * wait for it before interacting. It sits inside the Suspense boundary, which hydrates last.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** Keeps <html lang> on the page's language after client-side navigation (the prerender sets it). */
function useDocumentLanguage() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

/** Shown only when a page's code is still downloading on the very first render. */
function PageLoading() {
  const locale = useLocale();
  return (
    // A screen tall: the footer stays below the fold until the page arrives (no layout shift).
    <p
      role="status"
      className="mx-auto min-h-dvh max-w-7xl px-4 py-24 text-center text-muted-foreground"
    >
      {shellText[locale].loading}
    </p>
  );
}

export function RootLayout() {
  useFocusOnNavigation();
  useDocumentLanguage();
  useScrollManagement();
  return (
    <LeadDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink targetId={MAIN_ID} />
        <AdminBarSlot />
        <Header />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <ReadyMarker />
          </Suspense>
        </main>
        <Footer />
      </div>
    </LeadDialogProvider>
  );
}
