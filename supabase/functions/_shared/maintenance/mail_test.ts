import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  FakeStore,
  fakeDeps,
  mailRow,
  owner,
  sampleContext,
  sampleEvent,
  tenant,
  TENANT_WORDS,
} from '../../../../tests/support/deno/maintenance-fake.ts';
import { entryNoticeFacts, ownerApprovalRule } from '../contract/maintenance.ts';
import {
  maintenanceMailTemplates,
  type MailInput,
  renderMaintenanceMail,
  sendDueMaintenanceMail,
  visitWindow,
} from './mail.ts';

const site = { siteUrl: 'https://site.example', companyName: 'Summit' };
const NOTICE =
  'NOTICE OF INTENT TO ENTER DWELLING UNIT (California Civil Code section 1954)\n\nTo: the tenants of 1520 N Garey Ave';

function render(template: MailInput['template'], input: Partial<MailInput> = {}) {
  return renderMaintenanceMail(
    {
      template,
      ctx: sampleContext(),
      event: sampleEvent(),
      recipient: tenant,
      actor: null,
      ...input,
    },
    site,
  );
}

Deno.test('every template renders; no subject holds the tenant’s words; HTML is escaped', () => {
  for (const template of maintenanceMailTemplates) {
    const mail = render(template, {
      event: sampleEvent({ body: 'Hello <i>there</i>', kind: 'message' }),
      linkUrl: 'https://site.example/x#t=abc',
    });
    assert(mail.subject.length > 10, template);
    for (const words of [TENANT_WORDS.location, TENANT_WORDS.description, 'Kitchen', 'Water']) {
      assert(!mail.subject.includes(words), `${template}: subject ${mail.subject}`);
    }
    assert(!mail.html.includes('<script>'), template);
    assert(!mail.html.includes('<b>sink'), template);
    assert(!mail.html.includes('<i>there'), template);
    assert(mail.text.includes('Summit'), `${template}: footer`);
  }
});

Deno.test('office_new: the request as filed, the tenant and the admin link', () => {
  const mail = render('office_new');
  assertEquals(mail.subject, 'New maintenance request: Plumbing at 1520 N Garey Ave, Unit A');
  assert(mail.text.includes(`What happened: ${TENANT_WORDS.description}`));
  assert(mail.text.includes('Jordan Avila, (909) 555-0183, tenant1@example.com'));
  assert(
    mail.text.includes(
      'https://site.example/admin/maintenance/11111111-1111-4111-8111-111111111111',
    ),
  );
  assert(mail.html.includes('Water &lt;script&gt;'));
});

Deno.test('on_call: urgent subject with the emergency, address and the tenant’s phone', () => {
  const mail = render('on_call', {
    ctx: sampleContext({ emergency: 'flooding', urgent: true }),
  });
  assertEquals(
    mail.subject,
    'EMERGENCY: Flooding or an active leak at 1520 N Garey Ave, Unit A, Pomona',
  );
  assert(mail.text.includes('Call them now at (909) 555-0183'));
  assert(mail.html.includes('href="tel:+19095550183"'));
  assert(mail.text.includes('1520 N Garey Ave, Unit A, Pomona, CA 91767'));
});

Deno.test('messages: the thread’s words in the body only', () => {
  const office = render('office_message', {
    event: sampleEvent({ kind: 'message', body: 'It is worse <now>' }),
    actor: tenant,
  });
  assertEquals(office.subject, 'Tenant message: Plumbing at 1520 N Garey Ave, Unit A');
  assert(office.text.includes('Jordan Avila wrote:\n\nIt is worse <now>'));
  assert(office.html.includes('It is worse &lt;now&gt;'));
  const toTenant = render('tenant_message', {
    event: sampleEvent({ kind: 'message', body: 'We ordered the part.' }),
  });
  assert(toTenant.text.includes('We ordered the part.'));
  assert(
    toTenant.text.includes(
      'https://site.example/portal/maintenance/11111111-1111-4111-8111-111111111111',
    ),
  );
});

