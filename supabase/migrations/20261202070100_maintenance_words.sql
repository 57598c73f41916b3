-- Maintenance in the reader's words:
--  - the visit ('scheduled') and the written notice of entry ('entry_notice') events store their
--    facts as JSON in body (visit instants; the notice's address, category and place), worded per
--    language where they are shown and mailed (contract/maintenance.ts), instead of English text;
--  - the owner's answer moves a request back to the office as the system, not as the owner;
--  - that move mails the tenant nothing (they heard "awaiting the owner"; the visit comes next);
--  - the tenant's stated availability (days, after / before a time), kept as they gave it, so the
--    office is warned when a visit falls outside it (contract availabilityWarning);
--  - Civil Code 1954: urgency raised in the same change that schedules a visit does not waive the
--    24 hours' notice and business hours (the guard).
-- As in 20261201000100_maintenance_trust.sql otherwise. Events written before keep their text
-- (the readers show a body that is not JSON as written).

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
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'scheduled', 'everyone', v_actor, v_uid,
            jsonb_build_object('starts_at', new.visit_starts_at, 'ends_at', new.visit_ends_at)::text);
    -- Civil Code 1954(d)(1): the written notice gives the date, approximate time and purpose;
    -- owed for every visit outside an emergency (a permission given in advance waives nothing).
    if not new.urgent then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      select new.id, 'entry_notice', 'everyone', v_actor, v_uid,
        jsonb_build_object(
          'starts_at', new.visit_starts_at,
          'ends_at', new.visit_ends_at,
          'address', h.street || coalesce(', ' || u.label, '') || ', ' || h.city || ', '
            || h.state || ' ' || h.zip_code,
          'category', new.category,
          'location', new.location
        )::text
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
  -- Not the move back to the office after the owner's answer: the tenant was told the repair
  -- waits for the owner, and hears next when the visit is set (no second "acknowledged").
  if (new.kind in ('submitted', 'scheduled', 'entry_notice'))
    or (new.kind = 'status' and not (new.from_status = 'awaiting_owner_approval'
                                     and new.to_status = 'acknowledged'))
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

-- ---------------------------------------------------------------------------------------------
-- The tenant's stated availability
-- ---------------------------------------------------------------------------------------------
alter table public.maintenance_requests
  add column available_days text not null default 'any',
  add column available_from time,
  add column available_to time,
  add constraint maintenance_requests_available_days_allowed check (
    available_days in ('any', 'weekdays', 'weekends')
  ),
  add constraint maintenance_requests_available_window check (
    available_from is null or available_to is null or available_from < available_to
  );

comment on column public.maintenance_requests.available_days is
  'When the tenant can have a visit: any, weekdays or weekends (with available_from/_to, office time).';

-- Read like the tenant's other words (20261201000900_audience_columns.sql): staff, the lease's
-- tenants and the home's owners, by the table's select policy.
grant select (available_days, available_from, available_to)
  on public.maintenance_requests to authenticated;

-- The guard, as in 20261201000100_maintenance_trust.sql with: the availability kept as the
-- tenant gave it, and the emergency exemption only for urgency on record before the change.
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
    or new.share_contact is distinct from old.share_contact
    or new.available_days is distinct from old.available_days
    or new.available_from is distinct from old.available_from
    or new.available_to is distinct from old.available_to then
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
      -- The emergency must be on record before the visit is set: urgency raised in the same
      -- change that schedules (a Saturday visit 17 hours ahead, say) does not waive the notice.
      if not (new.urgent and old.urgent) then
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

-- Filing, as in 20261127000100_maintenance.sql with the availability.
create or replace function public.submit_maintenance_request(payload jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_person uuid := private.person_with_role('tenant');
  v_lease public.leases;
  v_key uuid := (payload ->> 'idempotencyKey')::uuid;
  v_id uuid;
  v_emergency text := nullif(payload ->> 'emergency', '');
begin
  if v_uid is null or v_person is null then
    raise exception 'Only a tenant can file a maintenance request' using errcode = '42501';
  end if;
  select id into v_id from public.maintenance_requests
  where created_by = v_uid and idempotency_key = v_key;
  if found then
    return jsonb_build_object('id', v_id, 'duplicate', true);
  end if;
  select * into v_lease from public.leases where id = (payload ->> 'leaseId')::uuid;
  if not found or not private.rents_lease(v_lease.id) then
    raise exception 'This lease is not yours' using errcode = '42501', hint = 'maintenance_not_your_lease';
  end if;
  if v_lease.status = 'ended' then
    raise exception 'This lease has ended: call the office for anything at your former home'
      using errcode = '22023', hint = 'maintenance_lease_ended';
  end if;
  insert into public.maintenance_requests (
    home_id, lease_id, created_by, person_id, idempotency_key, category, location, description,
    entry_permission, pets, good_times, share_contact, emergency, urgent,
    available_days, available_from, available_to
  ) values (
    v_lease.home_id, v_lease.id, v_uid, v_person, v_key, payload ->> 'category',
    btrim(payload ->> 'location'), btrim(payload ->> 'description'),
    payload ->> 'entryPermission', btrim(coalesce(payload ->> 'pets', '')),
    btrim(coalesce(payload ->> 'goodTimes', '')), coalesce((payload ->> 'shareContact')::boolean, false),
    v_emergency, v_emergency is not null,
    coalesce(nullif(payload ->> 'availableDays', ''), 'any'),
    nullif(payload ->> 'availableFrom', '')::time, nullif(payload ->> 'availableTo', '')::time
  )
  on conflict (created_by, idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.maintenance_requests
    where created_by = v_uid and idempotency_key = v_key;
    return jsonb_build_object('id', v_id, 'duplicate', true);
  end if;
  return jsonb_build_object('id', v_id, 'duplicate', false);
end;
$$;

comment on function public.submit_maintenance_request(jsonb) is
  'Tenant portal: files a request on the caller''s own lease (idempotent per key).';

revoke execute on function public.submit_maintenance_request(jsonb) from public, anon;
grant execute on function public.submit_maintenance_request(jsonb) to authenticated, service_role;
