/** The pipeline's order and outcomes with an in-memory store and mailer (no backend). */
import { assert, assertEquals } from './test-assert.ts';
import type { LeadRowInsert, Listing, StoredLead } from './lead-registry.ts';
import { leadHandler, type LeadDeps, type LeadStore, type NotificationStatus } from './leads.ts';
import type { MailMessage } from './mailer.ts';

class MemoryStore implements LeadStore {
  rows: StoredLead[] = [];
  outcomes: Array<[string, NotificationStatus, string | null]> = [];
  quota = new Map<string, number>();
  events: string[] = [];
  takeQuota(client: string): Promise<number> {
    const left = this.quota.get(client) ?? 2;
    this.quota.set(client, left - 1);
    return Promise.resolve(left > 0 ? 0 : 360);
  }
  listing(id: string): Promise<Listing | null> {
    return Promise.resolve(
      id === '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01'
        ? {
            id,
            title: 'Bungalow',
            address: '1 A St',
            city: 'Upland',
            state: 'CA',
            zip_code: '91786',
          }
        : null,
    );
  }
  insert(row: LeadRowInsert): Promise<StoredLead> {
    this.events.push('insert');
    const stored = {
      property_id: null,
      property_title: null,
      requested_date: null,
      requested_time: null,
      consent_version: null,
      consent_at: null,
      text_consent: false,
      privacy_request_type: null,
      ...row,
      id: crypto.randomUUID(),
      created_at: '2025-07-01T17:05:00Z',
    };
    this.rows.push(stored);
    return Promise.resolve(stored);
  }
  setNotification(id: string, status: NotificationStatus, error: string | null) {
    this.outcomes.push([id, status, error]);
    return Promise.resolve();
  }
}

function setup(failures = 0) {
  const store = new MemoryStore();
  const sent: MailMessage[] = [];
  let toFail = failures;
  const deps: LeadDeps = {
    store,
    send: (message) => {
      store.events.push('send');
      if (toFail > 0) {
        toFail -= 1;
        return Promise.reject(new Error('SMTP down'));
      }
      sent.push(message);
      return Promise.resolve();
    },
    notifyEmail: 'office@example.com',
    companyName: 'Summit',
    siteUrl: 'https://summit.example',
    retryDelayMs: 0,
    log: () => {},
  };
  return { store, sent, handler: leadHandler({ name: 'test', deps: () => deps }) };
}

const post = (body: unknown, ip = '203.0.113.1') =>
  new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  });

const portal = (email: string, extra: Record<string, unknown> = {}) => ({
  source: 'owner_portal',
  values: { email, ...extra },
});

Deno.test('stores first, then mails the office and the requester from the stored row', async () => {
  const { store, sent, handler } = setup();
  const res = await handler(post(portal('a@example.com')));
  assertEquals(res.status, 200);
  assertEquals(await res.json(), { success: true, notification: 'sent' });
  assertEquals(store.events, ['insert', 'send', 'send']);
  assertEquals(
    sent.map((m) => m.to),
    ['office@example.com', 'a@example.com'],
  );
  assertEquals(store.outcomes, [[store.rows[0]!.id, 'sent', null]]);
});

Deno.test(
  'each failed mail is retried once; the outcome is recorded, the visitor told success',
  async () => {
    const { store, handler } = setup(1);
    const res = await handler(post(portal('b@example.com')));
    assertEquals(await res.json(), { success: true, notification: 'sent' });
    assertEquals(store.events, ['insert', 'send', 'send', 'send']);
    const down = setup(10);
    const failed = await down.handler(post(portal('c@example.com')));
    assertEquals(await failed.json(), { success: true, notification: 'failed' });
    assertEquals(down.store.rows.length, 1);
    assert(down.store.outcomes[0]![2]!.includes('office notification: SMTP down'));
  },
);

Deno.test('schema, then honeypot, then rate limit: order of refusals', async () => {
  const { store, handler } = setup();
  const bad = await handler(post(portal('not-an-email')));
  assertEquals(bad.status, 400);
  const bot = await handler(post(portal('bot@example.com', { company_website: 'x' })));
  assertEquals(await bot.json(), { success: true });
  assertEquals(store.quota.size, 0); // neither touched the limit
  assertEquals((await handler(post(portal('d1@example.com')))).status, 200);
  assertEquals((await handler(post(portal('d2@example.com')))).status, 200);
  const limited = await handler(post(portal('d3@example.com')));
  assertEquals(limited.status, 429);
  assertEquals(limited.headers.get('retry-after'), '360');
  // Another address has its own bucket.
  assertEquals((await handler(post(portal('e@example.com'), '203.0.113.2'))).status, 200);
  assertEquals(store.rows.length, 3);
});

Deno.test(
  'unknown sources and a showing of a gone listing are refused before storing',
  async () => {
    const { store, handler } = setup();
    assertEquals((await handler(post({ source: 'toString', values: {} }))).status, 400);
    const gone = await handler(
      post({
        source: 'property_showing',
        values: {
          fullName: 'Dana W',
          email: 'dana@example.com',
          phone: '(909) 555-0199',
          preferredContact: 'text',
          bestTime: 'evening',
          preferredDate: '',
          message: '',
          propertyId: crypto.randomUUID(),
        },
      }),
    );
    assertEquals(gone.status, 400);
    assertEquals(store.rows.length, 0);
  },
);
