-- A ledger line is worded in its reader's language at display time (contract/ledger-words.ts),
-- from its facts: the kind, the month it is for (period) and, for a repair, its request. The
-- memo is what staff typed; the books' own memos stay as the record wrote them and are not shown.

-- ---------------------------------------------------------------------------------------------
-- 1. Every line the books post carries its month
-- ---------------------------------------------------------------------------------------------
-- The scheduled postings (rent, late, management and placement fees), repairs and payouts have
-- always set period; a line without one is given its posting date's month. Entries are never
-- changed (ledger_entries_no_update_or_delete): filling a missing fact is the one exception here.
alter table public.ledger_entries disable trigger ledger_entries_no_update_or_delete;
update public.ledger_entries
set period = date_trunc('month', posted_on)::date
where posting_key is not null and period is null;
alter table public.ledger_entries enable trigger ledger_entries_no_update_or_delete;

alter table public.ledger_entries
  add constraint ledger_entries_period_on_postings check (posting_key is null or period is not null);

comment on column public.ledger_entries.period is
  'The month (its first day) the line is for; every posting of the books (posting_key) has one.';
comment on column public.ledger_entries.memo is
  'What staff typed (a manual entry''s note, a reversal''s reason). The books'' postings keep an English record here that screens, mail and PDFs never show: they word a line from kind, period and request.';

-- ---------------------------------------------------------------------------------------------
-- 2. A repair's line no longer copies the tenant's description
-- ---------------------------------------------------------------------------------------------
-- As in 20261201000100_maintenance_trust.sql, but the memo (the record's English, like the
-- other postings') names the request, not the tenant's words: readers see the line worded from
-- its request (category, location, reference) in their language.
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
    r.id, 'repair:' || r.id, 'Repair (request #' || upper(left(r.id::text, 8)) || ')',
    r.cost_reviewed_by, r.cost_accepted_via
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
