-- The audit trail: who changed what among listings, homes (units, agreements, owners), leases
-- (and their tenants), people and access (portal access, staff roles), documents, vendors and
-- the booking settings. Written by the database itself (one trigger per table), so no path, the
-- browser, a function or a console session, skips it:
--   - one row per changed row: when, who (auth.uid() and what they are), from which screen or
--     function (the x-audit-source header: the browser's one Supabase client sets its screen,
--     the functions their name), the table, the row's key, the action, and what changed (an
--     update keeps only the changed columns' before and after);
--   - personal fields (names, emails, phones, street addresses, free-text titles, tokens) are
--     masked: the trail keeps that they changed, never their values. The masked columns are
--     each trigger's arguments, held equal to src/features/staff/auditColumns.ts by a test;
--   - a function acting for a staff member (manage-portal-access, manage-staff: service role)
--     names them in x-audit-actor; only the service role's header is believed;
--   - append-only for every role, as the ledger is: no write grant for any API role, and a
--     trigger refusing update, delete and truncate even to the table's owner;
--   - kept: nothing deletes a row (a broker's records are kept at least three years, B&P 10148;
--     docs/admin.md).

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  actor_id uuid,
  actor_role text not null,
  source text,
  table_name text not null,
  record_id text not null,
  home_id uuid,
  action text not null,
  before jsonb,
  after jsonb,
  constraint audit_log_actor_role_allowed
    check (actor_role in ('staff', 'portal', 'anon', 'service', 'database')),
  constraint audit_log_action_allowed check (action in ('insert', 'update', 'delete', 'truncate')),
  constraint audit_log_source_shape
    check (source is null or source ~ '^(screen|function):[A-Za-z0-9/:._-]{1,200}$'),
  constraint audit_log_record_id_length check (char_length(record_id) between 1 and 200)
);
-- No foreign keys: a row outlives the account, home or listing it names.
create index audit_log_record_idx on public.audit_log (table_name, record_id, id desc);
create index audit_log_home_idx on public.audit_log (home_id, id desc) where home_id is not null;
create index audit_log_actor_idx on public.audit_log (actor_id, id desc) where actor_id is not null;
create index audit_log_at_idx on public.audit_log (at desc);

comment on table public.audit_log is
  'Every write to the audited tables, written by their triggers (private.audit_row). Append-only; staff read it; kept at least three years (B&P 10148).';
comment on column public.audit_log.actor_role is
  'staff (an admin, or a function acting for one), portal (an owner or tenant), anon, service (a function on its own) or database (a direct session: migrations, seed, console).';
comment on column public.audit_log.source is
  'The screen (screen:/admin/homes/:id) or function (function:manage-staff) that wrote, from the x-audit-source header; null when none was sent.';
comment on column public.audit_log.record_id is
  'The changed row''s key (its columns joined with a colon when the key has several).';
comment on column public.audit_log.home_id is
  'The managed home the row belongs to, for the home''s history.';
comment on column public.audit_log.before is
  'Insert: null. Update: the changed columns before. Delete: the row. Personal fields masked.';
comment on column public.audit_log.after is
  'Insert: the row. Update: the changed columns after. Delete: null. Personal fields masked.';

alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;
create policy audit_log_select_staff on public.audit_log
  for select to authenticated
  using ((select public.is_admin()));

-- Append-only, as ledger_entries: refused for everyone, the table's owner included.
create function private.audit_log_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit trail is never changed or deleted.'
    using errcode = '42501', hint = 'audit_immutable';
end;
$$;
create trigger audit_log_no_update_or_delete
  before update or delete on public.audit_log
  for each row execute function private.audit_log_immutable();
create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.audit_log_immutable();

-- A row's values with the masked columns' non-null values replaced.
create function private.audit_mask(p_row jsonb, p_masked text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_object_agg(
      e.key,
      case when e.key = any (p_masked) and e.value <> 'null'::jsonb
        then to_jsonb('[masked]'::text) else e.value end
    ),
    '{}'::jsonb
  )
  from jsonb_each(p_row) as e;
$$;

-- Who writes, from where: the request's JWT (PostgREST's settings), the trusted actor header of
-- the service role, and the source header.
create function private.audit_write(
  p_table text,
  p_record_id text,
  p_home_id uuid,
  p_action text,
  p_before jsonb,
  p_after jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := nullif(auth.role(), '');
  v_uid uuid := auth.uid();
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}');
  v_source text := v_headers ->> 'x-audit-source';
  v_acting text := v_headers ->> 'x-audit-actor';
  v_actor uuid;
  v_kind text;
begin
  if v_role = 'service_role' then
    -- Only a function holding the secret key can send this as the service role.
    if v_acting ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      v_actor := v_acting::uuid;
      v_kind := 'staff';
    else
      v_kind := 'service';
    end if;
  elsif v_role = 'authenticated' and v_uid is not null then
    v_actor := v_uid;
    v_kind := case when (select public.is_admin()) then 'staff' else 'portal' end;
  elsif v_role = 'anon' then
    v_kind := 'anon';
  else
    v_kind := 'database';
  end if;
  if v_source !~ '^(screen|function):[A-Za-z0-9/:._-]{1,200}$' then
    v_source := null;
  end if;
  insert into public.audit_log
    (actor_id, actor_role, source, table_name, record_id, home_id, action, before, after)
  values (v_actor, v_kind, v_source, p_table, left(p_record_id, 200), p_home_id, p_action,
          p_before, p_after);
end;
$$;

-- The row trigger. Arguments: the key's columns (comma-separated), then the masked columns.
create function private.audit_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text[] := string_to_array(tg_argv[0], ',');
  v_masked text[] := coalesce(tg_argv[1:tg_nargs - 1], '{}');
  v_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  v_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_before jsonb;
  v_after jsonb;
  v_home uuid;
