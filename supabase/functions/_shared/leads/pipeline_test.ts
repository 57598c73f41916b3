/** The pipeline's order and outcomes with an in-memory store and mailer (no backend). */
import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import type { LeadRowInsert, Listing } from './registry.ts';
import {
  leadHandler,
  sendDueLeadMail,
  type LeadDeps,
  type LeadMailFields,
  type LeadStore,
  type LeadWithMail,
} from './pipeline.ts';
import { MemoryLeadOutbox } from '../../../../tests/support/deno/outbox-fake.ts';
import type { MailMessage } from '../platform/mailer.ts';
import { hashAlertToken } from '../contract/alert-tokens.ts';
import {
  type LeadLimits,
  PER_CLIENT_LIMITS,
  SITE_WIDE_CLIENT,
  SITE_WIDE_LIMITS,
} from '../platform/rate-limit.ts';

class MemoryStore implements LeadStore {
  rows: (LeadWithMail & Pick<LeadMailFields, 'notification_error'>)[] = [];
  /** Storing a lead queues its owed mails here, as the database's trigger does. */
  outbox = new MemoryLeadOutbox();
  quota = new Map<string, number>();
  confirmationsLeft = 99;
  events: string[] = [];
  issuePrivacyVerifyToken?: (leadId: string, tokenHash: string) => Promise<boolean>;
  takeQuota(client: string, _limits?: LeadLimits): Promise<number> {
    const left = this.quota.get(client) ?? 2;
    this.quota.set(client, left - 1);
    return Promise.resolve(left > 0 ? 0 : 360);
  }
  takeConfirmationQuota(): Promise<boolean> {
    this.confirmationsLeft -= 1;
    return Promise.resolve(this.confirmationsLeft >= 0);
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
  findByKey(key: string): Promise<LeadWithMail | null> {
    return Promise.resolve(this.rows.find((r) => r.idempotency_key === key) ?? null);
  }
  insert(row: LeadRowInsert, mail: LeadMailFields): Promise<LeadWithMail | null> {
    this.events.push('insert');
    const stored = {
      status: 'new',
      property_id: null,
      property_title: null,
      requested_date: null,
      requested_time: null,
      consent_version: null,
      consent_at: null,
      text_consent: false,
      privacy_request_type: null,
      alert_filters: null,
      plan: null,
      locale: 'en' as const,
      ...row,
      ...mail,
      id: crypto.randomUUID(),
      created_at: '2025-07-01T17:05:00Z',
    };
    this.rows.push(stored);
    this.outbox.queue(stored);
    return Promise.resolve(stored);
  }
  lead(id: string): Promise<LeadWithMail | null> {
    return Promise.resolve(this.rows.find((r) => r.id === id) ?? null);
  }
}

function setup(failures = 0, gate: Promise<void> = Promise.resolve()) {
  const store = new MemoryStore();
  const sent: MailMessage[] = [];
  const deferred: Promise<unknown>[] = [];
  let toFail = failures;
  const deps: LeadDeps = {
    store,
    outbox: store.outbox,
    send: async (message) => {
      await gate;
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
    defer: (task) => {
      deferred.push(task);
    },
  };
  const settled = () => Promise.all(deferred);
  return { store, sent, deps, settled, handler: leadHandler({ name: 'test', deps: () => deps }) };
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

Deno.test('stores first, answers, then mails the office and the requester', async () => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const { store, sent, settled, handler } = setup(0, gate);
  // The mailer hangs until the gate opens: the visitor's answer must not wait for it.
  const res = await handler(post(portal('a@example.com')));
  assertEquals(res.status, 200);
  assertEquals(await res.json(), { success: true, notification: 'pending' });
  assertEquals(store.rows.length, 1);
  assertEquals(sent.length, 0);
  open();
  await settled();
  assertEquals(store.events, ['insert', 'send', 'send']);
  assertEquals(
    sent.map((m) => m.to),
    ['office@example.com', 'a@example.com'],
  );
  assertEquals(store.outbox.summary(store.rows[0]!.id), {
    pending: [],
    status: 'sent',
    errors: null,
  });
});

Deno.test('each failed mail is retried once; what still failed stays owed on the row', async () => {
  const once = setup(1);
  await once.handler(post(portal('b@example.com')));
  await once.settled();
  assertEquals(once.store.events, ['insert', 'send', 'send', 'send']);
  assertEquals(once.store.outbox.summary(once.store.rows[0]!.id).status, 'sent');
  const down = setup(10);
  const failed = await down.handler(post(portal('c@example.com')));
  assertEquals(await failed.json(), { success: true, notification: 'pending' });
  await down.settled();
  assertEquals(down.store.rows.length, 1);
  const state = down.store.outbox.summary(down.store.rows[0]!.id);
  assertEquals(state.status, 'failed');
  assertEquals(state.pending, ['office', 'confirmation']);
  assert(state.errors!.includes('office notification: SMTP down'));
});

Deno.test('a retried submission with the same key stores one row and mails once', async () => {
  const { store, sent, settled, handler } = setup();
  const key = crypto.randomUUID();
  const body = { ...portal('k@example.com'), idempotencyKey: key };
  assertEquals((await handler(post(body))).status, 200);
  assertEquals((await handler(post(body))).status, 200);
  await settled();
  assertEquals(store.rows.length, 1);
  assertEquals(sent.length, 2);
  assertEquals((await handler(post({ ...body, idempotencyKey: 'not-a-uuid' }))).status, 400);
});

Deno.test('over the confirmation cap: the lead is kept, only the office is mailed', async () => {
  const { store, sent, settled, handler } = setup();
  store.confirmationsLeft = 0;
  assertEquals((await handler(post(portal('victim@example.com')))).status, 200);
  await settled();
  // Only the office's mail was queued; the note stays on the lead.
  assertEquals(store.rows[0]!.mail_pending, ['office']);
  assertEquals(
    store.outbox.queued.map((q) => q.kind),
    ['lead_office'],
  );
  assertEquals(
    sent.map((m) => m.to),
    ['office@example.com'],
  );
  assert(store.rows[0]!.notification_error!.includes('confirmation held back'));
});

Deno.test('the sender sends only what a stored lead still owes', async () => {
  const { store, sent, deps } = setup();
  const row = (await store.insert(
    {
      source: 'owner_portal',
      full_name: 'Owner Portal page: get started',
      email: 'r@example.com',
      phone: '',
      property_address: '',
      property_type: '',
      units_owned: '',
      has_current_manager: false,
      biggest_frustration: '',
      preferred_contact: 'email',
      best_time: '',
    },
    { idempotency_key: null, mail_pending: ['confirmation'], notification_error: null },
  ))!;
  assertEquals(await sendDueLeadMail('test', deps), 1);
  assertEquals(
    sent.map((m) => m.to),
    ['r@example.com'],
  );
  assertEquals(store.outbox.summary(row.id), { pending: [], status: 'sent', errors: null });
});

Deno.test("a visitor's own mail goes first, whatever backlog is due before it", async () => {
  const { store, sent, settled, handler } = setup();
  // Six older leads still owe their mail (more than one claim of the request's sender takes).
  for (let i = 0; i < 6; i += 1) {
    store.outbox.queue({ id: `old-${i}`, mail_pending: ['office', 'confirmation'] });
  }
  const res = await handler(post(portal('first@example.com')));
  assertEquals(res.status, 200);
  await settled();
  const id = store.rows[0]!.id;
  assertEquals(store.outbox.summary(id), { pending: [], status: 'sent', errors: null });
  assertEquals(
    sent.slice(0, 2).map((m) => m.to),
    ['office@example.com', 'first@example.com'],
  );
});

Deno.test("a confirmation repeats none of the visitor's free text", async () => {
  const { sent, settled, handler } = setup();
  const res = await handler(
    post({
      source: 'contact',
      values: {
        name: 'Visit http://phish.example/login now',
        email: 'someone@example.com',
        phone: '(909) 555-0199',
        propertyInfo: 'Click http://phish.example/login to claim',
      },
    }),
  );
  assertEquals(res.status, 200);
  await settled();
  const confirmation = sent.find((m) => m.to === 'someone@example.com')!;
  for (const part of [confirmation.subject, confirmation.html, confirmation.text]) {
    assert(!part.includes('phish.example'), part);
  }
  const office = sent.find((m) => m.to === 'office@example.com')!;
  assert(office.text.includes('phish.example'));
});

Deno.test(
  "a privacy request's confirmation carries a fresh verification link and none of its text",
  async () => {
    const { store, sent, settled, handler } = setup();
    const issued: Array<[string, string]> = [];
    store.issuePrivacyVerifyToken = (id, hash) => {
      issued.push([id, hash]);
      return Promise.resolve(true);
    };
    const res = await handler(
      post({
        source: 'privacy_request',
        values: {
          fullName: 'Visit http://phish.example/login',
          email: 'someone@example.com',
          phone: '',
          requestType: 'delete',
          details: 'Wire money to http://phish.example/pay today',
        },
      }),
    );
    assertEquals(res.status, 200);
    await settled();
    const confirmation = sent.find((m) => m.to === 'someone@example.com')!;
    for (const part of [confirmation.subject, confirmation.html, confirmation.text]) {
      assert(!part.includes('phish.example'), part);
      assert(!part.includes('Wire money'), part);
    }
    assertEquals(issued.length, 1);
    assertEquals(issued[0]![0], store.rows[0]!.id);
    assert(/^[0-9a-f]{64}$/.test(issued[0]![1]));
    const link = /https:\/\/summit\.example\/privacy\?verify=([A-Za-z0-9_-]{43})/.exec(
      confirmation.text,
    );
    assert(link !== null, confirmation.text);
    assertEquals(await hashAlertToken(link[1]!), issued[0]![1]);
    assert(confirmation.subject.includes('Confirm your privacy request'));
    // The office still sees what was sent.
    const office = sent.find((m) => m.to === 'office@example.com')!;
    assert(office.text.includes('Wire money'));
  },
);

Deno.test('no verification token can be issued (verified meanwhile): no confirmation', async () => {
  const { store, sent, settled, handler } = setup();
  store.issuePrivacyVerifyToken = () => Promise.resolve(false);
  await handler(
    post({
      source: 'privacy_request',
      values: {
        fullName: 'Pat',
        email: 'p@example.com',
        phone: '',
        requestType: 'know',
        details: '',
      },
    }),
  );
  await settled();
  assertEquals(
    sent.map((m) => m.to),
    ['office@example.com'],
  );
});

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

Deno.test(
  'with the human check on, a submission without a valid token stores nothing',
  async () => {
    const server = Deno.serve(
      { hostname: '127.0.0.1', port: 0, onListen: () => {} },
      async (req) => {
        const form = await req.formData();
        return Response.json({ success: form.get('response') === 'human' });
      },
    );
    try {
      const { store, deps } = setup();
      deps.challenge = {
        secret: 's',
        verifyUrl: `http://127.0.0.1:${server.addr.port}/`,
        timeoutMs: 3000,
      };
      const handler = leadHandler({ name: 'test', deps: () => deps });
      const refused = await handler(
        post({ ...portal('bot@example.com'), challengeToken: 'robot' }),
      );
      assertEquals(refused.status, 400);
      assertEquals((await refused.json()).error, 'challenge_failed');
      assertEquals(store.rows.length, 0);
      const ok = await handler(post({ ...portal('human@example.com'), challengeToken: 'human' }));
      assertEquals(ok.status, 200);
      assertEquals(store.rows.length, 1);
    } finally {
      await server.shutdown();
    }
  },
);

/** Buckets sized by the limits the pipeline passes, as take_lead_quota() sizes them. */
class BucketStore extends MemoryStore {
  taken: string[] = [];
  override takeQuota(client: string, limits?: LeadLimits): Promise<number> {
    this.taken.push(client);
    const left = this.quota.get(client) ?? limits!.capacity;
    this.quota.set(client, left - 1);
    return Promise.resolve(left > 0 ? 0 : 360);
  }
}

Deno.test(
  'without a client address the 11th distinct visitor is not refused; the site-wide ceiling is',
  async () => {
    const { deps } = setup();
    const store = new BucketStore();
    const events: Record<string, unknown>[] = [];
    const handler = leadHandler({
      name: 'test',
      deps: () => ({ ...deps, store, log: (e) => events.push(e) }),
    });
    const noAddress = (email: string) =>
      new Request('http://x/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(portal(email)),
      });
    for (let i = 1; i <= PER_CLIENT_LIMITS.capacity + 1; i++) {
      const res = await handler(noAddress(`visitor${i}@example.com`));
      assertEquals(res.status, 200, `visitor ${i}`);
    }
    assertEquals(store.rows.length, 11);
    assert(store.taken.every((k) => k === SITE_WIDE_CLIENT));
    const warning = events.find((e) => e.event === 'client_address_missing');
    assertEquals(warning?.level, 'warning');
    // The rest of the ceiling, then one more: refused.
    for (let i = 12; i <= SITE_WIDE_LIMITS.capacity; i++) {
      assertEquals((await handler(noAddress(`visitor${i}@example.com`))).status, 200);
    }
    const over = await handler(noAddress('one-too-many@example.com'));
    assertEquals(over.status, 429);
    assertEquals(store.rows.length, SITE_WIDE_LIMITS.capacity);
  },
);

Deno.test('a forged x-forwarded-for per request still meets the site-wide ceiling', async () => {
  const { deps } = setup();
  const store = new BucketStore();
  const handler = leadHandler({ name: 'test', deps: () => ({ ...deps, store }) });
  let refused = 0;
  for (let i = 0; i < SITE_WIDE_LIMITS.capacity + 5; i++) {
    const res = await handler(
      new Request('http://x/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify(portal(`f${i}@example.com`)),
      }),
    );
    if (res.status === 429) refused += 1;
  }
  assertEquals(store.rows.length, SITE_WIDE_LIMITS.capacity);
  assertEquals(refused, 5);
});

