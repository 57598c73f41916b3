import { assert, assertEquals } from './test-assert.ts';
import type { LeadRowInsert } from './lead-schemas.ts';
import {
  leadFunction,
  MAX_BODY_BYTES,
  notifyAndRecord,
  readBodyCapped,
  success,
  type LeadDeps,
  type LeadStore,
  type NotificationStatus,
} from './leads.ts';
import type { MailMessage } from './mailer.ts';
import { RateLimiter } from './rate-limit.ts';
import { contactFormSchema } from './lead-schemas.ts';

class MemoryStore implements LeadStore {
  rows: Array<LeadRowInsert & { id: string; status: NotificationStatus; error: string | null }> =
    [];
  events: string[] = [];
  failInsert = false;
  async insert(row: LeadRowInsert) {
    if (this.failInsert) throw new Error('database down');
    const id = crypto.randomUUID();
    this.rows.push({ ...row, id, status: 'pending', error: null });
    this.events.push('insert');
    return id;
  }
  async setNotification(id: string, status: NotificationStatus, error: string | null) {
    const row = this.rows.find((r) => r.id === id);
    if (row) Object.assign(row, { status, error });
    this.events.push(`record:${status}`);
  }
  async findPendingDialogLead(email: string) {
    return this.rows.find((r) => r.email === email && r.status === 'pending')?.id ?? null;
  }
}

function fakeDeps(options: { failSends?: number } = {}) {
  const store = new MemoryStore();
  const sent: MailMessage[] = [];
  const logs: Record<string, unknown>[] = [];
  let failures = options.failSends ?? 0;
  const deps: LeadDeps = {
    store,
    async send(message) {
      store.events.push('send');
      if (failures > 0) {
        failures -= 1;
        throw new Error('smtp down');
      }
      sent.push(message);
    },
    notifyEmail: 'leads@summit.example',
    companyName: 'Summit',
    siteUrl: 'https://summit.example',
    retryDelayMs: 1,
    log: (e) => logs.push(e),
  };
  return { deps, store, sent, logs };
}

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(909) 555-0100',
  propertyInfo: 'A duplex in Pomona that needs a manager.',
};

function handler(deps: LeadDeps, limiter?: RateLimiter) {
  return leadFunction({
    name: 'test',
    schema: contactFormSchema,
    deps: () => deps,
    limiter,
    async process(data, d) {
      const id = await d.store.insert({
        source: 'contact',
        full_name: data.name,
        email: data.email,
        phone: data.phone,
        property_address: '',
        property_type: '',
        units_owned: '',
        has_current_manager: false,
        biggest_frustration: data.propertyInfo,
        preferred_contact: 'email',
        best_time: '',
      });
      const status = await notifyAndRecord(
        'test',
        id,
        [{ label: 'company', message: { to: d.notifyEmail, subject: 's', text: 't', html: 'h' } }],
        d,
      );
      return success({ notification: status });
    },
  });
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://fn/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

Deno.test('preflight is answered first, with CORS headers', async () => {
  const { deps } = fakeDeps();
  const res = await handler(deps)(new Request('http://fn/', { method: 'OPTIONS' }));
  assertEquals(res.status, 204);
  assertEquals(res.headers.get('access-control-allow-origin'), '*');
  assert(res.headers.get('access-control-allow-headers')?.includes('apikey'));
});

Deno.test('other methods get 405 with Allow', async () => {
  const { deps } = fakeDeps();
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const res = await handler(deps)(new Request('http://fn/', { method }));
    assertEquals(res.status, 405);
    assertEquals(res.headers.get('allow'), 'POST, OPTIONS');
  }
});

Deno.test('good body: stored first, then emailed, then recorded as sent', async () => {
  const { deps, store, sent } = fakeDeps();
  const res = await handler(deps)(post(contact));
  assertEquals(res.status, 200);
  assertEquals(await res.json(), { success: true, notification: 'sent' });
  assertEquals(store.events, ['insert', 'send', 'record:sent']);
  assertEquals(store.rows[0]?.full_name, 'Ada Lovelace');
  assertEquals(sent.length, 1);
});

Deno.test(
  'a failed email is retried once, and a second failure is recorded, not shown',
  async () => {
    const once = fakeDeps({ failSends: 1 });
    const ok = await handler(once.deps)(post(contact));
    assertEquals(await ok.json(), { success: true, notification: 'sent' });
    assertEquals(once.store.events, ['insert', 'send', 'send', 'record:sent']);

    const twice = fakeDeps({ failSends: 2 });
    const res = await handler(twice.deps)(post(contact));
    assertEquals(res.status, 200);
    assertEquals(await res.json(), { success: true, notification: 'failed' });
    assertEquals(twice.store.events, ['insert', 'send', 'send', 'record:failed']);
    assertEquals(twice.store.rows[0]?.status, 'failed');
    assert(twice.store.rows[0]?.error?.includes('smtp down'));
    assert(twice.logs.some((l) => l.event === 'notification_failed'));
  },
);

