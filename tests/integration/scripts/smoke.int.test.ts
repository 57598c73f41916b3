/**
 * The deploy's smoke test (README, Deploy to production, step 6) against the local backend,
 * which runs the same migrations and functions: every check passes, and a check that should
 * fail does.
 */
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../support/backend.ts';
import { smoke } from '../../../scripts/smoke.ts';
import { expectedAuthConfig } from '../../../scripts/smoke-auth.ts';
import { EXPECTED_CRON_JOBS } from '../../../supabase/cron-jobs.ts';

/** The Management API answering as a project pushed with config.toml (the local backend has none). */
const pushedAsConfig = {
  accessToken: 'sbp_test',
  projectRef: 'local',
  fetch: (() =>
    Promise.resolve(new Response(JSON.stringify(expectedAuthConfig())))) as unknown as typeof fetch,
};

describe('npm run smoke', () => {
  it('passes every check against a deployment of this repository', async () => {
    const { url, anonKey, serviceKey } = testEnv();
    const results = await smoke({
      api: url,
      key: anonKey,
      allowAutoconfirm: true,
      management: pushedAsConfig,
      // The local backend has no pg_cron (flagged in the next tests), and no backups
      // (tests/integration/backup-restore.int.test.ts runs that check).
      // Its outbox holds mail other tests failed on purpose.
      secret: {
        secretKey: serviceKey,
        allowMissingCron: true,
        allowNoBackup: true,
        allowStuckMail: true,
      },
    });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'anonymous visitors cannot read leads',
        'generate-property-listing checks the caller itself',
        'manage-staff checks the caller itself',
        'files is deployed and signs nothing without a session',
        'maintenance is deployed and answers a link it does not know',
        'submit-lead is deployed and validates its input',
        'submit-lead receives a client address the client cannot choose',
        'the expected pg_cron jobs are scheduled',
        'no mail is stuck in the outbox and no scheduled job missed its run',
        'Auth wants a CAPTCHA token for a recovery mail',
        'Auth runs with the mail budget, CAPTCHA and password rules of config.toml',
        "money refuses run (the money-run job) without the scheduler's secret",
        "bookings refuses send (the booking-mail-sender job) without the scheduler's secret",
      ]),
    );
    const address = results.find((r) => r.name.startsWith('submit-lead receives'));
    // The local gateway sets cf-connecting-ip from the socket over the forged value.
    expect(address?.detail).toMatch(/^keyed by cf-connecting-ip/);
    expect(address?.detail).toContain('x-forwarded-for (valid IP, 2 entries, our forged value');
  });

  it('fails when an expected pg_cron job is missing, naming it and where it is scheduled', async () => {
    const { url, anonKey, serviceKey } = testEnv();
    const results = await smoke({
      api: url,
      key: anonKey,
      allowAutoconfirm: true,
      secret: { secretKey: serviceKey },
    });
    const cron = results.find((r) => r.name === 'the expected pg_cron jobs are scheduled');
    expect(cron).toMatchObject({ ok: false });
    for (const job of EXPECTED_CRON_JOBS) expect(cron?.detail).toContain(`${job.name} is missing`);
  });

  it('says the secret-key checks need the secret key, and the settings check an access token', async () => {
    const { url, anonKey } = testEnv();
    const results = await smoke({ api: url, key: anonKey, allowAutoconfirm: true });
    const failed = results.filter((r) => !r.ok);
    expect(failed.map((r) => r.name).sort()).toEqual([
      'Auth runs with the mail budget, CAPTCHA and password rules of config.toml',
      'no mail is stuck in the outbox and no scheduled job missed its run',
      'submit-lead receives a client address the client cannot choose',
      'the expected pg_cron jobs are scheduled',
      'the last backup succeeded less than 26 hours ago',
    ]);
    for (const r of failed) {
      expect(r.detail).toContain(r.name.startsWith('Auth') ? '--access-token' : '--secret-key');
    }
  });

  it('flags a project whose Auth still confirms sign-ups automatically', async () => {
    const { url, anonKey } = testEnv();
    const results = await smoke({ api: url, key: anonKey });
    const auth = results.find((r) => r.name.startsWith('Auth answers'));
    expect(auth).toMatchObject({ ok: false });
    expect(auth?.detail).toContain('supabase config push');
  });
});
