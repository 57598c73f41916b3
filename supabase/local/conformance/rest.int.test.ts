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
import { startLocalSupabase, type LocalSupabase } from '../index.ts';

const SCHEMA = `
create table public.authors (id int primary key, name text not null);
create table public.books (
  id int primary key,
  author_id int references public.authors(id),
  title text not null,
  summary text,
  pages int,
  meta jsonb
);
create table public.tags (name text primary key, uses int not null default 0);
grant select on public.authors, public.books to anon;
grant select, insert, update, delete on public.authors, public.books, public.tags to service_role;

create function public.books_by(author int, min_pages int default 0)
returns setof public.books language sql stable as
$$ select * from public.books where author_id = author and coalesce(pages, 0) >= min_pages $$;
create function public.title_count() returns int language sql stable as
$$ select count(*)::int from public.books $$;
create function public.echo(payload json) returns json language sql immutable as $$ select payload $$;
grant execute on function public.books_by(int, int), public.title_count(), public.echo(json)
  to anon, service_role;

insert into public.authors values (1, 'Ursula'), (2, 'Terry');
insert into public.books values
  (1, 1, 'A Wizard of Earthsea', 'A young wizard and his shadow', 183,
   '{"series": {"name": "Earthsea", "no": 1}}'),
  (2, 1, 'The Left Hand of Darkness', 'An envoy on a winter planet', 304, null),
  (3, 2, 'Small Gods', 'A tortoise god and his one believer', 400,
   '{"series": {"name": "Discworld", "no": 13}}'),
  (4, 2, 'Mort', 'Death takes an apprentice', 243, '{"series": {"name": "Discworld", "no": 4}}'),
  (5, 2, 'Guards! Guards!', null, 288, '{"series": {"name": "Discworld", "no": 8}}');
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

describe('unsupported features fail loudly', () => {
  it('answers embeds and aggregates with PGRST127, never with partial data', async () => {
    for (const select of ['id,authors(name)', 'count()', 'id,...authors(name)']) {
      const { data, error, status } = await anon.from('books').select(select);
      expect(data).toBeNull();
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' });
    }
  });

  it('refuses a filter on an embedded resource', async () => {
    const { data, error } = await anon.from('books').select('id').eq('authors.name', 'Terry');
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST127');
  });

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
