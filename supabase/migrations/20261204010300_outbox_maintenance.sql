-- Maintenance mail goes through the outbox. maintenance_mail keeps what each mail is (the event,
-- template, recipient, and when it is first due: due_at, a message's 3-minute merge window); its
-- delivery moves to the outbox with every row, sent and skipped ones included, urgent requests'
-- mail first (the outbox's priority, as the old claim ordered them).

insert into public.outbox
  (kind, ref, idempotency_key, priority, status, attempts, next_attempt_at, sent_at, last_error,
   created_at)
select 'maintenance', m.id, 'maintenance:' || m.id::text,
  case when r.urgent then 1 else 0 end, m.status, m.attempts, m.next_attempt_at, m.sent_at,
  m.last_error, m.created_at
from public.maintenance_mail m
left join public.maintenance_requests r on r.id = m.request_id
on conflict (idempotency_key) do nothing;

drop function public.claim_maintenance_mail(integer);
drop function public.record_maintenance_mail(uuid, text, text);
alter table public.maintenance_mail rename column next_attempt_at to due_at;
alter table public.maintenance_mail
  drop column status,
  drop column attempts,
  drop column sent_at,
  drop column last_error;
comment on table public.maintenance_mail is
  'What each mail owed for a maintenance event is; its delivery is the outbox''s (kind maintenance). Service role only.';
comment on column public.maintenance_mail.due_at is
  'When the mail is first due (a message''s waits 3 minutes for the messages that follow it).';

-- Queued with its request's urgency; a deleted row (its request or event gone) takes its outbox row.
create function private.maintenance_mail_queue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail('maintenance', new.id, new.due_at,
    (select case when r.urgent then 1 else 0 end from public.maintenance_requests r
     where r.id = new.request_id)::smallint);
  return null;
end;
$$;
revoke execute on function private.maintenance_mail_queue() from public, anon, authenticated;

create trigger maintenance_mail_outbox after insert on public.maintenance_mail
  for each row execute function private.maintenance_mail_queue();
create trigger maintenance_mail_outbox_forget after delete on public.maintenance_mail
  for each row execute function private.outbox_forget_row('maintenance');

-- The same function, its merge test asked of the outbox (a message mail not yet tried).
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
    join public.outbox o on o.kind = 'maintenance' and o.ref = q.id
    where q.request_id = r.id and q.merged and o.status = 'pending' and o.attempts = 0
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
      (request_id, event_id, template, recipient, to_email, person_id, merged, due_at)
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
    insert into public.maintenance_mail (request_id, event_id, template, recipient, merged, due_at)
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

