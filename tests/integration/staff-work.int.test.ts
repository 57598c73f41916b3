/**
 * What needs the office, through supabase-js on the local backend: the admin bar's counts
 * (`staff_work_counts()`) move with new leads, unacknowledged and urgent requests, jobs marked
 * done and late owner payouts; owners, tenants and visitors get none of them (a tenant's own
 * requests would otherwise count). The landing page's lists (readToday) find the same rows.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDateOf } from '../../supabase/functions/_shared/contract/booking.ts';
import { previousPeriod } from '../../supabase/functions/_shared/contract/ledger.ts';
import { officeInstant } from '../../supabase/functions/_shared/contract/maintenance.ts';
import { readToday } from '../../src/features/staff/api/todayQuery';
import { officeDayBounds } from '../../src/features/staff/office/today';
import { adminClient, anonClient, serviceClient, testEnv } from '../support/backend';
import { weekdayAhead } from '../support/officeDays';
import { maintenanceSeed, PORTAL_SEED_PASSWORD, portalSeed } from '../support/portalSeed';

interface Counts {
  new_leads: number;
  unacknowledged: number;
  urgent: number;
  to_check: number;
  late_payouts: number;
}

async function must<T>(p: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(error.message);
  return data;
}

async function signIn(email: string): Promise<SupabaseClient> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({ email, password: PORTAL_SEED_PASSWORD });
  if (error) throw new Error(`${email}: ${error.message}`);
  return c;
}

async function counts(c: SupabaseClient): Promise<Counts> {
  const rows = (await must(c.rpc('staff_work_counts'))) as Record<keyof Counts, unknown>[];
  const row = rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Number(v)]),
  ) as unknown as Counts;
}

/** The latest month whose owner payout is due by today (the 10th of the month after it). */
function latestDuePeriod(): string {
  return previousPeriod(addDays(officeDateOf(new Date()), -10));
}

/** A home of its own with a unit and an active lease, so no seeded request list changes. */
async function leaseFixture(tag: string): Promise<{ homeId: string; leaseId: string }> {
  const svc = serviceClient();
  const home = (await must(
    svc
      .from('managed_homes')
      .insert({ street: `${tag} Work Way`, city: 'Covina', zip_code: '91724' })
      .select('id')
      .single(),
  )) as { id: string };
  const unit = (await must(
    svc.from('home_units').insert({ home_id: home.id, label: 'Unit 1' }).select('id').single(),
  )) as { id: string };
  const lease = (await must(
    svc
      .from('leases')
      .insert({
        home_id: home.id,
        unit_id: unit.id,
        starts_on: '2026-01-01',
        rent_cents: 250_000,
        status: 'active',
      })
      .select('id')
      .single(),
  )) as { id: string };
  return { homeId: home.id, leaseId: lease.id };
}

let staff: SupabaseClient;

beforeAll(async () => {
  staff = await adminClient();
});

