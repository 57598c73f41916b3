-- The maintenance workflow's trust fixes:
--  3. a final cost waits for review: a vendor's cost above the approved estimate (or, without an
--     estimate, the owner's limit) waits for staff, and one above what the owner allowed waits
--     for the owner too, before anything is posted; every ledger entry names who or what posted
--     it (ledger_entries.posted_via, and posted_by for a person);
--  5. tenants' messages are rate-limited per request and account; the office's message mails of
--     a request merge into one per window; a duplicate emergency (same lease, same emergency,
--     within minutes) pages on-call once;
--  6. an approval link is spent when the approval is decided anywhere, and acts only for the
--     amount it was mailed for;
-- 14. Civil Code 1954(d): the tenant's general permission to enter no longer waives the written
--     notice (only consent at the time of entry or an agreed date and time within a week do).
-- The contract mirrors these rules: supabase/functions/_shared/contract/maintenance.ts.

-- ---------------------------------------------------------------------------------------------
-- 3. The final cost's review
-- ---------------------------------------------------------------------------------------------
alter table public.maintenance_requests
  -- none: no cost yet; to_review: staff review it; awaiting_owner: the owner approves it;
  -- accepted: posted to the owner's ledger once the request is completed.
  add column cost_state text not null default 'none',
  -- The staff member who accepted the cost (or sent it to the owner), and when.
  add column cost_reviewed_by uuid references auth.users (id) on delete set null,
  add column cost_reviewed_at timestamptz,
  -- How the cost came to be accepted: the ledger entry's posted_via.
  add column cost_accepted_via text,
  -- The amount the owner's approval (pending or given) is for: an estimate or a final cost.
  add column approval_cents integer,
  add constraint maintenance_requests_cost_state_allowed check (
    cost_state in ('none', 'to_review', 'awaiting_owner', 'accepted')
  ),
  add constraint maintenance_requests_cost_state_has_cost check (
    (cost_state = 'none') = (actual_cost_cents is null)
  ),
  add constraint maintenance_requests_cost_accepted_via check (
    (cost_state = 'accepted') = (cost_accepted_via is not null)
    and (cost_accepted_via is null
         or cost_accepted_via in ('vendor_link', 'staff', 'cost_review', 'owner_approval',
                                  'before_review'))
  ),
  add constraint maintenance_requests_approval_cents_range check (
    approval_cents is null or approval_cents between 0 and 10000000
  );

comment on column public.maintenance_requests.cost_state is
  'The final cost: none, to_review (staff), awaiting_owner, accepted (posted once completed).';

-- Costs entered before the review existed were posted as they came.
update public.maintenance_requests
set cost_state = 'accepted', cost_accepted_via = 'before_review'
where actual_cost_cents is not null;
update public.maintenance_requests
set approval_cents = estimate_cents
where owner_approval <> 'not_needed';

create index maintenance_requests_cost_review_idx on public.maintenance_requests (status_changed_at)
  where cost_state in ('to_review', 'awaiting_owner');
create index maintenance_requests_cost_reviewed_by_idx on public.maintenance_requests (cost_reviewed_by)
  where cost_reviewed_by is not null;

-- Staff approve a cost to review by setting cost_state (the guard decides what follows).
grant update (cost_state) on public.maintenance_requests to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Every ledger entry names who or what posted it
-- ---------------------------------------------------------------------------------------------
alter table public.ledger_entries add column posted_via text;

-- Entries are never changed (ledger_entries_no_update_or_delete); naming the poster of the ones
-- already there is the one exception, made here and nowhere else.
alter table public.ledger_entries disable trigger ledger_entries_no_update_or_delete;
update public.ledger_entries set posted_via = case
  when posted_by is not null then 'staff'
  when kind = 'repair_cost' and reverses_id is null then 'before_review'
  when posting_key is not null then 'scheduler'
  else 'service'
end;
alter table public.ledger_entries enable trigger ledger_entries_no_update_or_delete;

-- Named on every row: a CHECK rather than NOT NULL, so the poster trigger below can fill it from
-- posted_by and the key before the check (clients never send it).
alter table public.ledger_entries
  add constraint ledger_entries_poster_named check (posted_via is not null),
  -- staff: posted_by; scheduler: the scheduled postings; service: the secret key (a function or
  -- a script); vendor_link: a vendor's cost within the approved estimate; cost_review: a cost
  -- staff reviewed (posted_by); owner_approval: a cost the owner approved after staff review
  -- (posted_by the reviewer); before_review: repairs posted before this migration.
  add constraint ledger_entries_posted_via_allowed check (
    posted_via in ('staff', 'scheduler', 'service', 'vendor_link', 'cost_review', 'owner_approval',
                   'before_review')
  );

