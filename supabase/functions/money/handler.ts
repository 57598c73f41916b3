/**
 * The `money` function (wire contract: contract/money-api.ts):
 * - `run` (pg_cron with the scheduler's secret, or staff's nudge after a change; cron-auth.ts):
 *   sends a bounded batch of the books' mail first, posts what is due today in the office's zone,
 *   and on the 1st-5th makes a bounded batch of last month's statements. Each call stays far
 *   inside an Edge Function's 2 s of CPU (README, "bench:money"); the next call goes on where it
 *   stopped. Unless `wait: true`, it answers 202 at once and works after the answer
 *   (EdgeRuntime.waitUntil), so pg_net's few-second timeout never cuts it;
 * - `make-statements` (staff): a bounded batch of every owner's statement for a past month,
 *   once; `remaining` says how many are left for the next call;
 * - `receipt` (any session): a payment's receipt PDF when row-level security lets the caller read
 *   the entry, else 404.
 * After a receipt the same bounded step runs deferred (EdgeRuntime.waitUntil); after a batch
 * of statements nothing does, so no request does more than one bounded step.
 */
import {
  isStatementWindow,
  MONEY_FUNCTION,
  officeToday,
  periodStart,
  previousPeriod,
} from '../_shared/contract/ledger.ts';
import { localeOr } from '../_shared/contract/locale.ts';
import type { RunAnswer, StatementsAnswer } from '../_shared/contract/money-api.ts';
import { ledgerPrices } from '../_shared/contract/plans.ts';
import { type AdminCheck, authEnvFromDeno, verifyAdmin } from '../_shared/platform/auth.ts';
import { refuseUnscheduled } from '../_shared/platform/cron-auth.ts';
import {
  configurationErrorResponse,
  type EnvGet,
  supabaseUrlSetting,
} from '../_shared/platform/config.ts';
import { corsHeaders, handlePreflight } from '../_shared/platform/cors.ts';
import { json, jsonError, readJsonObject } from '../_shared/platform/http.ts';
import { deferOnEdge, edgeRuntime } from '../_shared/platform/edge-runtime.ts';
import { publishableKey, secretKey } from '../_shared/platform/keys.ts';
import { mailSetupFromEnv } from '../_shared/platform/outbox.ts';
import { type MoneySenderDeps, sendDueMoneyMail } from '../_shared/money/mail.ts';
import { receiptFacts, receiptPdf } from '../_shared/money/pdf.ts';
import {
  periodEnd,
  statementEntries,
  statementPdf,
  statementTotals,
} from '../_shared/money/statement-pdf.ts';
import { RestMoneyStore } from '../_shared/money/store.ts';
import { RestError } from '../_shared/platform/rest-store.ts';
import { reportError } from '../_shared/platform/error-report.ts';
import { ERROR_REFERENCE_HEADER } from '../_shared/platform/serve.ts';

const MAX_JSON_BYTES = 16 * 1024;
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MoneyDeps extends MoneySenderDeps {
  defer: (task: Promise<unknown>) => void;
  /** Whether `defer` outlives the answer (hosted's and the local backend's EdgeRuntime). */
  canDefer: boolean;
  env?: EnvGet;
  /** Is the request's session staff's? (auth.ts verifyAdmin) */
  verifyStaff: (req: Request) => Promise<AdminCheck>;
  now: () => Date;
}

export function moneyDepsFromEnv(env: EnvGet = (n) => Deno.env.get(n)): MoneyDeps {
  return {
    ...mailSetupFromEnv(env),
    store: new RestMoneyStore(supabaseUrlSetting(env), secretKey(env), publishableKey(env)),
    verifyStaff: (req) => verifyAdmin(req, authEnvFromDeno()),
    now: () => new Date(),
    env,
    canDefer: edgeRuntime() !== undefined,
    defer: deferOnEdge,
  };
}

const readJson = (req: Request) => readJsonObject(req, MAX_JSON_BYTES);

const fieldError = (name: string, message: string) =>
  json(
    {
      error: 'invalid_request',
      message: 'Some fields need another look.',
      fields: { [name]: message },
    },
    400,
  );

