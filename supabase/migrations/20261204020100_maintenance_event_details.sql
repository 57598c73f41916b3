-- A maintenance event's facts as structured data: `details` (jsonb), one shape per kind, the
-- shapes written once in the contract (contract/maintenance.ts maintenanceEventDetails; a test
-- compares private.maintenance_event_detail_keys with it). `body` keeps only words a person
-- wrote (a message, a note, a decline reason, the owner's note, the vendor's note) or, for a
-- visit recorded before 20261202070100, its English text. Nothing splits body strings any more.
--
-- Functions redefined here: public.maintenance_requests_history (writes details). New:
-- private.maintenance_event_detail_keys, public.maintenance_events_duplicate_details.

alter table public.maintenance_events add column details jsonb not null default '{}'::jsonb;
comment on column public.maintenance_events.details is
  'The event''s facts, one shape per kind (contract/maintenance.ts maintenanceEventDetails).';

-- The keys each kind's details hold (all of them, and no other).
create function private.maintenance_event_detail_keys(p_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'scheduled' then array['starts_at', 'ends_at']
    when 'entry_notice' then array['starts_at', 'ends_at', 'address', 'category', 'location']
    when 'estimate' then array['cents']
    when 'cost' then array['cents']
    when 'approval_requested' then array['cents']
    when 'emergency_proceeded' then array['cents']
    when 'cost_review' then array['state', 'via', 'cents']
    when 'approval' then array['decision']
    when 'duplicate_emergency' then array['first_request_id']
    else array[]::text[]
  end;
$$;
revoke execute on function private.maintenance_event_detail_keys(text) from public, anon;
grant execute on function private.maintenance_event_detail_keys(text) to authenticated, service_role;

-- Backfill from the body strings written until now; what body held moves into details, so
-- nothing is lost (a visit written before as English text keeps its text and empty details).
update public.maintenance_events set
  details = case kind
    when 'scheduled' then jsonb_build_object(
      'starts_at', body::jsonb -> 'starts_at', 'ends_at', body::jsonb -> 'ends_at')
    when 'entry_notice' then jsonb_build_object(
      'starts_at', body::jsonb -> 'starts_at', 'ends_at', body::jsonb -> 'ends_at',
      'address', body::jsonb -> 'address', 'category', body::jsonb -> 'category',
      'location', body::jsonb -> 'location')
    when 'cost_review' then jsonb_build_object(
      'state', substring(body from '^([a-z_]+)'),
      'via', substring(body from '^[a-z_]+ \(([^)]*)\)'),
      'cents', substring(body from ': (-?[0-9]+)$')::integer)
    when 'approval' then jsonb_build_object('decision', split_part(body, ':', 1))
    when 'duplicate_emergency' then jsonb_build_object('first_request_id', body)
    else jsonb_build_object('cents', case when body ~ '^-?[0-9]+$' then body::integer end)
  end,
  body = case kind
    when 'approval' then nullif(substring(body from '^[a-z_]+: (.*)$'), '')
    else null
  end
where kind in ('estimate', 'cost', 'approval_requested', 'emergency_proceeded', 'cost_review',
               'approval', 'duplicate_emergency')
   or (kind in ('scheduled', 'entry_notice') and body like '{%');

alter table public.maintenance_events add constraint maintenance_events_details_shape check (
  jsonb_typeof(details) = 'object'
  and details - private.maintenance_event_detail_keys(kind) = '{}'::jsonb
  and (details ?& private.maintenance_event_detail_keys(kind)
       -- A visit recorded before its facts were stored: its English text is in body.
       or (kind in ('scheduled', 'entry_notice') and details = '{}'::jsonb and body is not null))
);

-- maintenance_events_enqueue_mail (the mail queue's trigger) records a duplicate emergency with
-- the first request's id in body; this moves it to details, so that function stays as it is.
create function public.maintenance_events_duplicate_details()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.kind = 'duplicate_emergency' and new.details = '{}'::jsonb and new.body is not null then
    new.details := jsonb_build_object('first_request_id', new.body);
    new.body := null;
  end if;
  return new;
end;
$$;
revoke execute on function public.maintenance_events_duplicate_details() from public, anon, authenticated;

create trigger maintenance_events_details before insert on public.maintenance_events
for each row execute function public.maintenance_events_duplicate_details();


-- The request's history writes each event's facts in details (was: as text in body).
create or replace function public.maintenance_requests_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor text := private.maintenance_actor();
  v_uid uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, to_status, body)
    values (new.id, 'submitted', 'everyone', 'tenant', new.created_by, new.status, null);
    return null;
  end if;

  if new.estimate_cents is distinct from old.estimate_cents and new.estimate_cents is not null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, details)
    values (new.id, 'estimate', 'owner', v_actor, v_uid, jsonb_build_object('cents', new.estimate_cents));
  end if;
  if new.owner_approval is distinct from old.owner_approval
    or (new.owner_approval = 'pending' and new.approval_cents is distinct from old.approval_cents) then
    if new.owner_approval = 'pending' then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, details)
      values (new.id, 'approval_requested', 'owner', v_actor, v_uid,
              jsonb_build_object('cents', new.approval_cents));
    elsif new.owner_approval = 'emergency_proceeded' then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, details)
      values (new.id, 'emergency_proceeded', 'owner', v_actor, v_uid,
              jsonb_build_object('cents', new.estimate_cents));
    elsif new.owner_approval in ('approved', 'declined') then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, details, body)
      values (new.id, 'approval', 'owner', v_actor, v_uid,
              jsonb_build_object('decision', new.owner_approval), new.owner_approval_note);
    end if;
  end if;
  if new.status is distinct from old.status then
    -- The owner never moves a request: their answer (the approval event) sends it back to the
    -- office, so that move is the system's, not an acknowledgement by the owner (actor_user_id,
    -- stamped by maintenance_events_stamp, still says whose answer caused it).
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, from_status, to_status, body)
    values (new.id, 'status', 'everyone',
            case when v_actor = 'owner' then 'system' else v_actor end, v_uid,
            old.status, new.status,
            case when new.status = 'declined' then new.decline_reason end);
  end if;
  if new.status = 'scheduled' and (old.status <> 'scheduled'
      or new.visit_starts_at is distinct from old.visit_starts_at
      or new.vendor_id is distinct from old.vendor_id) then
    -- The facts only (instants, address, category, place): the notice and the visit are worded in
    -- the reader's language when shown or mailed (contract/maintenance.ts visitFacts).
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, details)
    values (new.id, 'scheduled', 'everyone', v_actor, v_uid,
            jsonb_build_object('starts_at', new.visit_starts_at, 'ends_at', new.visit_ends_at));
    -- Civil Code 1954(d)(1): the written notice gives the date, approximate time and purpose;
    -- owed for every visit outside an emergency (a permission given in advance waives nothing).
    if not new.urgent then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, details)
      select new.id, 'entry_notice', 'everyone', v_actor, v_uid,
        jsonb_build_object(
          'starts_at', new.visit_starts_at,
          'ends_at', new.visit_ends_at,
          'address', h.street || coalesce(', ' || u.label, '') || ', ' || h.city || ', '
            || h.state || ' ' || h.zip_code,
          'category', new.category,
          'location', new.location
        )
      from public.managed_homes h
      join public.leases l on l.id = new.lease_id
      join public.home_units u on u.id = l.unit_id
      where h.id = new.home_id;
    end if;
  end if;
  if new.actual_cost_cents is distinct from old.actual_cost_cents and new.actual_cost_cents is not null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, details)
    values (new.id, 'cost', 'owner', v_actor, v_uid, jsonb_build_object('cents', new.actual_cost_cents));
  end if;
  if new.cost_state is distinct from old.cost_state and new.cost_state in ('to_review', 'accepted') then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, details)
    values (new.id, 'cost_review', 'staff', v_actor, v_uid,
            jsonb_build_object('state', new.cost_state, 'via', new.cost_accepted_via,
                               'cents', new.actual_cost_cents));
  end if;
  if new.vendor_confirmed_at is not null and old.vendor_confirmed_at is null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'vendor_confirmed', 'everyone', 'vendor', null, null);
  end if;
  return null;
end;
$$;

