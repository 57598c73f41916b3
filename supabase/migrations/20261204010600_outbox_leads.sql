-- A lead's two mails (the office's notification, the requester's confirmation) go through the
-- outbox, kinds lead_office and lead_confirmation, ref the lead. What a lead owes
-- (mail_pending) and how its mail went (notification_status, notification_error: the office
-- inbox shows them) stay on the lead, kept by the database from the outbox's record; the lead's
-- own retry columns and claim go. Mail still owed is carried over with its tries and error.
-- Sent history is not: a lead kept no record of which of its mails went (an empty mail_pending is
-- also a confirmation held back by its caps).

insert into public.outbox
  (kind, ref, idempotency_key, status, attempts, next_attempt_at, last_error, created_at)
select 'lead_' || k.kind, l.id, 'lead_' || k.kind || ':' || l.id::text,
  case when l.notification_status = 'failed' then 'failed' else 'pending' end,
  least(l.notification_attempts, 100), l.notification_next_at,
  case when l.notification_status = 'failed' then left(l.notification_error, 2000) end,
  l.created_at
from public.leads l
cross join lateral unnest(l.mail_pending) as k (kind)
on conflict (idempotency_key) do nothing;

drop function public.claim_lead_mail_retries(integer);
alter table public.leads
  drop column notification_attempts,
  drop column notification_next_at;
comment on column public.leads.mail_pending is
  'Mails still owed for this lead: office, confirmation (the outbox''s unsent lead_office and lead_confirmation rows). Empty once all went (or were held back).';
comment on column public.leads.notification_status is
  'How its mail went, kept from the outbox''s record: pending, sent or failed.';

-- A new lead's owed mails are queued; a deleted lead takes them with it.
create function private.leads_queue_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail('lead_' || k.kind, new.id)
  from unnest(new.mail_pending) as k (kind);
  return null;
end;
$$;
revoke execute on function private.leads_queue_mail() from public, anon, authenticated;

create trigger leads_queue_mail after insert on public.leads
  for each row execute function private.leads_queue_mail();
create trigger leads_outbox_forget after delete on public.leads
  for each row execute function private.outbox_forget_row('lead_office', 'lead_confirmation');

-- Each recorded try of a lead's mail updates what the lead shows: what it still owes, failed
-- while any try failed (with the errors, as "office notification: ..; confirmation: .."),
-- sent once nothing is owed; the note written with the lead (a held-back confirmation, a
-- configuration error) stays otherwise.
create function private.outbox_lead_summary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.leads l
  set mail_pending = coalesce(s.owed, '{}'),
      notification_status = case
        when s.failed > 0 then 'failed'
        when cardinality(coalesce(s.owed, '{}')) = 0 then 'sent'
        else 'pending'
      end,
      notification_error = case when s.failed > 0 then left(s.errors, 2000) else l.notification_error end
  from (
    select
      array_agg(substr(o.kind, 6) order by o.kind desc)
        filter (where o.status not in ('sent', 'skipped')) as owed,
      count(*) filter (where o.status = 'failed') as failed,
      string_agg(
        case o.kind when 'lead_office' then 'office notification' else 'confirmation' end
          || ': ' || coalesce(o.last_error, 'failed'),
        '; ' order by o.kind desc
      ) filter (where o.status = 'failed') as errors
    from public.outbox o
    where o.ref = new.ref and o.kind in ('lead_office', 'lead_confirmation')
  ) s
  where l.id = new.ref;
  return null;
end;
$$;
revoke execute on function private.outbox_lead_summary() from public, anon, authenticated;

create trigger outbox_lead_summary after update of status on public.outbox
  for each row
  when (new.kind in ('lead_office', 'lead_confirmation')
        and new.status in ('sent', 'failed', 'skipped')
        and new.status is distinct from old.status)
  execute function private.outbox_lead_summary();
