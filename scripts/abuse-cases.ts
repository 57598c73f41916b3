/**
 * The hostile-traffic cases of `npm run abuse` (the hostile-traffic table, plus the lead flood and the
 * forged client headers). Each case attacks a loopback backend as an anonymous client would,
 * then reads back what the database kept and what the mail catcher received, and says whether
 * the abuse was refused, bounded, or got through. The integration test runs the fast scale.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { csvCell } from '../src/features/leads/csv.ts';
import { DEFAULT_JWT_SECRET } from 'local-supabase/jwt';
import { fetchFrom, flood, floodValues } from './flood.ts';

export interface AbuseContext {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** The mail catcher's REST API (maildev). */
  mailUrl: string;
  /** 'fast' for the integration test, 'full' for the script. */
  scale: 'fast' | 'full';
}

export type Verdict = 'refused' | 'bounded' | 'GOT THROUGH';

export interface AbuseRow {
  what: string;
  attempted: string;
  refused: string;
  stored: string;
  verdict: Verdict;
}

export interface AbuseCase {
  name: string;
  run(ctx: AbuseContext): Promise<AbuseRow>;
}

let addressCounter = 0;
/** A loopback source address of its own per simulated client (Linux routes 127/8 locally). */
function nextAddress(): string {
  addressCounter += 1;
  const n = addressCounter + Math.floor(Math.random() * 1000) * 1000;
  return `127.${40 + ((n >> 16) % 200)}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

function headers(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
    ...extra,
  };
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function leadsOf(ctx: AbuseContext, email: string): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(
    `${ctx.url}/rest/v1/leads?select=*&email=eq.${encodeURIComponent(email)}`,
    { headers: headers(ctx.serviceKey) },
  );
  return json(res);
}

interface Mail {
  to: Array<{ address: string }>;
  subject: string;
  text?: string;
  html?: string;
}

async function mailsTo(ctx: AbuseContext, address: string): Promise<Mail[]> {
  const all = await json<Mail[]>(await fetch(`${ctx.mailUrl}/email`));
  return all.filter((m) => m.to.some((t) => t.address === address));
}

/** Waits until every lead of `email` has settled its mail (nothing left pending). */
async function settled(ctx: AbuseContext, email: string, expected: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const rows = await leadsOf(ctx, email);
    if (rows.length >= expected && rows.every((r) => r.notification_status !== 'pending')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function submit(
  ctx: AbuseContext,
  fn: string,
  body: object,
  from = nextAddress(),
  extra: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Response> {
  return fetchFrom(from)(`${ctx.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: headers(ctx.anonKey, extra),
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

async function activeListing(ctx: AbuseContext): Promise<string> {
  const res = await fetch(`${ctx.url}/rest/v1/properties?select=id&status=eq.active&limit=1`, {
    headers: headers(ctx.anonKey),
  });
  const [row] = await json<Array<{ id: string }>>(res);
  if (!row) throw new Error('no active listing to aim showing requests at');
  return row.id;
}

const verdict = (ok: boolean, bounded = false): Verdict =>
  ok ? (bounded ? 'bounded' : 'refused') : 'GOT THROUGH';

export const abuseCases: AbuseCase[] = [
  {
    name: 'Bury the admin inbox',
    async run(ctx) {
      const count = ctx.scale === 'fast' ? 50 : 1000;
      const run = randomUUID().slice(0, 8);
      const planted = Array.from({ length: count }, (_, i) => ({
        ...floodValuesRow(`bury-${run}-${i}@example.com`),
        created_at: '9999-01-01T00:00:00Z',
      }));
      const res = await fetchFrom(nextAddress())(`${ctx.url}/rest/v1/leads`, {
        method: 'POST',
        headers: headers(ctx.anonKey, { Prefer: 'return=minimal' }),
        body: JSON.stringify(planted),
      });
      await res.body?.cancel();
      const kept = await fetch(`${ctx.url}/rest/v1/leads?select=id&email=like.bury-${run}-*`, {
        headers: headers(ctx.serviceKey, { Prefer: 'count=exact' }),
      });
      const stored = Number(kept.headers.get('content-range')?.split('/')[1] ?? 0);
      await kept.body?.cancel();
      // A real lead sent right after shows near the top of the inbox's order (other traffic
      // may land beside it), and nothing in the table claims a time in the future.
      const real = `real-after-burial-${run}@example.com`;
      await (
        await submit(ctx, 'submit-lead', { source: 'owner_portal', values: { email: real } })
      ).body?.cancel();
      const top = await json<Array<{ email: string }>>(
        await fetch(`${ctx.url}/rest/v1/leads?select=email&order=created_at.desc&limit=50`, {
          headers: headers(ctx.serviceKey),
        }),
      );
      const future = await fetch(
        `${ctx.url}/rest/v1/leads?select=id&created_at=gt.${new Date(Date.now() + 60_000).toISOString()}`,
        { headers: headers(ctx.serviceKey, { Prefer: 'count=exact' }) },
      );
      const futureRows = Number(future.headers.get('content-range')?.split('/')[1] ?? 0);
      await future.body?.cancel();
      const visible = top.some((r) => r.email === real);
      const ok = res.status >= 400 && stored === 0 && futureRows === 0 && visible;
      return {
        what: 'Bury the admin inbox',
        attempted: `${count} rows with created_at 9999 in one anon insert`,
        refused: `HTTP ${res.status}; rows dated in the future: ${futureRows}; real lead on top: ${visible}`,
        stored: String(stored),
        verdict: verdict(ok),
      };
    },
  },
  {
    name: 'Mail-bomb a stranger',
    async run(ctx) {
      const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
      const count = ctx.scale === 'fast' ? 8 : 25;
      let accepted = 0;
      for (let i = 0; i < count; i += 1) {
        const values = {
          firstName: 'Thank you for reaching out about http://phish.example/login',
          lastName: 'X',
          email: victim,
          phone: '909-555-0142',
          date: (floodValues('consultation', victim, '') as { date: string }).date,
          time: '10:00 AM',
        };
        const res = await submit(
          ctx,
          'send-demo-request',
          { source: 'consultation', values },
          nextAddress(),
          {
            'X-Forwarded-For': `203.0.113.${i + 1}`,
          },
        );
        if (res.ok) accepted += 1;
        await res.body?.cancel();
      }
      await settled(ctx, victim, accepted);
      const mails = await mailsTo(ctx, victim);
      const echoed = mails.some((m) =>
        [m.subject, m.text ?? '', m.html ?? ''].some((p) => p.includes('phish.example')),
      );
      const ok = mails.length <= 3 && !echoed;
      return {
        what: 'Mail-bomb a stranger',
        attempted: `${count} consultations for one victim, each from another address and X-Forwarded-For`,
        refused: `${mails.length} mails reached the victim (cap 3), attacker text in them: ${echoed}`,
        stored: `${(await leadsOf(ctx, victim)).length} leads kept`,
        verdict: verdict(ok, true),
      };
    },
  },
  {
    name: "Forge the office's notification",
    async run(ctx) {
      const email = `forge-${randomUUID().slice(0, 8)}@example.com`;
      const direct = await fetchFrom(nextAddress())(`${ctx.url}/rest/v1/leads`, {
        method: 'POST',
        headers: headers(ctx.anonKey, { Prefer: 'return=minimal' }),
        body: JSON.stringify(floodValuesRow(email, 'Real Name')),
      });
      await direct.body?.cancel();
      const values = {
        ...(floodValues('lead_dialog', email, '') as object),
        fullName: 'Forged Name',
      };
      await (
        await submit(ctx, 'send-lead-notification', { source: 'lead_dialog', values })
      ).body?.cancel();
      await settled(ctx, email, 1);
      const rows = await leadsOf(ctx, email);
      const office = (await json<Mail[]>(await fetch(`${ctx.mailUrl}/email`)))
        .filter((m) => (m.text ?? '').includes(email))
        .filter((m) => !m.to.some((t) => t.address === email));
      // Every office mail names what its stored row says.
      const consistent = office.every((m) =>
        rows.some((r) => (m.text ?? '').includes(String(r.full_name))),
      );
      const ok = direct.status >= 400 && consistent && rows.length === office.length;
      return {
        what: "Forge the office's notification",
        attempted: 'direct insert as "Real Name", then the function with "Forged Name"',
        refused: `direct insert HTTP ${direct.status}; office mails match their rows: ${consistent}`,
        stored: `${rows.length} row(s), ${office.length} office mail(s)`,
        verdict: verdict(ok),
      };
    },
  },
  {
    name: 'Leave a lead unanswered or doubled',
    async run(ctx) {
      const email = `retry-${randomUUID().slice(0, 8)}@example.com`;
      const idempotencyKey = randomUUID();
      const body = { source: 'owner_portal', values: { email }, idempotencyKey };
      // The first request is cut off mid-flight (the client gives up), then retried twice.
      const from = nextAddress();
      const cut = new AbortController();
      const first = submit(ctx, 'submit-lead', body, from, {}, cut.signal).catch(() => null);
      setTimeout(() => cut.abort(), 5);
      await first;
      for (let i = 0; i < 2; i += 1)
        await (await submit(ctx, 'submit-lead', body, from)).body?.cancel();
      await settled(ctx, email, 1);
      const rows = await leadsOf(ctx, email);
      // A row a crash left unsent: stored (its mails queued in the outbox), nothing sent.
      const stranded = `stranded-${randomUUID().slice(0, 8)}@example.com`;
      await (
        await fetch(`${ctx.url}/rest/v1/leads`, {
          method: 'POST',
          headers: headers(ctx.serviceKey, { Prefer: 'return=minimal' }),
          body: JSON.stringify(floodValuesRow(stranded)),
        })
      ).body?.cancel();
      await (
        await submit(ctx, 'submit-lead', {
          source: 'owner_portal',
          values: { email: `next-${stranded}` },
        })
      ).body?.cancel();
      await settled(ctx, stranded, 1);
      const picked = (await leadsOf(ctx, stranded))[0]?.notification_status === 'sent';
      const ok = rows.length === 1 && picked;
      return {
        what: 'Leave a lead unanswered or doubled',
        attempted: 'a cut-off request retried twice with its key; a row left pending by a crash',
        refused: `retries stored ${rows.length} row; stranded row mailed by the retry job: ${picked}`,
        stored: String(rows.length),
        verdict: verdict(ok),
      };
    },
  },
  {
    name: 'Flood the leads',
    async run(ctx) {
      const seconds = ctx.scale === 'fast' ? 3 : 20;
      const listingId = await activeListing(ctx);
      const result = await flood({
        url: ctx.url,
        anonKey: ctx.anonKey,
        serviceKey: ctx.serviceKey,
        listingId,
        durationMs: seconds * 1000,
        concurrency: ctx.scale === 'fast' ? 4 : 8,
        fetch: fetchFrom(nextAddress()),
      });
      return {
        what: 'Flood the leads',
        attempted: `${result.requests} requests in ${seconds} s from one address, every public path`,
        refused: `${result.requests - result.stored} refused (REST 401, functions 429)`,
        stored: String(result.stored),
        verdict: verdict(result.stored <= 20, true),
      };
    },
  },
  {
    name: 'Reset the limit with forged headers',
    async run(ctx) {
      const from = nextAddress();
      const run = randomUUID().slice(0, 8);
      let ok200 = 0;
      for (let i = 0; i < 15; i += 1) {
        const res = await submit(
          ctx,
          'submit-lead',
          { source: 'owner_portal', values: { email: `spoof-${run}-${i}@example.com` } },
          from,
          {
            'X-Forwarded-For': `198.51.100.${i + 1}`,
            'cf-connecting-ip': `198.51.100.${i + 1}`,
            'X-Real-IP': `198.51.100.${i + 1}`,
          },
        );
        if (res.ok) ok200 += 1;
        await res.body?.cancel();
      }
      return {
        what: 'Reset the limit with forged headers',
        attempted: '15 leads from one address, each with a new X-Forwarded-For / cf-connecting-ip',
        refused: `${15 - ok200} answered 429`,
        stored: String(ok200),
        verdict: verdict(ok200 <= 10, true),
      };
    },
  },
  {
    name: 'Tie up the database',
    async run(ctx) {
      const pattern = encodeURIComponent('(.{1,100})\\1{3}');
      const attempts = ['description', 'title', 'address', 'virtual_tour_url'].flatMap((column) =>
        Array.from(
          { length: ctx.scale === 'fast' ? 5 : 25 },
          () => `${ctx.url}/rest/v1/properties?select=id&${column}=match.${pattern}`,
        ),
      );
      const started = performance.now();
      const statuses = await Promise.all(
        attempts.map(async (url) => {
          const res = await fetch(url, { headers: headers(ctx.anonKey) });
          await res.body?.cancel();
          return res.status;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const refused = statuses.filter((s) => s === 401 || s === 403).length;
      return {
        what: 'Tie up the database',
        attempted: `${attempts.length} parallel anon regex filters (${decodeURIComponent(pattern)}) on the free-text columns`,
        refused: `${refused} refused (42501: anon cannot read free text) in ${seconds.toFixed(2)} s all told`,
        stored: '-',
        verdict: verdict(refused === attempts.length && seconds < 5),
      };
    },
  },
  {
    name: 'Use the image proxy as an amplifier',
    async run(ctx) {
      const parallel = ctx.scale === 'fast' ? 100 : 300;
      const from = fetchFrom(nextAddress());
      const target = `${ctx.url}/functions/v1/image-proxy?url=${encodeURIComponent('https://example.com/10mb.jpg')}`;
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: parallel }, async () => {
          const res = await from(target);
          await res.body?.cancel();
          return res.status;
        }),
      );
      const count = (status: number) => statuses.filter((s) => s === status).length;
      // The bucket refills one request a second while the burst is being answered.
      const admitted = 60 + Math.ceil((performance.now() - started) / 1000);
      return {
        what: 'Use the image proxy as an amplifier',
        attempted: `${parallel} parallel GETs from one client for a URL no listing holds`,
        refused: `${count(404)} not_listed (never fetched), ${count(429)} rate-limited (60 per client, +1/s)`,
        stored: `${count(200)} served`,
        verdict: verdict(
          count(200) === 0 && count(404) <= admitted && count(429) >= parallel - admitted,
        ),
      };
    },
  },
  {
    name: 'CSV formula',
    run() {
      const hostile = [
        ' =1+1',
        '\u00a0=HYPERLINK("http://x")',
        '\n+1',
        '\t-1',
        '@SUM(A1)',
        '\u200b=1',
      ];
      const escaped = hostile.filter((v) => csvCell(v).startsWith(`"'`));
      return Promise.resolve({
        what: 'CSV formula',
        attempted: `${hostile.length} cells starting with whitespace, NBSP, newline, tab or zero-width, then = + - @`,
        refused: `${escaped.length} neutralised with a leading quote`,
        stored: '-',
        verdict: verdict(escaped.length === hostile.length),
      });
    },
  },
  {
    name: 'Password change with a stolen token',
    async run(ctx) {
      const email = `victim-account-${randomUUID().slice(0, 8)}@example.com`;
      const signUp = await json<{ user?: { id: string }; id?: string }>(
        await fetch(`${ctx.url}/auth/v1/signup`, {
          method: 'POST',
          headers: headers(ctx.anonKey),
          body: JSON.stringify({ email, password: 'original-password-1' }),
        }),
      );
      const id = signUp.user?.id ?? signUp.id ?? '';
      // A token that no recent sign-in stands behind, as one lifted from an old session.
      const token = await new SignJWT({ role: 'authenticated', email, aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(process.env.SUPABASE_JWT_SECRET || DEFAULT_JWT_SECRET));
      const res = await fetch(`${ctx.url}/auth/v1/user`, {
        method: 'PUT',
        headers: { ...headers(ctx.anonKey), Authorization: `Bearer ${token}` },
        body: JSON.stringify({ password: 'attacker-password-1' }),
      });
      const body = await json<{ error_code?: string }>(res);
      return {
        what: 'Password change with a stolen token',
        attempted: 'PUT /auth/v1/user {password} with a token and no recent sign-in',
        refused: `HTTP ${res.status} ${body.error_code ?? ''}`.trim(),
        stored: res.ok ? 'password changed' : 'password unchanged',
        verdict: verdict(!res.ok),
      };
    },
  },
];

/** A `leads` row as a direct REST insert would send it. */
function floodValuesRow(email: string, name = 'Abuse Test') {
  return {
    source: 'lead_dialog',
    full_name: name,
    email,
    phone: '(909) 555-0142',
    property_address: '1 Test Way',
    property_type: 'condo',
    units_owned: '1',
    biggest_frustration: 'Late rent and slow repairs every month.',
    preferred_contact: 'email',
    best_time: 'morning',
  };
}

export function formatTable(rows: AbuseRow[]): string {
  const cols: Array<keyof AbuseRow> = ['what', 'attempted', 'refused', 'stored', 'verdict'];
  const lines = [
    `| ${cols.join(' | ')} |`,
    `|${cols.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${cols.map((c) => r[c]).join(' | ')} |`),
  ];
  return lines.join('\n');
}
