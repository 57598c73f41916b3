/** GET/HEAD on a table or view: the read plan with embeds, run as one json_agg query. */
import type { Transaction } from '@electric-sql/pglite';
import type { Reply } from '../http-util.ts';
import { PgrstError } from './errors.ts';
import { parseOrder, parseQuery, type SelectEntry } from './parse.ts';
import { planRead } from './plan.ts';
import { ReadBuilder } from './query.ts';
import { readRange, type MediaChoice, type Preferences, type RestRequest } from './request.ts';
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
import { qualified, type TableInfo } from './table.ts';

export async function handleRead(
  tx: Transaction,
  cache: SchemaSnapshot,
  table: TableInfo,
  req: RestRequest,
  select: SelectEntry[],
  media: MediaChoice,
  prefs: Preferences,
): Promise<Reply> {
  const { conditions, embeds } = parseQuery(req.query);
  const order = parseOrder(req.query.get('order'));
  const plan = planRead({ cache, select, conditions, order, embeds }, table.rel, table.name);
  const { offset, limit } = readRange(req);

  const params = new Params();
  const built = new ReadBuilder(cache, params).build(
    plan,
    `${qualified(table)} as ${quoteIdent(table.name)}`,
  );
  let source = `select ${built.select} ${built.fromWhere}${built.groupBy}${built.orderBy}`;
  if (limit !== undefined) source += ` limit ${params.add(String(limit))}`;
  if (offset > 0) source += ` offset ${params.add(String(offset))}`;
  const totalSql = prefs.count
    ? `(select count(*) from (select 1 ${built.fromWhere}${built.groupBy}) _c)::text`
    : 'null::text';
  const shaped = await runShaped(tx, aggregateSql(source, media, totalSql), params);

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
