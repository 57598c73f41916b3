/**
 * `npm run smoke -- --api <project URL> --key <publishable key> [--site <site URL>]`: the last
 * step of a deploy. Checks, without storing anything, that the site is served, the Data API
 * answers with the grants and policies the migrations set, Auth runs with production settings,
 * and every function was deployed and answers with its own checks. Exits 1 when any check fails.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  authConfigPushed,
  captchaRequired,
  type ManagementApiOptions,
  signUpClosed,
} from './smoke-auth.ts';
import { smokeMail, takeMailTo } from './smoke-mail.ts';
import type { SmokeResult } from './smoke-result.ts';
import { EXPECTED_CRON_JOBS } from '../supabase/cron-jobs.ts';
import { secretKeyChecks, type SecretSmokeOptions } from './smoke-secret.ts';
import { missingSecurityHeaders } from './security-headers.ts';

export interface SmokeOptions {
  api: string;
  key: string;
  site?: string;
  /** The local backend confirms sign-ups at once; production must not. */
  allowAutoconfirm?: boolean;
  /** The local backend takes sign-ups; production must not (default: allowAutoconfirm). */
  allowOpenSignup?: boolean;
  /** The local backend checks no CAPTCHA; production must (default: allowAutoconfirm). */
  allowNoCaptcha?: boolean;
  /** The Management API, for the pushed Auth settings no public endpoint shows. */
  management?: ManagementApiOptions;
  fetch?: typeof fetch;
  /** The checks that need the secret key (smoke-secret.ts). */
  secret?: SecretSmokeOptions;
}

type Check = [name: string, run: () => Promise<string>];

