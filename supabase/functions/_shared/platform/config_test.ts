/** Missing secrets: named, logged, answered as a configuration error; a lead is still stored. */
import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  configProblems,
  MAIL_REQUIREMENTS,
  MAINTENANCE_MAIL_REQUIREMENTS,
  onCallEmailSetting,
  problemVariables,
} from './config.ts';
import { CRON_TEST_SECRET, cronHeaders } from '../../../../tests/support/deno/money-fake.ts';
import { depsFromEnv, leadHandler, type LeadDeps, type LeadStore } from '../leads/pipeline.ts';
import { alertDepsFromEnv, alertsHandler, sendDueAlerts } from '../listings/alerts.ts';
import { publicListingsXmlHandler } from '../listings/public.ts';
import type { MailMessage } from './mailer.ts';

const complete: Record<string, string> = {
  NOTIFY_EMAIL: 'leads@example.com',
  MAIL_FROM: 'Summit <no-reply@example.com>',
  SITE_URL: 'https://www.example.com',
  RESEND_API_KEY: 're_123',
};
const envOf = (values: Record<string, string>) => (name: string) => values[name];
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(complete).filter(([k]) => !names.includes(k)));

/** Captures console.error while `fn` runs. */
async function errorsLogged(fn: () => Promise<unknown>): Promise<string[]> {
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return logged;
}

Deno.test('a complete production configuration has no problems', () => {
  assertEquals(configProblems(envOf(complete), MAIL_REQUIREMENTS), []);
  // SMTP instead of Resend, and SITE_URL from VITE_SITE_URL (as locally), are fine too.
  const smtp = { ...without('RESEND_API_KEY', 'SITE_URL'), SMTP_URL: 'smtps://u:p@m.example:465' };
  assertEquals(
    configProblems(envOf({ ...smtp, VITE_SITE_URL: 'http://localhost:5173' }), MAIL_REQUIREMENTS),
    [],
  );
});

Deno.test('each missing secret is named', () => {
  for (const [name, variable] of [
    ['NOTIFY_EMAIL', 'NOTIFY_EMAIL'],
    ['MAIL_FROM', 'MAIL_FROM'],
    ['SITE_URL', 'SITE_URL'],
    ['RESEND_API_KEY', 'RESEND_API_KEY'],
  ] as const) {
    const problems = configProblems(envOf(without(name)), MAIL_REQUIREMENTS);
    assertEquals(problems.length, 1, name);
    assertEquals(problemVariables(problems), [variable]);
  }
  const bad = configProblems(
    envOf({ ...complete, NOTIFY_EMAIL: 'nobody', MAIL_FROM: 'x <y>', SITE_URL: 'www.example.com' }),
    MAIL_REQUIREMENTS,
  );
  assertEquals(problemVariables(bad), ['NOTIFY_EMAIL', 'MAIL_FROM', 'SITE_URL']);
  // Blank counts as unset.
  assertEquals(
    problemVariables(configProblems(envOf({ ...complete, MAIL_FROM: ' ' }), MAIL_REQUIREMENTS)),
    ['MAIL_FROM'],
  );
});

