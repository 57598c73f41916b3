// The matchers' types (toBeInTheDocument & co.) for every test file; the code loads below.
import type {} from '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// The unit project runs its files in one process per worker (`isolate: false` in vite.config.ts:
// no new process, DOM or node_modules import per file). This file runs before each test file:
// forget every module of ours evaluated for an earlier file, so each file imports them afresh
// under its own vi.mock()s (a component cached with another file's mocked api/ would keep it).
vi.resetModules();
// And what an earlier file may have left on the shared globals: each file starts as in a new tab.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

// Files that run without a DOM (`// @vitest-environment node`) skip loading the DOM helpers.
if (typeof document !== 'undefined') {
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // Sonner keeps its toasts in its module, and a new <Toaster> shows those not dismissed.
  (await import('sonner')).toast.dismiss();
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Lazy chunks load through real dynamic imports; on a busy CI machine that can take over the
  // default 1 s, so async queries wait up to 5 s before failing.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    // A mail link's token is kept in the tab for a reload (src/lib/linkToken.ts): not from one
    // test to the next.
    sessionStorage.clear();
  });
}
