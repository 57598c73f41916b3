import { assert, assertEquals } from '../_shared/test-assert.ts';
import type { LeadRowInsert } from '../_shared/lead-schemas.ts';
import type { LeadDeps, LeadStore, NotificationStatus } from '../_shared/leads.ts';
import type { MailMessage } from '../_shared/mailer.ts';
import { createHandler } from './handler.ts';

const body = {
  fullName: 'Eve Landlord',
  email: 'eve@example.com',
  phone: '(909) 555-0100',
  propertyAddress: 'Pomona, 91766',
  propertyType: 'single-family',
  unitsOwned: '1',
  hasCurrentManager: 'no',
  biggestFrustration: 'Tenants pay late every month.',
  preferredContact: 'email',
  bestTime: 'morning',
};

function setup(pending: string | null) {
  const calls: string[] = [];
  const sent: MailMessage[] = [];
  const store: LeadStore = {
    insert(_row: LeadRowInsert) {
      calls.push('insert');
      return Promise.resolve('never');
    },
    setNotification(id: string, status: NotificationStatus) {
      calls.push(`record:${id}:${status}`);
      return Promise.resolve();
    },
    findPendingDialogLead(email: string, id?: string) {
      calls.push(`find:${email}:${id ?? ''}`);
      return Promise.resolve(pending);
    },
  };
  const deps: LeadDeps = {
    store,
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
    notifyEmail: 'leads@summit.example',
    companyName: 'Summit',
    siteUrl: 'https://summit.example',
    retryDelayMs: 1,
    log: () => {},
  };
  return { handler: createHandler({ deps: () => deps }), calls, sent };
}

const post = (b: unknown) => new Request('http://fn/', { method: 'POST', body: JSON.stringify(b) });

Deno.test('emails the company and the lead, records on the dialog row, never inserts', async () => {
  const id = crypto.randomUUID();
  const { handler, calls, sent } = setup(id);
  const res = await handler(post({ ...body, leadId: id }));
  assertEquals(res.status, 200);
  assertEquals(calls, [`find:eve@example.com:${id}`, `record:${id}:sent`]);
  assertEquals(
    sent.map((m) => m.to),
    ['leads@summit.example', 'eve@example.com'],
  );
  assertEquals(sent[0]?.replyTo, 'eve@example.com');
});

Deno.test('without a pending dialog row nothing is sent (404)', async () => {
  const { handler, calls, sent } = setup(null);
  const res = await handler(post(body));
  assertEquals(res.status, 404);
  assertEquals(calls, ['find:eve@example.com:']);
  assertEquals(sent.length, 0);
});

Deno.test('the camelCase body is validated with the dialog schema', async () => {
  const { handler } = setup('x');
  const res = await handler(post({ ...body, hasCurrentManager: 'maybe', leadId: 'not-a-uuid' }));
  assertEquals(res.status, 400);
  const json = await res.json();
  assertEquals(json.fieldErrors.hasCurrentManager, ['Please select yes or no']);
  assert(json.fieldErrors.leadId);
});
