-- Booking mail goes through the outbox. booking_mail keeps what each mail is (the booking,
-- template, the slot it speaks of, and when it is first due: due_at, a reminder's time); its
-- delivery moves to the outbox with every row. The booking queue's own retry rule (5 tries,
-- 5n-minute waits) gives way to the outbox's one backoff. Mapping of its states:
--   pending      -> pending, or failed when a try failed already (it waits for its retry);
--   sending      -> sending (its 10-minute lease holds as before);
--   sent         -> sent;
--   failed       -> failed, kept given up (at least the outbox's 6 tries, so none is retried);
--   dropped      -> skipped ("dropped": the booking moved or was cancelled).

insert into public.outbox
  (kind, ref, idempotency_key, status, attempts, next_attempt_at, sent_at, last_error, created_at)
select 'booking', m.id, 'booking:' || m.id::text,
  case
    when m.status = 'pending' and m.attempts > 0 then 'failed'
    when m.status = 'dropped' then 'skipped'
    else m.status
  end,
  case when m.status = 'failed' then greatest(m.attempts, 6) else m.attempts end,
  m.due_at, m.sent_at,
  case when m.status = 'dropped' then coalesce(m.last_error, 'dropped') else m.last_error end,
  m.created_at
from public.booking_mail m
on conflict (idempotency_key) do nothing;

drop function public.claim_booking_mail(integer);
drop function public.record_booking_mail(uuid, text, text);
alter table public.booking_mail
  drop column status,
  drop column attempts,
  drop column sent_at,
  drop column last_error;
comment on table public.booking_mail is
  'What each booking mail is (reminders 24 h and 2 h before, change mails); its delivery is the outbox''s (kind booking). Service role only.';
comment on column public.booking_mail.due_at is
  'When the mail is first due (a reminder''s time; a folded move''s a window after the last).';

create trigger booking_mail_outbox after insert on public.booking_mail
  for each row execute function private.outbox_queue_row('booking');
create trigger booking_mail_outbox_forget after delete on public.booking_mail
  for each row execute function private.outbox_forget_row('booking');

-- A booking's mails of these templates still waiting (never tried, or waiting for a retry) are
-- no longer owed: the booking moved or was cancelled.
create function private.drop_booking_mail(p_booking uuid, p_templates text[])
returns void
language sql
security definer
set search_path = ''
as $$
  update public.outbox o
  set status = 'skipped', last_error = 'dropped: the booking changed'
  from public.booking_mail m
  where o.kind = 'booking' and o.ref = m.id and o.status in ('pending', 'failed')
    and m.booking_id = p_booking and m.template = any (p_templates);
$$;
revoke execute on function private.drop_booking_mail(uuid, text[]) from public, anon, authenticated;

-- The same two functions, asking the outbox whether a mail is still waiting or went.
create or replace function private.queue_change_mail(p_booking uuid, p_template text, p_starts_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_last timestamptz;
begin
  update public.booking_mail m
  set starts_at = p_starts_at
  from public.outbox o
  where o.kind = 'booking' and o.ref = m.id and o.status in ('pending', 'failed')
    and m.booking_id = p_booking and m.template = p_template;
  if found then
    return;
  end if;
  select max(coalesce(o.sent_at, m.created_at)) into v_last
  from public.booking_mail m
  join public.outbox o on o.kind = 'booking' and o.ref = m.id
  where m.booking_id = p_booking and m.template = p_template and o.status in ('sending', 'sent');
  insert into public.booking_mail (booking_id, template, starts_at, due_at)
  values (p_booking, p_template, p_starts_at, greatest(now(), v_last + interval '5 minutes'));
end;
$$;


create or replace function private.booking_queue_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    perform private.drop_booking_mail(new.id, array['reminder_24h', 'reminder_2h']);
    if new.status = 'cancelled' and old.status = 'booked' then
      -- A move's mail still waiting says nothing the cancellation does not.
      perform private.drop_booking_mail(new.id,
        array['booked', 'office_booked', 'rescheduled', 'office_rescheduled']);
      insert into public.booking_mail (booking_id, template, starts_at, due_at)
      values (new.id, 'cancelled', new.starts_at, now()), (new.id, 'office_cancelled', new.starts_at, now());
      return new;
    end if;
    -- A hold that lapsed or was cancelled owes nothing; a confirmed hold owes its booked mails.
    if new.status <> 'booked' then
      return new;
    end if;
    if old.status = 'held' then
      insert into public.booking_mail (booking_id, template, starts_at, due_at)
      values (new.id, 'booked', new.starts_at, now()), (new.id, 'office_booked', new.starts_at, now());
    elsif new.starts_at is not distinct from old.starts_at then
      return new;
    else
      perform private.queue_change_mail(new.id, 'rescheduled', new.starts_at);
      perform private.queue_change_mail(new.id, 'office_rescheduled', new.starts_at);
    end if;
  end if;
  if new.status = 'booked' then
    insert into public.booking_mail (booking_id, template, starts_at, due_at)
    select new.id, r.template, new.starts_at, new.starts_at - r.ahead
    from (values ('reminder_24h', interval '24 hours'), ('reminder_2h', interval '2 hours')) as r (template, ahead)
    where new.starts_at - r.ahead >= now() + interval '1 hour';
  end if;
  return new;
end;
$$;

