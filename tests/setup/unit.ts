// The matchers' types (toBeInTheDocument & co.) for every test file; the code loads below.
import type {} from '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Files that run without a DOM (`// @vitest-environment node`) skip loading the DOM helpers.
if (typeof document !== 'undefined') {
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