comment on column public.ledger_entries.posted_via is
  'Who or what posted the entry (with posted_by for a person): see the constraint''s list.';

create or replace function private.ledger_entry_poster()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.posted_via is null then
    new.posted_via := case
      when new.posted_by is not null then 'staff'
      when new.posting_key is not null then 'scheduler'
      else 'service'
    end;
  end if;
  if new.posted_via = 'before_review' then
    raise exception 'Only entries posted before the cost review existed are before_review.'
      using errcode = '23514', hint = 'ledger_poster';
  end if;
  if new.posted_via in ('staff', 'cost_review', 'owner_approval') and new.posted_by is null then
    raise exception 'An entry a person posted names them (posted_by).'
      using errcode = '23514', hint = 'ledger_poster';
  end if;
  -- A repair's cost comes from a reviewed request (post_completed_repairs) or from staff.
  if new.kind = 'repair_cost' and new.reverses_id is null
    and new.posted_via not in ('staff', 'vendor_link', 'cost_review', 'owner_approval') then
    raise exception 'A repair cost is posted by staff or from a request whose cost was accepted.'
      using errcode = '23514', hint = 'ledger_poster';
  end if;
  return new;
end;
$$;

revoke execute on function private.ledger_entry_poster() from public, anon, authenticated;

create trigger ledger_entries_poster
  before insert on public.ledger_entries
  for each row execute function private.ledger_entry_poster();

