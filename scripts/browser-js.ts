/**
 * What the browser actually fetches: every script a page requests, in Chromium, from navigation
 * until the network has been quiet for `quietMs` (counted from `readyMarker`, when given) with the
 * page untouched (no scroll, no input).
 * Deferred loads (idle callbacks, timers, lazy islands hydrating at once) count; code that waits
 * for the visitor to act does not. Sizes are gzip -9 of each script, as a compressing host sends.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

export interface FetchedScript {
  url: string;
  gzipBytes: number;
  /** Milliseconds after navigation started. */
  at: number;
  body: string;
}

/**
 * Debian's Chromium for the tests and budgets: its headless shell (`chromium-headless-shell`, the
 * build Playwright itself runs headless) when installed, else the full browser; Playwright's own
 * download when neither is. The shell loads the same pages for 40 % of the full browser's CPU
 * (no GPU process, no browser UI): 60 prerendered pages, 14.7 CPU-seconds against 38.
 */
export const systemChromium: string | undefined = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => existsSync(path));

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: systemChromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      // Loopback only: the measurement never reaches out.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
}

export async function fetchedScripts(
  browser: Browser,
  url: string,
  {
    quietMs = 1500,
    timeoutMs = 30_000,
    readyMarker,
  }: { quietMs?: number; timeoutMs?: number; readyMarker?: string } = {},
): Promise<FetchedScript[]> {
  // A fresh context per page: an empty cache, as for a first visit.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts: Promise<FetchedScript | null>[] = [];
    let inflight = 0;
    let lastActivity = Date.now();
    const started = Date.now();
    page.on('request', () => {
      inflight += 1;
      lastActivity = Date.now();
    });
    const settled = () => {
      inflight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const at = Date.now() - started;
      scripts.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            gzipBytes: gzipSync(body, { level: 9 }).length,
            at,
            body: body.toString('utf8'),
          }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const deadline = started + timeoutMs;
    // The quiet window starts once the page has hydrated (src/app/RootLayout.tsx marks <html>),
    // so a busy core that delays hydration cannot end the measurement before its imports start.
    if (readyMarker) {
      await page.waitForSelector(readyMarker, {
        state: 'attached',
        timeout: Math.max(1, deadline - Date.now()),
      });
    }
    while (!(inflight <= 0 && Date.now() - lastActivity >= quietMs)) {
      if (Date.now() > deadline) throw new Error(`${url}: the network never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await Promise.all(scripts)).filter((s): s is FetchedScript => s !== null);
  } finally {
    await context.close();
  }
}