describe('the staff work counts', () => {
  it('count new leads, unacknowledged, urgent, to check and late payouts for staff', async () => {
    const svc = serviceClient();
    const before = await counts(staff);
    const tag = randomUUID().slice(0, 8);

    await must(
      svc.from('leads').insert({
        source: 'lead_dialog',
        full_name: `Work Count ${tag}`,
        email: `work-${tag}@example.com`,
        phone: '(909) 555-0100',
        property_address: '1 Lead Ln, Upland, CA',
        property_type: 'single-family',
        units_owned: '1',
        has_current_manager: false,
        biggest_frustration: 'Tenants pay late every month.',
        preferred_contact: 'email',
        best_time: 'morning',
      }),
    );
    const { homeId, leaseId } = await leaseFixture(tag);
    const request = {
      home_id: homeId,
      lease_id: leaseId,
      category: 'plumbing',
      location: `Hall ${tag}`,
      description: 'Water under the sink, not stopping.',
      entry_permission: 'yes',
    };
    const [urgentId, doneId] = (
      (await must(
        svc
          .from('maintenance_requests')
          .insert([
            {
              ...request,
              idempotency_key: randomUUID(),
              urgent: true,
              emergency: 'flooding',
              status: 'submitted',
              // Filed long ago: first in its list (oldest first), whatever other files left open.
              created_at: '2020-01-01T17:00:00Z',
            },
            {
              ...request,
              idempotency_key: randomUUID(),
              urgent: false,
              status: 'completed',
              created_at: '2020-01-01T17:00:00Z',
            },
          ])
          .select('id'),
      )) as { id: string }[]
    ).map((r) => r.id);
    // A home with something payable for the latest month due, and no payout sent.
    const home = (await must(
      svc
        .from('managed_homes')
        .insert({ street: `${tag} Payout Pl`, city: 'Covina', zip_code: '91724' })
        .select('id')
        .single(),
    )) as { id: string };
    const owner = (await must(
      svc
        .from('people')
        .insert({ full_name: 'Pat Payee', email: `payee-${tag}@example.com` })
        .select('id')
        .single(),
    )) as { id: string };
    await must(svc.from('home_owners').insert({ home_id: home.id, person_id: owner.id }));
    await must(
      svc.from('ledger_entries').insert({
        home_id: home.id,
        kind: 'owner_contribution',
        amount_cents: 50_000,
        posted_on: `${latestDuePeriod()}-15`,
        memo: 'Roof fund',
        idempotency_key: randomUUID(),
      }),
    );

    expect(await counts(staff)).toEqual({
      new_leads: before.new_leads + 1,
      unacknowledged: before.unacknowledged + 1,
      urgent: before.urgent + 1,
      to_check: before.to_check + 1,
      late_payouts: before.late_payouts + 1,
    });

    // The landing page's lists hold the same rows, with where they are.
    const today = await readToday(staff, officeDayBounds(new Date()));
    expect(today.newLeads.map((l) => l.full_name)).toContain(`Work Count ${tag}`);
    expect(today.attention.find((r) => r.id === urgentId)).toMatchObject({
      urgent: true,
      status: 'submitted',
      where: `${tag} Work Way, Covina · Unit 1`,
    });
    expect(today.toCheck.map((r) => r.id)).toContain(doneId);

    // Acknowledged: no longer unacknowledged, still urgent; closed: no longer to check.
    await must(
      svc.from('maintenance_requests').update({ status: 'acknowledged' }).eq('id', urgentId),
    );
    await must(svc.from('maintenance_requests').update({ status: 'closed' }).eq('id', doneId));
    expect(await counts(staff)).toMatchObject({
      unacknowledged: before.unacknowledged,
      urgent: before.urgent + 1,
      to_check: before.to_check,
    });
    const after = await readToday(staff, officeDayBounds(new Date()));
    expect(after.attention.find((r) => r.id === urgentId)).toMatchObject({
      status: 'acknowledged',
    });
    expect(after.toCheck.map((r) => r.id)).not.toContain(doneId);
  });

  it('are refused to owners, tenants and visitors', async () => {
    for (const c of [
      await signIn(portalSeed.owner1.email),
      await signIn(portalSeed.tenant1.email),
      anonClient(),
    ]) {
      const { data, error } = await c.rpc('staff_work_counts');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });
});

describe('repair visits in the staff calendar feed', () => {
  it("a scheduled visit is in a staff member's feed beside their bookings", async () => {
    const svc = serviceClient();
    const tag = randomUUID().slice(0, 8);
    const day = weekdayAhead();
    const { homeId, leaseId } = await leaseFixture(tag);
    const requestId = (
      (await must(
        svc
          .from('maintenance_requests')
          .insert({
            home_id: homeId,
            lease_id: leaseId,
            idempotency_key: randomUUID(),
            category: 'electrical',
            location: `Porch light ${tag}`,
            description: 'The porch light flickers and buzzes.',
            entry_permission: 'yes',
            status: 'scheduled',
            vendor_id: maintenanceSeed.handyman.id,
            visit_starts_at: officeInstant(day, '10:00').toISOString(),
            visit_ends_at: officeInstant(day, '12:00').toISOString(),
          })
          .select('id')
          .single(),
      )) as { id: string }
    ).id;
    // A feed token on a bookable staff member's row, put back as it was afterwards.
    const member = (await must(
      svc
        .from('booking_staff')
        .select('user_id, feed_token_hash, feed_created_at')
        .limit(1)
        .single(),
    )) as { user_id: string; feed_token_hash: string | null; feed_created_at: string | null };
    const token = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(token).digest('hex');
    await must(
      svc
        .from('booking_staff')
        .update({ feed_token_hash: hash, feed_created_at: new Date().toISOString() })
        .eq('user_id', member.user_id),
    );
    try {
      const res = await fetch(`${testEnv().url}/functions/v1/bookings?feed=${token}`);
      expect(res.status).toBe(200);
      const ics = await res.text();
      expect(ics).toContain(`SUMMARY:Repair visit: Electrical\\, Porch light ${tag}`);
      expect(ics).toContain(`/admin/maintenance/${requestId}`);
      // An unknown token shows no visit.
      const other = await fetch(
        `${testEnv().url}/functions/v1/bookings?feed=${randomBytes(32).toString('hex')}`,
      );
      expect(await other.text()).not.toContain('Repair visit');
    } finally {
      await must(
        svc
          .from('booking_staff')
          .update({
            feed_token_hash: member.feed_token_hash,
            feed_created_at: member.feed_created_at,
          })
          .eq('user_id', member.user_id),
      );
    }
  });
});
