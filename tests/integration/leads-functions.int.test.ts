/**
 * The three lead functions on real Deno through /functions/v1: good paths with the emails read
 * back from the mail catcher, bad and oversize bodies, the honeypot, the rate limit, the
 * preflight and other methods.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  functionsUrl,
  serviceClient,
  testEnv,
  uniqueEmail,
} from '../helpers/backend.ts';
import { listEmails, waitForEmail, type CaughtEmail } from '../helpers/mailcatcher.ts';
import {
  bookableDate,
  contactBody,
  demoBody,
  dialogLead,
  isoOf,
  uniqueAddress,
} from './leads-shared.ts';

const FUNCTIONS = ['send-lead-notification', 'send-demo-request', 'submit-lead'] as const;
const NOTIFY_EMAIL = process.env.NOTIFY_EMAIL || 'leads@summitflatfeepm.com';

/** POST through supabase-js, as the app does, from a client address of the test's own. */
async function invoke(name: string, body: unknown, address = uniqueAddress()) {
  const { data, error } = await anonClient().functions.invoke(name, {
    body: body as Record<string, unknown>,
    headers: { 'x-forwarded-for': address },
  });
  const response = (error as { context?: Response } | null)?.context;
  return {
    data,
    status: response?.status ?? 200,
    errorBody: response ? ((await response.json()) as Record<string, unknown>) : undefined,
  };
}

/** A raw request to a function with the anon key (for methods, sizes and headers). */
function raw(name: string, init: RequestInit & { address?: string } = {}) {
  const { anonKey } = testEnv();
  const headers = new Headers(init.headers);
  headers.set('apikey', anonKey);
  headers.set('authorization', `Bearer ${anonKey}`);
  headers.set('x-forwarded-for', init.address ?? uniqueAddress());
  return fetch(functionsUrl(name), { ...init, headers });
}

async function leadsByEmail(email: string) {
  const { data, error } = await serviceClient()
    .from('leads')
    .select('*')
    .eq('email', email)
    .order('created_at', { ascending: true });
  expect(error).toBeNull();
  return data ?? [];
}

const to = (address: string) => (e: CaughtEmail) => e.to.some((t) => t.address === address);

beforeAll(() => {
  expect(testEnv().mailUrl).not.toBe('');
});

describe('send-lead-notification', () => {
  it('emails every field to the company and an acknowledgement to the lead; no second row', async () => {
    const email = uniqueEmail('dialog');
    const lead = dialogLead(email);
    const id = crypto.randomUUID();
    // What the lead dialog does: an anon insert with return=minimal, then the function.
    const { error } = await anonClient().from('leads').insert({
      id,
      source: 'lead_dialog',
      full_name: lead.fullName,
      email,
      phone: lead.phone,
      property_address: lead.propertyAddress,
      property_type: lead.propertyType,
      units_owned: lead.unitsOwned,
      has_current_manager: true,
      biggest_frustration: lead.biggestFrustration,
      preferred_contact: lead.preferredContact,
      best_time: lead.bestTime,
    });
    expect(error).toBeNull();

    const result = await invoke('send-lead-notification', { ...lead, leadId: id });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ success: true, notification: 'sent' });

    const company = await waitForEmail(
      (e) => to(NOTIFY_EMAIL)(e) && (e.text ?? '').includes(email),
    );
    expect(company.subject).toBe('New lead: Maria Lopez (Single-family home)');
    for (const value of [
      'Maria Lopez',
      email,
      '(909) 555-0142',
      '1450 W Garvey Ave, West Covina 91790',
      'Single-family home',
      '2-5 units',
      'Has a current manager: Yes',
      'Phone call',
      'Afternoon (12pm-4pm)',
      'My manager takes 10% and <b>never</b> calls back.',
    ]) {
      expect(company.text).toContain(value);
    }
    // Typed markup arrives escaped in the HTML part.
    expect(company.html).toContain('&lt;b&gt;never&lt;/b&gt;');
    expect(company.html).not.toContain('<b>never</b>');
    expect(company.replyTo?.[0]?.address).toBe(email);

    const ack = await waitForEmail(to(email));
    expect(ack.subject).toMatch(/^We received your request/);
    expect(ack.text).toContain('within 24 hours');

    const rows = await leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, notification_status: 'sent', notification_error: null });
  });

  it('sends nothing for a lead that was never stored (404)', async () => {
    const email = uniqueEmail('ghost');
    const result = await invoke('send-lead-notification', dialogLead(email));
    expect(result.status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect((await listEmails()).some(to(email))).toBe(false);
  });
});

