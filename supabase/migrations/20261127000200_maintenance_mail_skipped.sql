-- Maintenance mail that no longer applies when its turn comes (an owner's approval already
-- answered, a work order whose vendor was replaced, a visit's mails once it was called off or
-- moved again) is recorded 'skipped' by the maintenance function instead of sent, and is never
-- claimed again.

alter table public.maintenance_mail drop constraint maintenance_mail_status_allowed;
alter table public.maintenance_mail add constraint maintenance_mail_status_allowed
  check (status in ('pending', 'sent', 'failed', 'skipped'));

drop index public.maintenance_mail_due_idx;
create index maintenance_mail_due_idx on public.maintenance_mail (next_attempt_at)
  where status in ('pending', 'failed');

-- As in 20261127000100_maintenance.sql, but only pending and failed rows are due.
create or replace function public.claim_maintenance_mail(p_limit integer default 20)
returns table (
  id uuid, request_id uuid, event_id uuid, template text, recipient text, to_email text,
  person_id uuid, vendor_id uuid, attempts integer
)
language sql
set search_path = ''
as $$
  with due as (
    select q.id
    from public.maintenance_mail q
    join public.maintenance_requests r on r.id = q.request_id
    where q.status in ('pending', 'failed') and q.attempts < 6 and q.next_attempt_at <= now()
    order by r.urgent desc, q.next_attempt_at
    limit greatest(1, least(p_limit, 50))
    for update of q skip locked
  )
  update public.maintenance_mail m
  set attempts = m.attempts + 1,
      next_attempt_at = now() + make_interval(mins => power(2, m.attempts + 1)::integer)
  from due
  where m.id = due.id
  returning m.id, m.request_id, m.event_id, m.template, m.recipient, m.to_email, m.person_id,
    m.vendor_id, m.attempts;
$$;

revoke execute on function public.claim_maintenance_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_maintenance_mail(integer) to service_role;
