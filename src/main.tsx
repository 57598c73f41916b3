import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserApp } from '@/app/BrowserApp';
import { preloadRoutes } from '@/app/routeElements';
import { routes } from '@/app/routes';
import { reportError } from '@/lib/errorReports';
import './index.css';

// Errors nothing caught; a route's error boundary reports its own (routeElements.tsx).
if (import.meta.env.VITE_SENTRY_DSN) {
  for (const type of ['error', 'unhandledrejection']) {
    addEventListener(type, (event) => {
      const { error, reason } = event as ErrorEvent & PromiseRejectionEvent;
      void reportError(error ?? reason);
    });
  }
}

/**
 * The prerenderer marks #root with the path it rendered (`data-prerendered-path`). Hosts serve
 * some page's HTML as the SPA fallback for other paths too; hydrating that would mismatch, so
 * those paths render from scratch.
 */
function prerenderedForThisPath(container: HTMLElement): boolean {
  if (container.firstElementChild === null) return false;
  const renderedPath = container.dataset.prerenderedPath;
  if (renderedPath === undefined) return true;
  const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return normalize(renderedPath) === normalize(window.location.pathname);
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const hydrate = prerenderedForThisPath(container);

  // Load the current page's code first so the first render matches the prerendered HTML
  // (and a fresh render does not flash a loading state).
  await preloadRoutes(routes, window.location.pathname).catch(() => {
    // A failed page download is shown by the route's error screen when it renders.
  });

  const app = <BrowserApp />;
  if (hydrate) {
    // Data scripts a static data router may have left inside #root are not part of the tree.
    container.querySelectorAll(':scope > script').forEach((script) => script.remove());
    // Hydrating as a transition lets React yield to the browser every few milliseconds, so the
    // page's first hydration is many short tasks instead of one long one that blocks input.
    // A tap on a part not yet hydrated still hydrates that part first (selective hydration).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    if (container.dataset.prerenderedPath !== undefined) {
      // The host served another page's HTML (vite preview's fallback is the home page): its head
      // tags would sit beside this page's own, e.g. two canonicals. The shell has none of these.
      document.head
        .querySelectorAll(
          'title, link[rel="canonical"], meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="preload"][as="image"]',
        )
        .forEach((tag) => tag.remove());
    }
    // The shell's own <title> gives way to the page's once React adds it (one title in head).
    const shellTitles = [...document.head.querySelectorAll('title')];
    if (shellTitles.length > 0) {
      const observer = new MutationObserver(() => {
        if (document.head.querySelectorAll('title').length <= shellTitles.length) return;
        shellTitles.forEach((title) => title.remove());
        observer.disconnect();
      });
      observer.observe(document.head, { childList: true });
    }
    container.textContent = '';
    createRoot(container).render(app);
  }
}

void start();