/** `YYYY-MM` -> the first day of the month after. */
function nextPeriodStart(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Statements made at once: a few owners in flight. */
const STATEMENT_CONCURRENCY = 4;

/**
 * The most one call does. A statement costs a jsPDF document and 5 HTTP calls, a mail about 4
 * calls and its rendering. Measured with `npm run bench:money` (500 homes, 12 months): a mail
 * batch of 40 at most 480 ms of CPU, 20 statements at most 140 ms, a run in the 1st-5th window at
 * most 620 ms of the 2 s an Edge Function has per request (README). The rest waits for the next
 * call: pg_cron's every 5 minutes makes 500 owners' statements in about 2 hours.
 */
export const RUN_BOUNDS = { statements: 20, mailBatches: 2, mailBatchSize: 20 } as const;

/** One owner's statement for the month: the PDF stored, then the row. */
async function makeStatement(
  deps: MoneyDeps,
  personId: string,
  period: string,
): Promise<'made' | 'existing' | 'no_person'> {
  const { store } = deps;
  const start = periodStart(period);
  const [person, lines] = await Promise.all([
    store.person(personId),
    store.statementLines(personId, start),
  ]);
  if (!person) return 'no_person';
  const details = await store.statementDetails(
    lines.map((l) => l.home_id),
    start,
    nextPeriodStart(period),
    periodEnd(period),
  );
  const entries = statementEntries(details.entries, details.leaseUnits, details.requests);
  const pdf = statementPdf({
    ownerName: person.full_name,
    period,
    madeOn: officeToday(deps.now()),
    // In the owner's language, as their mail (people.locale).
    locale: localeOr(person.locale),
    homes: lines.map((l) => ({
      ...l,
      entries: entries.get(l.home_id) ?? [],
      rent: details.rent.filter((r) => r.homeId === l.home_id),
    })),
  });
  const t = statementTotals(lines);
  const stored = await store.storeStatement(
    {
      id: crypto.randomUUID(),
      person_id: personId,
      period: start,
      opening_cents: t.openingCents,
      income_cents: t.incomeCents,
      expenses_cents: t.expensesCents,
      fees_cents: t.feesCents,
      payouts_cents: t.payoutsCents,
      closing_cents: t.closingCents,
    },
    pdf,
  );
  return stored ? 'made' : 'existing';
}

/**
 * Makes the month's statement of at most `max` owners who have none yet (in owner order, so
 * calls in a row go through them all); answers what it did and how many are left.
 */
export async function makeStatements(
  deps: MoneyDeps,
  period: string,
  max: number = RUN_BOUNDS.statements,
): Promise<StatementsAnswer> {
  const [owners, holders] = await Promise.all([
    deps.store.owners(),
    deps.store.statementHolders(periodStart(period)),
  ]);
  const todo = owners.filter((p) => !holders.has(p));
  const now = todo.slice(0, max);
  let made = 0;
  let existing = owners.length - todo.length;
  for (let i = 0; i < now.length; i += STATEMENT_CONCURRENCY) {
    const batch = now.slice(i, i + STATEMENT_CONCURRENCY);
    for (const outcome of await Promise.all(batch.map((p) => makeStatement(deps, p, period)))) {
      if (outcome === 'made') made += 1;
      else if (outcome === 'existing') existing += 1;
    }
  }
  return { period, made, existing, remaining: todo.length - now.length };
}

/**
 * One bounded step of the schedule: the mail owed first (a call cut short has sent it), then
 * what is due, then a batch of last month's statements on the 1st-5th.
 */
export async function runSchedule(deps: MoneyDeps): Promise<RunAnswer> {
  const sent = await sendDueMoneyMail(deps, RUN_BOUNDS.mailBatchSize, RUN_BOUNDS.mailBatches);
  const today = officeToday(deps.now());
  const posted = await deps.store.postDue(today, ledgerPrices()).catch((error: unknown) => {
    // A failed posting leaves rent uncharged: the office must hear of it, not only the log.
    (deps.report ?? reportError)(error, { fn: MONEY_FUNCTION, kind: 'ledger_posting' });
    throw error;
  });
  const statements = isStatementWindow(today)
    ? await makeStatements(deps, previousPeriod(today))
    : null;
  return {
    posted,
    statements: statements?.made ?? 0,
    sent,
    remainingStatements: statements?.remaining ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The handler
// ---------------------------------------------------------------------------------------------
export function moneyHandler(getDeps: () => MoneyDeps) {
  let deps: MoneyDeps | undefined;
  const d = () => (deps ??= getDeps());

  async function receipt(req: Request, body: Record<string, unknown>): Promise<Response> {
    const authorization = (req.headers.get('authorization') ?? '').trim();
    if (!/^Bearer\s+\S+$/i.test(authorization)) {
      return jsonError(401, 'unauthorized', 'Sign in to the portal to get a receipt.');
    }
    if (typeof body.entryId !== 'string' || !UUID.test(body.entryId)) {
      return fieldError('entryId', 'Choose a payment');
    }
    let entry;
    try {
      entry = await d().store.entryAs(body.entryId, authorization);
    } catch (error) {
      // An expired session, or the anon key (no grant on the ledger): sign in again.
      if (error instanceof RestError && (error.status === 401 || error.code === '42501')) {
        return jsonError(401, 'unauthorized', 'Your session has ended. Sign in again.');
      }
      throw error;
    }
    const notFound = () =>
      jsonError(404, 'not_found', 'There is no receipt for that entry on your account.');
    if (!entry?.lease_id) return notFound();
    const ctx = await d().store.leaseContext(entry.lease_id);
    // In the language the reader has the portal in (an unknown one: English).
    const facts = ctx ? receiptFacts(entry, ctx, localeOr(body.locale)) : null;
    if (!facts) return notFound();
    return new Response(receiptPdf(facts) as Uint8Array<ArrayBuffer>, {
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="receipt-${facts.receiptNumber}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }

  async function statements(req: Request, body: Record<string, unknown>): Promise<Response> {
    const staff = await d().verifyStaff(req);
    if (!staff.ok) return jsonError(staff.status, staff.error, staff.message);
    const period = typeof body.period === 'string' ? body.period.trim() : '';
    if (!PERIOD.test(period)) return fieldError('period', 'Choose the month (YYYY-MM)');
    if (period >= officeToday(d().now()).slice(0, 7)) {
      return fieldError('period', 'A statement is made once the month has ended');
    }
    return json(await makeStatements(d(), period));
  }

  return async (req: Request): Promise<Response> => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
    }
    try {
      const body = await readJson(req);
      if (!body) return jsonError(400, 'invalid_body', 'Send JSON: { action, ... }.');
      if (body.action === 'run') {
        const refused = await refuseUnscheduled(req, {
          fn: MONEY_FUNCTION,
          env: d().env,
          orSession: (r) => d().verifyStaff(r),
        });
        if (refused) return refused;
        if (body.wait !== true && d().canDefer) {
          // pg_net gives up after a few seconds: answer now, work after the answer.
          d().defer(
            runSchedule(d()).then((answer) =>
              d().log({ fn: MONEY_FUNCTION, event: 'run', ...answer }),
            ),
          );
          return json({ accepted: true }, 202);
        }
        const answer = await runSchedule(d());
        const problems = d().configProblems ?? [];
        // The books are posted; only the mail waits for the secrets.
        if (problems.length > 0) {
          return configurationErrorResponse(MONEY_FUNCTION, problems, undefined, { ...answer });
        }
        return json(answer);
      }
      // A batch of statements is this request's bounded work: its mail goes with the next run.
      if (body.action === 'make-statements') return await statements(req, body);
      if (body.action !== 'receipt') {
        return jsonError(400, 'invalid_body', 'action must be run, make-statements or receipt.');
      }
      const res = await receipt(req, body);
      // One step of the schedule (mail first) goes now, after the answer: a PDF costs little.
      d().defer(runSchedule(d()));
      return res;
    } catch (error) {
      d().log({
        fn: MONEY_FUNCTION,
        event: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
      const reference = (d().report ?? reportError)(error, { fn: MONEY_FUNCTION, kind: 'failed' });
      return json(
        {
          error: 'money_failed',
          message: 'We could not do that just now. Please try again.',
          reference,
        },
        500,
        { [ERROR_REFERENCE_HEADER]: reference },
      );
    }
  };
}
