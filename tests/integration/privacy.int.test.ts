/**
 * Privacy against the local backend through supabase-js: the retention job deletes
 * only what is due, consent is stored with its version and time (and text without it refused by
 * the function and the database), a privacy request is stored and mailed, and only an admin can
 * carry out a delete request, which removes that person's leads with their notes and records it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadMessages } from '../../supabase/functions/_shared/contract/lead-options.ts';
import {
  contactConsent,
  LEAD_RETENTION_MONTHS,
} from '../../supabase/functions/_shared/contract/privacy-options.ts';
import {
  adminClient,
  anonClient,
  functionsUrl,
  serviceClient,
  signUpUser,
  uniqueEmail,
} from '../support/backend.ts';
import { waitForEmail, type CaughtEmail } from '../support/mailcatcher.ts';
import { clientFrom, dialogLead, privacyRequestValues, sendLead } from './leads-shared.ts';

const NOTIFY_EMAIL = process.env.NOTIFY_EMAIL || 'leads@summitflatfeepm.com';

let admin: SupabaseClient;
let user: SupabaseClient;

beforeAll(async () => {
  admin = await adminClient();
  user = (await signUpUser()).client;
});

type LeadRow = Record<string, unknown> & { id: string };

/** The privacy-verify function's answer for a token (as the /privacy page POSTs it). */
async function verify(token: string): Promise<string> {
  const { data, error } = await anonClient().functions.invoke('privacy-verify', {
    body: { token },
  });
  if (error) throw error;
  return (data as { status: string }).status;
}

