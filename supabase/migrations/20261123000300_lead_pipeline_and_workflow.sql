-- One lead pipeline, closed to floods, and the office's leads workflow.
--
-- 1. Browsers no longer write `leads`: every form posts `{ source, values }` to the lead
--    functions, which validate, rate-limit (below) and store with the service role. anon loses
--    every privilege on `leads`, signed-in users keep only what the admin policies use.
-- 2. The per-client rate limit lives here, so it holds across function isolates and restarts:
--    `take_lead_quota(client)` is a token bucket per client address (10 at once, 10 an hour).
-- 3. The workflow: status with its history (kept by a trigger, with who and when), a lost reason,
--    a follow-up date, an optional admin assignee, archive instead of delete, notes with their
--    author, and `related_leads(id)`: the same email or phone within 90 days, as one person.
--
-- Grants and policies, after this migration:
--                      anon   authenticated (admin policies)          service_role
-- leads                -      select; update of workflow columns      select, insert, update, delete
-- lead_notes           -      select; insert (lead_id, body)          select, insert, delete
-- lead_status_history  -      select                                  select
-- lead_rate_limits     -      -                                       select, insert, update, delete

-- ---------------------------------------------------------------------------------------------
-- leads: browsers no longer insert; admins no longer delete (archive instead)
-- ---------------------------------------------------------------------------------------------
drop policy leads_insert_anon on public.leads;
drop policy leads_insert_authenticated on public.leads;
drop policy leads_delete_admin on public.leads;

alter table public.leads
  add column status text not null default 'new',
  add column status_changed_at timestamptz not null default now(),
  add column lost_reason text,
  add column follow_up_on date,
  add column assignee_id uuid references auth.users (id) on delete set null,
  add column archived_at timestamptz,
  -- How the same person is recognised: the email without case, the phone's digits.
  add column email_key text generated always as (lower(email)) stored,
  add column phone_key text generated always as (regexp_replace(phone, '[^0-9]', '', 'g')) stored,
  add constraint leads_status_allowed
    check (status in ('new', 'contacted', 'showing_scheduled', 'consultation_scheduled', 'won', 'lost')),
  -- A lost lead says why; any other status has no reason.
  add constraint leads_lost_reason_for_lost
    check (
      case
        when status = 'lost' then
          lost_reason is not null and char_length(lost_reason) <= 500 and lost_reason ~ '\S'
        else lost_reason is null
      end
    );

comment on column public.leads.status is
  'Workflow: new, contacted, showing_scheduled, consultation_scheduled, won or lost (with lost_reason).';
comment on column public.leads.archived_at is 'Set instead of deleting: archived leads leave the open list.';

create index leads_open_idx on public.leads (status, created_at desc) where archived_at is null;
create index leads_email_key_idx on public.leads (email_key, created_at);
create index leads_phone_key_idx on public.leads (phone_key, created_at) where phone_key <> '';
create index leads_assignee_id_idx on public.leads (assignee_id) where assignee_id is not null;

revoke all on public.leads from public, anon, authenticated, service_role;
grant select on public.leads to authenticated;
-- Only the workflow columns: what the visitor sent and the mail outcome stay as stored.
grant update (status, lost_reason, follow_up_on, assignee_id, archived_at)
  on public.leads to authenticated;
-- The service role: the lead functions store rows and record the mail outcome.
grant select, insert, update, delete on public.leads to service_role;

-- ---------------------------------------------------------------------------------------------
-- lead_status_history: every status a lead has had, who set it and when (filled by a trigger)
-- ---------------------------------------------------------------------------------------------
create table public.lead_status_history (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  from_status text,
  to_status text not null,
  lost_reason text,
  -- null: the website stored the lead (no signed-in user).
  changed_by uuid references auth.users (id) on delete set null,
  changed_by_email text,
  changed_at timestamptz not null default now()
);

comment on table public.lead_status_history is
  'Every status change of a lead, written by the leads trigger only. Admins read it.';

create index lead_status_history_lead_idx on public.lead_status_history (lead_id, changed_at);

-- security definer: writes the history past RLS (nobody may insert it directly) and checks the
-- assignee against user_roles. The empty search_path keeps callers' objects out.
create or replace function public.leads_track_workflow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is not null
    and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id)
    and not exists (
      select 1 from public.user_roles where user_id = new.assignee_id and role = 'admin'
    ) then
    raise exception 'A lead can only be assigned to an admin'
      using errcode = '23514', hint = 'Pick an account with the admin role.';
  end if;

  if tg_op = 'UPDATE' and new.status is not distinct from old.status
    and new.lost_reason is not distinct from old.lost_reason then
    return new;
  end if;

  insert into public.lead_status_history
    (lead_id, from_status, to_status, lost_reason, changed_by, changed_by_email)
  values (
    new.id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    new.lost_reason,
    (select auth.uid()),
    (select auth.jwt() ->> 'email')
  );
  return new;
end;
$$;
revoke execute on function public.leads_track_workflow() from public, anon, authenticated;

-- Before: status_changed_at is set on the row itself; after: the history row needs the lead.
create or replace function public.leads_stamp_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    new.status_changed_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function public.leads_stamp_status() from public, anon, authenticated;

