import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { hashAlertToken, isAlertToken, newAlertToken } from '../contract/alert-tokens.ts';
import { listUnsubscribeHeaders } from '../platform/mailer.ts';
import {
  alertsHandler,
  matchEmail,
  sendDueAlerts,
  type AlertDelivery,
  type AlertDeps,
  type AlertStore,
} from './alerts.ts';
import type { MailMessage } from '../platform/mailer.ts';

const delivery: AlertDelivery = {
  id: 'd1',
  email: 'renter@example.com',
  property_id: 'p1',
  title: 'Sunny <b>flat</b>',
  address: '1 Main St',
  city: 'Upland',
  state: 'CA',
  price: '2450.00',
  property_type: 'rent',
  bedrooms: 2,
  bathrooms: '1.5',
};

function fakeDeps(store: Partial<AlertStore> = {}, due: string[] = []) {
  const sent: MailMessage[] = [];
  const calls: string[] = [];
  const deps: AlertDeps = {
    store: {
      confirm: (hash) => {
        calls.push(`confirm:${hash}`);
        return Promise.resolve('confirmed');
      },
      unsubscribe: (hash) => {
        calls.push(`unsubscribe:${hash}`);
        return Promise.resolve('unsubscribed');
      },
      delivery: (id) => Promise.resolve(id === delivery.id ? delivery : null),
      setUnsubscribeToken: (id) => {
        calls.push(`token:${id}`);
        return Promise.resolve();
      },
      ...store,
    },
    outbox: {
      claim: () =>
        Promise.resolve(
          due.map((ref) => ({ id: ref, kind: 'listing_alert' as const, ref, attempts: 1 })),
        ),
      record: (id, status) => {
        calls.push(`record:${id}:${status}`);
        return Promise.resolve();
      },
    },
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
    siteUrl: 'https://site.example',
    functionUrl: 'https://api.example/functions/v1/listing-alerts',
    companyName: 'Summit',
    replyTo: 'office@example.com',
    log: () => {},
    defer: () => {},
  };
  return { deps, sent, calls };
}

Deno.test('tokens are 43 url-safe characters, different each time, hashed to hex', async () => {
  const a = newAlertToken();
  assert(isAlertToken(a));
  assert(a !== newAlertToken());
  assert(/^[0-9a-f]{64}$/.test(await hashAlertToken(a)));
  assert(!isAlertToken('short'));
});

Deno.test('the match email escapes the title and carries both links', () => {
  const mail = matchEmail(
    delivery,
    {
      listingUrl: 'https://site.example/properties/p1',
      unsubscribeUrl: 'https://site.example/alerts?unsubscribe=t',
      oneClickUrl: 'https://api.example/x?unsubscribe=t',
    },
    { siteUrl: 'https://site.example', companyName: 'Summit' },
  );
  assert(!mail.html.includes('<b>flat</b>'));
  assert(mail.text.includes('$2,450 a month'));
  assert(mail.text.includes('See the listing: https://site.example/properties/p1'));
  assert(mail.text.includes('Unsubscribe: https://site.example/alerts?unsubscribe=t'));
});

Deno.test('List-Unsubscribe headers: one-click, http(s) only', () => {
  assertEquals(listUnsubscribeHeaders('https://a.example/x?unsubscribe=t'), {
    'List-Unsubscribe': '<https://a.example/x?unsubscribe=t>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  let threw = false;
  try {
    listUnsubscribeHeaders('javascript:alert(1)');
  } catch {
    threw = true;
  }
  assert(threw);
});

Deno.test('the sender records the token before sending, then sent', async () => {
  const { deps, sent, calls } = fakeDeps({}, [delivery.id]);
  assertEquals(await sendDueAlerts(deps), 1);
  assertEquals(calls, ['token:d1', 'record:d1:sent']);
  assertEquals(sent.length, 1);
  assert(
    sent[0]?.listUnsubscribe?.startsWith(
      'https://api.example/functions/v1/listing-alerts?unsubscribe=',
    ),
  );
});

Deno.test('a failed send is recorded as failed (retried later with backoff)', async () => {
  const { deps, calls } = fakeDeps({}, [delivery.id]);
  deps.send = () => Promise.reject(new Error('smtp down'));
  assertEquals(await sendDueAlerts(deps), 0);
  assertEquals(calls.at(-1), 'record:d1:failed');
});

Deno.test('GET of an unsubscribe URL changes nothing and goes to the page', async () => {
  const { deps, calls } = fakeDeps();
  const res = await alertsHandler(() => deps)(
    new Request('https://api.example/functions/v1/listing-alerts?unsubscribe=abc'),
  );
  assertEquals(res.status, 303);
  assertEquals(res.headers.get('location'), 'https://site.example/alerts?unsubscribe=abc');
  assertEquals(calls, []);
});

Deno.test(
  'one-click POST unsubscribes; a malformed token is unknown without the store',
  async () => {
    const { deps, calls } = fakeDeps();
    const token = newAlertToken();
    const handler = alertsHandler(() => deps);
    const res = await handler(
      new Request(`https://api.example/functions/v1/listing-alerts?unsubscribe=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    assertEquals(await res.json(), { status: 'unsubscribed' });
    assertEquals(calls, [`unsubscribe:${await hashAlertToken(token)}`]);
    const bad = await handler(
      new Request('https://api.example/functions/v1/listing-alerts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'confirm', token: 'nope' }),
      }),
    );
    assertEquals(await bad.json(), { status: 'unknown' });
    assertEquals(calls.length, 1);
  },
);