/** The verification token in the requester's confirmation mail. */
async function verificationToken(email: string): Promise<{ token: string; mail: CaughtEmail }> {
  const mail = await waitForEmail(
    (e) => e.to.some((t) => t.address === email) && /privacy request/.test(e.subject),
  );
  const match = /\/privacy\?verify=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no verification link in: ${mail.text}`);
  return { token: match[1], mail };
}

/** A lead stored as the pipeline stores one (service role), with optional overrides. */
async function newLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await serviceClient()
    .from('leads')
    .insert({
      source: 'contact',
      full_name: 'Rita Gomez',
      email: uniqueEmail('priv'),
      phone: '(626) 555-0111',
      property_address: 'Not provided - general inquiry',
      property_type: 'not specified',
      units_owned: 'not specified',
      biggest_frustration: 'Two duplexes in Pomona need a manager.',
      preferred_contact: 'email',
      best_time: 'anytime',
      ...overrides,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function existing(ids: string[]): Promise<string[]> {
  const { data, error } = await serviceClient().from('leads').select('id').in('id', ids);
  expect(error).toBeNull();
  return ((data ?? []) as LeadRow[]).map((r) => r.id).sort();
}

/** `months` months ago, moved by `days` days. */
function monthsAgo(months: number, days = 0): string {
  const d = new Date();
  d.setMonth(d.getMonth() - months);
  d.setDate(d.getDate() + days);
  return d.toISOString();
}

async function set(id: string, values: Record<string, unknown>) {
  const { error } = await serviceClient().from('leads').update(values).eq('id', id);
  expect(error).toBeNull();
}

/** A lead lost at `at` (the status first, then its time: the trigger stamps the change now). */
async function lostAt(at: string): Promise<string> {
  const id = await newLead();
  await set(id, { status: 'lost', lost_reason: 'Chose another manager' });
  await set(id, { status_changed_at: at });
  return id;
}

describe('retention: delete_expired_leads()', () => {
  it(`deletes leads lost or archived more than ${LEAD_RETENTION_MONTHS} months ago, nothing else`, async () => {
    const due = LEAD_RETENTION_MONTHS;
    const lostOld = await lostAt(monthsAgo(due, -1));
    const lostRecent = await lostAt(monthsAgo(due, 1));
    const archivedOld = await newLead();
    await set(archivedOld, { archived_at: monthsAgo(due, -1) });
    const archivedRecent = await newLead();
    await set(archivedRecent, { archived_at: monthsAgo(due, 1) });
    // Open or won leads stay however old they are.
    const openOld = await newLead();
    await set(openOld, { status_changed_at: monthsAgo(due + 12) });
    const wonOld = await newLead();
    await set(wonOld, { status: 'won' });
    await set(wonOld, { status_changed_at: monthsAgo(due + 12) });
    const { error: noteError } = await admin
      .from('lead_notes')
      .insert({ lead_id: archivedOld, body: 'Called twice, no answer.' });
    expect(noteError).toBeNull();

    const { data: deleted, error } = await serviceClient().rpc('delete_expired_leads');
    expect(error).toBeNull();
    expect(deleted).toBeGreaterThanOrEqual(2);

    expect(
      await existing([lostOld, lostRecent, archivedOld, archivedRecent, openOld, wonOld]),
    ).toEqual([lostRecent, archivedRecent, openOld, wonOld].sort());
    const { data: notes } = await serviceClient()
      .from('lead_notes')
      .select('id')
      .eq('lead_id', archivedOld);
    expect(notes).toEqual([]);
    const { data: history } = await admin
      .from('lead_status_history')
      .select('id')
      .eq('lead_id', lostOld);
    expect(history).toEqual([]);

    // A second run finds nothing more of these.
    await serviceClient().rpc('delete_expired_leads');
    expect(await existing([lostRecent, archivedRecent])).toHaveLength(2);
  });

  it('is the service role’s (and pg_cron’s) alone', async () => {
    for (const client of [anonClient(), user, admin]) {
      const { error } = await client.rpc('delete_expired_leads');
      expect(error?.code).toBe('42501');
    }
  });
});

describe('consent', () => {
  it('stores the consent version and time; text needs the box', async () => {
    const email = uniqueEmail('consent');
    const refused = await sendLead(clientFrom(), 'lead_dialog', {
      ...dialogLead(email),
      preferredContact: 'text',
    });
    const response = (refused.error as { context?: Response } | null)?.context;
    expect(response?.status).toBe(400);
    const body = (await response!.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({ textConsent: [leadMessages.textConsentRequired] });

    const before = Date.now();
    const { error } = await sendLead(clientFrom(), 'lead_dialog', {
      ...dialogLead(email),
      preferredContact: 'text',
      textConsent: true,
    });
    expect(error).toBeNull();
    const { data } = await serviceClient().from('leads').select('*').eq('email', email);
    expect(data).toHaveLength(1);
    const row = (data as LeadRow[])[0]!;
    expect(row).toMatchObject({
      preferred_contact: 'text',
      text_consent: true,
      consent_version: contactConsent.version,
    });
    expect(new Date(String(row.consent_at)).getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('the database refuses text without consent', async () => {
    const { error } = await serviceClient()
      .from('leads')
      .insert({
        source: 'contact',
        full_name: 'No Consent',
        email: uniqueEmail('noconsent'),
        phone: '(626) 555-0111',
        property_address: '',
        property_type: '',
        units_owned: '',
        biggest_frustration: 'Please text me about my duplex.',
        preferred_contact: 'text',
        best_time: 'anytime',
      });
    expect(error?.code).toBe('23514');
  });
});

describe('privacy requests', () => {
  it('are stored with their type and mailed to the office and the requester', async () => {
    const email = uniqueEmail('privreq');
    const { error } = await sendLead(clientFrom(), 'privacy_request', {
      ...privacyRequestValues(email, 'know'),
      phone: '',
    });
    expect(error).toBeNull();
    const { data } = await serviceClient().from('leads').select('*').eq('email', email);
    expect(data).toHaveLength(1);
    expect((data as LeadRow[])[0]).toMatchObject({
      source: 'privacy_request',
      privacy_request_type: 'know',
      phone: '',
      fulfilled_at: null,
    });
    const office = await waitForEmail(
      (e) => e.to.some((t) => t.address === NOTIFY_EMAIL) && (e.text ?? '').includes(email),
    );
    expect(office.subject).toContain('Privacy request');
    const { mail: confirmation } = await verificationToken(email);
    expect(confirmation.subject).toContain('Confirm your privacy request');
    // The requester's own words (name, details) are not repeated to the typed-in address.
    const values = privacyRequestValues(email, 'know');
    for (const part of [confirmation.subject, confirmation.text ?? '', confirmation.html ?? '']) {
      expect(part).not.toContain(values.details);
      expect(part).not.toContain(values.fullName);
    }
  });

  it('are verified by POSTing the mailed token once; a GET, a wrong or an expired token verify nothing', async () => {
    const email = uniqueEmail('verify');
    expect(
      (await sendLead(clientFrom(), 'privacy_request', privacyRequestValues(email, 'correct')))
        .error,
    ).toBeNull();
    const { token } = await verificationToken(email);
    const stored = async () =>
      (await serviceClient().from('leads').select('id, verified_at').eq('email', email).single())
        .data as { id: string; verified_at: string | null };
    expect((await stored()).verified_at).toBeNull();
    // Only the hash is stored.
    const { data: tokens } = await serviceClient()
      .from('privacy_request_verifications')
      .select('token_hash, expires_at')
      .eq('lead_id', (await stored()).id);
    expect(tokens).toHaveLength(1);
    expect((tokens as Array<{ token_hash: string }>)[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(tokens)).not.toContain(token);

    // A GET (a mail scanner) changes nothing.
    const get = await fetch(`${functionsUrl('privacy-verify')}?token=${token}`);
    expect(get.status).toBe(405);
    await get.body?.cancel();
    expect(await verify('not a token')).toBe('unknown');
    expect(await verify(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBe('unknown');
    expect((await stored()).verified_at).toBeNull();

    expect(await verify(token)).toBe('verified');
    expect((await stored()).verified_at).not.toBeNull();
    expect(await verify(token)).toBe('already_verified');
  });

  it('an expired verification link says so and verifies nothing', async () => {
    const email = uniqueEmail('late');
    expect(
      (await sendLead(clientFrom(), 'privacy_request', privacyRequestValues(email, 'know'))).error,
    ).toBeNull();
    const { token } = await verificationToken(email);
    const { data } = await serviceClient().from('leads').select('id').eq('email', email).single();
    const id = (data as { id: string }).id;
    await serviceClient()
      .from('privacy_request_verifications')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('lead_id', id);
    expect(await verify(token)).toBe('expired');
    const { data: row } = await serviceClient()
      .from('leads')
      .select('verified_at')
      .eq('id', id)
      .single();
    expect((row as { verified_at: string | null }).verified_at).toBeNull();
  });

  it('nobody but the service role reads tokens or runs the verification functions', async () => {
    for (const client of [anonClient(), user, admin]) {
      const { data } = await client.from('privacy_request_verifications').select('*');
      expect(data ?? []).toHaveLength(0);
      const verifyRpc = await client.rpc('verify_privacy_request', {
        p_token_hash: 'a'.repeat(64),
      });
      expect(verifyRpc.error?.code).toBe('42501');
      const issue = await client.rpc('issue_privacy_verify_token', {
        p_lead_id: '00000000-0000-4000-8000-000000000000',
        p_token_hash: 'a'.repeat(64),
      });
      expect(issue.error?.code).toBe('42501');
    }
    // Admins read verified_at but cannot set it.
    const { error } = await admin
      .from('leads')
      .update({ verified_at: new Date().toISOString() })
      .eq('source', 'privacy_request');
    expect(error?.code).toBe('42501');
  });

  it('a delete is carried out by an admin only: the leads of the verified email and their notes go, the record stays', async () => {
    const email = uniqueEmail('forget');
    const phone = '(909) 555-0123';
    const byEmail = await newLead({ email: email.toUpperCase(), phone: '(626) 555-0144' });
    const byPhone = await newLead({ phone: '909.555.0123' });
    const other = await newLead();
    const { error: noteError } = await admin
      .from('lead_notes')
      .insert({ lead_id: byEmail, body: 'Wants a quote for two condos.' });
    expect(noteError).toBeNull();
    const { error: sendError } = await sendLead(clientFrom(), 'privacy_request', {
      ...privacyRequestValues(email, 'delete'),
      phone,
    });
    expect(sendError).toBeNull();
    const { data: requests } = await serviceClient()
      .from('leads')
      .select('id')
      .eq('email', email)
      .eq('source', 'privacy_request');
    const requestId = (requests as LeadRow[])[0]!.id;

    // Refused to anyone but an admin, and nothing is removed.
    expect(
      (await anonClient().rpc('fulfil_privacy_delete', { p_request_id: requestId })).error?.code,
    ).toBe('42501');
    expect((await user.rpc('fulfil_privacy_delete', { p_request_id: requestId })).error?.code).toBe(
      '42501',
    );
    expect(await existing([byEmail, byPhone, other])).toHaveLength(3);
    // Admins still cannot delete leads directly or forge the fulfilment record.
    await admin.from('leads').delete().eq('id', byEmail);
    expect(await existing([byEmail])).toEqual([byEmail]);
    const { error: forge } = await admin
      .from('leads')
      .update({ fulfilled_at: new Date().toISOString() })
      .eq('id', requestId);
    expect(forge?.code).toBe('42501');

    // Not verified yet: the database function itself refuses, and nothing is removed.
    const unverified = await admin.rpc('fulfil_privacy_delete', { p_request_id: requestId });
    expect(unverified.error?.code).toBe('55000');
    expect(unverified.error?.message).toMatch(/not verified/);
    expect(await existing([byEmail, byPhone, other])).toHaveLength(3);

    // The requester confirms from the mailed link; then the delete goes through.
    expect(await verify((await verificationToken(email)).token)).toBe('verified');
    const { data, error } = await admin.rpc('fulfil_privacy_delete', { p_request_id: requestId });
    expect(error).toBeNull();
    // Only what the verified email proves: the lead sharing just the (unverified) phone stays.
    expect(data).toEqual({ leads_deleted: 1, notes_deleted: 1 });
    expect(await existing([byEmail, byPhone, other, requestId])).toEqual(
      [byPhone, other, requestId].sort(),
    );
    const { data: record } = await admin.from('leads').select('*').eq('id', requestId).single();
    expect(record).toMatchObject({
      fulfilled_leads_deleted: 1,
      fulfilled_notes_deleted: 1,
      fulfilled_by_email: process.env.LOCAL_ADMIN_EMAIL || 'admin@example.com',
    });
    expect((record as LeadRow).fulfilled_at).not.toBeNull();

    // Once only; and only delete requests remove anything.
    const again = await admin.rpc('fulfil_privacy_delete', { p_request_id: requestId });
    expect(again.error?.code).toBe('22023');
    const know = await newLead({
      source: 'privacy_request',
      phone: '',
      property_address: '',
      property_type: '',
      units_owned: '',
      best_time: '',
      biggest_frustration: '',
      privacy_request_type: 'know',
    });
    expect((await admin.rpc('fulfil_privacy_delete', { p_request_id: know })).error?.code).toBe(
      '22023',
    );
    expect((await admin.rpc('fulfil_privacy_delete', { p_request_id: other })).error?.code).toBe(
      'P0002',
    );
  });
});
