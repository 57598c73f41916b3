/**
 * The flood measurement's core (scripts/flood.ts, run for 60 s by `npm run bench:flood`) with a
 * small time budget: one anonymous client, every public path, as fast as it can. The database
 * keeps at most the client's bucket (10), the REST path stores nothing, and another visitor's
 * single submission still succeeds.
 */
import { expect, it } from 'vitest';
import { fetchFrom, flood, floodValues } from '../../scripts/flood.ts';
import { serviceClient, testEnv } from '../support/backend.ts';
import { clientFrom, uniqueAddress } from './leads-shared.ts';

it('a 4 s flood through every path stores at most 10 rows; a visitor still gets through', async () => {
  const { url, anonKey, serviceKey } = testEnv();
  const { data: listing } = await serviceClient()
    .from('properties')
    .select('id')
    .eq('status', 'active')
    .limit(1)
    .single();
  const result = await flood({
    url,
    anonKey,
    serviceKey,
    listingId: (listing as { id: string }).id,
    durationMs: 4000,
    concurrency: 4,
    fetch: fetchFrom(uniqueAddress()),
  });
  console.log(JSON.stringify(result, null, 1));
  expect(result.requests).toBeGreaterThan(result.stored);
  expect(result.stored).toBeLessThanOrEqual(10);
  expect(result.storedByPath['rest insert']).toBe(0);
  expect(Object.keys(result.answers['rest insert']!)).toEqual(['401']);

  const visitor = await clientFrom().functions.invoke('submit-lead', {
    body: { source: 'contact', values: floodValues('contact', 'visitor@example.com', '') },
  });
  expect(visitor.error).toBeNull();
});