-- As in 20261128000100_ledger.sql, but only an accepted cost, with who accepted it.
create or replace function private.post_completed_repairs(p_request_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  insert into public.ledger_entries
    (home_id, kind, amount_cents, posted_on, period, maintenance_request_id, posting_key, memo,
     posted_by, posted_via)
  select r.home_id, 'repair_cost', r.actual_cost_cents,
    (r.completed_at at time zone 'America/Los_Angeles')::date,
    date_trunc('month', (r.completed_at at time zone 'America/Los_Angeles'))::date,
    r.id, 'repair:' || r.id,
    'Repair: ' || left(r.description, 120), r.cost_reviewed_by, r.cost_accepted_via
  from public.maintenance_requests r
  where (p_request_id is null or r.id = p_request_id)
    and r.completed_at is not null
    and r.actual_cost_cents is not null
    and r.actual_cost_cents > 0
    and r.cost_state = 'accepted'
    and r.cost_accepted_via <> 'before_review'
    and r.status in ('completed', 'closed')
  on conflict (posting_key) do nothing;
  get diagnostics n = row_count;
  return n;
end;
$$;

drop trigger maintenance_requests_post_repair on public.maintenance_requests;
create trigger maintenance_requests_post_repair
  after insert or update of status, actual_cost_cents, cost_state on public.maintenance_requests
  for each row execute function private.post_repair_on_completion();

-- ---------------------------------------------------------------------------------------------
-- The guard (before update), as in 20261127000100_maintenance.sql with: the entry rule of
-- 14, the final cost's review of 3, and the approval's amount of 6.
-- ---------------------------------------------------------------------------------------------
create or replace function public.maintenance_requests_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_limit integer;
  v_local timestamp;
  v_local_end timestamp;
  v_actor text := private.maintenance_actor();
  v_allowed integer;
  v_needs_owner boolean;
begin
  if new.home_id is distinct from old.home_id or new.lease_id is distinct from old.lease_id
    or new.created_by is distinct from old.created_by or new.person_id is distinct from old.person_id
    or new.idempotency_key is distinct from old.idempotency_key
    or new.created_at is distinct from old.created_at
    or new.location is distinct from old.location or new.description is distinct from old.description
    or new.entry_permission is distinct from old.entry_permission or new.pets is distinct from old.pets
    or new.good_times is distinct from old.good_times or new.emergency is distinct from old.emergency
    or new.share_contact is distinct from old.share_contact then
    raise exception 'The tenant''s request is kept as they wrote it' using errcode = '22023',
      hint = 'maintenance_tenant_words';
  end if;

  select a.repair_approval_limit_cents into v_limit
  from public.management_agreements a where a.home_id = new.home_id;
  v_limit := coalesce(v_limit, 0);

  -- The estimate decides whether the owner approves first (emergencies proceed).
  if new.estimate_cents is distinct from old.estimate_cents and new.estimate_cents is not null
    and new.status in ('acknowledged', 'awaiting_owner_approval') then
    if new.estimate_cents > v_limit then
      new.approval_cents := new.estimate_cents;
      if new.urgent then
        new.owner_approval := 'emergency_proceeded';
      else
        new.owner_approval := 'pending';
        new.owner_approval_decided_at := null;
        new.owner_approval_note := null;
        new.status := 'awaiting_owner_approval';
      end if;
    else
      new.owner_approval := 'not_needed';
      new.approval_cents := null;
      if new.status = 'awaiting_owner_approval' then new.status := 'acknowledged'; end if;
    end if;
  end if;

  -- 3. The final cost. What the owner allowed: their limit, or the amount they approved (an
  -- emergency's estimate proceeded without them). Above it the owner approves, except in an
  -- emergency; a vendor's cost above the estimate (without one, the limit) waits for staff.
  v_allowed := greatest(v_limit, case
    when old.owner_approval in ('approved', 'emergency_proceeded') then coalesce(old.approval_cents, 0)
    else 0 end);
  v_needs_owner := not new.urgent and new.actual_cost_cents is not null
    and new.actual_cost_cents > v_allowed;
  if new.actual_cost_cents is distinct from old.actual_cost_cents then
    if new.actual_cost_cents is null then
      new.cost_state := 'none';
      new.cost_accepted_via := null;
    elsif v_actor = 'staff' then
      -- Staff entering or adjusting the cost are its review.
      new.cost_reviewed_by := auth.uid();
      new.cost_reviewed_at := now();
      if v_needs_owner then
        new.cost_state := 'awaiting_owner';
        new.cost_accepted_via := null;
      else
        new.cost_state := 'accepted';
        new.cost_accepted_via := case when old.cost_state = 'to_review' then 'cost_review' else 'staff' end;
      end if;
    elsif v_actor = 'vendor' and not v_needs_owner
      and new.actual_cost_cents <= coalesce(new.estimate_cents, v_limit) then
      new.cost_state := 'accepted';
      new.cost_accepted_via := 'vendor_link';
      new.cost_reviewed_by := null;
      new.cost_reviewed_at := null;
    else
      new.cost_state := 'to_review';
      new.cost_accepted_via := null;
      new.cost_reviewed_by := null;
      new.cost_reviewed_at := null;
    end if;
  elsif new.cost_state is distinct from old.cost_state
    and new.owner_approval is not distinct from old.owner_approval then
    -- Staff approve a cost to review as it is (cost_state := 'accepted'); nothing else is theirs.
    if v_actor <> 'staff' or old.cost_state <> 'to_review' or new.cost_state <> 'accepted' then
      raise exception 'Only a cost to review can be approved, by staff' using errcode = '22023',
        hint = 'maintenance_cost_review';
    end if;
    new.cost_reviewed_by := auth.uid();
    new.cost_reviewed_at := now();
    if v_needs_owner then
      new.cost_state := 'awaiting_owner';
    else
      new.cost_accepted_via := 'cost_review';
    end if;
  end if;

  -- A cost waiting for the owner asks them, for that amount.
  if new.cost_state = 'awaiting_owner' and (old.cost_state <> 'awaiting_owner'
      or new.actual_cost_cents is distinct from old.actual_cost_cents) then
    new.owner_approval := 'pending';
    new.owner_approval_decided_at := null;
    new.owner_approval_note := null;
    new.approval_cents := new.actual_cost_cents;
  elsif old.cost_state = 'awaiting_owner' and new.cost_state = 'awaiting_owner'
    and new.owner_approval is distinct from old.owner_approval then
    -- The owner's answer on a final cost: approved, it is accepted; declined, staff review it.
    if new.owner_approval = 'approved' then
      new.cost_state := 'accepted';
      new.cost_accepted_via := 'owner_approval';
    elsif new.owner_approval = 'declined' then
      new.cost_state := 'to_review';
    end if;
  elsif old.cost_state = 'awaiting_owner' and new.cost_state <> 'awaiting_owner'
    and new.owner_approval = 'pending' then
    -- No longer asked (staff lowered the cost within what the owner allowed).
    new.owner_approval := 'not_needed';
    new.approval_cents := null;
  end if;

  if new.status is distinct from old.status
    or (new.status = 'scheduled' and (new.visit_starts_at is distinct from old.visit_starts_at
                                      or new.vendor_id is distinct from old.vendor_id)) then
    if new.status is distinct from old.status
      and not private.maintenance_transition_allowed(old.status, new.status) then
      raise exception 'A request that is % can''t become %', replace(old.status, '_', ' '),
        replace(new.status, '_', ' ') using errcode = '22023', hint = 'maintenance_transition';
    end if;
    if new.status = 'awaiting_owner_approval' and new.owner_approval <> 'pending' then
      raise exception 'Only an estimate above the owner''s limit waits for approval'
        using errcode = '22023', hint = 'maintenance_approval_not_needed';
    end if;
    if new.status = 'closed' and new.cost_state in ('to_review', 'awaiting_owner') then
      raise exception 'The final cost is still waiting for review or the owner''s approval'
        using errcode = '22023', hint = 'maintenance_cost_pending';
    end if;
    if new.status = 'scheduled' then
      if new.owner_approval in ('pending', 'declined') then
        raise exception 'The owner has not approved this repair' using errcode = '22023',
          hint = 'maintenance_needs_approval';
      end if;
      if new.vendor_id is null or new.visit_starts_at is null then
        raise exception 'Scheduling needs a vendor and a visit window' using errcode = '22023',
          hint = 'maintenance_schedule_incomplete';
      end if;
      if new.visit_starts_at <= now() then
        raise exception 'The visit must be in the future' using errcode = '22023',
          hint = 'maintenance_visit_past';
      end if;
      -- Civil Code 1954(b), (d)(1): outside an emergency, 24 hours' written notice and business
      -- hours (8:00-17:00, Monday to Friday, office time). A general permission given in advance
      -- does not waive the notice: only consent at the time of entry (d)(2) or an agreed date
      -- and time within a week (d)(3) do, and neither is given on the request form.
      if not new.urgent then
        if new.visit_starts_at < now() + interval '24 hours' then
          raise exception 'Outside an emergency the visit must start at least 24 hours from now, after the written notice (Civil Code 1954)'
            using errcode = '22023', hint = 'maintenance_entry_notice';
        end if;
        v_local := new.visit_starts_at at time zone 'America/Los_Angeles';
        v_local_end := new.visit_ends_at at time zone 'America/Los_Angeles';
        if extract(isodow from v_local) > 5 or v_local::time < time '08:00'
          or v_local_end::time > time '17:00' or v_local_end::date <> v_local::date then
          raise exception 'Outside an emergency, entry must be during business hours: Monday to Friday, 8 AM to 5 PM (Civil Code 1954)'
            using errcode = '22023', hint = 'maintenance_entry_hours';
        end if;
      end if;
      new.vendor_confirmed_at := null;
    end if;
    if new.status is distinct from old.status then
      new.status_changed_at := now();
      if new.status <> 'submitted' and new.acknowledged_at is null then
        new.acknowledged_at := now();
      end if;
      if new.status = 'completed' then new.completed_at := now(); end if;
      if new.status = 'closed' then new.closed_at := now(); end if;
      if new.status = 'acknowledged' and old.status = 'scheduled' then
        new.visit_starts_at := null;
        new.visit_ends_at := null;
      end if;
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.maintenance_requests_guard() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- History, as in 20261127000100_maintenance.sql with: the notice of entry for every visit
-- outside an emergency (14), the approval asked with its amount, and the cost's review (3).
-- ---------------------------------------------------------------------------------------------
create or replace function public.maintenance_requests_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor text := private.maintenance_actor();
  v_uid uuid := auth.uid();
  v_when text;
begin
  if tg_op = 'INSERT' then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, to_status, body)
    values (new.id, 'submitted', 'everyone', 'tenant', new.created_by, new.status, null);
    return null;
  end if;

  if new.estimate_cents is distinct from old.estimate_cents and new.estimate_cents is not null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'estimate', 'owner', v_actor, v_uid, new.estimate_cents::text);
  end if;
  if new.owner_approval is distinct from old.owner_approval
    or (new.owner_approval = 'pending' and new.approval_cents is distinct from old.approval_cents) then
    if new.owner_approval = 'pending' then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      values (new.id, 'approval_requested', 'owner', v_actor, v_uid, new.approval_cents::text);
    elsif new.owner_approval = 'emergency_proceeded' then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      values (new.id, 'emergency_proceeded', 'owner', v_actor, v_uid, new.estimate_cents::text);
    elsif new.owner_approval in ('approved', 'declined') then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      values (new.id, 'approval', 'owner', v_actor, v_uid,
              new.owner_approval || coalesce(': ' || new.owner_approval_note, ''));
    end if;
  end if;
  if new.status is distinct from old.status then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, from_status, to_status, body)
    values (new.id, 'status', 'everyone', v_actor, v_uid, old.status, new.status,
            case when new.status = 'declined' then new.decline_reason end);
  end if;
  if new.status = 'scheduled' and (old.status <> 'scheduled'
      or new.visit_starts_at is distinct from old.visit_starts_at
      or new.vendor_id is distinct from old.vendor_id) then
    v_when := to_char(new.visit_starts_at at time zone 'America/Los_Angeles', 'FMDay, FMMonth FMDD, YYYY, FMHH12:MI AM')
      || ' to ' || to_char(new.visit_ends_at at time zone 'America/Los_Angeles', 'FMHH12:MI AM');
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'scheduled', 'everyone', v_actor, v_uid, v_when);
    -- Civil Code 1954(d)(1): the written notice gives the date, approximate time and purpose;
    -- owed for every visit outside an emergency (a permission given in advance waives nothing).
    if not new.urgent then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      select new.id, 'entry_notice', 'everyone', v_actor, v_uid,
        'NOTICE OF INTENT TO ENTER DWELLING UNIT (California Civil Code section 1954)' || chr(10) || chr(10)
        || 'To: the tenants of ' || h.street || coalesce(', ' || u.label, '') || ', ' || h.city || ', '
        || h.state || ' ' || h.zip_code || chr(10) || chr(10)
        || 'The landlord''s agent or a vendor it sends will enter the unit on ' || v_when
        || ' (Pacific time) for the following purpose: to make necessary repairs ('
        || replace(new.category, '_', ' ') || ': ' || new.location || ').' || chr(10) || chr(10)
        || 'This notice is given at least 24 hours before the entry.'
      from public.managed_homes h
      join public.leases l on l.id = new.lease_id
      join public.home_units u on u.id = l.unit_id
      where h.id = new.home_id;
    end if;
  end if;
  if new.actual_cost_cents is distinct from old.actual_cost_cents and new.actual_cost_cents is not null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'cost', 'owner', v_actor, v_uid, new.actual_cost_cents::text);
  end if;
  if new.cost_state is distinct from old.cost_state and new.cost_state in ('to_review', 'accepted') then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'cost_review', 'staff', v_actor, v_uid,
            new.cost_state || coalesce(' (' || new.cost_accepted_via || ')', '') || ': '
            || new.actual_cost_cents::text);
  end if;
  if new.vendor_confirmed_at is not null and old.vendor_confirmed_at is null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'vendor_confirmed', 'everyone', 'vendor', null, null);
  end if;
  return null;
