/**
 * The portal's language through supabase-js as the seeded accounts: set_my_locale changes the
 * caller's own people row only and refuses an unknown language; a Spanish tenant's maintenance
 * mail and password-reset mail arrive in Spanish in the catcher. tenant2 carries the Spanish
 * mail (no other suite reads its mail); tenant1's row goes back to English at once.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_FUNCTION } from '../../supabase/functions/_shared/contract/maintenance';
import { anonClient, functionsUrl, serviceClient, testEnv } from '../support/backend';
import { waitForEmail, type CaughtEmail } from '../support/mailcatcher';
import { PORTAL_SEED_PASSWORD, portalSeed } from '../support/portalSeed';

const service = serviceClient();
let tenant1: SupabaseClient;
let tenant2: SupabaseClient;
let tenant2Token = '';

async function signIn(email: string) {
  const c = anonClient();
  const { data, error } = await c.auth.signInWithPassword({
    email,
    password: PORTAL_SEED_PASSWORD,
  });
  if (error || !data.session) throw new Error(`${email}: ${error?.message}`);
  return { client: c, token: data.session.access_token };
}

async function localeOf(personId: string): Promise<string> {
  const { data, error } = await service.from('people').select('locale').eq('id', personId).single();
  if (error) throw error;
  return (data as { locale: string }).locale;
}

const mailTo = (to: string, test: (m: CaughtEmail) => boolean) =>
  waitForEmail((m) => m.to.some((a) => a.address === to) && test(m), 20_000);

beforeAll(async () => {
  const [one, two] = await Promise.all([
    signIn(portalSeed.tenant1.email),
    signIn(portalSeed.tenant2.email),
  ]);
  tenant1 = one.client;
  tenant2 = two.client;
  tenant2Token = two.token;
}, 60_000);

afterAll(async () => {
  await tenant2?.rpc('set_my_locale', { p_locale: 'en' });
  await tenant2?.auth.updateUser({ data: { locale: 'en' } });
});

describe('set_my_locale', () => {
  it('changes the caller’s own row only, and back', async () => {
    const before = await localeOf(portalSeed.tenant2.personId);
    const set = await tenant1.rpc('set_my_locale', { p_locale: 'es' });
    const [mine, theirs] = await Promise.all([
      localeOf(portalSeed.tenant1.personId),
      localeOf(portalSeed.tenant2.personId),
    ]);
    const reset = await tenant1.rpc('set_my_locale', { p_locale: 'en' });
    expect(set.error).toBeNull();
    expect(reset.error).toBeNull();
    expect(mine).toBe('es');
    expect(theirs).toBe(before);
    expect(await localeOf(portalSeed.tenant1.personId)).toBe('en');
  });

  it('refuses an unknown language and a caller without a session', async () => {
    const bad = await tenant1.rpc('set_my_locale', { p_locale: 'fr' });
    expect(bad.error?.code).toBe('22023');
    expect(await localeOf(portalSeed.tenant1.personId)).toBe('en');
    const anon = await anonClient().rpc('set_my_locale', { p_locale: 'es' });
    expect(anon.error).not.toBeNull();
  });
});

describe('a Spanish tenant’s mail', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    // What the portal's switch does: the row (for the functions' mail) and user_metadata (Auth's).
    expect((await tenant2.rpc('set_my_locale', { p_locale: 'es' })).error).toBeNull();
    expect((await tenant2.auth.updateUser({ data: { locale: 'es' } })).error).toBeNull();
  });

  it('files a request and receives the acknowledgement in Spanish', async () => {
    const marker = `Gotea el grifo del baño (${randomUUID().slice(0, 8)})`;
    const res = await fetch(functionsUrl(MAINTENANCE_FUNCTION), {
      method: 'POST',
      headers: {
        apikey: testEnv().anonKey,
        Authorization: `Bearer ${tenant2Token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        action: 'submit',
        request: {
          leaseId: portalSeed.home2.lease,
          category: 'plumbing',
          location: 'Baño',
          description: marker,
          entryPermission: 'yes',
          pets: '',
          goodTimes: '',
          shareContact: false,
          emergency: null,
          idempotencyKey: randomUUID(),
        },
      }),
    });
    expect(res.status).toBe(200);
    const mail = await mailTo(portalSeed.tenant2.email, (m) => (m.text ?? '').includes(marker));
    expect(mail.subject).toBe('Recibimos su solicitud de mantenimiento: Plomería');
    expect(mail.text).toContain('Hola,');
    expect(mail.text).toContain('Ver la solicitud');
    expect(mail.text).not.toContain('We received');
    // The office's copy stays English and says the tenant's language.
    const office = await waitForEmail(
      (m) => (m.text ?? '').includes(marker) && m.subject.startsWith('New maintenance request'),
      20_000,
    );
    expect(office.text).toContain('Spanish');
  });

  it('asks for a password reset and receives Auth’s mail in Spanish (.Data.locale)', async () => {
    const { error } = await anonClient().auth.resetPasswordForEmail(portalSeed.tenant2.email);
    expect(error).toBeNull();
    const mail = await mailTo(portalSeed.tenant2.email, (m) =>
      m.subject.startsWith('Restablezca su contraseña'),
    );
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Crear una nueva contraseña');
  });
});