create trigger leads_stamp_status
  before update of status on public.leads
  for each row execute function public.leads_stamp_status();

create trigger leads_track_workflow
  after insert or update of status, lost_reason, assignee_id on public.leads
  for each row execute function public.leads_track_workflow();

-- Leads stored before this migration start their history as 'new'.
insert into public.lead_status_history (lead_id, from_status, to_status, changed_at)
select id, null, status, created_at from public.leads;

alter table public.lead_status_history enable row level security;
revoke all on public.lead_status_history from public, anon, authenticated, service_role;
grant select on public.lead_status_history to authenticated, service_role;

create policy lead_status_history_select_admin
  on public.lead_status_history for select to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- lead_notes: timestamped notes with their author (set by a trigger, never by the client)
-- ---------------------------------------------------------------------------------------------
create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  body text not null,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  created_at timestamptz not null default now(),
  constraint lead_notes_body_length check (char_length(body) <= 5000 and body ~ '\S')
);

comment on table public.lead_notes is 'Notes on a lead, append-only, with their author. Admins only.';

create index lead_notes_lead_idx on public.lead_notes (lead_id, created_at);

create or replace function public.lead_notes_set_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.author_id := (select auth.uid());
  new.author_email := (select auth.jwt() ->> 'email');
  new.created_at := now();
  return new;
end;
$$;
revoke execute on function public.lead_notes_set_author() from public, anon, authenticated;

create trigger lead_notes_set_author
  before insert on public.lead_notes
  for each row execute function public.lead_notes_set_author();

alter table public.lead_notes enable row level security;
revoke all on public.lead_notes from public, anon, authenticated, service_role;
grant select on public.lead_notes to authenticated;
grant insert (lead_id, body) on public.lead_notes to authenticated;
-- The service role: maintenance (removing a person's data on request).
grant select, insert, delete on public.lead_notes to service_role;

create policy lead_notes_select_admin
  on public.lead_notes for select to authenticated
  using ((select public.is_admin()));

create policy lead_notes_insert_admin
  on public.lead_notes for insert to authenticated
  with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- related_leads(id): the same person (email or phone) within 90 days either side, for the inbox
-- ---------------------------------------------------------------------------------------------
-- security invoker: the caller's RLS applies, so only admins see any row.
create or replace function public.related_leads(p_lead_id uuid)
returns setof public.leads
language sql
stable
set search_path = ''
as $$
  select other.*
  from public.leads as this
  join public.leads as other
    on other.id <> this.id
    and (other.email_key = this.email_key
      or (this.phone_key <> '' and other.phone_key = this.phone_key))
    and other.created_at between this.created_at - interval '90 days'
      and this.created_at + interval '90 days'
  where this.id = p_lead_id
  order by other.created_at desc;
$$;

comment on function public.related_leads(uuid) is
  'Leads of the same person (same email or phone digits) within 90 days of the given lead.';

revoke execute on function public.related_leads(uuid) from public, anon;
grant execute on function public.related_leads(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- lead_rate_limits and take_lead_quota(): the per-client limit of the lead functions
-- ---------------------------------------------------------------------------------------------
create table public.lead_rate_limits (
  -- The client's address from the platform's trusted header (an IPv6 client by its /64).
  client text primary key,
  tokens double precision not null,
  updated_at timestamptz not null default now(),
  constraint lead_rate_limits_client_length check (char_length(client) between 1 and 100)
);

comment on table public.lead_rate_limits is
  'Token buckets of the lead functions by client address. Service role only; idle rows expire.';

alter table public.lead_rate_limits enable row level security;
revoke all on public.lead_rate_limits from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.lead_rate_limits to service_role;

-- Takes one submission from the client's bucket: 10 at once, refilled at 10 an hour. Returns 0
-- when allowed, else the seconds until one more would be. The row lock serialises concurrent
-- requests of one client, so a burst cannot take more than the bucket holds.
create or replace function public.take_lead_quota(p_client text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  capacity constant double precision := 10;
  per_second constant double precision := 10.0 / 3600;
  v_tokens double precision;
  v_at timestamptz;
begin
  insert into public.lead_rate_limits (client, tokens, updated_at)
  values (p_client, capacity, now())
  on conflict (client) do nothing;

  select tokens, updated_at into v_tokens, v_at
  from public.lead_rate_limits
  where client = p_client
  for update;

  v_tokens := least(capacity, v_tokens + greatest(0, extract(epoch from now() - v_at)) * per_second);
  if v_tokens >= 1 then
    update public.lead_rate_limits set tokens = v_tokens - 1, updated_at = now()
    where client = p_client;
    -- Now and then, forget clients idle for a day (their buckets are full again anyway).
    if random() < 0.02 then
      delete from public.lead_rate_limits where updated_at < now() - interval '1 day';
    end if;
    return 0;
  end if;
  update public.lead_rate_limits set tokens = v_tokens, updated_at = now()
  where client = p_client;
  return ceil((1 - v_tokens) / per_second)::integer;
end;
$$;

comment on function public.take_lead_quota(text) is
  'Rate limit of the lead functions: 0 when the client may submit, else seconds to wait.';

revoke execute on function public.take_lead_quota(text) from public, anon, authenticated;
grant execute on function public.take_lead_quota(text) to service_role;