end;
$$;

revoke execute on function public.maintenance_requests_history() from public, anon, authenticated;

alter table public.maintenance_events drop constraint maintenance_events_kind_allowed;
alter table public.maintenance_events add constraint maintenance_events_kind_allowed check (
  kind in ('submitted', 'status', 'message', 'note', 'scheduled', 'entry_notice', 'estimate',
           'cost', 'cost_review', 'approval_requested', 'approval', 'emergency_proceeded',
           'vendor_confirmed', 'vendor_completed', 'duplicate_emergency')
);
alter table public.maintenance_events add constraint maintenance_events_staff_only_kinds check (
  kind not in ('cost_review', 'duplicate_emergency') or audience = 'staff'
);

-- ---------------------------------------------------------------------------------------------
-- 6. Approval links: bound to their amount, spent by a decision taken anywhere
-- ---------------------------------------------------------------------------------------------
-- The amount an approval link was mailed for (null for a work order): it acts only while the
-- owner is asked for that amount.
alter table public.maintenance_links
  add column amount_cents integer,
  add constraint maintenance_links_amount_range check (
    amount_cents is null or amount_cents between 0 and 10000000
  );

-- Links mailed before: bound to the amount then asked (the request's approval amount).
update public.maintenance_links l set amount_cents = r.approval_cents
from public.maintenance_requests r
where r.id = l.request_id and l.purpose = 'owner_approval';

drop function public.issue_maintenance_link(uuid, text, text, uuid, uuid);

-- As in 20261127000100_maintenance.sql; an approval link carries the amount its mail showed.
create or replace function public.issue_maintenance_link(
  p_request_id uuid, p_purpose text, p_token_hash text, p_vendor_id uuid, p_person_id uuid,
  p_amount_cents integer default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_purpose = 'owner_approval' and p_amount_cents is null then
    raise exception 'An approval link is for an amount' using errcode = '22023';
  end if;
  update public.maintenance_links set expires_at = least(expires_at, now())
  where request_id = p_request_id and purpose = p_purpose and used_at is null
    and vendor_id is not distinct from p_vendor_id and person_id is not distinct from p_person_id;
  insert into public.maintenance_links
    (request_id, purpose, token_hash, vendor_id, person_id, expires_at, amount_cents)
  values (p_request_id, p_purpose, p_token_hash, p_vendor_id, p_person_id,
          now() + case p_purpose when 'vendor' then interval '30 days' else interval '7 days' end,
          case when p_purpose = 'owner_approval' then p_amount_cents end);
end;
$$;

revoke execute on function public.issue_maintenance_link(uuid, text, text, uuid, uuid, integer) from public, anon, authenticated;
grant execute on function public.issue_maintenance_link(uuid, text, text, uuid, uuid, integer) to service_role;

create or replace function public.maintenance_link_state(p_token_hash text)
returns table (link_id uuid, request_id uuid, purpose text, vendor_id uuid, person_id uuid, state text)
language sql
stable
set search_path = ''
as $$
  select l.id, l.request_id, l.purpose, l.vendor_id, l.person_id,
    case
      when l.used_at is not null then 'used'
      when l.expires_at <= now() then 'expired'
      -- A work order whose job is done or called off, or a vendor replaced, is spent too.
      when l.purpose = 'vendor' and (r.status not in ('scheduled', 'in_progress')
                                     or r.vendor_id is distinct from l.vendor_id) then 'used'
      -- An approval decided, or now asked for another amount than the link was mailed for.
      when l.purpose = 'owner_approval' and (r.owner_approval <> 'pending'
                                             or l.amount_cents is distinct from r.approval_cents) then 'used'
      else 'ok'
    end
  from public.maintenance_links l
  join public.maintenance_requests r on r.id = l.request_id
  where l.token_hash = p_token_hash;
$$;

-- As in 20261127000100_maintenance.sql; every approval link of the request is spent with it.
create or replace function private.apply_owner_decision(
  p_request_id uuid, p_decision text, p_note text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.maintenance_requests;
begin
  if p_decision not in ('approved', 'declined') then
    raise exception 'Approve or decline' using errcode = '22023';
  end if;
  select * into r from public.maintenance_requests where id = p_request_id for update;
  if not found then return 'unknown'; end if;
  if r.owner_approval <> 'pending' then return 'used'; end if;
  perform set_config('maintenance.actor', 'owner', true);
  update public.maintenance_requests set
    owner_approval = p_decision,
    owner_approval_decided_at = now(),
    owner_approval_note = nullif(btrim(coalesce(p_note, '')), ''),
    status = case when status = 'awaiting_owner_approval' then 'acknowledged' else status end
  where id = p_request_id;
  perform set_config('maintenance.actor', '', true);
  update public.maintenance_links set used_at = now()
  where request_id = p_request_id and purpose = 'owner_approval' and used_at is null;
  return 'ok';
end;
$$;

revoke execute on function private.apply_owner_decision(uuid, text, text) from public, anon, authenticated;

-- The owner's answer by link: the request is locked first, so the amount the link is bound to
-- can't change between the check and the decision.
create or replace function public.owner_decide_by_link(p_token_hash text, p_decision text, p_note text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v record;
begin
  perform 1 from public.maintenance_requests r
  join public.maintenance_links l on l.request_id = r.id
  where l.token_hash = p_token_hash
  for update of r;
  select * into v from public.maintenance_link_state(p_token_hash) where purpose = 'owner_approval';
  if not found then return 'unknown'; end if;
  if v.state <> 'ok' then return v.state; end if;
  update public.maintenance_links set used_at = now() where id = v.link_id and used_at is null;
  if not found then return 'used'; end if;
  return private.apply_owner_decision(v.request_id, p_decision, p_note);
end;
$$;

revoke execute on function public.owner_decide_by_link(text, text, text) from public, anon, authenticated;
grant execute on function public.owner_decide_by_link(text, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 5. Tenants' messages: at most 5 per request in 10 minutes and 15 per account in an hour (the
-- contract's maintenanceMessageLimits). Staff are not limited.
-- ---------------------------------------------------------------------------------------------
create or replace function public.maintenance_events_message_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if new.kind <> 'message' or new.actor_kind <> 'tenant' or v_uid is null then
    return new;
  end if;
  -- One account's messages counted one at a time (two tabs can't both slip under the limit).
  perform pg_advisory_xact_lock(hashtextextended('maintenance_message:' || v_uid::text, 0));
  if (select count(*) from public.maintenance_events e
      where e.request_id = new.request_id and e.kind = 'message' and e.actor_user_id = v_uid
        and e.created_at > now() - interval '10 minutes') >= 5 then
    raise exception 'You have sent 5 messages on this request in the last 10 minutes: the office reads them all, please wait a few minutes'
      using errcode = '22023', hint = 'maintenance_message_rate_request';
  end if;
  if (select count(*) from public.maintenance_events e
      where e.actor_user_id = v_uid and e.kind = 'message'
        and e.created_at > now() - interval '1 hour') >= 15 then
    raise exception 'You have sent 15 messages in the last hour: please wait before sending more, or call the office'
      using errcode = '22023', hint = 'maintenance_message_rate_account';
  end if;
  return new;
end;
$$;

revoke execute on function public.maintenance_events_message_rate() from public, anon, authenticated;

-- Named to fire after maintenance_events_stamp (triggers fire by name), once the actor is known.
create trigger maintenance_events_tenant_rate
  before insert on public.maintenance_events
  for each row execute function public.maintenance_events_message_rate();

-- ---------------------------------------------------------------------------------------------
-- 5. The mails events owe, as in 20261127000100_maintenance.sql with: a request's message mails
-- merged (one pending per request and recipient, sent after a 3-minute window, rendering every
-- message since), and a duplicate emergency (the same lease and emergency within 10 minutes)
-- paging on-call once: it is noted on the request for staff, and the first page stands.
-- ---------------------------------------------------------------------------------------------
alter table public.maintenance_mail add column merged boolean not null default false;

comment on column public.maintenance_mail.merged is
  'A message mail that renders every message of its request since its event (the window''s).';

create or replace function public.maintenance_events_enqueue_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.maintenance_requests;
  v_first uuid;
begin
  select * into r from public.maintenance_requests where id = new.request_id;

  -- A message while the request's message mail to the same side is still unclaimed: that mail
  -- renders it too.
  if new.kind = 'message' and exists (
    select 1 from public.maintenance_mail q
    where q.request_id = r.id and q.merged and q.status = 'pending' and q.attempts = 0
      and q.template = case new.actor_kind when 'tenant' then 'office_message' else 'tenant_message' end
  ) then
    return null;
  end if;

  -- The same emergency on the same lease within 10 minutes: on-call was paged for the first.
  if new.kind = 'submitted' and r.urgent then
    select d.id into v_first
    from public.maintenance_requests d
    where d.lease_id = r.lease_id and d.emergency = r.emergency and d.id <> r.id
      and d.created_at > r.created_at - interval '10 minutes' and d.created_at <= r.created_at
      and exists (select 1 from public.maintenance_mail q where q.request_id = d.id and q.template = 'on_call')
    order by d.created_at
    limit 1;
    if v_first is not null then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, body)
      values (r.id, 'duplicate_emergency', 'staff', 'system', v_first::text);
      -- The tenant still hears that it was received.
      insert into public.maintenance_mail (request_id, event_id, template, recipient, to_email, person_id)
      select r.id, new.id, 'tenant_received', 'tenant', p.email, p.id
      from public.lease_tenants t
      join public.people p on p.id = t.person_id
      where t.lease_id = r.lease_id
      on conflict do nothing;
      return null;
    end if;
  end if;

  -- Tenants of the lease (their stored addresses) for what concerns them.
  if (new.kind in ('submitted', 'status', 'scheduled', 'entry_notice'))
    or (new.kind = 'message' and new.actor_kind = 'staff') then
    insert into public.maintenance_mail
      (request_id, event_id, template, recipient, to_email, person_id, merged, next_attempt_at)
    select r.id, new.id,
      case new.kind
        when 'submitted' then 'tenant_received'
        when 'status' then 'tenant_status'
        when 'scheduled' then 'tenant_visit'
        when 'entry_notice' then 'tenant_entry_notice'
        else 'tenant_message'
      end,
      'tenant', p.email, p.id, new.kind = 'message',
      now() + case when new.kind = 'message' then interval '3 minutes' else interval '0' end
    from public.lease_tenants t
    join public.people p on p.id = t.person_id
    where t.lease_id = r.lease_id
    on conflict do nothing;
  end if;

  -- The office: new requests, tenants' messages, owners' answers, vendors' news.
  if new.kind in ('submitted', 'approval', 'vendor_confirmed', 'vendor_completed')
    or (new.kind = 'message' and new.actor_kind = 'tenant') then
    insert into public.maintenance_mail (request_id, event_id, template, recipient, merged, next_attempt_at)
    values (r.id, new.id,
      case new.kind
        when 'submitted' then 'office_new'
        when 'approval' then 'office_approval'
        when 'message' then 'office_message'
        else 'office_vendor'
      end,
      'office', new.kind = 'message',
      now() + case when new.kind = 'message' then interval '3 minutes' else interval '0' end)
    on conflict do nothing;
  end if;
  if new.kind = 'submitted' and r.urgent then
    insert into public.maintenance_mail (request_id, event_id, template, recipient)
    values (r.id, new.id, 'on_call', 'on_call')
    on conflict do nothing;
  end if;

  -- Owners: approval asked, an emergency that proceeded, a repair completed.
  if new.kind in ('approval_requested', 'emergency_proceeded')
    or (new.kind = 'status' and new.to_status = 'completed') then
    insert into public.maintenance_mail (request_id, event_id, template, recipient, to_email, person_id)
    select r.id, new.id,
      case new.kind
        when 'approval_requested' then 'owner_approval'
        when 'emergency_proceeded' then 'owner_emergency'
        else 'owner_completed'
      end,
      'owner', p.email, p.id
    from public.home_owners o
    join public.people p on p.id = o.person_id
    where o.home_id = r.home_id
    on conflict do nothing;
  end if;

  -- The vendor's work order when a visit is set.
  if new.kind = 'scheduled' and r.vendor_id is not null then
    insert into public.maintenance_mail (request_id, event_id, template, recipient, to_email, vendor_id)
    select r.id, new.id, 'vendor_work_order', 'vendor', v.email, v.id
    from public.vendors v where v.id = r.vendor_id
    on conflict do nothing;
  end if;
  return null;
end;
$$;

revoke execute on function public.maintenance_events_enqueue_mail() from public, anon, authenticated;

create index maintenance_mail_merge_idx on public.maintenance_mail (request_id, template)
  where merged and status = 'pending' and attempts = 0;
create index maintenance_requests_lease_emergency_idx
  on public.maintenance_requests (lease_id, emergency, created_at)
  where emergency is not null;

-- 6. The owner's answer from the portal, bound like a link to the amount the owner saw (null:
-- as before, whatever is asked). As in 20261127000100_maintenance.sql otherwise.
drop function public.decide_maintenance_approval(uuid, text, text);

create or replace function public.decide_maintenance_approval(
  p_request_id uuid, p_decision text, p_note text default null, p_amount_cents integer default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_home uuid;
  v_amount integer;
begin
  select home_id into v_home from public.maintenance_requests where id = p_request_id;
  if v_home is null or not private.owns_home(v_home) then
    raise exception 'This request is not on your home' using errcode = '42501';
  end if;
  if char_length(coalesce(p_note, '')) > 1000 then
    raise exception 'The note must be at most 1000 characters' using errcode = '22023';
  end if;
  -- Locked: the amount can't change between this check and the decision.
  select approval_cents into v_amount from public.maintenance_requests
  where id = p_request_id for update;
  if p_amount_cents is not null and p_amount_cents is distinct from v_amount then
    return 'used';
  end if;
  return private.apply_owner_decision(p_request_id, p_decision, p_note);
end;
$$;

comment on function public.decide_maintenance_approval(uuid, text, text, integer) is
  'Owner portal: approve or decline a repair or final cost above the home''s limit, for the amount shown (''ok'' or ''used'').';

revoke execute on function public.decide_maintenance_approval(uuid, text, text, integer) from public, anon;
grant execute on function public.decide_maintenance_approval(uuid, text, text, integer) to authenticated, service_role;
