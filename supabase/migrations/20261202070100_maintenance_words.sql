-- Maintenance in the reader's words:
--  - the visit ('scheduled') and the written notice of entry ('entry_notice') events store their
--    facts as JSON in body (visit instants; the notice's address, category and place), worded per
--    language where they are shown and mailed (contract/maintenance.ts), instead of English text;
--  - the owner's answer moves a request back to the office as the system, not as the owner;
--  - that move mails the tenant nothing (they heard "awaiting the owner"; the visit comes next).
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