Deno.test('office_approval and office_vendor say what happened', () => {
  const approved = render('office_approval', {
    ctx: sampleContext({ owner_approval: 'approved', owner_approval_note: 'Go ahead' }),
    event: sampleEvent({ kind: 'approval', body: 'Go ahead', details: { decision: 'approved' } }),
  });
  assertEquals(approved.subject, 'Owner approved: Plumbing at 1520 N Garey Ave, Unit A');
  assert(approved.text.includes('Owner’s note: Go ahead'));
  const declined = render('office_approval', {
    event: sampleEvent({ kind: 'approval', details: { decision: 'declined' } }),
  });
  assert(declined.subject.startsWith('Owner declined'));
  const done = render('office_vendor', {
    ctx: sampleContext({ actual_cost_cents: 23050, status: 'completed' }),
    event: sampleEvent({ kind: 'vendor_completed', body: 'Replaced the cartridge' }),
  });
  assert(done.subject.startsWith('Vendor completed the job'));
  assert(done.text.includes('Cost: $230.50'));
  assert(done.text.includes('Vendor’s note: Replaced the cartridge'));
  const confirmed = render('office_vendor', { event: sampleEvent({ kind: 'vendor_confirmed' }) });
  assert(confirmed.subject.startsWith('Vendor confirmed the visit'));
  assert(confirmed.text.includes('Wednesday, December 2, 2026, 9:00 AM to 11:00 AM'));
});

Deno.test('tenant mails: received, status (with a decline reason), visit', () => {
  const received = render('tenant_received', {
    ctx: sampleContext({ urgent: true, emergency: 'no_heat' }),
  });
  assertEquals(received.subject, 'We received your maintenance request: Plumbing');
  assert(received.text.includes('on-call team'));
  const declined = render('tenant_status', {
    event: sampleEvent({ kind: 'status', to_status: 'declined', body: 'Tenant-caused damage' }),
  });
  assertEquals(declined.subject, 'Your maintenance request: Declined');
  assert(declined.text.includes('Reason: Tenant-caused damage'));
  const visit = render('tenant_visit', { event: sampleEvent({ kind: 'scheduled' }) });
  assert(visit.text.includes('When: Wednesday, December 2, 2026, 9:00 AM to 11:00 AM'));
  assert(visit.text.includes('Who: Valley Plumbing & Rooter'));
  assert(visit.text.includes('written notice of entry follows'));
});

Deno.test('tenant_entry_notice: a notice stored before as text is mailed as written', () => {
  const mail = render('tenant_entry_notice', {
    event: sampleEvent({ kind: 'entry_notice', body: NOTICE }),
  });
  assertEquals(mail.subject, 'Notice of entry (Civil Code 1954): 1520 N Garey Ave, Unit A');
  assert(mail.text.includes(NOTICE));
  assert(mail.html.includes('NOTICE OF INTENT TO ENTER DWELLING UNIT'));
  assert(mail.text.includes('written notice of entry under California Civil Code section 1954'));
});

Deno.test(
  'owner mails: approval with the link and the limit, emergency says why, completed',
  () => {
    const approval = render('owner_approval', {
      recipient: owner,
      linkUrl: 'https://site.example/maintenance/approval#t=tok',
    });
    assertEquals(
      approval.subject,
      'Your approval needed: plumbing repair at 1520 N Garey Ave, Unit A, $800.00',
    );
    assert(
      approval.text.includes('Approve or decline: https://site.example/maintenance/approval#t=tok'),
    );
    assert(approval.text.includes('above your approval limit of $500.00'));
    assert(approval.text.includes('Hello Olivia Marsh,'));
    const emergency = render('owner_emergency', {
      recipient: owner,
      ctx: sampleContext({
        emergency: 'flooding',
        urgent: true,
        owner_approval: 'emergency_proceeded',
      }),
    });
    assert(emergency.text.includes('(flooding or an active leak)'));
    assert(emergency.text.includes(ownerApprovalRule));
    const completed = render('owner_completed', {
      recipient: owner,
      ctx: sampleContext({
        status: 'completed',
        actual_cost_cents: 42000,
        completed_at: '2026-12-02T19:00:00Z',
      }),
    });
    // Cents as everywhere else (the money formatter's rule), not whole dollars.
    assert(completed.text.includes('Cost: $420.00'));
  },
);

