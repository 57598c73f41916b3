/**
 * The fast scale of `npm run abuse` (scripts/abuse-cases.ts) against the test backend: every
 * case must end refused or bounded. The script's full scale and its figures are in docs/security.md.
 */
import { describe, expect, it } from 'vitest';
import { abuseCases, type AbuseContext } from '../../scripts/abuse-cases.ts';
import { testEnv } from '../support/backend.ts';

describe('hostile traffic (npm run abuse, fast scale)', () => {
  const ctx = (): AbuseContext => ({
    url: testEnv().url,
    anonKey: testEnv().anonKey,
    serviceKey: testEnv().serviceKey,
    mailUrl: testEnv().mailUrl,
    scale: 'fast',
  });

  it.each(abuseCases.map((c) => [c.name, c] as const))('%s', async (_name, abuse) => {
    const row = await abuse.run(ctx());
    expect(row.verdict, JSON.stringify(row)).not.toBe('GOT THROUGH');
  });
});
