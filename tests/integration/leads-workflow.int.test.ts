/**
 * The office's leads workflow under RLS, through supabase-js: status with its history (who,
 * when), lost with a reason, notes with their author, follow-up date, an admin assignee, archive
 * instead of delete, and the same person recognised by email or phone within 90 days. Only
 * admins read or change any of it.
 */
import { randomInt } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  LOCAL_ADMIN_EMAIL,
  serviceClient,
  signUpUser,
  uniqueEmail,
} from '../support/backend.ts';

let admin: SupabaseClient;
let adminId: string;
let user: SupabaseClient;
let userId: string;

async function newLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await serviceClient()
    .from('leads')
    .insert({
      source: 'contact',
      full_name: 'Rita Gomez',
      email: uniqueEmail('flow'),
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

beforeAll(async () => {
  admin = await adminClient();
  adminId = (await admin.auth.getUser()).data.user!.id;
  const signedUp = await signUpUser();
  user = signedUp.client;
  userId = signedUp.user.id;
});

describe('who may read and change the workflow', () => {
  it('anon is refused every table; a signed-in non-admin sees and changes nothing', async () => {
    const id = await newLead();
    for (const table of ['leads', 'lead_notes', 'lead_status_history']) {
      const { error } = await anonClient().from(table).select('*').limit(1);
      expect(error?.code, table).toBe('42501');
      const { data, error: userError } = await user.from(table).select('*');
      expect(userError, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    const update = await user.from('leads').update({ status: 'contacted' }).eq('id', id).select();
    expect(update.data).toEqual([]);
    const note = await user.from('lead_notes').insert({ lead_id: id, body: 'Called.' });
    expect(note.error?.code).toBe('42501');
    const related = await anonClient().rpc('related_leads', { p_lead_id: id });
    expect(related.error?.code).toBe('42501');
    const { data } = await serviceClient().from('leads').select('status').eq('id', id).single();
    expect(data).toEqual({ status: 'new' });
  });

  it('admins cannot delete a lead or rewrite what the visitor sent: archive instead', async () => {
    const id = await newLead();
    const del = await admin.from('leads').delete().eq('id', id);
    expect(del.error?.code).toBe('42501');
    const rewrite = await admin.from('leads').update({ full_name: 'Someone else' }).eq('id', id);
    expect(rewrite.error?.code).toBe('42501');
    const archive = await admin
      .from('leads')
      .update({ archived_at: new Date().toISOString(), follow_up_on: '2030-01-15' })
      .eq('id', id)
      .select('archived_at, follow_up_on')
      .single();
    expect(archive.error).toBeNull();
    expect(archive.data?.follow_up_on).toBe('2030-01-15');
    expect(archive.data?.archived_at).not.toBeNull();
  });
});

describe('status, history, notes and assignee (admin)', () => {
  it('keeps every status change with who and when; lost needs a reason', async () => {
    const id = await newLead();
    const set = (values: Record<string, unknown>) =>
      admin.from('leads').update(values).eq('id', id).select('status').single();
    expect((await set({ status: 'contacted' })).error).toBeNull();
    expect((await set({ status: 'showing_scheduled' })).error).toBeNull();
    const noReason = await set({ status: 'lost' });
    expect(noReason.error?.code).toBe('23514');
    expect((await set({ status: 'lost', lost_reason: 'Chose another manager' })).error).toBeNull();

    const { data: history } = await admin
      .from('lead_status_history')
      .select('from_status, to_status, lost_reason, changed_by, changed_by_email')
      .eq('lead_id', id)
      .order('id');
    expect(history).toEqual([
      {
        from_status: null,
        to_status: 'new',
        lost_reason: null,
        changed_by: null,
        changed_by_email: null,
      },
      ...[
        ['new', 'contacted', null],
        ['contacted', 'showing_scheduled', null],
        ['showing_scheduled', 'lost', 'Chose another manager'],
      ].map(([from, to, reason]) => ({
        from_status: from,
        to_status: to,
        lost_reason: reason,
        changed_by: adminId,
        changed_by_email: LOCAL_ADMIN_EMAIL,
      })),
    ]);
    // Nobody writes the history by hand.
    const forged = await admin
      .from('lead_status_history')
      .insert({ lead_id: id, to_status: 'won' });
    expect(forged.error?.code).toBe('42501');
  });

  it('notes carry their author, set by the database', async () => {
    const id = await newLead();
    const { data, error } = await admin
      .from('lead_notes')
      .insert({ lead_id: id, body: 'Left a voicemail.' })
      .select('body, author_id, author_email, created_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      body: 'Left a voicemail.',
      author_id: adminId,
      author_email: LOCAL_ADMIN_EMAIL,
    });
    const forged = await admin
      .from('lead_notes')
      .insert({ lead_id: id, body: 'x', author_id: userId });
    expect(forged.error?.code).toBe('42501');
    const blank = await admin.from('lead_notes').insert({ lead_id: id, body: '   ' });
    expect(blank.error?.code).toBe('23514');
  });

  it('the assignee must be an admin', async () => {
    const id = await newLead();
    const toUser = await admin.from('leads').update({ assignee_id: userId }).eq('id', id);
    expect(toUser.error?.message).toMatch(/assigned to an admin/);
    const toAdmin = await admin
      .from('leads')
      .update({ assignee_id: adminId })
      .eq('id', id)
      .select('assignee_id')
      .single();
    expect(toAdmin.data).toEqual({ assignee_id: adminId });
  });
});

describe('the same person within 90 days', () => {
  it('related_leads finds the same email (any case) or phone digits, not others', async () => {
    const email = uniqueEmail('person');
    // A number no other file uses: files run in parallel on one backend.
    const [a, b] = [randomInt(200, 1000), randomInt(1000, 10000)];
    const first = await newLead({ email, phone: `(909) ${a}-${b}` });
    const sameEmail = await newLead({ email: email.toUpperCase(), phone: '(626) 555-0100' });
    const samePhone = await newLead({ email: uniqueEmail('person-b'), phone: `909.${a}.${b}` });
    await newLead({ email: uniqueEmail('person-c'), phone: '(951) 555-0199' });
    const { data, error } = await admin.rpc('related_leads', { p_lead_id: first });
    expect(error).toBeNull();
    expect((data as Array<{ id: string }>).map((l) => l.id).sort()).toEqual(
      [sameEmail, samePhone].sort(),
    );
    const asUser = await user.rpc('related_leads', { p_lead_id: first });
    expect(asUser.data).toEqual([]);
  });
});
