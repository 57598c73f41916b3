/**
 * The deploy's smoke test (README, Deploy to production, step 6) against the local backend,
 * which runs the same migrations and functions: every check passes, and a check that should
 * fail does.
 */
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../support/backend.ts';
import { smoke } from '../../../scripts/smoke.ts';

describe('npm run smoke', () => {
  it('passes every check against a deployment of this repository', async () => {
    const { url, anonKey } = testEnv();
    const results = await smoke({ api: url, key: anonKey, allowAutoconfirm: true });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'anonymous visitors cannot read leads',
        'generate-property-listing checks the caller itself',
        'manage-staff checks the caller itself',
        'submit-lead is deployed and validates its input',
      ]),
    );
  });

  it('flags a project whose Auth still confirms sign-ups automatically', async () => {
    const { url, anonKey } = testEnv();
    const results = await smoke({ api: url, key: anonKey });
    const auth = results.find((r) => r.name.startsWith('Auth answers'));
    expect(auth).toMatchObject({ ok: false });
    expect(auth?.detail).toContain('supabase config push');
  });
});