Deno.test('a store failure answers 500 and sends nothing', async () => {
  const { deps, store, sent } = fakeDeps();
  store.failInsert = true;
  const res = await handler(deps)(post(contact));
  assertEquals(res.status, 500);
  assertEquals((await res.json()).error, 'store_failed');
  assertEquals(sent.length, 0);
});

Deno.test('bad bodies: 400 with the schema messages per field', async () => {
  const { deps, store } = fakeDeps();
  const res = await handler(deps)(post({ ...contact, name: 'A', email: 'nope', propertyInfo: '' }));
  assertEquals(res.status, 400);
  const body = await res.json();
  assertEquals(body.error, 'validation_failed');
  assertEquals(body.fieldErrors, {
    name: ['Name must be at least 2 characters'],
    email: ['Invalid email address'],
    propertyInfo: ['Please tell us about your property'],
  });
  for (const bad of ['not json', '[1,2]', 'null', '"text"']) {
    const r = await handler(deps)(post(bad));
    assertEquals(r.status, 400, bad);
  }
  assertEquals(store.rows.length, 0);
});

Deno.test('over 32 KB: 413 by Content-Length and by the bytes actually sent', async () => {
  const { deps, store } = fakeDeps();
  const big = { ...contact, propertyInfo: 'x'.repeat(MAX_BODY_BYTES) };
  const res = await handler(deps)(post(big));
  assertEquals(res.status, 413);
  // A chunked body with no Content-Length is cut off while reading.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(1024).fill(32));
      controller.close();
    },
  });
  const chunked = new Request('http://fn/', { method: 'POST', body: stream });
  assertEquals(chunked.headers.get('content-length'), null);
  assertEquals((await handler(deps)(chunked)).status, 413);
  // A lying Content-Length does not help either.
  const lying = await readBodyCapped(
    new Request('http://fn/', {
      method: 'POST',
      headers: { 'content-length': '10' },
      body: 'y'.repeat(MAX_BODY_BYTES + 1),
    }),
    MAX_BODY_BYTES,
  );
  assertEquals(lying.ok, false);
  const fits = await readBodyCapped(post({ ok: 'é' }), MAX_BODY_BYTES);
  assertEquals(fits, { ok: true, text: '{"ok":"é"}' });
  assertEquals(store.rows.length, 0);
});

Deno.test('a filled honeypot answers success and stores and sends nothing', async () => {
  const { deps, store, sent } = fakeDeps();
  const res = await handler(deps)(post({ ...contact, company_website: 'http://spam.example' }));
  assertEquals(res.status, 200);
  assertEquals(await res.json(), { success: true });
  // Even an invalid body looks like success to a bot.
  const invalid = await handler(deps)(post({ company_website: 'x' }));
  assertEquals(invalid.status, 200);
  assertEquals(store.rows.length, 0);
  assertEquals(sent.length, 0);
  // An empty honeypot is a person.
  assertEquals((await handler(deps)(post({ ...contact, company_website: '' }))).status, 200);
  assertEquals(store.rows.length, 1);
});

Deno.test(
  'rate limit: a burst of 20 from one address gets 429s; another address passes',
  async () => {
    const { deps } = fakeDeps();
    const fn = handler(deps, new RateLimiter({ capacity: 10, refillPerMinute: 10 }));
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fn(post(contact, { 'x-forwarded-for': '198.51.100.7' }));
      statuses.push(res.status);
      await res.body?.cancel();
    }
    assertEquals(statuses.filter((s) => s === 200).length, 10);
    assertEquals(statuses.filter((s) => s === 429).length, 10);
    const limited = await fn(post(contact, { 'x-forwarded-for': '198.51.100.7' }));
    assertEquals(limited.status, 429);
    assert(Number(limited.headers.get('retry-after')) >= 1);
    assertEquals(limited.headers.get('access-control-allow-origin'), '*');
    const other = await fn(post(contact, { 'x-forwarded-for': '198.51.100.8, 10.0.0.1' }));
    assertEquals(other.status, 200);
    // Without the header the connection address is the key.
    const direct = await fn(post(contact), { remoteAddr: { hostname: '192.0.2.1' } });
    assertEquals(direct.status, 200);
  },
);
