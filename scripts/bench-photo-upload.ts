/**
 * `npm run bench:photos [-- --runs N] [--page]`: how long a tenant's phone takes
 * to send 10 camera photos with a maintenance request.
 *
 * Ten 4032×3024 JPEGs (a 12 MP phone camera's size, made with sharp) are picked in the tenant
 * portal in Chromium with a phone's viewport, the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate) and the network of Lighthouse's "Slow 4G" (CDP
 * Network.emulateNetworkConditions: 1.6 Mbps down, 750 Kbps up, 150 ms RTT × 3.75 = 562.5 ms, as
 * DevTools applies it). Timed from the click to the moment all 10 photo rows exist: each photo
 * resized in the browser to one WebP at MAINTENANCE_PHOTO_LONG_EDGE, then stored (row, file).
 * Per photo, the time it spent resizing and uploading comes from the screen's own stages.
 *
 * By default the photos go with a new request in the form ("Request maintenance"), which files it
 * through the `maintenance` function first. `--page` adds them instead on the page of a request
 * filed beforehand (the same photo pipeline; it needs no function).
 *
 * It starts its own local backend (fresh, no mail) and serves a build made for it.
 */
import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import ws from 'ws';
import { freePort } from 'local-supabase/ports';
import { PORTAL_SEED_PASSWORD, portalSeed } from '../tests/support/portalSeed.ts';

declare global {
  interface Window {
    /** Each photo's stages as the page showed them: [name, stage, ms since navigation]. */
    stamps?: Array<[string, string, number]>;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
// The local CLI's well-known keys (tests/e2e/fixtures/env.ts).
const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const PHOTOS = 10;
const SIZE = { width: 4032, height: 3024 };
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    page: { type: 'boolean', default: false },
  },
});