Deno.test(
  'submit-lead without NOTIFY_EMAIL stores the lead, sends nothing, answers 503',
  async () => {
    const inserted: unknown[] = [];
    const sent: MailMessage[] = [];
    const store: LeadStore = {
      takeQuota: () => Promise.resolve(0),
      takeConfirmationQuota: () => Promise.resolve(true),
      listing: () => Promise.resolve(null),
      findByKey: () => Promise.resolve(null),
      insert: (row, mail) => {
        inserted.push({ ...row, ...mail });
        return Promise.resolve({ ...row, ...mail, id: 'lead-1', created_at: '' } as never);
      },
      lead: () => Promise.resolve(null),
    };
    const fromEnv = depsFromEnv(envOf({ ...without('NOTIFY_EMAIL'), SUPABASE_URL: 'http://x' }));
    let deferred = 0;
    const deps: LeadDeps = {
      ...fromEnv,
      store,
      send: (m) => {
        sent.push(m);
        return Promise.resolve();
      },
      defer: () => {
        deferred += 1;
      },
    };
    const handler = leadHandler({ name: 'submit-lead', deps: () => deps });
    let res: Response | undefined;
    const logged = await errorsLogged(async () => {
      res = await handler(
        new Request('http://x/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
          body: JSON.stringify({ source: 'owner_portal', values: { email: 'a@example.com' } }),
        }),
      );
    });
    assertEquals(res!.status, 503);
    const body = (await res!.json()) as Record<string, unknown>;
    assertEquals(body.error, 'configuration_error');
    assertEquals(body.missing, ['NOTIFY_EMAIL']);
    assertEquals(body.stored, true);
    assert(String(body.message).includes('saved'));
    assertEquals(inserted.length, 1, 'the lead is stored');
    const row = inserted[0] as { mail_pending: string[]; notification_error: string };
    assertEquals(row.mail_pending, ['office', 'confirmation'], 'mail stays owed for the retry job');
    assert(row.notification_error.includes('NOTIFY_EMAIL'));
    assertEquals(sent.length, 0, 'no half-configured mail');
    assertEquals(deferred, 0);
    assert(logged.some((l) => l.includes('configuration_error') && l.includes('NOTIFY_EMAIL')));
  },
);

Deno.test('listing alerts: nothing is claimed or sent while mail is not configured', async () => {
  const deps = alertDepsFromEnv(envOf({ ...without('MAIL_FROM'), SUPABASE_URL: 'http://x' }));
  let claimed = 0;
  deps.store = {
    ...deps.store,
    claim: () => {
      claimed += 1;
      return Promise.resolve([]);
    },
  } as typeof deps.store;
  const events: Record<string, unknown>[] = [];
  deps.log = (e) => events.push(e);
  assertEquals(await sendDueAlerts(deps), 0);
  assertEquals(claimed, 0);
  assertEquals(events[0]?.event, 'configuration_error');
  let res: Response | undefined;
  Deno.env.set('CRON_SECRET', CRON_TEST_SECRET);
  const logged = await errorsLogged(async () => {
    res = await alertsHandler(() => deps)(
      new Request('http://x/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...cronHeaders },
        body: JSON.stringify({ action: 'send' }),
      }),
    );
  });
  assertEquals(res!.status, 503);
  assertEquals(((await res!.json()) as { missing: string[] }).missing, ['MAIL_FROM']);
  assert(logged.some((l) => l.includes('MAIL_FROM')));
});

Deno.test('ON_CALL_EMAIL is optional (NOTIFY_EMAIL stands in) but must be an address', () => {
  assertEquals(configProblems(envOf(complete), MAINTENANCE_MAIL_REQUIREMENTS), []);
  assertEquals(onCallEmailSetting(envOf(complete)), 'leads@example.com');
  assertEquals(
    onCallEmailSetting(envOf({ ...complete, ON_CALL_EMAIL: ' oncall@example.com ' })),
    'oncall@example.com',
  );
  assertEquals(
    configProblems(envOf({ ...complete, ON_CALL_EMAIL: 'not an address' }), [
      ...MAINTENANCE_MAIL_REQUIREMENTS,
    ]),
    ['ON_CALL_EMAIL is not a valid email address'],
  );
});

Deno.test('the XML feeds refuse to link to a guessed domain without SITE_URL', async () => {
  const handler = publicListingsXmlHandler(
    'rental-feed',
    'select=id',
    () => '<x/>',
    envOf({ SUPABASE_URL: 'http://127.0.0.1:1' }),
  );
  let res: Response | undefined;
  const logged = await errorsLogged(async () => {
    res = await handler(new Request('http://x/'));
  });
  assertEquals(res!.status, 503);
  assertEquals(((await res!.json()) as { missing: string[] }).missing, ['SITE_URL']);
  assert(logged.some((l) => l.includes('rental-feed') && l.includes('SITE_URL')));
});
