// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PgrstError } from './errors.ts';
import type { SelectItem } from './parse.ts';
import {
  parseConditions,
  parseOrder,
  parseQuery,
  parseRangeHeader,
  parseSelect,
  splitTopLevel,
} from './parse.ts';
import { Params, conditionSql, orderSql, quoteIdent, selectList } from './sql.ts';

function where(query: string): { sql: string; values: (string | null)[] } {
  const params = new Params();
  const nodes = parseConditions(new URLSearchParams(query));
  const sql = nodes.map((n) => conditionSql('t', n, params)).join(' and ');
  return { sql, values: params.values };
}

describe('PostgREST query parsing', () => {
  it('splits on top-level commas only, keeping quoted and parenthesised parts', () => {
    expect(splitTopLevel('a,"b,c",in.(1,2),d')).toEqual(['a', '"b,c"', 'in.(1,2)', 'd']);
    expect(() => splitTopLevel('a,(b')).toThrow(PgrstError);
  });

  it('parses select items with aliases and casts', () => {
    expect(parseSelect('*')).toEqual([{ column: '*' }]);
    expect(parseSelect('id,name:title,price::text')).toEqual([
      { column: 'id', alias: undefined, cast: undefined },
      { column: 'title', alias: 'name', cast: undefined },
      { column: 'price', alias: undefined, cast: 'text' },
    ]);
    expect(() => parseSelect('price::text);drop')).toThrow(PgrstError);
  });

  it('turns filters into parameterised SQL', () => {
    expect(where('status=eq.active&price=gte.10')).toEqual({
      sql: '"t"."status" = $1 and "t"."price" >= $2',
      values: ['active', '10'],
    });
    expect(where('status=in.(a,"b,c")')).toEqual({
      sql: '"t"."status" in ($1, $2)',
      values: ['a', 'b,c'],
    });
    expect(where('description=is.null&city=not.ilike.*verne*')).toEqual({
      sql: '"t"."description" is null and not ("t"."city" ilike $1)',
      values: ['%verne%'],
    });
    expect(where('or=(status.eq.sold,and(price.lt.5,city.eq."a,b"))')).toEqual({
      sql: '("t"."status" = $1 or ("t"."price" < $2 and "t"."city" = $3))',
      values: ['sold', '5', 'a,b'],
    });
  });

  it('turns full-text, range and any/all operators into SQL', () => {
    expect(where('body=fts(english).cat%20%26%20dog')).toEqual({
      sql: '"t"."body" @@ to_tsquery($1::regconfig, $2)',
      values: ['english', 'cat & dog'],
    });
    expect(where('body=not.wfts.cat')).toEqual({
      sql: 'not ("t"."body" @@ websearch_to_tsquery($1))',
      values: ['cat'],
    });
    expect(where('body=plfts.a&body=phfts(simple).b').sql).toBe(
      '"t"."body" @@ plainto_tsquery($1) and "t"."body" @@ phraseto_tsquery($2::regconfig, $3)',
    );
    // PostgREST: nxl is &> (does not extend to the left of), nxr is &< (to the right of).
    expect(where('r=sl.(1,2)&r=sr.(1,2)&r=nxl.(1,2)&r=nxr.(1,2)&r=adj.(1,2)').sql).toBe(
      '"t"."r" << $1 and "t"."r" >> $2 and "t"."r" &> $3 and "t"."r" &< $4 and "t"."r" -|- $5',
    );
    expect(where('name=ilike(any).{a*,"b,c"}')).toEqual({
      sql: '"t"."name" ilike any($1)',
      values: ['{"a%","b,c"}'],
    });
    expect(where('n=gt(all).{1,2}').sql).toBe('"t"."n" > all($1)');
    expect(() => where('n=in(any).{1}')).toThrow(PgrstError);
    expect(() => where('body=fts(eng;lish).x')).toThrow(PgrstError);
  });

  it('parses embeds with aliases, hints, joins, spreads and nested selects', () => {
    expect(
      parseSelect('title,author:authors!books_author_id_fkey!inner(name,books(count))'),
    ).toEqual([
      { column: 'title', alias: undefined, cast: undefined },
      {
        kind: 'embed',
        name: 'authors',
        alias: 'author',
        hint: 'books_author_id_fkey',
        join: 'inner',
        spread: false,
        select: [
          { column: 'name', alias: undefined, cast: undefined },
          {
            kind: 'embed',
            name: 'books',
            spread: false,
            select: [{ column: 'count', alias: undefined, cast: undefined }],
          },
        ],
      },
    ]);
    expect(parseSelect('...authors!left(name),users()')).toEqual([
      {
        kind: 'embed',
        name: 'authors',
        join: 'left',
        spread: true,
        select: [{ column: 'name', alias: undefined, cast: undefined }],
      },
      { kind: 'embed', name: 'users', spread: false, select: [] },
    ]);
    expect(() => parseSelect('x:...authors(name)')).toThrow(PgrstError);
    expect(() => parseSelect('a:...b(c)')).toThrow(PgrstError);
    expect(() => parseSelect('authors(name')).toThrow(PgrstError);
  });

  it('parses aggregates with aliases and casts on either side of the call', () => {
    expect(parseSelect('count(),total:amount::int.sum()::text,status')).toEqual([
      { column: '', alias: undefined, aggregate: 'count' },
      { column: 'amount', alias: 'total', aggregate: 'sum', cast: 'int', aggregateCast: 'text' },
      { column: 'status', alias: undefined, cast: undefined },
    ]);
    expect(parseSelect('id.max()')).toEqual([{ column: 'id', alias: undefined, aggregate: 'max' }]);
    expect(() => parseSelect('sum()')).toThrow(PgrstError);
  });

  it('routes filters, logic trees, order and limits to embedded resources by path', () => {
    const { conditions, embeds } = parseQuery(
      new URLSearchParams(
        'books.pages=gt.100&books.order=title.desc&books.limit=1&books.offset=2&books.or=(pages.lt.5,title.eq.x)&or=(title.eq.a,author.name.eq.b)&books=not.is.null',
      ),
    );
    expect(conditions[0]).toMatchObject({
      kind: 'filter',
      path: ['books'],
      column: 'pages',
      op: 'gt',
      value: '100',
    });
    expect(conditions[1]).toMatchObject({
      kind: 'logic',
      op: 'or',
      children: [
        { path: ['books'], column: 'pages' },
        { path: ['books'], column: 'title' },
      ],
    });
    expect(conditions[2]).toMatchObject({
      kind: 'logic',
      children: [{ column: 'title' }, { path: ['author'], column: 'name', value: 'b' }],
    });
    expect(conditions[3]).toMatchObject({
      column: 'books',
      op: 'is',
      negated: true,
      value: 'null',
    });
    expect(embeds.get('books')).toEqual({
      order: [{ column: 'title', direction: 'desc' }],
      limit: 1,
      offset: 2,
    });
    expect(parseOrder('author(name).desc.nullslast')).toEqual([
      { relation: 'author', column: 'name', direction: 'desc', nulls: 'last' },
    ]);
  });

  it('reads JSON paths in select, filters and order', () => {
    expect(selectList('t', parseSelect('data->a->>b,x:data->0') as SelectItem[])).toBe(
      `"t"."data"->'a'->>'b' as "b", "t"."data"->0 as "x"`,
    );
    expect(where('data->>name=eq.x&or=(data->a->>b.ilike.*y*)')).toEqual({
      sql: `"t"."data"->>'name' = $1 and ("t"."data"->'a'->>'b' ilike $2)`,
      values: ['x', '%y%'],
    });
    expect(orderSql('t', parseOrder('data->"it\'s"->>k.desc'))).toBe(
      ` order by "t"."data"->'it''s'->>'k' desc`,
    );
    expect(() => parseSelect('data->')).toThrow(PgrstError);
  });

  it('keeps hostile names and values out of the SQL text', () => {
    const hostile = where(`title=eq.x'); drop table t; --`);
    expect(hostile.sql).toBe('"t"."title" = $1');
    expect(hostile.values).toEqual([`x'); drop table t; --`]);
    expect(quoteIdent('a"b')).toBe('"a""b"');
    expect(selectList('t', parseSelect('"we\\"ird"') as SelectItem[])).toBe(
      '"t"."we""ird" as "we""ird"',
    );
    expect(() => where('title=drop.x')).toThrow(PgrstError);
    expect(() => where('title=is.nul')).toThrow(PgrstError);
    // An odd name stays one quoted identifier (and the handler refuses unknown columns).
    expect(orderSql('t', parseOrder('id;drop table t'))).toBe(
      ' order by "t"."id;drop table t" asc',
    );
    expect(() => parseOrder('id.desc;drop')).toThrow(PgrstError);
  });

  it('parses order and Range', () => {
    const order = parseOrder('listing_date.desc.nullslast,id');
    expect(orderSql('t', order)).toBe(' order by "t"."listing_date" desc nulls last, "t"."id" asc');
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRangeHeader('5-')).toEqual({ offset: 5, limit: undefined });
    expect(parseRangeHeader('9-0')).toBeUndefined();
  });
});