const children: ChildProcess[] = [];
function start(command: string, argv: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env, NO_COLOR: '1' } });
  children.push(child);
  return new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${out}`)));
  });
}

/**
 * Ten camera-size JPEGs: gradients with blotches and sensor-like noise, tuned to weigh what a
 * phone photo weighs (about 3.4 MB of JPEG, about 350 KB once resized to WebP).
 */
async function cameraPhotos(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  const { width, height } = SIZE;
  const BLOCK = 12;
  const bw = Math.ceil(width / BLOCK);
  for (let i = 0; i < PHOTOS; i += 1) {
    const file = path.join(dir, `IMG_${4000 + i}.jpg`);
    files.push(file);
    if (existsSync(file)) continue;
    let seed = 1234 + i;
    const random = (amplitude: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed % (2 * amplitude + 1)) - amplitude;
    };
    const blotches = Int16Array.from({ length: bw * Math.ceil(height / BLOCK) * 3 }, () =>
      random(30),
    );
    const raw = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const b = (Math.floor(y / BLOCK) * bw + Math.floor(x / BLOCK)) * 3;
        const noise = random(10);
        const o = (y * width + x) * 3;
        raw[o] = Math.max(
          0,
          Math.min(255, ((x * 255) / width + i * 20 + blotches[b]! + noise) | 0),
        );
        raw[o + 1] = Math.max(
          0,
          Math.min(255, ((y * 255) / height + blotches[b + 1]! + noise) | 0),
        );
        raw[o + 2] = Math.max(
          0,
          Math.min(255, (((x + y) * 127) / width + 60 + blotches[b + 2]! + noise) | 0),
        );
      }
    }
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 88 })
      .toFile(file);
  }
  return files;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const runs = Math.max(1, Number(args.runs) || 1);
  const work = path.join(os.tmpdir(), 'bench-photo-upload');
  const photoFiles = await cameraPhotos(path.join(work, 'photos-v2'));
  const inputMb = photoFiles.reduce((sum, f) => sum + statSync(f).size, 0) / 1024 / 1024;

  const backendPort = await freePort();
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const appPort = await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const outDir = path.join(work, 'dist');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-photo-data-'));

  console.log(`Starting the local backend on ${backendUrl}…`);
  await start(
    path.join(BIN, 'local-supabase'),
    ['--port', String(backendPort), '--data-dir', dataDir, '--fresh', '--no-mail', '--no-watch'],
    {},
    /Local Supabase ready at/,
  );
  const viteEnv = {
    VITE_SUPABASE_URL: backendUrl,
    VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    LOCAL_BUILD: '1',
  };
  // Built for this backend's address (a fresh port each time).
  console.log('Building the app for it…');
  execFileSync(path.join(BIN, 'vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    env: { ...process.env, ...viteEnv },
    stdio: 'ignore',
  });
  await start(
    path.join(BIN, 'vite'),
    ['preview', '--outDir', outDir, '--port', String(appPort), '--strictPort'],
    viteEnv,
    /Local:/,
  );

  const options = {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  };
  const tenant = createClient(backendUrl, PUBLISHABLE_KEY, options);
  const signedIn = await tenant.auth.signInWithPassword({
    email: portalSeed.tenant1.email,
    password: PORTAL_SEED_PASSWORD,
  });
  if (signedIn.error) throw new Error(signedIn.error.message);

  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: Array<{ total: number; resize: number; upload: number; storedKb: number }> = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // A slowed phone on a busy machine: generous waits (the figure is measured, not bounded).
      page.setDefaultTimeout(120_000);
      await page.goto(`${appUrl}/portal`);
      await page.getByRole('textbox', { name: 'Email' }).fill(portalSeed.tenant1.email);
      await page.locator('input[autocomplete="current-password"]').fill(PORTAL_SEED_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Tenant portal' }).waitFor();

      const location = `Bench ${randomUUID().slice(0, 8)}`;
      let requestId: string | null = null;
      if (args.page) {
        const filed = await tenant.rpc('submit_maintenance_request', {
          payload: {
            leaseId: portalSeed.home1.lease,
            category: 'plumbing',
            location,
            description: 'Benchmark: ten photos of a leak under the sink.',
            entryPermission: 'yes',
            idempotencyKey: randomUUID(),
          },
        });
        if (filed.error) throw new Error(filed.error.message);
        requestId = (filed.data as { id: string }).id;
        await page.goto(`${appUrl}/portal/maintenance/${requestId}`);
        await page.getByLabel(/Photos \(optional/).setInputFiles(photoFiles);
      } else {
        await page.getByRole('link', { name: 'Request maintenance' }).click();
        await page.getByRole('button', { name: 'None of these' }).click();
        await page.getByLabel(/What is it about/).selectOption('plumbing');
        await page.getByLabel(/Where in the home/).fill(location);
        await page
          .getByLabel(/What happened/)
          .fill('Benchmark: ten photos of a leak under the sink.');
        await page.getByLabel('Yes, you may enter if I am not home').check();
        await page.getByLabel(/Photos \(optional/).setInputFiles(photoFiles);
      }

      // The stages each photo goes through, stamped by the page itself.
      await page.evaluate(() => {
        const stamps: Array<[string, string, number]> = [];
        window.stamps = stamps;
        new MutationObserver(() => {
          for (const li of document.querySelectorAll('section[aria-label="Photo uploads"] li')) {
            const [name, stage] = [...li.querySelectorAll('span')].map((s) => s.textContent ?? '');
            const last = stamps.findLast((s) => s[0] === name);
            if (name && stage && last?.[1] !== stage) stamps.push([name, stage, performance.now()]);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);

      const started = await page.evaluate(() => performance.now());
      await page
        .getByRole('button', { name: args.page ? `Send ${PHOTOS} photos` : 'Send request' })
        .click();
      await page.getByText(`All ${PHOTOS} photos sent.`).waitFor({ timeout: 15 * 60_000 });
      const finished = await page.evaluate(() => performance.now());
      const stamps = await page.evaluate(() => window.stamps ?? []);

      const { data: request } = await tenant
        .from('maintenance_requests')
        .select('id, maintenance_photos(size_bytes)')
        .eq('location', location)
        .single();
      const rows = (request?.maintenance_photos ?? []) as Array<{ size_bytes: number }>;
      if (rows.length !== PHOTOS) throw new Error(`${rows.length} photo rows, not ${PHOTOS}`);

      let resize = 0;
      let upload = 0;
      for (const name of new Set(stamps.map((s) => s[0]))) {
        const mine = stamps.filter((s) => s[0] === name);
        const at = (stage: string) => mine.find((s) => s[1].startsWith(stage))?.[2];
        const resizing = at('Making');
        const uploading = at('Uploading');
        const sent = at('Sent');
        if (resizing !== undefined && uploading !== undefined) resize += uploading - resizing;
        if (uploading !== undefined && sent !== undefined) upload += sent - uploading;
      }
      const storedKb = rows.reduce((s, r) => s + r.size_bytes, 0) / 1024;
      results.push({ total: finished - started, resize, upload, storedKb });
      console.log(
        `run ${run}: ${seconds(finished - started)} for ${PHOTOS} photos (summed over the photos, which overlap: resizing ${seconds(resize)}, uploading ${seconds(upload)}; ${storedKb.toFixed(0)} KB stored)`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const total = median(results.map((r) => r.total));
  console.log('');
  console.log(
    `${PHOTOS} photos of ${SIZE.width}×${SIZE.height} (${inputMb.toFixed(1)} MB of JPEG), ${args.page ? 'added on a request’s page' : 'with a new request in the form'}`,
  );
  console.log(
    `phone: 390×844, CPU ${CPU_SLOWDOWN}× slower, network 1.6 Mbps down / 750 Kbps up / 562.5 ms RTT`,
  );
  console.log(
    `median of ${runs}: ${seconds(total)} until all ${PHOTOS} rows exist (${seconds(total / PHOTOS)} a photo); summed over the photos: resizing ${seconds(median(results.map((r) => r.resize)))}, uploading ${seconds(median(results.map((r) => r.upload)))}; ${median(results.map((r) => r.storedKb)).toFixed(0)} KB stored`,
  );
  rmSync(dataDir, { recursive: true, force: true });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
