/**
 * The inbox's own reads through supabase-js as the app makes them: the admin bar's head count of
 * new, unarchived leads (scoped here to this test's email so parallel tests cannot move it), and
 * the count following a status change and an archive. Non-admins count nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchAllPages } from '../../src/features/leads/api/leads.ts';
import { adminClient, serviceClient, signUpUser, uniqueEmail } from '../support/backend.ts';

let admin: SupabaseClient;
let user: SupabaseClient;
const email = uniqueEmail('inbox-count');

/** src/lib/newLeads.ts's query, narrowed to this test's person. */
async function newCount(client: SupabaseClient): Promise<number | null> {
  const { count, error, data } = await client
    .from('leads')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'new')
    .is('archived_at', null)
    .eq('email', email);
  expect(error).toBeNull();
  expect(data).toBeNull();
  return count;
}

async function storeLead(): Promise<string> {
  const { data, error } = await serviceClient()
    .from('leads')
    .insert({
      source: 'contact',
      full_name: 'Count Tester',
      email,
      phone: '(626) 555-0123',
      property_address: 'Not provided - general inquiry',
      property_type: 'not specified',
      units_owned: 'not specified',
      biggest_frustration: 'Two duplexes in Pomona need a manager.',
      preferred_contact: 'email',
      best_time: 'anytime',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

beforeAll(async () => {
  admin = await adminClient();
  user = (await signUpUser()).client;
});

describe('the new-lead count of the admin bar', () => {
  it('counts new leads with a head request and follows status changes and archiving', async () => {
    const first = await storeLead();
    const second = await storeLead();
    expect(await newCount(admin)).toBe(2);
    expect(await newCount(user)).toBe(0);

    const contacted = await admin
      .from('leads')
      .update({ status: 'contacted' })
      .eq('id', first)
      .select('status');
    expect(contacted.error).toBeNull();
    expect(await newCount(admin)).toBe(1);

    const archived = await admin
      .from('leads')
      .update({ archived_at: new Date().toISOString() })
      .eq('id', second)
      .select('archived_at');
    expect(archived.error).toBeNull();
    expect(await newCount(admin)).toBe(0);

    // Unarchiving brings it back: archive is not delete.
    await admin.from('leads').update({ archived_at: null }).eq('id', second);
    expect(await newCount(admin)).toBe(1);
  });
});

describe('the inbox reads every lead, page by page', () => {
  it('fetchAllPages walks past a page boundary without losing or repeating a row', async () => {
    const person = uniqueEmail('inbox-pages');
    for (let i = 0; i < 5; i += 1) {
      const { error } = await serviceClient()
        .from('leads')
        .insert({
          source: 'contact',
          full_name: `Page Tester ${i}`,
          email: person,
          phone: '(626) 555-0123',
          property_address: 'Not provided - general inquiry',
          property_type: 'not specified',
          units_owned: 'not specified',
          biggest_frustration: 'Two duplexes in Pomona need a manager.',
          preferred_contact: 'email',
          best_time: 'anytime',
        });
      expect(error).toBeNull();
    }
    const client = await adminClient();
    // Pages of 2 stand in for hosted's 1000-row cap.
    const rows = await fetchAllPages<{ id: string }>(
      (from, to) =>
        client
          .from('leads')
          .select('id')
          .eq('email', person)
          .order('created_at', { ascending: false })
          .order('id', { ascending: true })
          .range(from, to),
      2,
    );
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.id)).size).toBe(5);
  });
});
