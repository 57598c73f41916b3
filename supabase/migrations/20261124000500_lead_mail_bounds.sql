-- Lead mail that a visitor can neither wait on nor turn against a stranger.
--
-- 1. Idempotent submissions: a form sends one random key per submission; a retry after a
--    network error finds the stored row by it instead of storing a second one.
-- 2. Mail leaves the request path: the lead functions answer once the row is stored and send
--    afterwards. `mail_pending` lists the mails still owed ('office', 'confirmation');
--    `claim_lead_mail_retries()` hands rows whose mail failed, or that a crashed isolate left
--    pending, back to the functions with a growing delay (2, 4, 8, 16, 32 minutes; 6 tries).
-- 3. Confirmations to the typed-in address are capped per recipient (3 a day) and per client
--    (10 a day) by `take_confirmation_quota()`. A refused confirmation never costs the lead: the
--    row is stored and the office is told.
--
-- Grants, after this migration: mail_quota is the service role's only (RLS on, no policies, as
-- lead_rate_limits); both functions are executable by service_role only.

alter table public.leads
  add column idempotency_key uuid,
  add column mail_pending text[] not null default '{office,confirmation}',
  add column notification_attempts integer not null default 0,
  -- When the retry job may take the row: the request's own attempt gets two minutes first.
  add column notification_next_at timestamptz not null default now() + interval '2 minutes',
  add constraint leads_idempotency_key_unique unique (idempotency_key),
  add constraint leads_mail_pending_values
    check (mail_pending <@ array['office', 'confirmation']::text[]),
  add constraint leads_notification_attempts_range check (notification_attempts between 0 and 100);

-- Rows stored before this migration: mail already sent owes nothing.
update public.leads set mail_pending = '{}' where notification_status = 'sent';

comment on column public.leads.idempotency_key is
  'One random key per form submission (sent by the form): a retried request finds its row.';
comment on column public.leads.mail_pending is
  'Mails still owed for this lead: office, confirmation. Empty once all went (or were held back).';

create index leads_mail_retry_idx on public.leads (notification_next_at)
  where cardinality(mail_pending) > 0;

-- ---------------------------------------------------------------------------------------------
-- claim_lead_mail_retries(): rows whose mail is due again, each claimed for one attempt
-- ---------------------------------------------------------------------------------------------
create or replace function public.claim_lead_mail_retries(p_limit integer default 5)
returns setof public.leads
language sql
set search_path = ''
as $$
  update public.leads as l
  set notification_attempts = l.notification_attempts + 1,
      notification_next_at = now() + make_interval(mins => power(2, l.notification_attempts + 1)::integer)
  where l.id in (
    select id
    from public.leads
    where cardinality(mail_pending) > 0
      and notification_attempts < 6
      and notification_next_at <= now()
    order by notification_next_at
    limit greatest(1, least(p_limit, 20))
    for update skip locked
  )
  returning l.*;
$$;

comment on function public.claim_lead_mail_retries(integer) is
  'Lead mail retry job: claims up to p_limit rows whose owed mail is due, pushing their next try back.';

revoke execute on function public.claim_lead_mail_retries(integer) from public, anon, authenticated;
grant execute on function public.claim_lead_mail_retries(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- mail_quota and take_confirmation_quota(): confirmations per recipient and per client a day
-- ---------------------------------------------------------------------------------------------
create table public.mail_quota (
  -- 'to:' and the md5 of the lowercased address (no address is kept here), or 'client:' and the
  -- client's address from the platform's trusted header.
  key text not null,
  day date not null default current_date,
  sent integer not null default 0,
  primary key (key, day),
  constraint mail_quota_key_length check (char_length(key) between 1 and 120),
  constraint mail_quota_sent_range check (sent between 0 and 1000)
);

comment on table public.mail_quota is
  'Confirmation mails sent per recipient and per client and day. Service role only; old days expire.';

alter table public.mail_quota enable row level security;
revoke all on public.mail_quota from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.mail_quota to service_role;

-- True (and counted) when both the recipient (3 a day) and the client (10 a day) have room.
-- Each counter is taken with a conditional update, so concurrent requests cannot overshoot.
create or replace function public.take_confirmation_quota(p_recipient text, p_client text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  per_recipient constant integer := 3;
  per_client constant integer := 10;
  v_to text := 'to:' || md5(lower(trim(p_recipient)));
  v_client text := 'client:' || left(coalesce(p_client, 'unknown'), 100);
begin
  insert into public.mail_quota (key, day) values (v_to, current_date), (v_client, current_date)
  on conflict (key, day) do nothing;

  update public.mail_quota set sent = sent + 1
  where key = v_to and day = current_date and sent < per_recipient;
  if not found then
    return false;
  end if;

  update public.mail_quota set sent = sent + 1
  where key = v_client and day = current_date and sent < per_client;
  if not found then
    update public.mail_quota set sent = sent - 1 where key = v_to and day = current_date;
    return false;
  end if;

  if random() < 0.02 then
    delete from public.mail_quota where day < current_date - 1;
  end if;
  return true;
end;
$$;

comment on function public.take_confirmation_quota(text, text) is
  'Whether a confirmation may go to p_recipient for p_client today (3 per recipient, 10 per client).';

revoke execute on function public.take_confirmation_quota(text, text) from public, anon, authenticated;
grant execute on function public.take_confirmation_quota(text, text) to service_role;
