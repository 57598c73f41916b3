/**
 * The one lead pipeline on real Deno through /functions/v1 and supabase-js: every source stored
 * and mailed (office and requester, read back from the mail catcher), the thin entry points, bad
 * input, the honeypot, browsers refused at the table, and the database-kept rate limit that a
 * forged x-forwarded-for or cf-connecting-ip cannot reset.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { licenceLine } from '../../supabase/functions/_shared/contract/company.ts';
import { leadSources } from '../../supabase/functions/_shared/contract/lead-options.ts';
import {
  functionsUrl,
  serviceClient,
  signUpUser,
  testEnv,
  uniqueEmail,
} from '../support/backend.ts';
import { waitForEmail, type CaughtEmail } from '../support/mailcatcher.ts';
import {
  clientFrom,
  dialogLead,
  fetchFrom,
  ownerPortalValues,
  sendLead,
  uniqueAddress,
  valuesOf,
  waitForLead,
} from './leads-shared.ts';

const NOTIFY_EMAIL = process.env.NOTIFY_EMAIL || 'leads@summitflatfeepm.com';
let listing: { id: string; title: string };

async function leadsByEmail(email: string) {
  const { data, error } = await serviceClient().from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

/** The answer's status and JSON body (supabase-js keeps a refused answer in error.context). */
async function outcome(result: { data: unknown; error: unknown }) {
  const response = (result.error as { context?: Response } | null)?.context;
  if (!response) return { status: 200, body: result.data as Record<string, unknown> };
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const to = (address: string) => (e: CaughtEmail) => e.to.some((t) => t.address === address);

/** Taps the hold's "Confirm appointment" link, as its visitor does. */
async function confirmFrom(mail: CaughtEmail): Promise<void> {
  const token = /Confirm appointment: \S+\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  expect(token).toBeTruthy();
  const res = await fetch(functionsUrl('bookings'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: testEnv().anonKey },
    body: JSON.stringify({ action: 'confirm', token }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  expect(testEnv().mailUrl).not.toBe('');
  const { data } = await serviceClient()
    .from('properties')
    .select('id, title')
    .eq('status', 'active')
    .limit(1)
    .single();
  listing = data as { id: string; title: string };
});

describe('every source through submit-lead', () => {
  it.each(leadSources)(
    '%s: stored first, then office and requester emailed, outcome recorded',
    async (source) => {
      const email = uniqueEmail(`pipe-${source.replace('_', '-')}`);
      const result = await outcome(
        await sendLead(clientFrom(), source, valuesOf(source, email, listing.id)),
      );
      // The answer comes once the row is stored; the mail follows.
      expect(result).toEqual({ status: 200, body: { success: true, notification: 'pending' } });
      await waitForLead(serviceClient(), email, (row) => row.notification_status === 'sent');

      const rows = await leadsByEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        source,
        status: source === 'consultation' ? 'consultation_scheduled' : 'new',
        notification_status: 'sent',
        mail_pending: [],
      });
      if (source === 'property_showing') {
        // The listing's own title, looked up by the server.
        expect(rows[0]).toMatchObject({ property_id: listing.id, property_title: listing.title });
      }
      if (source === 'consultation') expect(rows[0]!.requested_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const confirmation = await waitForEmail(to(email));
      // A booked consultation is held: the office hears of it once its visitor confirms.
      const booked = source === 'consultation';
      if (booked) await confirmFrom(confirmation);
      const office = await waitForEmail(
        (e) => to(NOTIFY_EMAIL)(e) && (e.text ?? '').includes(email),
      );
      for (const mail of [office, confirmation]) {
        expect(mail.text).toContain(licenceLine);
        expect(mail.html).toContain('Responsible broker');
      }
      if (source === 'property_showing') {
        expect(office.subject).toContain(listing.title);
        expect(office.text).toContain(`/properties/${listing.id}`);
        expect(office.text).toMatch(/Requested time: \w+day, /);
      }
      if (!booked) expect(office.text).toMatch(/Received: .* (AM|PM) Pacific/);
    },
  );

  it('the status history starts with new, written by the trigger', async () => {
    const email = uniqueEmail('pipe-history');
    await sendLead(clientFrom(), 'owner_portal', ownerPortalValues(email));
    const [lead] = await leadsByEmail(email);
    const { data } = await serviceClient()
      .from('lead_status_history')
      .select('from_status, to_status, changed_by')
      .eq('lead_id', lead!.id);
    expect(data).toEqual([{ from_status: null, to_status: 'new', changed_by: null }]);
  });
});

describe('the plan chosen on the pricing page', () => {
  it('is stored and told to the office; an unknown plan is refused by the function and the table', async () => {
    const email = uniqueEmail('pipe-plan');
    const sent = await outcome(
      await sendLead(clientFrom(), 'lead_dialog', { ...dialogLead(email), plan: 'standard' }),
    );
    expect(sent.status).toBe(200);
    const row = await waitForLead(serviceClient(), email, (r) => r.notification_status === 'sent');
    expect(row.plan).toBe('standard');
    const office = await waitForEmail((e) => to(NOTIFY_EMAIL)(e) && (e.text ?? '').includes(email));
    expect(office.text).toContain('Plan: Standard');

    const refused = await outcome(
      await sendLead(clientFrom(), 'lead_dialog', {
        ...dialogLead(uniqueEmail('pipe-plan-bad')),
        plan: 'gold',
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { plan: ['Please choose a plan from the list'] } },
    });

    // The table's own check: only the plans' ids, and only on a Get Started lead.
    const service = serviceClient();
    const gold = await service.from('leads').update({ plan: 'gold' }).eq('id', row.id);
    expect(gold.error?.message).toMatch(/leads_plan_allowed/);
    const contactEmail = uniqueEmail('pipe-plan-contact');
    await sendLead(clientFrom(), 'contact', valuesOf('contact', contactEmail, ''));
    const contact = await waitForLead(service, contactEmail, () => true);
    expect(contact.plan).toBeNull();
    const onContact = await service.from('leads').update({ plan: 'plus' }).eq('id', contact.id);
    expect(onContact.error?.message).toMatch(/leads_plan_allowed/);
  });
});

describe('the thin entry points share the path', () => {
  it('send-demo-request takes consultations only, send-lead-notification the dialog only', async () => {
    const client = clientFrom();
    const email = uniqueEmail('pipe-thin');
    expect(
      (
        await outcome(
          await sendLead(
            client,
            'consultation',
            valuesOf('consultation', email, ''),
            'send-demo-request',
          ),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await outcome(
          await sendLead(client, 'lead_dialog', dialogLead(email), 'send-lead-notification'),
        )
      ).status,
    ).toBe(200);
    const refused = await outcome(
      await sendLead(client, 'contact', valuesOf('contact', email, ''), 'send-demo-request'),
    );
    expect(refused).toMatchObject({ status: 400, body: { error: 'unknown_source' } });
    expect((await leadsByEmail(email)).map((r) => r.source).sort()).toEqual([
      'consultation',
      'lead_dialog',
    ]);
  });
});

describe('bad input', () => {
  it('answers with the form messages, unknown sources and gone listings; nothing stored', async () => {
    const client = clientFrom();
    const email = uniqueEmail('pipe-bad');
    const invalid = await outcome(
      await sendLead(client, 'contact', { ...valuesOf('contact', email, ''), phone: '12' }),
    );
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: 'validation_failed',
        fieldErrors: { phone: ['Phone number must be at least 10 digits'] },
      },
    });
    const unknown = await outcome(await sendLead(client, 'newsletter' as never, { email }));
    expect(unknown).toMatchObject({ status: 400, body: { error: 'unknown_source' } });
    const gone = await outcome(
      await sendLead(
        client,
        'property_showing',
        valuesOf('property_showing', email, crypto.randomUUID()),
      ),
    );
    expect(gone).toMatchObject({
      status: 400,
      body: { fieldErrors: { propertyId: ['This listing is no longer available'] } },
    });
    expect(await leadsByEmail(email)).toEqual([]);
  });

  it('a filled honeypot gets success and stores nothing', async () => {
    const email = uniqueEmail('pipe-bot');
    const result = await outcome(
      await sendLead(clientFrom(), 'lead_dialog', {
        ...dialogLead(email),
        company_website: 'http://spam.example',
      }),
    );
    expect(result).toEqual({ status: 200, body: { success: true } });
    expect(await leadsByEmail(email)).toEqual([]);
  });

  it('only POST (and the preflight); oversize bodies are refused', async () => {
    const { anonKey } = testEnv();
    const call = fetchFrom(uniqueAddress());
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    expect((await call(functionsUrl('submit-lead'), { method: 'GET', headers })).status).toBe(405);
    expect((await call(functionsUrl('submit-lead'), { method: 'OPTIONS', headers })).status).toBe(
      204,
    );
    const big = await call(functionsUrl('submit-lead'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'contact', values: { name: 'x'.repeat(40_000) } }),
    });
    expect(big.status).toBe(413);
  });
});