class CheckFailed extends Error {}
function expectThat(condition: boolean, detail: string): void {
  if (!condition) throw new CheckFailed(detail);
}

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function smoke(options: SmokeOptions): Promise<SmokeResult[]> {
  const doFetch = options.fetch ?? fetch;
  const api = options.api.replace(/\/+$/, '');
  const keyHeaders: Record<string, string> = options.key.startsWith('sb_')
    ? { apikey: options.key }
    : { apikey: options.key, Authorization: `Bearer ${options.key}` };
  const call = (path: string, init: RequestInit = {}) =>
    doFetch(`${api}${path}`, {
      ...init,
      headers: { ...keyHeaders, 'Content-Type': 'application/json', ...init.headers },
    });

  /**
   * The answer `status` with `field` = `value` in its body. `fromFunction`: it shows the function
   * checks the caller itself (so verify_jwt must be false). `apikeyOnly`: sent with the key and
   * no bearer, as a browser without a session sends it.
   */
  const expectAnswer = async (
    path: string,
    init: RequestInit & { apikeyOnly?: boolean },
    expected: { status: number; field: string; value: string; fromFunction?: boolean },
  ) => {
    const { apikeyOnly, ...request } = init;
    const res = apikeyOnly
      ? await doFetch(`${api}${path}`, {
          ...request,
          headers: { apikey: options.key, 'Content-Type': 'application/json' },
        })
      : await call(path, request);
    const body = (await bodyOf(res)) as Record<string, unknown>;
    const note = expected.fromFunction ? ' (verify_jwt must be false)' : '';
    expectThat(
      res.status === expected.status && body[expected.field] === expected.value,
      `status ${res.status}: ${JSON.stringify(body)}${note}`,
    );
    return `${expected.status} ${expected.value}${expected.fromFunction ? ' (from the function)' : ''}`;
  };

  /** PostgREST's answer to an anonymous caller without the privilege: 401 with 42501. */
  const refusedToAnon = (path: string, init: RequestInit = {}) =>
    expectAnswer(path, init, { status: 401, field: 'code', value: '42501' });

  const checks: Check[] = [];
  if (options.site) {
    const site = options.site.replace(/\/+$/, '');
    for (const page of ['/', '/properties', '/sitemap.xml']) {
      checks.push([
        `site ${page} is served`,
        async () => {
          const res = await doFetch(`${site}${page}`);
          const text = await res.text();
          expectThat(res.status === 200, `status ${res.status}`);
          expectThat(page === '/sitemap.xml' || /<h1[\s>]/.test(text), 'no prerendered <h1>');
          return `200, ${text.length} bytes`;
        },
      ]);
    }
    // The headers the build wrote for the host (dist/_headers, dist/vercel.json).
    for (const [page, tokenPage] of [
      ['/', false],
      ['/maintenance/approval', true],
    ] as const) {
      checks.push([
        `site ${page} sends the security headers`,
        async () => {
          const res = await doFetch(`${site}${page}`);
          await res.body?.cancel();
          const missing = missingSecurityHeaders(res.headers, { supabaseUrl: api, tokenPage });
          expectThat(missing.length === 0, missing.join('; '));
          return 'CSP, frame, referrer, HSTS, nosniff, permissions';
        },
      ]);
    }
  }
  checks.push(
    [
      'anonymous visitors read active listings',
      async () => {
        const res = await call('/rest/v1/properties?select=id,status&limit=50');
        const body = await bodyOf(res);
        expectThat(
          res.status === 200 && Array.isArray(body),
          `status ${res.status}: ${JSON.stringify(body)}`,
        );
        const rows = body as { status: string }[];
        expectThat(
          rows.every((r) => r.status === 'active'),
          'a listing that is not active is public',
        );
        return `200, ${rows.length} listings`;
      },
    ],
    ['anonymous visitors cannot read leads', () => refusedToAnon('/rest/v1/leads?select=id')],
    [
      'is_admin() is not executable by anon',
      () => refusedToAnon('/rest/v1/rpc/is_admin', { method: 'POST', body: '{}' }),
    ],
    [
      'Auth answers with email sign-in and confirmations on',
      async () => {
        const res = await call('/auth/v1/settings');
        const body = (await bodyOf(res)) as {
          external?: { email?: boolean };
          mailer_autoconfirm?: boolean;
        };
        expectThat(res.status === 200 && body.external?.email === true, `status ${res.status}`);
        expectThat(
          options.allowAutoconfirm === true || body.mailer_autoconfirm === false,
          'email confirmations are off: run `supabase config push` (README, Deploy to production)',
        );
        return `200, autoconfirm ${String(body.mailer_autoconfirm)}`;
      },
    ],
    [
      'Auth takes no public sign-ups',
      () => signUpClosed(call, options.allowOpenSignup ?? options.allowAutoconfirm === true),
    ],
    [
      'Auth wants a CAPTCHA token for a recovery mail',
      () => captchaRequired(call, options.allowNoCaptcha ?? options.allowAutoconfirm === true),
    ],
    [
      'Auth runs with the mail budget, CAPTCHA and password rules of config.toml',
      () => authConfigPushed(api, options.management),
    ],
  );
  for (const [fn, source] of [
    ['submit-lead', 'contact'],
    ['send-demo-request', 'consultation'],
    ['send-lead-notification', 'lead_dialog'],
  ]) {
    checks.push([
      `${fn} is deployed and validates its input`,
      // Empty values: refused before the rate limit, so the smoke test never uses it up.
      () =>
        expectAnswer(
          `/functions/v1/${fn}`,
          { method: 'POST', body: JSON.stringify({ source, values: {} }) },
          { status: 400, field: 'error', value: 'validation_failed' },
        ),
    ]);
  }
  checks.push(
    [
      'generate-property-listing checks the caller itself',
      () =>
        expectAnswer(
          '/functions/v1/generate-property-listing',
          { method: 'POST', body: '{}', apikeyOnly: true },
          { status: 401, field: 'error', value: 'unauthorized', fromFunction: true },
        ),
    ],
    [
      'manage-staff checks the caller itself',
      () =>
        expectAnswer(
          '/functions/v1/manage-staff',
          { apikeyOnly: true },
          { status: 401, field: 'error', value: 'unauthorized', fromFunction: true },
        ),
    ],
    [
      'files is deployed and signs nothing without a session',
      () =>
        expectAnswer(
          '/functions/v1/files',
          {
            method: 'POST',
            body: JSON.stringify({ action: 'sign', bucket: 'documents', paths: [] }),
            apikeyOnly: true,
          },
          { status: 401, field: 'error', value: 'unauthorized', fromFunction: true },
        ),
    ],
    [
      'listing-alerts is deployed and answers a token it does not know',
      // A malformed token is answered without a database write (or read).
      () =>
        expectAnswer(
          '/functions/v1/listing-alerts',
          { method: 'POST', body: JSON.stringify({ action: 'confirm', token: 'smoke-test' }) },
          { status: 200, field: 'status', value: 'unknown' },
        ),
    ],
    [
      'maintenance is deployed and answers a link it does not know',
      // A malformed token is answered without asking the database.
      () =>
        expectAnswer(
          '/functions/v1/maintenance',
          { method: 'POST', body: JSON.stringify({ action: 'work-order', token: 'smoke-test' }) },
          { status: 200, field: 'status', value: 'unknown' },
        ),
    ],
    [
      'money is deployed and answers an action it does not know',
      // Answered before anything runs: no posting, no mail (a known action runs the schedule).
      () =>
        expectAnswer(
          '/functions/v1/money',
          { method: 'POST', body: JSON.stringify({ action: 'smoke-test' }) },
          { status: 400, field: 'error', value: 'invalid_body', fromFunction: true },
        ),
    ],
    // The scheduled entry points: refused without the scheduler's secret, before
    // anything runs. A wrong secret tells a missing CRON_SECRET (503) from a set one (401).
    ...EXPECTED_CRON_JOBS.flatMap((job): Check[] =>
      job.calls
        ? [
            [
              `${job.calls.fn} refuses ${job.calls.body.action} (the ${job.name} job) without the scheduler's secret`,
              async () => {
                const res = await call(`/functions/v1/${job.calls!.fn}`, {
                  method: 'POST',
                  headers: { 'x-cron-secret': 'smoke-test-not-the-secret' },
                  body: JSON.stringify(job.calls!.body),
                });
                const body = (await bodyOf(res)) as { error?: string; missing?: string[] };
                expectThat(
                  res.status === 401 && body.error === 'unauthorized',
                  res.status === 503 && body.missing?.includes('CRON_SECRET')
                    ? 'CRON_SECRET is not set: npx supabase secrets set CRON_SECRET=... (README, step 3)'
                    : `status ${res.status}: ${JSON.stringify(body)} (anyone could start it)`,
                );
                return '401 unauthorized';
              },
            ],
          ]
        : [],
    ),
    [
      'booking-slots is deployed and answers bad parameters',
      // Answered before the database is asked.
      () =>
        expectAnswer(
          '/functions/v1/booking-slots?kind=smoke-test',
          { method: 'GET' },
          { status: 400, field: 'error', value: 'invalid_request', fromFunction: true },
        ),
    ],
    [
      'bookings is deployed and answers a link it does not know',
      // A malformed token is answered without asking the database.
      () =>
        expectAnswer(
          '/functions/v1/bookings',
          { method: 'POST', body: JSON.stringify({ action: 'view', token: 'smoke-test' }) },
          { status: 404, field: 'error', value: 'link_invalid', fromFunction: true },
        ),
    ],
    [
      'privacy-verify is deployed and answers a token it does not know',
      // A malformed token is answered without asking the database.
      () =>
        expectAnswer(
          '/functions/v1/privacy-verify',
          { method: 'POST', body: JSON.stringify({ token: 'smoke-test' }) },
          { status: 200, field: 'status', value: 'unknown' },
        ),
    ],
    [
      'image-proxy is deployed and validates its input',
      async () => {
        const res = await call('/functions/v1/image-proxy');
        expectThat(res.status === 400, `status ${res.status}`);
        await res.body?.cancel();
        return '400';
      },
    ],
  );

  checks.push(...secretKeyChecks(api, doFetch, options.secret));

  const results: SmokeResult[] = [];
  for (const [name, run] of checks) {
    try {
      results.push({ name, ok: true, detail: await run() });
    } catch (err) {
      results.push({ name, ok: false, detail: err instanceof Error ? err.message : String(err) });
    }
  }
  return results;
}

