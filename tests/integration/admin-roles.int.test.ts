/**
 * Admin rights come from user_roles, not from signing in: a fresh account can neither write
 * listings nor read leads, whatever a client sends; `npm run admin:grant` (run here as the real
 * script against the test backend) changes that, and --revoke takes it back.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  serviceClient,
  signUpUser,
  testEnv,
  uniqueEmail,
} from '../support/backend';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

async function adminGrant(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return adminGrantWith({}, ...args);
}

async function adminGrantWith(
  extraEnv: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { url, serviceKey } = testEnv();
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts', 'admin-grant.ts'), ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          ADMIN_PASSWORD: '',
          SUPABASE_URL: url,
          SUPABASE_SERVICE_ROLE_KEY: serviceKey,
          ...extraEnv,
        },
        timeout: 30_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const listing = (title: string) => ({
  title,
  description: null,
  property_type: 'rent',
  price: 2100,
  address: '12 Test St',
  city: 'Covina',
  state: 'CA',
  zip_code: '91724',
  bedrooms: 2,
  bathrooms: 1.5,
  square_feet: 900,
  status: 'off_market',
  images: [],
});

const lead = (name: string) => ({
  source: 'lead_dialog',
  full_name: name,
  email: 'owner@example.com',
  phone: '(909) 555-0100',
  property_address: '1 Lead Ln, Upland, CA',
  property_type: 'single-family',
  units_owned: '1',
  has_current_manager: false,
  biggest_frustration: 'Tenants pay late every month.',
  preferred_contact: 'email',
  best_time: 'morning',
});

async function isAdmin(client: SupabaseClient): Promise<boolean> {
  const { data, error } = await client.rpc('is_admin');
  if (error) throw new Error(error.message);
  return data === true;
}

describe('admin roles', () => {
  let user: Awaited<ReturnType<typeof signUpUser>>;
  let leadName: string;
  let seededId: string;

  beforeAll(async () => {
    user = await signUpUser(uniqueEmail('staff'));
    leadName = `Roles Test ${Date.now()}`;
    // Leads are stored by the lead pipeline with the service role.
    const inserted = await serviceClient().from('leads').insert(lead(leadName));
    expect(inserted.error).toBeNull();
    const { data } = await serviceClient()
      .from('properties')
      .insert(listing('Seeded for role tests'))
      .select('id')
      .single();
    seededId = (data as { id: string }).id;
  });

  it('the local admin from the seed is an admin', async () => {
    expect(await isAdmin(await adminClient())).toBe(true);
  });

  it('a fresh sign-up is not an admin and the database refuses its writes', async () => {
    const c = user.client;
    expect(await isAdmin(c)).toBe(false);

    const insert = await c.from('properties').insert(listing('Sneaky listing'));
    expect(insert.error?.code).toBe('42501');

    const update = await c.from('properties').update({ price: 1 }).eq('id', seededId).select('id');
    expect(update.data ?? []).toEqual([]);
    const del = await c.from('properties').delete().eq('id', seededId).select('id');
    expect(del.data ?? []).toEqual([]);
    const still = await serviceClient()
      .from('properties')
      .select('price')
      .eq('id', seededId)
      .single();
    expect(Number((still.data as { price: number }).price)).toBe(2100);

    // Inactive listings stay hidden; leads are not readable at all.
    const hidden = await c.from('properties').select('id').eq('id', seededId);
    expect(hidden.data).toEqual([]);
    const leads = await c.from('leads').select('full_name').eq('full_name', leadName);
    expect(leads.data ?? []).toEqual([]);

    // Nor can it make itself an admin.
    const self = await c.from('user_roles').insert({ user_id: user.user.id, role: 'admin' });
    expect(self.error).not.toBeNull();
    const metadata = await c.auth.updateUser({ data: { role: 'admin', is_admin: true } });
    expect(metadata.error).toBeNull();
    expect(await isAdmin(c)).toBe(false);
  });

  it('admin:grant makes the account an admin; --revoke takes it back', async () => {
    const granted = await adminGrant(user.email);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`Granted admin to ${user.email}`);

    const c = user.client;
    expect(await isAdmin(c)).toBe(true);
    const insert = await c
      .from('properties')
      .insert(listing('Admin listing'))
      .select('id')
      .single();
    expect(insert.error).toBeNull();
    const leads = await c.from('leads').select('full_name, source').eq('full_name', leadName);
    expect(leads.data).toEqual([{ full_name: leadName, source: 'lead_dialog' }]);
    const hidden = await c.from('properties').select('id').eq('id', seededId);
    expect(hidden.data).toEqual([{ id: seededId }]);

    const again = await adminGrant(user.email.toUpperCase());
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already an admin');

    const revoked = await adminGrant(user.email, '--revoke');
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain('Revoked admin');
    expect(await isAdmin(c)).toBe(false);
    const refused = await c.from('properties').insert(listing('After revoke'));
    expect(refused.error?.code).toBe('42501');
  });

  it('admin:grant --create makes the first admin with the secret key, no sign-up needed', async () => {
    const email = uniqueEmail('first-admin');
    const password = 'first-admin-pass-1';
    const created = await adminGrantWith({ ADMIN_PASSWORD: password }, email, '--create');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain(`Created ${email} (email confirmed). Granted admin`);

    const c = anonClient();
    const signIn = await c.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
    expect(await isAdmin(c)).toBe(true);

    const again = await adminGrantWith({ ADMIN_PASSWORD: 'other-password-2' }, email, '--create');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('its password is unchanged');
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();

    const short = await adminGrantWith({ ADMIN_PASSWORD: 'short' }, uniqueEmail('x'), '--create');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 8 characters');
    // No terminal to type at (execFile) and no ADMIN_PASSWORD: it says what to do.
    const noPassword = await adminGrant(uniqueEmail('y'), '--create');
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('ADMIN_PASSWORD');
  });

  it('admin:grant explains an unknown account, a bad address and a wrong key', async () => {
    const unknown = await adminGrant(uniqueEmail('nobody'));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the email');
    expect(unknown.stderr).toContain('--create');

    const bad = await adminGrant('not-an-email');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('is not an email address');

    const usage = await adminGrant();
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run admin:grant');

    const { url, anonKey } = testEnv();
    try {
      await run(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'scripts', 'admin-grant.ts'), user.email],
        {
          cwd: root,
          env: { ...process.env, SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: anonKey },
        },
      );
      expect.unreachable('the anon key must not be able to grant admin');
    } catch (error) {
      const e = error as { code?: number; stderr?: string };
      expect(e.code).toBe(2);
      expect(e.stderr).toContain('service-role key');
    }
  });
});