describe('browsers cannot write leads directly', () => {
  it('anon and a signed-in non-admin are refused at the table', async () => {
    const email = uniqueEmail('pipe-direct');
    const row = {
      source: 'owner_portal',
      full_name: 'Owner Portal page: get started',
      email,
      phone: '',
      property_address: '',
      property_type: '',
      units_owned: '',
      biggest_frustration: '',
      preferred_contact: 'email',
      best_time: 'morning',
    };
    const anon = await clientFrom().from('leads').insert(row);
    expect(anon.error?.code).toBe('42501');
    const { client: user } = await signUpUser();
    const signedIn = await user.from('leads').insert(row);
    expect(signedIn.error?.code).toBe('42501');
    expect(await leadsByEmail(email)).toEqual([]);
  });
});

describe('the rate limit (kept by the database, keyed by the connection address)', () => {
  it('10 submissions from one address, then 429, whatever forwarding headers it forges', async () => {
    const address = uniqueAddress();
    const client = clientFrom(address);
    const emails: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const email = uniqueEmail('pipe-limit');
      emails.push(email);
      const forged = `203.0.113.${i + 1}`;
      const result = await outcome(
        await sendLead(client, 'owner_portal', ownerPortalValues(email), 'submit-lead', {
          'x-forwarded-for': forged,
          'cf-connecting-ip': forged,
          'x-real-ip': forged,
        }),
      );
      statuses.push(result.status);
      if (result.status === 429) expect(result.body.error).toBe('rate_limited');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    let stored = 0;
    for (const email of emails) stored += (await leadsByEmail(email)).length;
    expect(stored).toBe(10);

    // Another visitor's single submission still succeeds.
    const other = await outcome(
      await sendLead(clientFrom(), 'owner_portal', ownerPortalValues(uniqueEmail('pipe-other'))),
    );
    expect(other.status).toBe(200);
  });
});
