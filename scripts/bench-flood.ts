/**
 * `npm run bench:flood [-- --seconds 60] [--url URL --anon-key K --service-key K]`: one anonymous
 * client sends leads as fast as it can (8 parallel loops) through every public path for 60 s and
 * the script reports what the database kept (the budget is at most 20 rows), then checks that a
 * real visitor's single submission from another address still succeeds.
 *
 * Without --url it starts a fresh local backend (the local-supabase package) and floods it from 127.0.0.1; the
 * visitor comes from 127.0.0.2. Against a hosted project pass its URL and keys (the visitor
 * check is skipped: it needs a second address).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalSupabase } from 'local-supabase';
import { freePort } from 'local-supabase/ports';
import { fetchFrom, flood, floodValues } from './flood.ts';

const BUDGET = 20;

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    url: { type: 'string' },
    'anon-key': { type: 'string' },
    'service-key': { type: 'string' },
  },
});

async function main(): Promise<number> {
  let stop = async () => {};
  let url = args.url;
  let anonKey = args['anon-key'] ?? '';
  let serviceKey = args['service-key'] ?? '';
  if (!url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-flood-'));
    const backend = await startLocalSupabase({
      port: 0,
      dataDir,
      fresh: true,
      mail: { smtpPort: await freePort(), webPort: await freePort() },
    });
    url = backend.url;
    anonKey = backend.anonKey;
    serviceKey = backend.serviceRoleKey;
    stop = async () => {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  try {
    const listingRes = await fetch(`${url}/rest/v1/properties?select=id&status=eq.active&limit=1`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    const [listing] = (await listingRes.json()) as Array<{ id: string }>;
    const seconds = Number(args.seconds);
    console.log(`Flooding ${url} for ${seconds} s from one anonymous client (8 parallel loops)...`);
    const result = await flood({
      url,
      anonKey,
      serviceKey,
      listingId: listing?.id ?? '',
      durationMs: seconds * 1000,
      fetch: args.url ? fetch : fetchFrom('127.0.0.1'),
    });
    console.log(`\nrequests sent: ${result.requests}`);
    console.log(`${'path'.padEnd(42)}${'answers'.padEnd(40)}rows stored`);
    for (const [name, counts] of Object.entries(result.answers)) {
      const text = Object.entries(counts)
        .map(([status, count]) => `${status} x${count}`)
        .join(', ');
      console.log(`${name.padEnd(42)}${text.padEnd(40)}${result.storedByPath[name]}`);
    }
    console.log(`\nrows stored in ${seconds} s: ${result.stored} (budget ${BUDGET})`);
    let ok = result.stored <= BUDGET;

    if (!args.url) {
      const email = `visitor-${result.runId}@example.com`;
      const res = await fetchFrom('127.0.0.2')(`${url}/functions/v1/submit-lead`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ source: 'contact', values: floodValues('contact', email, '') }),
      });
      console.log(`a real visitor's single submission (another address): HTTP ${res.status}`);
      ok &&= res.status === 200;
    }
    console.log(ok ? 'PASS' : 'FAIL');
    return ok ? 0 : 1;
  } finally {
    await stop();
  }
}

process.exitCode = await main();