export async function main(argv: string[]): Promise<number> {
  const mail = takeMailTo(argv); // --mail-to <address>: scripts/smoke-mail.ts
  if (mail.error) {
    console.error(mail.error);
    return 1;
  }
  const { values } = parseArgs({
    args: mail.rest.filter((a) => a !== '--'),
    options: {
      api: { type: 'string' },
      key: { type: 'string' },
      site: { type: 'string' },
      'allow-autoconfirm': { type: 'boolean', default: false },
      'secret-key': { type: 'string' },
      'access-token': { type: 'string' },
      'project-ref': { type: 'string' },
    },
  });
  const api = values.api ?? process.env.VITE_SUPABASE_URL;
  const key =
    values.key ?? process.env.VITE_SUPABASE_PUBLISHABLE_KEY ?? process.env.VITE_SUPABASE_ANON_KEY;
  if (!api || !key) {
    console.error(
      'Usage: npm run smoke -- --api <project URL> --key <publishable key> [--site <URL>] [--secret-key <secret key>] [--access-token <token>] [--project-ref <ref>]',
    );
    return 1;
  }
  const secretKey =
    values['secret-key'] ??
    process.env.SUPABASE_SECRET_KEY ??
    process.env.SUPABASE_SERVICE_ROLE_KEY;
  const results = await smoke({
    api,
    key,
    site: values.site,
    allowAutoconfirm: values['allow-autoconfirm'],
    management: {
      accessToken: values['access-token'] ?? process.env.SUPABASE_ACCESS_TOKEN,
      projectRef: values['project-ref'],
    },
    secret: { secretKey },
  });
  if (mail.mailTo) {
    // Auth's CAPTCHA is on and a secret key skips it (GoTrue's verifyCaptcha), as staff tools do.
    const mailKey = secretKey ?? key;
    results.push(await smokeMail({ api, key: mailKey, mailTo: mail.mailTo, site: values.site }));
  }
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`smoke: ${results.length - failed} of ${results.length} checks passed`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
