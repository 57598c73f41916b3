/**
 * End-to-end tests: Chromium against the PRODUCTION build (`vite preview` on :4173) talking to a
 * fresh local Supabase on :54329 (mail catcher on :54335 SMTP / :54334 web). Both servers are
 * started here and stopped afterwards. Set E2E_SKIP_BUILD=1 to serve an existing dist/.
 */
import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './scripts/browser-js';
import {
  APP_URL,
  BACKEND_URL,
  E2E_APP_PORT,
  E2E_BACKEND_PORT,
  E2E_MAIL_SMTP_PORT,
  E2E_MAIL_WEB_PORT,
  ERROR_DSN,
  PUBLISHABLE_KEY,
  SAFE_FETCH_ALLOW_HOSTS,
} from './tests/e2e/fixtures/env';

const build = process.env.E2E_SKIP_BUILD === '1' ? '' : 'npm run build && ';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 2,
  // Flaky tests are bugs: no retries.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Long journeys neared 30 s when the two-core machine was shared (properties, search, sign-up).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: APP_URL,
    // A failed test keeps its trace (DOM snapshots, network, console) without the screencast,
    // whose screenshots of every passing test cost an eighth of a spec's CPU (measured on
    // marketing-pages.spec.ts).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: systemChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-dev-shm-usage',
            // Nothing may reach the internet: only loopback names resolve.
            '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      name: 'backend',
      command: `npx local-supabase --port ${E2E_BACKEND_PORT} --data-dir .data-e2e --fresh --mail-smtp ${E2E_MAIL_SMTP_PORT} --mail-web ${E2E_MAIL_WEB_PORT} --no-watch --quiet --password-hash-cost 4`,
      // Ready once the CLI says so: migrations and seed applied, mail catcher up.
      wait: { stdout: /Local Supabase ready at/ },
      // Every mailed link (Auth's and the functions') opens the site under test.
      env: { SAFE_FETCH_ALLOW_HOSTS, SITE_URL: APP_URL, SUPABASE_AUTH_SITE_URL: APP_URL },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      name: 'app',
      command: `${build}npx vite preview --port ${E2E_APP_PORT} --strictPort`,
      url: APP_URL,
      // LOCAL_BUILD: this build talks to the local backend on purpose (src/config/buildTarget.ts).
      env: {
        VITE_SUPABASE_URL: BACKEND_URL,
        VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        // Errors are reported to the stack's catcher, so the budgets measure the real code.
        VITE_SENTRY_DSN: ERROR_DSN,
        VITE_SENTRY_ENVIRONMENT: 'test',
        LOCAL_BUILD: '1',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
