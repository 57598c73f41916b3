/**
 * Data API conformance through the official supabase-js client. This file starts its own local
 * backend with a small schema of its own (so it can shape data freely without touching the app's
 * migrations), granted explicitly as hosted Supabase now requires.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from '../../src/index.ts';

const SCHEMA = `
create table public.authors (
  id int primary key,
  name text not null,
  mentor_id int references public.authors(id)
);
create table public.books (
  id int primary key,
  author_id int references public.authors(id),
  editor_id int,
  title text not null,
  summary text,
  pages int,
  meta jsonb,
  constraint books_editor_fkey foreign key (editor_id) references public.authors(id)
);
create table public.tags (name text primary key, uses int not null default 0);
create table public.genres (id int primary key, name text not null);
create table public.book_genres (
  book_id int references public.books(id),
  genre_id int references public.genres(id),
  primary key (book_id, genre_id)
);
create table public.covers (book_id int primary key references public.books(id), color text);
-- A computed field: a function of the row type, usable in select, filters and order.
create function public.title_length(public.books) returns int language sql stable as
$$ select length($1.title) $$;
grant select on public.authors, public.books, public.genres, public.book_genres, public.covers
  to anon;
grant select, insert, update, delete on public.authors, public.books, public.tags, public.genres,
  public.book_genres, public.covers to service_role;
grant execute on function public.title_length(public.books) to anon, service_role;

create function public.slow(seconds float) returns int language sql volatile as
$$ select 1 from pg_sleep(seconds) $$;
grant execute on function public.slow(float) to anon;
-- Test-only: lets the test run DDL and role settings as the owner (service_role only).
create function public.run_sql(statement text) returns void language plpgsql security definer as
$$ begin execute statement; end $$;
revoke execute on function public.run_sql(text) from public;
grant execute on function public.run_sql(text) to service_role;

create function public.books_by(author int, min_pages int default 0)
returns setof public.books language sql stable as
$$ select * from public.books where author_id = author and coalesce(pages, 0) >= min_pages $$;
create function public.title_count() returns int language sql stable as
$$ select count(*)::int from public.books $$;
create function public.echo(payload json) returns json language sql immutable as $$ select payload $$;
grant execute on function public.books_by(int, int), public.title_count(), public.echo(json)
  to anon, service_role;

insert into public.authors values (1, 'Ursula', null), (2, 'Terry', 1), (3, 'Nobody', null);
insert into public.books values
  (1, 1, 2, 'A Wizard of Earthsea', 'A young wizard and his shadow', 183,
   '{"series": {"name": "Earthsea", "no": 1}}'),
  (2, 1, null, 'The Left Hand of Darkness', 'An envoy on a winter planet', 304, null),
  (3, 2, 1, 'Small Gods', 'A tortoise god and his one believer', 400,
   '{"series": {"name": "Discworld", "no": 13}}'),
  (4, 2, null, 'Mort', 'Death takes an apprentice', 243,
   '{"series": {"name": "Discworld", "no": 4}}'),
  (5, 2, null, 'Guards! Guards!', null, 288, '{"series": {"name": "Discworld", "no": 8}}');
insert into public.genres values (1, 'fantasy'), (2, 'satire'), (3, 'science fiction');
insert into public.book_genres values (1, 1), (2, 3), (3, 1), (3, 2), (4, 1), (5, 2);
insert into public.covers values (1, 'blue'), (3, 'gold');
`;

let backend: LocalSupabase;
let tmp: string;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'rest-conformance-'));
  const migrations = path.join(tmp, 'migrations');
  mkdirSync(migrations);
  writeFileSync(path.join(migrations, '0001_conformance.sql'), SCHEMA);
  backend = await startLocalSupabase({
    port: 0,
    dataDir: path.join(tmp, 'data'),
    fresh: true,
    migrationsDir: migrations,
    seedFile: path.join(tmp, 'no-seed.sql'),
    functionsDir: path.join(tmp, 'functions'),
    mail: false,
  });
  const opts = {
    // Node 20 has no global WebSocket: supabase-js needs ws for its realtime client.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  };
  anon = createClient(backend.url, backend.anonKey, opts);
  service = createClient(backend.url, backend.serviceRoleKey, opts);
});

afterAll(async () => {
  await backend?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function raw(pathAndQuery: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.serviceRoleKey);
  headers.set('authorization', `Bearer ${backend.serviceRoleKey}`);
  return fetch(`${backend.url}/rest/v1${pathAndQuery}`, { ...init, headers });
}

describe('search, range and count', () => {
  it('combines .or with .ilike and orders the result', async () => {
    const { data, error } = await anon
      .from('books')
      .select('id')
      .or('title.ilike.*wizard*,summary.ilike.*death*')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it('pages with range and reports the exact count', async () => {
    const { data, count, status, error } = await anon
      .from('books')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 2);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(5);
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('counts with head: true', async () => {
    const { count, data, error } = await anon
      .from('books')
      .select('*', { count: 'exact', head: true })
      .eq('author_id', 2);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
  });

  it('runs full-text search with a config, and any/all modifiers', async () => {
    const fts = await anon
      .from('books')
      .select('id')
      .textSearch('summary', 'wizard & shadow', { config: 'english' });
    expect(fts.error).toBeNull();
    expect(fts.data).toEqual([{ id: 1 }]);
    const web = await anon
      .from('books')
      .select('id')
      .textSearch('summary', 'god -tortoise', { type: 'websearch' });
    expect(web.error).toBeNull();
    expect(web.data).toEqual([]);
    const any = await anon.from('books').select('id').likeAnyOf('title', ['%Gods', 'Mort']);
    expect(any.error).toBeNull();
    expect(any.data!.map((b) => b.id).sort()).toEqual([3, 4]);
  });
});

describe('JSON paths', () => {
  it('selects, filters and orders by a path', async () => {
    const { data, error } = await anon
      .from('books')
      .select('id,series:meta->series->>name,meta->series->no')
      .eq('meta->series->>name', 'Discworld')
      .order('meta->series->no', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, series: 'Discworld', no: 13 },
      { id: 5, series: 'Discworld', no: 8 },
      { id: 4, series: 'Discworld', no: 4 },
    ]);
  });
});

describe('rpc', () => {
  it('applies filters, order, limit and count to a set-returning function', async () => {
    const { data, count, error } = await anon
      .rpc('books_by', { author: 2 }, { count: 'exact' })
      .select('id,title')
      .gt('pages', 250)
      .order('pages', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([{ id: 3, title: 'Small Gods' }]);
  });

  it('takes arguments from the query string on GET and filters with the rest', async () => {
    const { data, error } = await anon
      .rpc('books_by', { author: 1, min_pages: 200 }, { get: true })
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2 }]);
    const filtered = await anon
      .rpc('books_by', { author: 2 }, { get: true })
      .select('id')
      .ilike('title', '%guards%');
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ id: 5 }]);
  });

  it('returns a scalar bare and passes a whole body to a single json parameter', async () => {
    expect((await anon.rpc('title_count')).data).toBe(5);
    const echo = await anon.rpc('echo', { payload: { a: [1, 2] } });
    expect(echo.error).toBeNull();
    expect(echo.data).toEqual({ a: [1, 2] });
  });

  it('rejects a filter on a column the function does not return', async () => {
    const { data, error } = await anon.rpc('books_by', { author: 1 }).eq('no_such', 1);
    expect(data).toBeNull();
    expect(error?.code).toBe('42703');
  });
});

describe('writes', () => {
  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const first = await service
      .from('tags')
      .upsert([{ name: 'fantasy', uses: 1 }], { onConflict: 'name' })
      .select();
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ name: 'fantasy', uses: 1 }]);
    const merged = await service
      .from('tags')
      .upsert({ name: 'fantasy', uses: 7 }, { onConflict: 'name' })
      .select();
    expect(merged.data).toEqual([{ name: 'fantasy', uses: 7 }]);
    const ignored = await service
      .from('tags')
      .upsert({ name: 'fantasy', uses: 99 }, { ignoreDuplicates: true })
      .select();
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const { data } = await service.from('tags').select('uses').eq('name', 'fantasy').single();
    expect(data).toEqual({ uses: 7 });
  });

  it('refuses a delete over max-affected and keeps the rows', async () => {
    await service.from('tags').insert([{ name: 'a' }, { name: 'b' }]);
    // supabase-js types maxAffected() for PostgREST 13+ schemas only, so send its header directly.
    const res = await raw('/tags?name=in.(a,b)', {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST124' });
    const { count } = await service
      .from('tags')
      .select('*', { count: 'exact', head: true })
      .in('name', ['a', 'b']);
    expect(count).toBe(2);
  });

  it('answers tx=rollback with the rows but keeps nothing', async () => {
    const res = await raw('/tags?select=name', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        prefer: 'return=representation, tx=rollback',
      },
      body: JSON.stringify({ name: 'ghost' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ name: 'ghost' }]);
    expect(res.headers.get('preference-applied')).toContain('tx=rollback');
    const { data } = await service.from('tags').select('name').eq('name', 'ghost');
    expect(data).toEqual([]);
  });
});

describe('embedded resources', () => {
  it('embeds many-to-one, one-to-many, one-to-one and many-to-many with aliases', async () => {
    const { data, error } = await anon
      .from('books')
      .select('title, author:authors!author_id(name), covers(color), genres(name)')
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: 'A Wizard of Earthsea',
        author: { name: 'Ursula' },
        covers: { color: 'blue' },
        genres: [{ name: 'fantasy' }],
      },
      {
        title: 'The Left Hand of Darkness',
        author: { name: 'Ursula' },
        covers: null,
        genres: [{ name: 'science fiction' }],
      },
    ]);
  });

  it('filters, orders and limits an embedded resource, and counts it', async () => {
    const { data, error } = await anon
      .from('authors')
      .select('name, books!author_id(title, pages), book_count:books!author_id(count)')
      .gt('books.pages', 250)
      .order('pages', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Ursula',
        books: [{ title: 'The Left Hand of Darkness', pages: 304 }],
        book_count: [{ count: 2 }],
      },
      { name: 'Terry', books: [{ title: 'Small Gods', pages: 400 }], book_count: [{ count: 3 }] },
      { name: 'Nobody', books: [], book_count: [{ count: 0 }] },
    ]);
  });

  it('keeps only parents with a match under !inner, and anti-joins with is.null', async () => {
    const inner = await anon
      .from('authors')
      .select('name, books!author_id!inner(title)')
      .eq('books.title', 'Mort');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ name: 'Terry', books: [{ title: 'Mort' }] }]);
    const none = await anon.from('authors').select('name, books!author_id(id)').is('books', null);
    expect(none.error).toBeNull();
    expect(none.data).toEqual([{ name: 'Nobody', books: [] }]);
  });

  it('nests embeds, follows a self-reference, and orders the parent by a to-one column', async () => {
    const { data, error } = await anon
      .from('books')
      .select('id, author:authors!author_id(name, mentor:authors!mentor_id(name))')
      .in('id', [1, 3])
      .order('author(name)', { ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, author: { name: 'Terry', mentor: { name: 'Ursula' } } },
      { id: 1, author: { name: 'Ursula', mentor: null } },
    ]);
  });

  it('filters across a to-one embed inside or', async () => {
    const { data, error } = await anon
      .from('books')
      .select('id, authors!author_id(name)')
      .or('id.eq.1,authors.name.eq.Terry')
      .order('id');
    expect(error).toBeNull();
    expect(data!.map((b) => b.id)).toEqual([1, 3, 4, 5]);
  });

  it('spreads a to-one and a to-many embed into the parent', async () => {
    const { data, error } = await anon
      .from('books')
      .select('id, ...authors!author_id(author_name:name), ...genres(genre:name)')
      .eq('id', 3)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 3, author_name: 'Terry', genre: ['fantasy', 'satire'] });
  });

  it('reads a computed field in select, filters and order', async () => {
    const { data, error } = await anon
      .from('books')
      .select('id, title_length')
      .lt('title_length', 16)
      .order('title_length', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 5, title_length: 15 },
      { id: 3, title_length: 10 },
      { id: 4, title_length: 4 },
    ]);
  });

  it('answers an ambiguous embed with PGRST201 and its candidates', async () => {
    const { data, error, status } = await anon.from('books').select('id, authors(name)');
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'books' and 'authors'",
      hint: "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_fkey'. Find the desired relationship in the 'details' key.",
    });
    expect(error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'books with authors',
        relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'books with authors',
        relationship: 'books_editor_fkey using books(editor_id) and authors(id)',
      },
    ]);
  });

  it('answers a missing relationship with PGRST200 and a filter on a non-embed with PGRST108', async () => {
    const missing = await anon.from('books').select('id, tags(name)');
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'books' and 'tags' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'books' and 'tags' in the schema 'public', but no matches were found.",
    });
    const notEmbedded = await anon.from('books').select('id').eq('authors.name', 'Terry');
    expect(notEmbedded.data).toBeNull();
    expect(notEmbedded.error).toMatchObject({
      code: 'PGRST108',
      message: "'authors' is not an embedded resource in this request",
      hint: "Verify that 'authors' is included in the 'select' query parameter.",
    });
  });

  it('embeds in the rows an insert returns', async () => {
    const { data, error } = await service
      .from('book_genres')
      .insert({ book_id: 2, genre_id: 1 })
      .select('genres(name), books(title)')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      genres: { name: 'fantasy' },
      books: { title: 'The Left Hand of Darkness' },
    });
    await service.from('book_genres').delete().match({ book_id: 2, genre_id: 1 });
  });
});

describe('aggregates', () => {
  it('refuses aggregate functions as hosted does until db-aggregates-enabled', async () => {
    const { data, error, status } = await anon.from('books').select('count()');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
    });
  });

  it('counts, sums and groups once the setting is on', async () => {
    const on = await service.rpc('run_sql', {
      statement: `alter role authenticator set pgrst.db_aggregates_enabled = 'true'; notify pgrst, 'reload config'`,
    });
    expect(on.error).toBeNull();
    const grouped = await anon
      .from('books')
      .select('author_id, count(), total:pages.sum(), pages.avg()::int, longest:pages.max()::text')
      .order('author_id');
    expect(grouped.error).toBeNull();
    expect(grouped.data).toEqual([
      { author_id: 1, count: 2, total: 487, avg: 244, longest: '304' },
      { author_id: 2, count: 3, total: 931, avg: 310, longest: '400' },
    ]);
    const embedded = await anon
      .from('authors')
      .select('name, books!author_id(pages.sum())')
      .eq('id', 2)
      .single();
    expect(embedded.error).toBeNull();
    expect(embedded.data).toEqual({ name: 'Terry', books: [{ sum: 931 }] });
    await service.rpc('run_sql', {
      statement: `alter role authenticator reset pgrst.db_aggregates_enabled; notify pgrst, 'reload config'`,
    });
  });
});

describe('CSV, casts and PUT', () => {
  it('answers text/csv and casts in select', async () => {
    const { data, error } = await anon
      .from('books')
      .select('id, pages::text, title')
      .in('id', [1, 5])
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe('id,pages,title\n1,183,"A Wizard of Earthsea"\n5,288,"Guards! Guards!"');
  });

  it('inserts a CSV body, with NULL as null', async () => {
    const res = await raw('/tags?select=name,uses', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', prefer: 'return=representation' },
      body: 'name,uses\ncsv-one,3\ncsv-two,NULL\n',
    });
    // uses is not null: the NULL reaches Postgres as null and trips the constraint.
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '23502' });
    const ok = await raw('/tags?select=name,uses', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', prefer: 'return=representation, missing=default' },
      body: 'name\ncsv-one\n',
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual([{ name: 'csv-one', uses: 0 }]);
  });

  it('upserts one row with PUT and refuses filters that are not its primary key', async () => {
    const put = await raw('/tags?name=eq.put-me', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ name: 'put-me', uses: 4 }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual([{ name: 'put-me', uses: 4 }]);
    const mismatch = await raw('/tags?name=eq.put-me', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'other', uses: 4 }),
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ code: 'PGRST115' });
    const notPk = await raw('/tags?uses=eq.4', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'put-me', uses: 4 }),
    });
    expect(notPk.status).toBe(405);
    expect(await notPk.json()).toMatchObject({ code: 'PGRST105' });
  });

  it("answers return=headers-only with the new row's Location", async () => {
    const res = await raw('/tags', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=headers-only' },
      body: JSON.stringify({ name: 'located' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/tags?name=eq.located');
    expect(await res.text()).toBe('');
  });
});

describe('schema cache and timeouts', () => {
  it('sees a table created after start, through the DDL event trigger', async () => {
    const before = await service.from('late_table').select('*');
    expect(before.error?.code).toBe('PGRST205');
    const created = await service.rpc('run_sql', {
      statement: `create table public.late_table (id int primary key, book_id int references public.books(id));
                  grant select on public.late_table to service_role;
                  insert into public.late_table values (1, 4);`,
    });
    expect(created.error).toBeNull();
    const after = await service.from('late_table').select('id, books(title)');
    expect(after.error).toBeNull();
    expect(after.data).toEqual([{ id: 1, books: { title: 'Mort' } }]);
  });

  it("cancels a request over the role's statement timeout with 57014, rolled back", async () => {
    const set = await service.rpc('run_sql', {
      statement: `alter role anon set statement_timeout = '200ms'; notify pgrst, 'reload config'`,
    });
    expect(set.error).toBeNull();
    try {
      const { data, error, status } = await anon.rpc('slow', { seconds: 0.5 });
      expect(data).toBeNull();
      expect(status).toBe(500);
      expect(error).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      const fast = await anon.rpc('slow', { seconds: 0 });
      expect(fast.error).toBeNull();
    } finally {
      await service.rpc('run_sql', {
        statement: `alter role anon set statement_timeout = '3s'; notify pgrst, 'reload config'`,
      });
    }
  });
});

describe('unsupported features fail loudly', () => {
  it('refuses an unknown operator with PGRST100 and an unknown schema with PGRST106', async () => {
    const bad = await raw('/books?id=between.1.2');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'PGRST100' });
    const schema = await anon.schema('private').from('books').select('id');
    expect(schema.error?.code).toBe('PGRST106');
  });

  it('refuses an unknown preference under handling=strict', async () => {
    const res = await raw('/books?select=id', { headers: { prefer: 'handling=strict, foo=bar' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST122' });
  });
});