Deno.test("answers in the form's language: Spanish field messages with locale es", async () => {
  const { store, handler } = setup();
  const spanish = await handler(post({ ...portal('not-an-email'), locale: 'es' }));
  assertEquals(spanish.status, 400);
  assertEquals(await spanish.json(), {
    error: 'validation_failed',
    message: 'Revise los campos marcados e intente de nuevo.',
    fieldErrors: { email: ['El correo electrónico no es válido'] },
  });
  // No locale (or an unknown one) answers in English, as before.
  for (const locale of [undefined, 'fr']) {
    const english = await handler(post({ ...portal('not-an-email'), locale }));
    assertEquals((await english.json()).fieldErrors, { email: ['Invalid email address'] });
  }
  // Valid values are accepted whatever the language.
  assertEquals((await handler(post({ ...portal('es@example.com'), locale: 'es' }))).status, 200);
  assertEquals(store.rows.length, 1);
});

Deno.test('a Spanish showing of a gone listing and the rate limit answer in Spanish', async () => {
  const { handler } = setup();
  const gone = await handler(
    post({
      source: 'property_showing',
      locale: 'es',
      values: {
        fullName: 'Dana W',
        email: 'dana@example.com',
        phone: '(909) 555-0199',
        preferredContact: 'email',
        bestTime: 'evening',
        preferredDate: '',
        message: '',
        propertyId: crypto.randomUUID(),
      },
    }),
  );
  assertEquals((await gone.json()).fieldErrors, {
    propertyId: ['Esta propiedad ya no está disponible'],
  });
  await handler(post({ ...portal('f1@example.com'), locale: 'es' }));
  await handler(post({ ...portal('f2@example.com'), locale: 'es' }));
  const limited = await handler(post({ ...portal('f3@example.com'), locale: 'es' }));
  assertEquals(limited.status, 429);
  assertEquals(
    (await limited.json()).message,
    'Demasiadas solicitudes desde su red. Intente más tarde, o llámenos o escríbanos.',
  );
});
