/** GET/HEAD on a table or view: the read plan with embeds, run as one json_agg query. */
import type { Transaction } from '@electric-sql/pglite';
import type { Reply } from '../http-util.ts';
import { PgrstError } from './errors.ts';
import { parseOrder, parseQuery } from './parse.ts';
import { planRead } from './plan.ts';
import { ReadBuilder } from './query.ts';
import { readRange, type PlanMedia } from './request.ts';
import {
  aggregateSql,
  bodyFor,
  contentRange,
  contentType,
  runShaped,
  singularError,
} from './response.ts';
import type { SchemaSnapshot } from './schema-cache.ts';
import { Params, quoteIdent } from './sql.ts';
import { qualified, type TableCall } from './table.ts';

export async function handleRead(call: TableCall): Promise<Reply> {
  const { tx, cache, table, req, select, media, prefs } = call;
  const { conditions, embeds } = parseQuery(req.query);
  const order = parseOrder(req.query.get('order'));
  const plan = planRead({ cache, select, conditions, order, embeds }, table.rel, table.name);
  const { offset, limit } = readRange(req);

  const params = new Params();
  const built = new ReadBuilder(cache, params).build(
    plan,
    `${qualified(table)} as ${quoteIdent(table.name)}`,
  );
  // The count queries below use only the parameters of the filters, not limit/offset.
  const filterParams = params.values.length;
  let source = `select ${built.select} ${built.fromWhere}${built.groupBy}${built.orderBy}`;
  if (limit !== undefined) source += ` limit ${params.add(String(limit))}`;
  if (offset > 0) source += ` offset ${params.add(String(offset))}`;
  const countSource = `select 1 ${built.fromWhere}${built.groupBy}`;
  const planned = prefs.count === 'planned' || prefs.count === 'estimated';
  const totalSql =
    prefs.count && !planned ? `(select count(*) from (${countSource}) _c)::text` : 'null::text';
  const sql = aggregateSql(source, media, totalSql);
  if (media.plan) return explainReply(tx, cache, sql, params, media.plan);
  const shaped = await runShaped(tx, sql, params);
  if (planned) {
    // PostgREST's planned count is the planner's row estimate; `estimated` is exact up to max-rows.
    const values = params.values.slice(0, filterParams);
    const estimate = await plannedRows(tx, countSource, values);
    const exact =
      prefs.count === 'estimated' && (req.maxRows === undefined || estimate <= req.maxRows);
    shaped.total = exact
      ? Number(
          (
            await tx.query<{ n: string }>(
              `select count(*)::text as n from (${countSource}) _c`,
              values,
            )
          ).rows[0]?.n ?? 0,
        )
      : estimate;
  }

  if (media.singular && shaped.count !== 1) throw singularError(shaped.count);
  const headers: Record<string, string> = {
    'Content-Type': contentType(media),
    'Content-Range': contentRange(offset, shaped.count, shaped.total),
  };
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
  let status = 200;
  if (shaped.total !== null) {
    if (offset > 0 && offset >= shaped.total && shaped.total > 0) {
      throw new PgrstError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${shaped.total} rows.`,
      );
    }
    if (shaped.count < shaped.total && !media.singular) status = 206;
  }
  return { status, headers, body: bodyFor(shaped, media) };
}

async function plannedRows(
  tx: Transaction,
  source: string,
  values: (string | null)[],
): Promise<number> {
  const res = await tx.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
    `explain (format json) ${source}`,
    values,
  );
  return res.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}

/** `Accept: application/vnd.pgrst.plan`: the query's EXPLAIN, when db-plan-enabled is on. */
export async function explainReply(
  tx: Transaction,
  cache: SchemaSnapshot,
  sql: string,
  params: Params,
  plan: PlanMedia,
): Promise<Reply> {
  if (!cache.planEnabled) {
    throw new PgrstError(
      406,
      'PGRST107',
      `None of these media types are available: ${plan.accept}`,
    );
  }
  const options = [`format ${plan.format}`, ...plan.options.map((o) => `${o} true`)];
  const res = await tx.query<Record<string, unknown>>(
    `explain (${options.join(', ')}) ${sql}`,
    params.values,
  );
  const body =
    plan.format === 'json'
      ? JSON.stringify(res.rows[0]?.['QUERY PLAN'])
      : res.rows.map((r) => r['QUERY PLAN']).join('\n');
  return {
    status: 200,
    headers: {
      'Content-Type': `application/vnd.pgrst.plan+${plan.format}; for="${plan.for}"; charset=utf-8`,
    },
    body,
  };
}
