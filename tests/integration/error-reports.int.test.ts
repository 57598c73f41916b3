// @vitest-environment jsdom
/**
 * An error thrown in a portal screen reaches the local error catcher (local-supabase errors.ts)
 * through the real tracker SDK, with none of the personal data it carried, and the person sees
 * the reference the report is filed under. The app's real routes and error screen render
 * /portal; only the portal's first screen is replaced by one that throws.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localErrorDsn } from 'local-supabase/errors';
import { AppRoutes } from '@/app/AppRoutes';
import { preloadRoutes } from '@/app/routeElements';
import { routes } from '@/app/routes';
import { testEnv } from '../support/backend';
import { PERSONAL, personalNeedles } from '../support/deno/personal-data';

vi.mock('@/features/portal/components/PortalSignIn', () => ({
  PortalSignIn: () => {
    const p = PERSONAL;
    throw new TypeError(
      `lease for ${p.name} <${p.email}>, ${p.phone}, ${p.address} ${p.unit}: rent ${p.amount}, session ${p.jwt}`,
    );
  },
}));

interface Caught {
  type: string;
  payload: { tags?: Record<string, string> } & Record<string, unknown>;
}

async function caughtReports(): Promise<Caught[]> {
  const res = await fetch(`${testEnv().url}/errors/reports`);
  expect(res.status).toBe(200);
  return (await res.json()) as Caught[];
}

describe('error reports from a portal screen', () => {
  beforeAll(() => {
    vi.stubEnv('VITE_SENTRY_DSN', localErrorDsn(testEnv().url));
    vi.stubEnv('VITE_SENTRY_RELEASE', 'int-test');
  });
  afterAll(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  // The SDK's first import through Vitest's transform takes seconds on a busy machine: the waits
  // are for conditions, bounded generously.
  it(
    'reach the catcher scrubbed, and the screen names their reference',
    { timeout: 90_000 },
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      // The address bar, as BrowserRouter would have it (the report's route is the window's path).
      window.history.replaceState(null, '', '/portal');
      await preloadRoutes(routes, '/portal');
      render(
        createElement(MemoryRouter, { initialEntries: ['/portal'] }, createElement(AppRoutes)),
      );
      const line = await screen.findByText(
        /\(Ref\. [0-9A-F]{4}-[0-9A-F]{4}\)/,
        {},
        { timeout: 50_000 },
      );
      const reference = /([0-9A-F]{4}-[0-9A-F]{4})/.exec(line.textContent ?? '')![1]!;

      let event: Caught | undefined;
      await vi.waitFor(
        async () => {
          event = (await caughtReports()).find(
            (r) => r.type === 'event' && r.payload.tags?.reference === reference,
          );
          expect(event).toBeDefined();
        },
        { timeout: 30_000, interval: 100 },
      );
      const sent = JSON.stringify(event);
      for (const needle of personalNeedles()) expect(sent).not.toContain(needle);
      expect(event!.payload.tags).toMatchObject({
        source: 'browser',
        kind: 'route',
        route: '/portal',
        reference,
      });
      expect(event!.payload).toMatchObject({ release: 'int-test', level: 'error' });
      expect(JSON.stringify(event!.payload.exception)).toContain('TypeError');
    },
  );
});
