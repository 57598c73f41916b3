-- One outbox for every mail of every domain. Each domain keeps its own row saying what a mail
-- is about (ledger_mail, maintenance_mail, booking_mail, alert_deliveries, the lead itself):
-- its template, its recipient and the keys its renderer reads, with their foreign keys, so a
-- deleted tenant or booking takes its mail with it. The outbox keeps only delivery: whether the
-- mail went, how often it was tried, when it is due again. One way to queue
-- (private.queue_mail), one claim and one record, and one backoff:
--   - a claim takes a due row for one try and leases it for 10 minutes ('sending'): a sender
--     that crashes mid-send leaves it to come back when the lease ends;
--   - a failed try is due again after 2^n minutes (n = tries so far: 2, 4, 8, 16, 32);
--   - at most 6 tries; then the row stays 'failed' with its last error.
-- The same numbers are the contract's (contract/outbox.ts), and tests hold the two together.

create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind text not null,
  ref uuid not null,
  idempotency_key text not null,
  priority smallint not null default 0,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  constraint outbox_once unique (idempotency_key),
  constraint outbox_kind_allowed check (kind in (
    'lead_office', 'lead_confirmation', 'listing_alert', 'maintenance', 'money', 'booking'
  )),
  constraint outbox_status_allowed check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  constraint outbox_attempts_range check (attempts between 0 and 100),
  constraint outbox_key_length check (char_length(idempotency_key) between 1 and 200),
  constraint outbox_error_length check (last_error is null or char_length(last_error) <= 2000)
);
create index outbox_due_idx on public.outbox (kind, priority desc, next_attempt_at)
  where status in ('pending', 'sending', 'failed');
create index outbox_ref_idx on public.outbox (ref);

comment on table public.outbox is
  'Every mail owed by any domain and how its delivery went; ref is the domain row that says what to send. Service role only.';
comment on column public.outbox.kind is
  'Whose mail: the sender asks the renderer registered for this kind (platform/outbox.ts).';
comment on column public.outbox.ref is
  'The domain''s row: ledger_mail, maintenance_mail, booking_mail, alert_deliveries, or the lead.';
comment on column public.outbox.idempotency_key is
  'One mail, one row: queueing the same key again does nothing (kind:ref unless the domain says).';
comment on column public.outbox.status is
  'pending, sending (claimed; leased until next_attempt_at), sent, failed (retried while tries are left) or skipped (no longer applies).';

alter table public.outbox enable row level security;
revoke all on public.outbox from public, anon, authenticated;
grant select, insert, update, delete on public.outbox to service_role;

-- The one way to queue. Called by the domains' triggers; a second call with the same key is a
-- no-op (returns false).
create function private.queue_mail(
  p_kind text,
  p_ref uuid,
  p_due timestamptz default null,
  p_priority smallint default 0,
  p_key text default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.outbox (kind, ref, idempotency_key, priority, next_attempt_at)
  values (p_kind, p_ref, coalesce(p_key, p_kind || ':' || p_ref::text), coalesce(p_priority, 0),
          coalesce(p_due, now()))
  on conflict (idempotency_key) do nothing;
  return found;
end;
$$;
comment on function private.queue_mail(text, uuid, timestamptz, smallint, text) is
  'Queues one mail in the outbox (once per idempotency key); due at p_due, now when null.';

-- Trigger helpers for a domain's mail table: each inserted row is one mail of the kind named in
-- the trigger's argument, due at the row's due_at if it has one; a deleted row takes its
-- outbox row with it (the domain's cascades reach the outbox).
create function private.outbox_queue_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail(tg_argv[0], new.id, (to_jsonb(new) ->> 'due_at')::timestamptz);
  return null;
end;
$$;

create function private.outbox_forget_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.outbox where ref = old.id and kind = any (tg_argv::text[]);
  return null;
end;
$$;

-- The one claim: up to p_limit due mails of the given kinds, each for one try, skipping rows
-- another sender holds. Urgent first (priority), then the longest due.
create function public.claim_outbox(
  p_kinds text[],
  p_limit integer default 20,
  p_refs uuid[] default null
)
returns setof public.outbox
language sql
set search_path = ''
as $$
  update public.outbox o
  set status = 'sending',
      attempts = o.attempts + 1,
      next_attempt_at = now() + interval '10 minutes'
  where o.id in (
    select q.id
    from public.outbox q
    where q.kind = any (p_kinds)
      and (p_refs is null or q.ref = any (p_refs))
      and q.status in ('pending', 'sending', 'failed')
      and q.attempts < 6
      and q.next_attempt_at <= now()
    order by q.priority desc, q.next_attempt_at
    limit greatest(1, least(p_limit, 50))
    for update skip locked
  )
  returning o.*;
$$;
comment on function public.claim_outbox(text[], integer, uuid[]) is
  'The outbox sender''s claim: due mails of p_kinds (only those about p_refs when given: a request sends its own mail first, whatever else is due), each leased for one try (10 minutes).';

-- The one record: sent, skipped (no longer applies, with why) or failed (due again after
-- 2^tries minutes while tries are left).
create function public.record_outbox(p_id uuid, p_status text, p_error text default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_status not in ('sent', 'failed', 'skipped') then
    raise exception 'record_outbox: status must be sent, failed or skipped' using errcode = '22023';
  end if;
  update public.outbox
  set status = p_status,
      last_error = left(p_error, 2000),
      sent_at = case when p_status = 'sent' then now() else sent_at end,
      next_attempt_at = case when p_status = 'failed'
                          then now() + make_interval(mins => power(2, attempts)::integer)
                          else next_attempt_at end
  where id = p_id;
end;
$$;
comment on function public.record_outbox(uuid, text, text) is
  'The outbox sender''s record of one try: sent, skipped or failed (retried with the one backoff).';

revoke execute on function private.queue_mail(text, uuid, timestamptz, smallint, text) from public, anon, authenticated;
revoke execute on function private.outbox_queue_row() from public, anon, authenticated;
revoke execute on function private.outbox_forget_row() from public, anon, authenticated;
revoke execute on function public.claim_outbox(text[], integer, uuid[]) from public, anon, authenticated;
grant execute on function public.claim_outbox(text[], integer, uuid[]) to service_role;
revoke execute on function public.record_outbox(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_outbox(uuid, text, text) to service_role;