Deno.test('vendor_work_order: the tenant’s contact only when they shared it', () => {
  const hidden = render('vendor_work_order', {
    linkUrl: 'https://site.example/maintenance/work-order#t=tok',
  });
  assertEquals(hidden.subject, 'Work order: Plumbing at 1520 N Garey Ave, Unit A, Pomona');
  assert(!hidden.text.includes('(909) 555-0183'));
  assert(!hidden.text.includes('tenant1@example.com'));
  assert(hidden.text.includes('the tenant did not share their contact'));
  assert(hidden.text.includes('Access instructions: Lockbox 1234 by the side gate'));
  assert(hidden.text.includes('Photos: 1 photo on the work order page'));
  assert(
    hidden.text.includes('Open the work order: https://site.example/maintenance/work-order#t=tok'),
  );
  const shared = render('vendor_work_order', { ctx: sampleContext({ share_contact: true }) });
  assert(shared.text.includes('Tenant: Jordan Avila, (909) 555-0183, tenant1@example.com'));
  assertEquals(
    visitWindow('2026-12-02T17:00:00Z', '2026-12-02T19:00:00Z'),
    'Wednesday, December 2, 2026, 9:00 AM to 11:00 AM (Pacific time)',
  );
});

Deno.test(
  'the sender addresses office, on-call and people, and mints links before sending',
  async () => {
    const { deps, store, sent } = fakeDeps();
    store.mail = [
      mailRow('office_new'),
      mailRow('on_call'),
      mailRow('tenant_received'),
      mailRow('vendor_work_order'),
      mailRow('owner_approval'),
    ];
    assertEquals(await sendDueMaintenanceMail(deps), 5);
    assertEquals(
      sent.map((m) => m.to),
      [
        'office@example.com',
        'oncall@example.com',
        'tenant@example.com',
        'vendor@example.com',
        'owner@example.com',
      ],
    );
    assertEquals(sent[0]?.replyTo, undefined);
    assertEquals(sent[2]?.replyTo, 'office@example.com');
    assertEquals(store.calls, [
      'issueLink:vendor:{"vendorId":"v-1","personId":null}',
      'issueLink:owner_approval:{"vendorId":null,"personId":"p-owner"}:80000',
    ]);
    assert(/#t=[A-Za-z0-9_-]{43}$/.test(sent[3]!.text.match(/work-order#t=\S+/)?.[0] ?? ''));
    assertEquals(
      store.recorded.map((r) => r.status),
      ['sent', 'sent', 'sent', 'sent', 'sent'],
    );
  },
);

Deno.test('mail that no longer applies is skipped, not sent', async () => {
  const { deps, store, sent } = fakeDeps();
  store.ctx = sampleContext({ owner_approval: 'approved', vendor_id: 'v-other' });
  store.mail = [mailRow('owner_approval'), mailRow('vendor_work_order')];
  assertEquals(await sendDueMaintenanceMail(deps), 0);
  assertEquals(sent, []);
  assertEquals(store.recorded, [
    { id: 'm-owner_approval', status: 'skipped', error: 'the approval is no longer pending' },
    { id: 'm-vendor_work_order', status: 'skipped', error: 'another vendor has the job' },
  ]);
  // Rescheduled: the older visit's mails give way to the newer ones; called off: none go.
  const again = fakeDeps();
  again.store.latestScheduled = 'e-newer';
  again.store.mail = [mailRow('vendor_work_order'), mailRow('tenant_entry_notice')];
  await sendDueMaintenanceMail(again.deps);
  assertEquals(
    again.store.recorded.map((r) => r.error),
    ['a newer visit replaces it', 'a newer visit replaces it'],
  );
  const cancelled = fakeDeps();
  cancelled.store.ctx = sampleContext({ status: 'cancelled' });
  cancelled.store.mail = [mailRow('tenant_visit'), mailRow('tenant_status')];
  assertEquals(await sendDueMaintenanceMail(cancelled.deps), 1);
  assertEquals(cancelled.store.recorded[0], {
    id: 'm-tenant_visit',
    status: 'skipped',
    error: 'the visit no longer applies (the request is cancelled)',
  });
});

Deno.test(
  'a failed send is recorded failed (claimed again later); missing config claims nothing',
  async () => {
    const { deps, store } = fakeDeps();
    deps.send = () => Promise.reject(new Error('SMTP error: connection refused'));
    store.mail = [mailRow('office_new')];
    assertEquals(await sendDueMaintenanceMail(deps), 0);
    assertEquals(store.recorded, [
      { id: 'm-office_new', status: 'failed', error: 'SMTP error: connection refused' },
    ]);

    const unconfigured = fakeDeps(new FakeStore());
    unconfigured.deps.configProblems = ['MAIL_FROM is not set'];
    unconfigured.store.mail = [mailRow('office_new')];
    assertEquals(await sendDueMaintenanceMail(unconfigured.deps), 0);
    assertEquals(unconfigured.store.mail.length, 1);
    assertEquals(unconfigured.store.recorded, []);
  },
);

Deno.test('a message mail carries every message of its window, in one mail', async () => {
  const { deps, store, sent } = fakeDeps();
  const message = (id: string, at: string, body: string) =>
    sampleEvent({ id, kind: 'message', audience: 'tenant', created_at: at, body });
  store.events.set('e-m1', message('e-m1', '2026-11-30T17:06:00Z', 'The leak is back'));
  store.events.set('e-m2', message('e-m2', '2026-11-30T17:07:00Z', 'Now under the sink too'));
  store.mail = [mailRow('office_message', { event_id: 'e-m1' })];
  assertEquals(await sendDueMaintenanceMail(deps), 1);
  assertEquals(sent.length, 1);
  assert(sent[0]!.text.includes('The tenant wrote 2 messages:'), sent[0]!.text);
  assert(sent[0]!.text.includes('The leak is back'));
  assert(sent[0]!.text.includes('Now under the sink too'));
});

Deno.test('an approval mail for another amount than the one now asked is skipped', async () => {
  const { deps, store, sent } = fakeDeps();
  store.events.set(
    'e-ask',
    sampleEvent({ id: 'e-ask', kind: 'approval_requested', details: { cents: 90000 } }),
  );
  store.ctx = sampleContext({ approval_cents: 900000 });
  store.mail = [mailRow('owner_approval', { event_id: 'e-ask' })];
  assertEquals(await sendDueMaintenanceMail(deps), 0);
  assertEquals(sent, []);
  assertEquals(store.recorded[0]?.error, 'the owner is now asked for another amount');
});

Deno.test('the owner is asked about a final cost as such', () => {
  const mail = render('owner_approval', {
    recipient: owner,
    ctx: sampleContext({
      status: 'completed',
      cost_state: 'awaiting_owner',
      actual_cost_cents: 9_999_900,
      approval_cents: 9_999_900,
    }),
    linkUrl: 'https://site.example/maintenance/approval#t=tok',
  });
  assert(mail.subject.endsWith('$99,999.00'), mail.subject);
  assert(mail.text.includes('The final cost of this repair, $99,999.00,'), mail.text);
  assert(mail.text.includes('Final cost: $99,999.00'));
});

// The facts the history trigger stores (20261202070100_maintenance_words.sql): jsonb's text.
const VISIT = { ends_at: '2026-12-02T11:00:00-08:00', starts_at: '2026-12-02T09:00:00-08:00' };
const NOTICE_FACTS = {
  ...VISIT,
  address: '1520 N Garey Ave, Unit A, Pomona, CA 91767',
  category: 'other',
  location: 'Kitchen',
};
const spanishTenant = { ...tenant, locale: 'es' };
const spanishOwner = { ...owner, locale: 'es' };
/** English a Spanish maintenance mail must not carry (its English twin's words, law names). */
const ENGLISH =
  /\b(Hello|Monday|Tuesday|Wednesday|December|AM|PM|Pacific time|Civil Code|NOTICE|tenants of|repair|Other|otro en)\b/;

Deno.test('the notice of entry is written from its facts in the tenant’s language', () => {
  assertEquals(entryNoticeFacts({}), null);
  const event = sampleEvent({ kind: 'entry_notice', details: NOTICE_FACTS });
  const en = render('tenant_entry_notice', { event });
  assert(en.text.includes('NOTICE OF INTENT TO ENTER DWELLING UNIT'), en.text);
  assert(en.text.includes('To: the tenants of 1520 N Garey Ave, Unit A, Pomona, CA 91767'));
  assert(
    en.text.includes(
      'on Wednesday, December 2, 2026, 9:00 AM to 11:00 AM (Pacific time) for the following purpose: repair (Kitchen).',
    ),
    en.text,
  );
  const es = render('tenant_entry_notice', { event, recipient: spanishTenant });
  assertEquals(
    es.subject,
    'Aviso de entrada (Código Civil de California, sección 1954): 1520 N Garey Ave, Unit A',
  );
  assert(
    es.text.includes(
      'AVISO DE INTENCIÓN DE ENTRAR A LA VIVIENDA (Código Civil de California, sección 1954)',
    ),
    es.text,
  );
  assert(es.text.includes('Para: los inquilinos de 1520 N Garey Ave, Unit A, Pomona, CA 91767'));
  assert(
    es.text.includes(
      'el miércoles, 2 de diciembre de 2026, de 9:00 a.m. a 11:00 a.m. (hora del Pacífico) con este propósito: reparación (Kitchen).',
    ),
    es.text,
  );
  assert(!ENGLISH.test(es.subject + es.text.replace('Kitchen', '')), es.text);
});

Deno.test('Spanish visit mails give Spanish dates; the category "Otro" reads as a repair', () => {
  const ctx = sampleContext({ category: 'other' });
  const visit = render('tenant_visit', {
    ctx,
    event: sampleEvent({ kind: 'scheduled', details: VISIT }),
    recipient: spanishTenant,
  });
  assertEquals(visit.subject, 'Visita programada: reparación en 1520 N Garey Ave, Unit A');
  assert(
    visit.text.includes(
      'Cuándo: miércoles, 2 de diciembre de 2026, de 9:00 a.m. a 11:00 a.m. (hora del Pacífico)',
    ),
    visit.text,
  );
  assert(visit.html.includes('miércoles, 2 de diciembre de 2026'), 'the preheader too');
  const approval = render('owner_approval', { ctx, recipient: spanishOwner });
  assertEquals(
    approval.subject,
    'Necesitamos su aprobación: reparación en 1520 N Garey Ave, Unit A, $800.00',
  );
  const plumbing = render('owner_approval', { recipient: spanishOwner });
  assert(plumbing.subject.startsWith('Necesitamos su aprobación: reparación de plomería en'));
  for (const template of [
    'tenant_received',
    'tenant_status',
    'tenant_message',
    'owner_completed',
  ] as const) {
    const mail = render(template, { ctx, recipient: spanishTenant });
    assert(!/reparación de otro|de otro\b/i.test(mail.subject + mail.html), template);
  }
  for (const mail of [visit, approval]) {
    assert(!ENGLISH.test(mail.subject + mail.text), mail.text);
  }
  // An English tenant's visit reads the same facts in English.
  const en = render('tenant_visit', { event: sampleEvent({ kind: 'scheduled', details: VISIT }) });
  assert(en.text.includes('When: Wednesday, December 2, 2026, 9:00 AM to 11:00 AM (Pacific time)'));
});

Deno.test(
  'a Spanish owner’s approval link opens the page in Spanish; the vendor’s stays English',
  async () => {
    const { deps, store, sent } = fakeDeps();
    store.person = (id: string) =>
      Promise.resolve(id === owner.id ? { ...owner, locale: 'es' } : tenant);
    store.mail = [mailRow('owner_approval'), mailRow('vendor_work_order')];
    assertEquals(await sendDueMaintenanceMail(deps), 2);
    assert(/\/maintenance\/approval#t=[A-Za-z0-9_-]{43}&l=es\b/.test(sent[0]!.text), sent[0]!.text);
    assert(/\/maintenance\/work-order#t=[A-Za-z0-9_-]{43}\s/.test(sent[1]!.text), sent[1]!.text);
  },
);
