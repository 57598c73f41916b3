-- The books' mail goes through the outbox. ledger_mail keeps what each mail is (template,
-- recipient, the entry, contact or statement it is about); its delivery columns move to the
-- outbox with every row, sent ones included, so nothing owed or tried is lost.

insert into public.outbox
  (kind, ref, idempotency_key, status, attempts, next_attempt_at, sent_at, last_error, created_at)
select 'money', m.id, 'money:' || m.id::text, m.status, m.attempts, m.next_attempt_at, m.sent_at,
  m.last_error, m.created_at
from public.ledger_mail m
on conflict (idempotency_key) do nothing;

drop function public.claim_ledger_mail(integer);
drop function public.record_ledger_mail(uuid, text, text);
alter table public.ledger_mail
  drop column status,
  drop column attempts,
  drop column next_attempt_at,
  drop column sent_at,
  drop column last_error;

create trigger ledger_mail_outbox after insert on public.ledger_mail
  for each row execute function private.outbox_queue_row('money');
create trigger ledger_mail_outbox_forget after delete on public.ledger_mail
  for each row execute function private.outbox_forget_row('money');

comment on table public.ledger_mail is
  'What each mail of the books is (receipts, reminders, statements); its delivery is the outbox''s (kind money). Service role only.';