begin
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(n.key, o.value), jsonb_object_agg(n.key, n.value)
      into v_before, v_after
      from jsonb_each(v_new) as n
      join jsonb_each(v_old) as o using (key)
     where n.value is distinct from o.value and n.key <> 'updated_at';
    -- An update that changed nothing (an upsert of the same row) is no change.
    if v_before is null then
      return null;
    end if;
  else
    v_before := v_old;
    v_after := v_new;
  end if;
  v_home := case
    when tg_table_name = 'managed_homes' then (v_row ->> 'id')::uuid
    when tg_table_name = 'lease_tenants' then
      (select l.home_id from public.leases as l where l.id = (v_row ->> 'lease_id')::uuid)
    else (v_row ->> 'home_id')::uuid
  end;
  perform private.audit_write(
    tg_table_name,
    (select string_agg(v_row ->> k, ':' order by i) from unnest(v_key) with ordinality as u(k, i)),
    v_home,
    lower(tg_op),
    private.audit_mask(v_before, v_masked),
    private.audit_mask(v_after, v_masked)
  );
  return null;
end;
$$;

-- A truncate (no API role may; an owner's console could) is one row for the whole table.
create function private.audit_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.audit_write(tg_table_name, '*', null, 'truncate', null, null);
  return null;
end;
$$;

revoke all on function private.audit_log_immutable() from public, anon, authenticated, service_role;
revoke all on function private.audit_mask(jsonb, text[]) from public, anon, authenticated, service_role;
revoke all on function private.audit_write(text, text, uuid, text, jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.audit_row() from public, anon, authenticated, service_role;
revoke all on function private.audit_truncate() from public, anon, authenticated, service_role;

-- The audited tables: key columns, then the masked columns (src/features/staff/auditColumns.ts).
create trigger properties_audit after insert or update or delete on public.properties
  for each row execute function private.audit_row('id', 'address');
create trigger managed_homes_audit after insert or update or delete on public.managed_homes
  for each row execute function private.audit_row('id', 'street');
create trigger home_units_audit after insert or update or delete on public.home_units
  for each row execute function private.audit_row('id');
create trigger management_agreements_audit
  after insert or update or delete on public.management_agreements
  for each row execute function private.audit_row('home_id');
create trigger home_owners_audit after insert or update or delete on public.home_owners
  for each row execute function private.audit_row('home_id,person_id');
create trigger leases_audit after insert or update or delete on public.leases
  for each row execute function private.audit_row('id');
create trigger lease_tenants_audit after insert or update or delete on public.lease_tenants
  for each row execute function private.audit_row('lease_id,person_id');
create trigger people_audit after insert or update or delete on public.people
  for each row execute function private.audit_row('id', 'full_name', 'email', 'phone');
create trigger portal_access_audit after insert or update or delete on public.portal_access
  for each row execute function private.audit_row('id');
create trigger user_roles_audit after insert or update or delete on public.user_roles
  for each row execute function private.audit_row('user_id,role');
create trigger documents_audit after insert or update or delete on public.documents
  for each row execute function private.audit_row('id', 'title');
create trigger vendors_audit after insert or update or delete on public.vendors
  for each row execute function private.audit_row('id', 'name', 'phone', 'email');
create trigger booking_calendars_audit after insert or update or delete on public.booking_calendars
  for each row execute function private.audit_row('id');
create trigger booking_hours_audit after insert or update or delete on public.booking_hours
  for each row execute function private.audit_row('id');
create trigger booking_blackouts_audit after insert or update or delete on public.booking_blackouts
  for each row execute function private.audit_row('id');
create trigger booking_staff_audit after insert or update or delete on public.booking_staff
  for each row execute function private.audit_row('user_id', 'feed_token_hash');

create trigger properties_audit_truncate before truncate on public.properties
  for each statement execute function private.audit_truncate();
create trigger managed_homes_audit_truncate before truncate on public.managed_homes
  for each statement execute function private.audit_truncate();
create trigger home_units_audit_truncate before truncate on public.home_units
  for each statement execute function private.audit_truncate();
create trigger management_agreements_audit_truncate before truncate on public.management_agreements
  for each statement execute function private.audit_truncate();
create trigger home_owners_audit_truncate before truncate on public.home_owners
  for each statement execute function private.audit_truncate();
create trigger leases_audit_truncate before truncate on public.leases
  for each statement execute function private.audit_truncate();
create trigger lease_tenants_audit_truncate before truncate on public.lease_tenants
  for each statement execute function private.audit_truncate();
create trigger people_audit_truncate before truncate on public.people
  for each statement execute function private.audit_truncate();
create trigger portal_access_audit_truncate before truncate on public.portal_access
  for each statement execute function private.audit_truncate();
create trigger user_roles_audit_truncate before truncate on public.user_roles
  for each statement execute function private.audit_truncate();
create trigger documents_audit_truncate before truncate on public.documents
  for each statement execute function private.audit_truncate();
create trigger vendors_audit_truncate before truncate on public.vendors
  for each statement execute function private.audit_truncate();
create trigger booking_calendars_audit_truncate before truncate on public.booking_calendars
  for each statement execute function private.audit_truncate();
create trigger booking_hours_audit_truncate before truncate on public.booking_hours
  for each statement execute function private.audit_truncate();
create trigger booking_blackouts_audit_truncate before truncate on public.booking_blackouts
  for each statement execute function private.audit_truncate();
create trigger booking_staff_audit_truncate before truncate on public.booking_staff
  for each statement execute function private.audit_truncate();
