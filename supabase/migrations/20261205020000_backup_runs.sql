-- Each run of `npm run backup` (scripts/backup.ts), so the health check can tell the last
-- backup's age and the office can see a failed one. Written only by the service role through
-- record_backup_run(); read by staff and the service role through backup_runs(). The table is in
-- `private` (no API role has the schema's tables), RLS on and no policy: only the two functions
-- below (security definer) reach it.

create table private.backup_runs (
  id bigint generated always as identity primary key,
  -- The backup's folder in the bucket (its start time, e.g. 2026-12-05T02-00-00Z).
  backup_id text not null,
  finished_at timestamptz not null default now(),
  ok boolean not null,
  size_bytes bigint not null default 0,
  objects integer not null default 0,
  -- Why a run failed (the script's error message; it names no person).
  detail text,
  constraint backup_runs_id_shape check (backup_id ~ '^[0-9TZ:.-]{10,40}$'),
  constraint backup_runs_size_range check (size_bytes >= 0),
  constraint backup_runs_objects_range check (objects >= 0),
  constraint backup_runs_detail_length check (detail is null or char_length(detail) <= 2000)
);
create index backup_runs_finished_idx on private.backup_runs (finished_at desc);

comment on table private.backup_runs is
  'Each backup run (npm run backup): when it finished, its size and objects, ok or why not. Written by record_backup_run(), read through backup_runs().';

alter table private.backup_runs enable row level security;
revoke all on private.backup_runs from public, anon, authenticated, service_role;

create function public.record_backup_run(
  p_backup_id text,
  p_ok boolean,
  p_size_bytes bigint,
  p_objects integer,
  p_detail text default null
)
returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into private.backup_runs (backup_id, ok, size_bytes, objects, detail)
  values (p_backup_id, p_ok, coalesce(p_size_bytes, 0), coalesce(p_objects, 0), left(p_detail, 2000))
  returning id;
$$;

comment on function public.record_backup_run(text, boolean, bigint, integer, text) is
  'Records one backup run (scripts/backup.ts). Service role only.';

-- The newest runs first; staff (the admin area) and the service role (npm run smoke).
create function public.backup_runs(p_limit integer default 30)
returns table (
  backup_id text,
  finished_at timestamptz,
  ok boolean,
  size_bytes bigint,
  objects integer,
  detail text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select auth.role()) = 'service_role' or (select public.is_admin())) then
    raise exception 'backup_runs: staff only' using errcode = '42501';
  end if;
  return query
    select r.backup_id, r.finished_at, r.ok, r.size_bytes, r.objects, r.detail
    from private.backup_runs r
    order by r.finished_at desc, r.id desc
    limit least(greatest(coalesce(p_limit, 30), 1), 1000);
end;
$$;

comment on function public.backup_runs(integer) is
  'The newest backup runs (at most p_limit, 1-1000): staff and the service role only.';

revoke execute on function public.record_backup_run(text, boolean, bigint, integer, text)
  from public, anon, authenticated;
grant execute on function public.record_backup_run(text, boolean, bigint, integer, text)
  to service_role;
revoke execute on function public.backup_runs(integer) from public, anon;
grant execute on function public.backup_runs(integer) to authenticated, service_role;
