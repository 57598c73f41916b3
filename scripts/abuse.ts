/**
 * `npm run abuse [-- --url http://127.0.0.1:54321 --anon-key K --service-key K --mail-url U]`:
 * replays the hostile traffic of abuse-cases.ts against a loopback backend and prints what was
 * attempted, refused and stored. Exits 1 if any abuse got through.
 *
 * Without --url it starts a fresh local backend (as `npm run backend` does, on free ports and a
 * temporary data directory, so your own data is untouched). It refuses any URL that is not
 * loopback: this is not a tool to point at someone else's site. The "mail server that never
 * answers" row needs a backend of its own and runs only in that mode.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalSupabase } from 'local-supabase';
import { freePort } from 'local-supabase/ports';
import { abuseCases, formatTable, type AbuseContext, type AbuseRow } from './abuse-cases.ts';
import { fetchFrom } from './flood.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'anon-key': { type: 'string' },
    'service-key': { type: 'string' },
    'mail-url': { type: 'string' },
  },
});

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}

async function freshBackend(env: Record<string, string> = {}, mail = true) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'abuse-'));
  const backend = await startLocalSupabase({
    port: 0,
    dataDir,
    fresh: true,
    mail: mail ? { smtpPort: await freePort(), webPort: await freePort() } : false,
    env,
  });
  return {
    backend,
    stop: async () => {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A visitor's one submission while the mail server accepts connections and never answers. */
async function mailServerHangs(): Promise<AbuseRow> {
  const sockets = new Set<net.Socket>();
  const smtp = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.address() as net.AddressInfo).port;
  const { backend, stop } = await freshBackend(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, RESEND_API_KEY: '', MAIL_TIMEOUT_MS: '60000' },
    false,
  );
  try {
    const started = performance.now();
    const res = await fetchFrom('127.0.0.9')(`${backend.url}/functions/v1/submit-lead`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ source: 'owner_portal', values: { email: 'hang@example.com' } }),
    });
    const ms = Math.round(performance.now() - started);
    await res.body?.cancel();
    return {
      what: 'Hold a visitor hostage to the mail provider',
      attempted: 'one submission while the SMTP server never answers',
      refused: `answered ${res.status} in ${ms} ms (target < 2000 ms)`,
      stored: res.ok ? '1 (mail owed, retried later)' : '0',
      verdict: res.ok && ms < 2000 ? 'bounded' : 'GOT THROUGH',
    };
  } finally {
    for (const socket of sockets) socket.destroy();
    smtp.close();
    await stop();
  }
}

async function main(): Promise<number> {
  let stop = async () => {};
  let ctx: AbuseContext;
  if (args.url) {
    if (!isLoopback(args.url)) {
      console.error(`Refusing ${args.url}: npm run abuse only attacks a loopback backend.`);
      return 2;
    }
    ctx = {
      url: args.url.replace(/\/+$/, ''),
      anonKey: args['anon-key'] ?? '',
      serviceKey: args['service-key'] ?? '',
      mailUrl: args['mail-url'] ?? 'http://127.0.0.1:54324',
      scale: 'full',
    };
  } else {
    const fresh = await freshBackend();
    stop = fresh.stop;
    ctx = {
      url: fresh.backend.url,
      anonKey: fresh.backend.anonKey,
      serviceKey: fresh.backend.serviceRoleKey,
      mailUrl: fresh.backend.mailUrl ?? '',
      scale: 'full',
    };
  }
  const rows: AbuseRow[] = [];
  try {
    for (const c of abuseCases) {
      process.stdout.write(`${c.name}... `);
      const row = await c.run(ctx);
      console.log(row.verdict);
      rows.push(row);
    }
  } finally {
    await stop();
  }
  if (!args.url) {
    process.stdout.write('Hold a visitor hostage to the mail provider... ');
    const row = await mailServerHangs();
    console.log(row.verdict);
    rows.push(row);
  }
  console.log(`\n${formatTable(rows)}\n`);
  const through = rows.filter((r) => r.verdict === 'GOT THROUGH');
  console.log(
    through.length === 0
      ? `All ${rows.length} abuses refused or bounded.`
      : `${through.length} of ${rows.length} abuses got through: ${through.map((r) => r.what).join(', ')}`,
  );
  return through.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