describe('send-demo-request', () => {
  it('stores the consultation, emails the company and confirms to the requester with the guide', async () => {
    const email = uniqueEmail('demo');
    const body = demoBody(email);
    const result = await invoke('send-demo-request', body);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ success: true, notification: 'sent' });

    const rows = await leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'consultation',
      full_name: 'Sam Nguyen',
      phone: '909-555-0142',
      requested_date: isoOf(body.date),
      requested_time: '10:00 AM',
      notification_status: 'sent',
    });

    const company = await waitForEmail(
      (e) => to(NOTIFY_EMAIL)(e) && (e.text ?? '').includes(email),
    );
    expect(company.subject).toBe(`Consultation request: Sam Nguyen, ${body.date} at 10:00 AM`);

    const confirmation = await waitForEmail(to(email));
    expect(confirmation.subject).toContain(body.date);
    expect(confirmation.text).toContain(`${body.date}`);
    expect(confirmation.text).toContain('10:00 AM');
    expect(confirmation.text).toContain('/guides/diy-landlord-mistakes.html');
    expect(confirmation.html).toMatch(
      /href="https?:\/\/[^"]+\/guides\/diy-landlord-mistakes\.html"/,
    );
    expect(confirmation.text).toMatch(/1\. Skipping thorough tenant screening/);
  });

  it('refuses weekends, unknown slots and a missing date with field errors', async () => {
    const email = uniqueEmail('demo-bad');
    const result = await invoke('send-demo-request', {
      ...demoBody(email),
      firstName: '  ',
      date: 'Saturday',
      time: '6:30 AM',
    });
    expect(result.status).toBe(400);
    expect(result.errorBody).toMatchObject({
      error: 'validation_failed',
      fieldErrors: {
        firstName: ['First name is required'],
        date: ['Please select a date'],
        time: ['Please select a time'],
      },
    });
    expect(await leadsByEmail(email)).toHaveLength(0);
    expect(bookableDate()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });
});

describe('submit-lead', () => {
  it('stores the contact lead with the service role and notifies the company', async () => {
    const email = uniqueEmail('contact');
    const result = await invoke('submit-lead', contactBody(email));
    expect(result.status).toBe(200);

    const rows = await leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'contact',
      full_name: 'Chris Park',
      property_address: 'Not provided - general inquiry',
      property_type: 'not specified',
      units_owned: 'not specified',
      has_current_manager: false,
      preferred_contact: 'email',
      best_time: 'anytime',
      notification_status: 'sent',
    });
    const company = await waitForEmail(
      (e) => to(NOTIFY_EMAIL)(e) && (e.text ?? '').includes(email),
    );
    expect(company.subject).toBe('Contact form: Chris Park');
    expect(company.text).toContain('A vacant three-bedroom house in Covina & a duplex in Pomona.');
    expect(company.html).toContain('Covina &amp; a duplex');
  });

  it('answers 400 with every field error for a bad body, and stores nothing', async () => {
    const email = uniqueEmail('contact-bad');
    const result = await invoke('submit-lead', {
      ...contactBody(email),
      full_name: 'C',
      phone: '555',
      biggest_frustration: 'short',
      has_current_manager: 'no',
    });
    expect(result.status).toBe(400);
    expect(result.errorBody?.fieldErrors).toEqual({
      full_name: ['Name must be at least 2 characters'],
      phone: ['Phone number must be at least 10 digits'],
      has_current_manager: ['Please select yes or no'],
      biggest_frustration: ['Please tell us about your property'],
    });
    expect(await leadsByEmail(email)).toHaveLength(0);
  });
});

describe.each(FUNCTIONS)('%s: the common gate', (name) => {
  it('answers the preflight with CORS headers', async () => {
    const res = await fetch(functionsUrl(name), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect([200, 204]).toContain(res.status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/apikey/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/);
  });

  it('answers 405 to other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await raw(name, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      await res.body?.cancel();
    }
  });

  it('answers 400 to something that is not JSON, and lists field errors for an empty object', async () => {
    const res = await raw(name, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oops"',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_json' });
    const empty = await invoke(name, {});
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.errorBody?.fieldErrors as object) ?? {}).length).toBeGreaterThan(3);
  });

  it('answers 413 over 32 KB', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(33 * 1024) });
    const res = await raw(name, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('reports success for a filled honeypot, and stores and sends nothing', async () => {
    const email = uniqueEmail(`bot-${name}`);
    const body =
      name === 'submit-lead'
        ? contactBody(email)
        : name === 'send-demo-request'
          ? demoBody(email)
          : dialogLead(email);
    const result = await invoke(name, { ...body, company_website: 'https://cheap-seo.example' });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(await leadsByEmail(email)).toHaveLength(0);
    expect((await listEmails()).some(to(email))).toBe(false);
  });

  it('rate-limits a burst of 20 from one address while another address still passes', async () => {
    const flooder = uniqueAddress();
    // Honeypot bodies pass the gate without storing or sending anything.
    const body = { company_website: 'spam' };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await raw(name, {
        method: 'POST',
        address: flooder,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await res.json()).toMatchObject({ error: 'rate_limited' });
      } else await res.body?.cancel();
    }
    // 10 in a burst per address (one more may trickle in if the burst is slow: 10 a minute).
    const passed = statuses.filter((s) => s === 200).length;
    expect(passed).toBeGreaterThanOrEqual(10);
    expect(passed).toBeLessThanOrEqual(11);
    expect(statuses.filter((s) => s === 429).length).toBe(20 - passed);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));

    const other = await raw(name, {
      method: 'POST',
      address: uniqueAddress(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(other.status).toBe(200);
    await other.body?.cancel();
  });
});
