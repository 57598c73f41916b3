/**
 * A function's thrown error reaches the error catcher scrubbed, with the reference its answer
 * names (the loopback server stands in for the tracker's envelope endpoint, as the local
 * backend's catcher does). Also: a 5xx answer is reported once, and a mail that failed its last
 * try is reported by the outbox.
 */
import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { startFixtureServer } from '../../../../tests/support/deno/test-fixture-server.ts';
import { outboxBackoff } from '../contract/outbox.ts';
import {
  eventFullOfPersonalData,
  PERSONAL,
  personalNeedles,
} from '../../../../tests/support/deno/personal-data.ts';
import { flushReports, reportError } from './error-report.ts';
import { type OutboxRow, sendDueMail } from './outbox.ts';
import { withErrorReports } from './serve.ts';

interface Caught {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the event's shape
  events: Array<Record<string, any>>;
  raw: string[];
}

async function withCatcher(run: (caught: Caught) => Promise<void>): Promise<void> {
  const caught: Caught = { events: [], raw: [] };
  const server = await startFixtureServer(async (req) => {
    const text = await req.text();
    caught.raw.push(text);
    const [, itemHeader, payload] = text.split('\n');
    if (itemHeader && JSON.parse(itemHeader).type === 'event')
      caught.events.push(JSON.parse(payload!));
    return new Response('{}', { headers: { 'content-type': 'application/json' } });
  });
  const before = Deno.env.get('SENTRY_DSN');
  Deno.env.set('SENTRY_DSN', `http://local@${server.hostPort}/errors/1`);
  Deno.env.set('SENTRY_RELEASE', 'test-release');
  try {
    await run(caught);
  } finally {
    if (before === undefined) Deno.env.delete('SENTRY_DSN');
    else Deno.env.set('SENTRY_DSN', before);
    Deno.env.delete('SENTRY_RELEASE');
    await server.close();
  }
}

Deno.test(
  "a function's thrown error reaches the catcher scrubbed, with the answer's reference",
  async () => {
    await withCatcher(async (caught) => {
      const p = PERSONAL;
      const handler = withErrorReports('money', () => {
        throw new Error(
          `cannot post ${p.amount} for ${p.name} <${p.email}> at ${p.address}, token ${p.token}`,
        );
      });
      const res = await handler(
        new Request(`http://fn.local/money?token=${p.queryToken}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.jwt}`, 'sb-request-id': 'req-123' },
          body: JSON.stringify(eventFullOfPersonalData()),
        }),
      );
      assertEquals(res.status, 500);
      const body = await res.json();
      assertEquals(body.error, 'internal_error');
      assert(/^[0-9A-F]{4}-[0-9A-F]{4}$/.test(body.reference), body.reference);
      await flushReports();
      assertEquals(caught.events.length, 1);
      const event = caught.events[0]!;
      assertEquals(event.tags.reference, body.reference);
      assertEquals(event.tags.fn, 'money');
      assertEquals(event.tags.kind, 'unhandled');
      assertEquals(event.tags.request_id, 'req-123');
      assertEquals(event.transaction, '/money');
      assertEquals(event.release, 'test-release');
      assertEquals(event.exception.values[0].type, 'Error');
      assert(event.exception.values[0].stacktrace.frames.length > 0, 'the stack is kept');
      for (const needle of personalNeedles()) {
        assert(!caught.raw.join('\n').includes(needle), `"${needle}" reached the catcher`);
      }
    });
  },
);

Deno.test('a 5xx answer is reported once and names its reference', async () => {
  await withCatcher(async (caught) => {
    const handler = withErrorReports('bookings', () =>
      Response.json({ error: 'booking_failed', message: 'Try again.' }, { status: 500 }),
    );
    const res = await handler(new Request('http://fn.local/bookings', { method: 'POST' }));
    const body = await res.json();
    assertEquals(body.error, 'booking_failed');
    assertEquals(res.headers.get('x-error-reference'), body.reference);
    await flushReports();
    assertEquals(caught.events.length, 1);
    assertEquals(
      caught.events[0]!.exception.values[0].value,
      'bookings answered 500 booking_failed',
    );
    // A 4xx is the caller's mistake: nothing is reported.
    await withErrorReports(
      'bookings',
      () => new Response(null, { status: 404 }),
    )(new Request('http://fn.local/bookings'));
    await flushReports();
    assertEquals(caught.events.length, 1);
  });
});

Deno.test('the outbox reports a mail that failed its last try, and no earlier one', async () => {
  const reports: Array<{ kind: string; fn: string }> = [];
  const rows: OutboxRow[] = [
    { id: 'm1', kind: 'money', ref: 'r1', attempts: outboxBackoff.maxAttempts - 1 },
    { id: 'm2', kind: 'money', ref: 'r2', attempts: outboxBackoff.maxAttempts },
  ];
  await sendDueMail(
    {
      outbox: { claim: () => Promise.resolve(rows.splice(0)), record: () => Promise.resolve() },
      send: () => Promise.reject(new Error('SMTP 550')),
      log: () => {},
      report: (_error, context) => {
        reports.push({ kind: context.kind, fn: context.fn });
        return 'ABCD-0123';
      },
    },
    {
      money: () =>
        Promise.resolve({
          message: { to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>' },
        }),
    },
    { fn: 'money' },
  );
  assertEquals(reports, [{ kind: 'mail_failed', fn: 'money' }]);
});

Deno.test('the same error reported twice is one report with one reference', async () => {
  await withCatcher(async (caught) => {
    const error = new Error('posting failed');
    const first = reportError(error, { fn: 'money', kind: 'ledger_posting' });
    const again = reportError(error, { fn: 'money', kind: 'failed' });
    assertEquals(again, first);
    await flushReports();
    assertEquals(caught.events.length, 1);
    assertEquals(caught.events[0]!.tags.kind, 'ledger_posting');
  });
});
