-- The books (issue 26): one append-only ledger of money events in integer cents, balances
-- computed from it, the scheduled postings (rent, late fees, management and placement fees,
-- repairs), payments with receipts, delinquency contacts, owner payouts and monthly statements.
-- Rules shared with the browser and the function: supabase/functions/_shared/contract/ledger.ts.

-- ---------------------------------------------------------------------------------------------
-- When the books start for a lease or a home. Charges are posted from these dates on, never for
-- months before the office kept the books (an existing tenant taken over owes nothing old here).
-- ---------------------------------------------------------------------------------------------
alter table public.leases
  add column charges_from date not null
    default ((now() at time zone 'America/Los_Angeles')::date),
  -- A lease the office placed owes the plan's tenant placement fee once (a renewal does not).
  add column placement_fee boolean not null default true;

comment on column public.leases.charges_from is
  'Rent is charged for due dates on or after this date (the day the books start for the lease).';

alter table public.management_agreements
  add column fees_from date not null
    default ((now() at time zone 'America/Los_Angeles')::date),
  -- Kept in the owner's balance for repairs; the payout is what is above it.
  add column reserve_cents integer not null default 0,
  add constraint management_agreements_reserve_range check (reserve_cents between 0 and 10000000);

comment on column public.management_agreements.fees_from is
  'The monthly management fee is charged for months starting on or after this date.';

-- ---------------------------------------------------------------------------------------------
-- ledger_entries: never updated or deleted (triggers below, for every role). A correction is a
-- new entry whose reverses_id names the one it cancels; it has the same kind, home, lease and
-- amount, and the opposite effect.
-- ---------------------------------------------------------------------------------------------
create sequence public.ledger_receipt_number_seq as bigint start with 1001;

create table public.ledger_entries (
  id uuid primary key default gen_random_uuid(),
  home_id uuid not null references public.managed_homes (id) on delete restrict,
  lease_id uuid,
  kind text not null,
  -- Always positive: the kind (and reverses_id) gives the direction (contract/ledger.ts effects).
  amount_cents integer not null,
  -- The accounting date, in the office's time zone.
  posted_on date not null,
  memo text not null default '',
  reverses_id uuid unique references public.ledger_entries (id) on delete restrict,
  -- Payments and deposits received: how, and the check, order or transfer number.
  method text,
  reference text,
  receipt_number bigint unique,
  -- Repairs: the maintenance request the cost is for.
  maintenance_request_id uuid references public.maintenance_requests (id) on delete restrict,
  -- The month (its first day) a scheduled charge, fee or payout belongs to.
  period date,
  -- Scheduled postings and repairs carry a key, so a job run twice posts once.
  posting_key text unique,
  -- Staff's entries carry the form's key, so a double tap posts once.
  idempotency_key uuid unique,
  -- null: posted by the scheduler (the service role).
  posted_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint ledger_entries_lease_fkey foreign key (lease_id, home_id)
    references public.leases (id, home_id) on delete restrict,
  constraint ledger_entries_kind_allowed check (
    kind in ('rent_charge', 'late_fee', 'other_charge', 'payment_received', 'credit',
             'deposit_received', 'deposit_returned', 'repair_cost', 'management_fee',
             'leasing_fee', 'owner_contribution', 'owner_payout')
  ),
  constraint ledger_entries_amount_range check (amount_cents between 1 and 100000000),
  constraint ledger_entries_posted_on_range check (posted_on between date '2000-01-01' and date '2099-12-31'),
  -- The tenant's kinds belong to a lease; the owner's account-level kinds to the home alone.
  constraint ledger_entries_lease_needed check (
    case
      when kind in ('rent_charge', 'late_fee', 'other_charge', 'payment_received', 'credit',
                    'deposit_received', 'deposit_returned') then lease_id is not null
      when kind in ('management_fee', 'owner_contribution', 'owner_payout') then lease_id is null
      else true
    end
  ),
  -- Civil Code 1947.3: the office takes checks, money orders, cashier's checks, transfers and
  -- cash (with a receipt); every method but cash names its number.
  constraint ledger_entries_method_allowed check (
    method is null or method in ('check', 'money_order', 'cashiers_check', 'bank_transfer', 'cash')
  ),
  constraint ledger_entries_method_on_receipts check (
    (kind in ('payment_received', 'deposit_received') and reverses_id is null) = (method is not null)
    or (reverses_id is not null and method is null)
  ),
  constraint ledger_entries_reference_length check (
    reference is null or char_length(btrim(reference)) between 1 and 80
  ),
  constraint ledger_entries_reference_needed check (
    reverses_id is not null
    or case
      when method is not null and method <> 'cash' then reference is not null
      when kind = 'owner_payout' then reference is not null
      else true
    end
  ),
  constraint ledger_entries_receipt_on_receipts check (
    (receipt_number is not null) = (method is not null)
  ),
  constraint ledger_entries_memo_length check (char_length(memo) <= 500),
  constraint ledger_entries_period_first_day check (
    period is null or extract(day from period) = 1
  ),
  constraint ledger_entries_posting_key_length check (
    posting_key is null or char_length(posting_key) <= 120
  )
);

comment on table public.ledger_entries is
  'The books: every money event in cents. Append-only; a correction reverses an entry (reverses_id).';

create index ledger_entries_home_posted_idx on public.ledger_entries (home_id, posted_on);
create index ledger_entries_lease_posted_idx on public.ledger_entries (lease_id, posted_on)
  where lease_id is not null;
create index ledger_entries_request_idx on public.ledger_entries (maintenance_request_id)
  where maintenance_request_id is not null;
create index ledger_entries_posted_by_idx on public.ledger_entries (posted_by)
  where posted_by is not null;

-- A reversal copies what it reverses; a receipt gets its number; nothing reverses twice.
create or replace function private.ledger_entry_prepare()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  original public.ledger_entries;
begin
  if new.reverses_id is not null then
    select * into original from public.ledger_entries where id = new.reverses_id;
    if not found then
      raise exception 'The entry to reverse does not exist.' using errcode = '23503';
    end if;
    if original.reverses_id is not null then
      raise exception 'A reversal cannot itself be reversed; post a new entry instead.'
        using errcode = '23514', hint = 'ledger_reverse_reversal';
    end if;
    new.kind := original.kind;
    new.home_id := original.home_id;
    new.lease_id := original.lease_id;
    new.amount_cents := original.amount_cents;
    new.maintenance_request_id := original.maintenance_request_id;
    new.period := original.period;
    new.method := null;
    new.reference := null;
  end if;
  if new.method is not null then
    new.receipt_number := nextval('public.ledger_receipt_number_seq');
  else
    new.receipt_number := null;
  end if;
  return new;
end;
$$;

create trigger ledger_entries_prepare
  before insert on public.ledger_entries
  for each row execute function private.ledger_entry_prepare();

create or replace function private.ledger_entries_immutable()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Ledger entries are never changed or deleted; post a reversing entry instead.'
    using errcode = '42501', hint = 'ledger_immutable';
end;
$$;

create trigger ledger_entries_no_update_or_delete
  before update or delete on public.ledger_entries
  for each row execute function private.ledger_entries_immutable();

create trigger ledger_entries_no_truncate
  before truncate on public.ledger_entries
  for each statement execute function private.ledger_entries_immutable();

-- ---------------------------------------------------------------------------------------------
-- Effects: what an entry does to the tenant's balance (what they owe), the owner's balance per
-- home (cash held for them) and the deposits held (the tenant's money, never owner income).
-- The same table as contract/ledger.ts `ledgerEffects` (a test compares them).
-- ---------------------------------------------------------------------------------------------
create or replace function public.ledger_effect(p_kind text, p_account text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_account
    when 'tenant' then case
      when p_kind in ('rent_charge', 'late_fee', 'other_charge') then 1
      when p_kind in ('payment_received', 'credit') then -1
      else 0 end
    when 'owner' then case
      when p_kind in ('payment_received', 'owner_contribution') then 1
      when p_kind in ('repair_cost', 'management_fee', 'leasing_fee', 'owner_payout') then -1
      else 0 end
    when 'deposit' then case
      when p_kind = 'deposit_received' then 1
      when p_kind = 'deposit_returned' then -1
      else 0 end
    else 0
  end;
$$;

-- Every entry with its signed effects (a reversal flips them). security_invoker: the caller's
-- row-level security on ledger_entries applies.
create view public.ledger_lines with (security_invoker = true) as
select
  e.*,
  (case when e.reverses_id is null then 1 else -1 end) * e.amount_cents
    * public.ledger_effect(e.kind, 'tenant') as tenant_cents,
  (case when e.reverses_id is null then 1 else -1 end) * e.amount_cents
    * public.ledger_effect(e.kind, 'owner') as owner_cents,
  (case when e.reverses_id is null then 1 else -1 end) * e.amount_cents
    * public.ledger_effect(e.kind, 'deposit') as deposit_cents
from public.ledger_entries e;

comment on view public.ledger_lines is
  'Ledger entries with their signed effect on the tenant, owner and deposit balances.';

create view public.lease_balances with (security_invoker = true) as
select
  l.id as lease_id,
  l.home_id,
  coalesce(sum(x.tenant_cents), 0)::bigint as balance_cents,
  coalesce(sum(x.deposit_cents), 0)::bigint as deposits_held_cents
from public.leases l
left join public.ledger_lines x on x.lease_id = l.id
group by l.id, l.home_id;

comment on view public.lease_balances is
  'Per lease: what the tenants owe (negative: credit) and the deposit held for them.';

create view public.home_balances with (security_invoker = true) as
select
  h.id as home_id,
  coalesce(sum(x.owner_cents), 0)::bigint as balance_cents,
  coalesce(sum(x.deposit_cents), 0)::bigint as deposits_held_cents
from public.managed_homes h
left join public.ledger_lines x on x.home_id = h.id
where (select public.is_admin()) or private.owns_home(h.id)
group by h.id;

comment on view public.home_balances is
  'Per home: the owner''s balance (cash held for them) and the deposits held for its tenants.';

-- ---------------------------------------------------------------------------------------------
-- Delinquency contacts (the list's "last contact") and owner statements
-- ---------------------------------------------------------------------------------------------
create table public.ledger_contacts (
  id uuid primary key default gen_random_uuid(),
  lease_id uuid not null references public.leases (id) on delete cascade,
  -- reminder_mail: the office sent the balance reminder; call, text, in_person: noted by staff.
  channel text not null,
  note text not null default '',
  balance_cents bigint,
  contacted_by uuid default auth.uid() references auth.users (id) on delete set null,
  contacted_at timestamptz not null default now(),
  constraint ledger_contacts_channel_allowed check (
    channel in ('reminder_mail', 'call', 'text', 'in_person')
  ),
  constraint ledger_contacts_note_length check (char_length(note) <= 1000)
);

comment on table public.ledger_contacts is
  'The office''s contacts about an open balance (reminder mails and noted calls). Staff only.';

create index ledger_contacts_lease_idx on public.ledger_contacts (lease_id, contacted_at desc);
create index ledger_contacts_by_idx on public.ledger_contacts (contacted_by)
  where contacted_by is not null;

create table public.owner_statements (
  id uuid primary key default gen_random_uuid(),
  person_id uuid not null references public.people (id) on delete restrict,
  -- The month (its first day).
  period date not null,
  opening_cents bigint not null,
  income_cents bigint not null,
  expenses_cents bigint not null,
  fees_cents bigint not null,
  payouts_cents bigint not null,
  closing_cents bigint not null,
  -- <person id>/<statement id>.pdf in the private `statements` bucket.
  storage_path text not null unique,
  created_at timestamptz not null default now(),
  constraint owner_statements_once unique (person_id, period),
  constraint owner_statements_period_first_day check (extract(day from period) = 1),
  constraint owner_statements_adds_up check (
    closing_cents = opening_cents + income_cents - expenses_cents - fees_cents - payouts_cents
  ),
  constraint owner_statements_path_shape check (
    storage_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.pdf$'
  )
);

comment on table public.owner_statements is
  'One monthly statement per owner (totals over their homes; the PDF in the statements bucket).';

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('statements', 'statements', false, 5242880, array['application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------------
-- The mail the books owe: receipts, balance reminders, statements. Sent and retried by the
-- `money` function; service role only.
-- ---------------------------------------------------------------------------------------------
create table public.ledger_mail (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  template text not null,
  person_id uuid not null references public.people (id) on delete cascade,
  to_email text not null,
  entry_id uuid references public.ledger_entries (id) on delete restrict,
  contact_id uuid references public.ledger_contacts (id) on delete cascade,
  statement_id uuid references public.owner_statements (id) on delete cascade,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  constraint ledger_mail_template_allowed check (
    template in ('tenant_receipt', 'tenant_reminder', 'owner_statement')
  ),
  constraint ledger_mail_subject check (
    case template
      when 'tenant_receipt' then entry_id is not null
      when 'tenant_reminder' then contact_id is not null
      when 'owner_statement' then statement_id is not null
    end
  ),
  constraint ledger_mail_status_allowed check (status in ('pending', 'sent', 'failed')),
  constraint ledger_mail_attempts_range check (attempts between 0 and 100),
  constraint ledger_mail_error_length check (last_error is null or char_length(last_error) <= 2000)
);

comment on table public.ledger_mail is
  'Mails owed by the books (receipts, reminders, statements); the money function sends them.';

create unique index ledger_mail_once on public.ledger_mail (
  template, person_id, coalesce(entry_id, contact_id, statement_id)
);
create index ledger_mail_due_idx on public.ledger_mail (next_attempt_at) where status <> 'sent';
create index ledger_mail_person_idx on public.ledger_mail (person_id);
create index ledger_mail_entry_idx on public.ledger_mail (entry_id) where entry_id is not null;
create index ledger_mail_contact_idx on public.ledger_mail (contact_id) where contact_id is not null;
create index ledger_mail_statement_idx on public.ledger_mail (statement_id)
  where statement_id is not null;

-- A payment's receipt to each tenant on the lease with an address; a reminder likewise; a
-- statement to its owner.
create or replace function private.ledger_enqueue_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'ledger_entries' then
    if new.kind = 'payment_received' and new.reverses_id is null then
      insert into public.ledger_mail (template, person_id, to_email, entry_id)
      select 'tenant_receipt', p.id, p.email, new.id
      from public.lease_tenants t join public.people p on p.id = t.person_id
      where t.lease_id = new.lease_id and p.email is not null
      on conflict do nothing;
    end if;
  elsif tg_table_name = 'ledger_contacts' then
    if new.channel = 'reminder_mail' then
      insert into public.ledger_mail (template, person_id, to_email, contact_id)
      select 'tenant_reminder', p.id, p.email, new.id
      from public.lease_tenants t join public.people p on p.id = t.person_id
      where t.lease_id = new.lease_id and p.email is not null
      on conflict do nothing;
    end if;
  elsif tg_table_name = 'owner_statements' then
    insert into public.ledger_mail (template, person_id, to_email, statement_id)
    select 'owner_statement', p.id, p.email, new.id
    from public.people p
    where p.id = new.person_id and p.email is not null
    on conflict do nothing;
  end if;
  return null;
end;
$$;

create trigger ledger_entries_enqueue_mail
  after insert on public.ledger_entries
  for each row execute function private.ledger_enqueue_mail();
create trigger ledger_contacts_enqueue_mail
  after insert on public.ledger_contacts
  for each row execute function private.ledger_enqueue_mail();
create trigger owner_statements_enqueue_mail
  after insert on public.owner_statements
  for each row execute function private.ledger_enqueue_mail();

-- ---------------------------------------------------------------------------------------------
-- Policy helpers
-- ---------------------------------------------------------------------------------------------
create or replace function private.tenant_reads_entry(p_lease_id uuid, p_kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_lease_id is not null
    and p_kind in ('rent_charge', 'late_fee', 'other_charge', 'payment_received', 'credit',
                   'deposit_received', 'deposit_returned')
    and private.rents_lease(p_lease_id);
$$;

create or replace function private.can_read_statement_object(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.owner_statements s
    where s.storage_path = p_name
      and (public.is_admin() or s.person_id = private.person_with_role('owner'))
  );
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants and policies: staff read and post; owners read their homes' entries; tenants read
-- their lease's tenant-side entries. Nobody updates or deletes (no grant, no policy, a trigger).
-- ---------------------------------------------------------------------------------------------
alter table public.ledger_entries enable row level security;
alter table public.ledger_contacts enable row level security;
alter table public.owner_statements enable row level security;
alter table public.ledger_mail enable row level security;

revoke all on public.ledger_entries, public.ledger_contacts, public.owner_statements,
  public.ledger_mail from public, anon, authenticated, service_role;
revoke all on public.ledger_lines, public.lease_balances, public.home_balances
  from public, anon, authenticated, service_role;
revoke all on sequence public.ledger_receipt_number_seq from public, anon, authenticated;

grant select, insert on public.ledger_entries to service_role;
grant select, insert, delete on public.ledger_contacts to service_role;
grant select, insert, update, delete on public.owner_statements, public.ledger_mail to service_role;
grant select on public.ledger_lines, public.lease_balances, public.home_balances
  to authenticated, service_role;
grant usage on sequence public.ledger_receipt_number_seq to authenticated, service_role;

grant select on public.ledger_entries to authenticated;
grant insert (home_id, lease_id, kind, amount_cents, posted_on, memo, reverses_id, method,
  reference, maintenance_request_id, period, idempotency_key)
  on public.ledger_entries to authenticated;
grant select, insert on public.ledger_contacts to authenticated;
grant insert (lease_id, channel, note, balance_cents) on public.ledger_contacts to authenticated;
grant select on public.owner_statements to authenticated;

create policy ledger_entries_select_staff_owner_tenant
  on public.ledger_entries for select to authenticated
  using (
    (select public.is_admin())
    or private.owns_home(home_id)
    or private.tenant_reads_entry(lease_id, kind)
  );

create policy ledger_entries_insert_staff
  on public.ledger_entries for insert to authenticated
  with check ((select public.is_admin()) and posted_by = (select auth.uid()));

create policy ledger_contacts_select_staff
  on public.ledger_contacts for select to authenticated
  using ((select public.is_admin()));

create policy ledger_contacts_insert_staff
  on public.ledger_contacts for insert to authenticated
  with check ((select public.is_admin()) and contacted_by = (select auth.uid()));

create policy owner_statements_select_staff_or_owner
  on public.owner_statements for select to authenticated
  using ((select public.is_admin()) or person_id = private.person_with_role('owner'));

-- ledger_mail: no policy for authenticated (service role only).

create policy "statements are readable by their owner and staff"
  on storage.objects for select to authenticated
  using (bucket_id = 'statements' and private.can_read_statement_object(name));
-- No insert, update or delete policy on the statements bucket: the money function (service
-- role) writes it.

-- ---------------------------------------------------------------------------------------------
-- The scheduled postings, idempotent by posting_key. p_as_of is the office's date; p_prices is
-- the pricing constants in cents (contract/plans.ts `ledgerPrices`):
-- {"standard": {"monthly": 14900, "annual": 9900, "placement": 150000}, "plus": {...}}.
-- A run posts everything due on or before p_as_of that is not posted yet, so a missed day (or
-- three) catches up and a second run posts nothing.
-- ---------------------------------------------------------------------------------------------
create or replace function public.post_due_ledger_entries(p_as_of date, p_prices jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  n_rent integer;
  n_late integer;
  n_fees integer;
  n_placement integer;
  n_repairs integer;
begin
  if p_as_of is null or p_prices is null then
    raise exception 'p_as_of and p_prices are required' using errcode = '22023';
  end if;

  -- Rent on each lease's due day: active leases, and ended ones up to their move-out or end.
  insert into public.ledger_entries
    (home_id, lease_id, kind, amount_cents, posted_on, period, posting_key, memo, posted_by)
  select l.home_id, l.id, 'rent_charge', l.rent_cents, d.due, date_trunc('month', d.due)::date,
    'rent:' || l.id || ':' || to_char(d.due, 'YYYY-MM'),
    'Rent for ' || to_char(d.due, 'FMMonth YYYY'), null
  from public.leases l
  cross join lateral generate_series(
    date_trunc('month', greatest(l.starts_on, l.charges_from)),
    date_trunc('month', p_as_of),
    interval '1 month'
  ) as m(month)
  cross join lateral (select (m.month::date + (l.due_day - 1))::date as due) d
  where l.status <> 'upcoming'
    and d.due >= greatest(l.starts_on, l.charges_from)
    and d.due <= p_as_of
    and (
      l.status = 'active'
      or (coalesce(l.move_out_on, l.ends_on) is not null and d.due < coalesce(l.move_out_on, l.ends_on))
    )
  order by l.id, d.due
  on conflict (posting_key) do nothing;
  get diagnostics n_rent = row_count;

  -- A late fee, once per rent charge, when on the day after the grace days the charges up to and
  -- including it (oldest first) are still more than what was paid or credited by then.
  insert into public.ledger_entries
    (home_id, lease_id, kind, amount_cents, posted_on, period, posting_key, memo, posted_by)
  select r.home_id, r.lease_id, 'late_fee', l.late_fee_cents, x.late_on, r.period,
    'late:' || r.lease_id || ':' || to_char(r.period, 'YYYY-MM'),
    'Late fee: ' || lower(r.memo), null
  from public.ledger_entries r
  join public.leases l on l.id = r.lease_id
  cross join lateral (select (r.posted_on + l.late_fee_grace_days + 1)::date as late_on) x
  where r.kind = 'rent_charge'
    and r.reverses_id is null
    and r.posting_key is not null
    and l.late_fee_cents > 0
    and x.late_on <= p_as_of
    and not exists (select 1 from public.ledger_entries v where v.reverses_id = r.id)
    and (
      select coalesce(sum(c.tenant_cents), 0)
      from public.ledger_lines c
      where c.lease_id = r.lease_id
        and c.tenant_cents <> 0
        and c.kind in ('rent_charge', 'late_fee', 'other_charge')
        and (c.posted_on, c.created_at, c.id) <= (r.posted_on, r.created_at, r.id)
    ) > (
      select coalesce(-sum(p.tenant_cents), 0)
      from public.ledger_lines p
      where p.lease_id = r.lease_id
        and p.kind in ('payment_received', 'credit')
        and p.posted_on < x.late_on
    )
  on conflict (posting_key) do nothing;
  get diagnostics n_late = row_count;

  -- The management fee on the 1st: the plan's monthly price per unit, from fees_from on.
  insert into public.ledger_entries
    (home_id, kind, amount_cents, posted_on, period, posting_key, memo, posted_by)
  select a.home_id, 'management_fee',
    ((p_prices -> a.plan ->> a.billing_term)::integer) * greatest(1, u.units),
    m.month::date, m.month::date,
    'mgmt:' || a.home_id || ':' || to_char(m.month, 'YYYY-MM'),
    'Management fee for ' || to_char(m.month, 'FMMonth YYYY'), null
  from public.management_agreements a
  cross join lateral (
    select count(*)::integer as units from public.home_units hu where hu.home_id = a.home_id
  ) u
  cross join lateral generate_series(
    date_trunc('month', greatest(a.starts_on, a.fees_from)),
    date_trunc('month', p_as_of),
    interval '1 month'
  ) as m(month)
  where m.month::date >= greatest(a.starts_on, a.fees_from)
    and m.month::date <= p_as_of
    and (p_prices -> a.plan ->> a.billing_term) is not null
  on conflict (posting_key) do nothing;
  get diagnostics n_fees = row_count;

  -- The tenant placement fee, once, for a lease the office placed after the books started.
  insert into public.ledger_entries
    (home_id, lease_id, kind, amount_cents, posted_on, period, posting_key, memo, posted_by)
  select l.home_id, l.id, 'leasing_fee', (p_prices -> a.plan ->> 'placement')::integer,
    l.starts_on, date_trunc('month', l.starts_on)::date,
    'placement:' || l.id,
    'Tenant placement fee', null
  from public.leases l
  join public.management_agreements a on a.home_id = l.home_id
  where l.placement_fee
    and l.status <> 'upcoming'
    and l.starts_on >= l.charges_from
    and l.starts_on <= p_as_of
    and (p_prices -> a.plan ->> 'placement') is not null
  on conflict (posting_key) do nothing;
  get diagnostics n_placement = row_count;

  n_repairs := private.post_completed_repairs(null);

  return jsonb_build_object(
    'rent', n_rent, 'late_fees', n_late, 'management_fees', n_fees,
    'placement_fees', n_placement, 'repairs', n_repairs
  );
end;
$$;

comment on function public.post_due_ledger_entries(date, jsonb) is
  'Posts rent, late, management and placement fees and repairs due by p_as_of; idempotent.';

-- A completed repair's actual cost, once, on its home (p_request_id null: every one not posted).
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
     posted_by)
  select r.home_id, 'repair_cost', r.actual_cost_cents,
    (r.completed_at at time zone 'America/Los_Angeles')::date,
    date_trunc('month', (r.completed_at at time zone 'America/Los_Angeles'))::date,
    r.id, 'repair:' || r.id,
    'Repair: ' || left(r.description, 120), null
  from public.maintenance_requests r
  where (p_request_id is null or r.id = p_request_id)
    and r.completed_at is not null
    and r.actual_cost_cents is not null
    and r.actual_cost_cents > 0
    and r.status in ('completed', 'closed')
  on conflict (posting_key) do nothing;
  get diagnostics n = row_count;
  return n;
end;
$$;

create or replace function private.post_repair_on_completion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('completed', 'closed') and new.actual_cost_cents is not null then
    perform private.post_completed_repairs(new.id);
  end if;
  return null;
end;
$$;

create trigger maintenance_requests_post_repair
  after insert or update of status, actual_cost_cents on public.maintenance_requests
  for each row execute function private.post_repair_on_completion();

-- ---------------------------------------------------------------------------------------------
-- Staff's RPCs (security invoker: the policies above decide)
-- ---------------------------------------------------------------------------------------------
-- A payment or deposit received; a double tap (same key) answers the first entry.
create or replace function public.record_payment(
  p_lease_id uuid,
  p_kind text,
  p_amount_cents integer,
  p_received_on date,
  p_method text,
  p_reference text,
  p_memo text,
  p_idempotency_key uuid
)
returns public.ledger_entries
language plpgsql
set search_path = ''
as $$
declare
  v_home uuid;
  v_entry public.ledger_entries;
begin
  if p_kind not in ('payment_received', 'deposit_received') then
    raise exception 'Only a payment or a deposit is recorded here.' using errcode = '22023';
  end if;
  select * into v_entry from public.ledger_entries where idempotency_key = p_idempotency_key;
  if found then
    return v_entry;
  end if;
  select home_id into v_home from public.leases where id = p_lease_id;
  if v_home is null then
    raise exception 'That lease does not exist.' using errcode = '23503', hint = 'ledger_no_lease';
  end if;
  insert into public.ledger_entries
    (home_id, lease_id, kind, amount_cents, posted_on, method, reference, memo, idempotency_key)
  values (v_home, p_lease_id, p_kind, p_amount_cents, p_received_on, p_method,
    nullif(btrim(coalesce(p_reference, '')), ''), coalesce(btrim(p_memo), ''), p_idempotency_key)
  returning * into v_entry;
  return v_entry;
end;
$$;

-- A correction: the reversal of one entry, with the reason in its memo.
create or replace function public.reverse_ledger_entry(p_entry_id uuid, p_memo text, p_idempotency_key uuid)
returns public.ledger_entries
language plpgsql
set search_path = ''
as $$
declare
  v_original public.ledger_entries;
  v_entry public.ledger_entries;
begin
  select * into v_entry from public.ledger_entries where idempotency_key = p_idempotency_key;
  if found then
    return v_entry;
  end if;
  select * into v_original from public.ledger_entries where id = p_entry_id;
  if not found then
    raise exception 'That entry does not exist.' using errcode = '23503', hint = 'ledger_no_entry';
  end if;
  if char_length(btrim(coalesce(p_memo, ''))) < 3 then
    raise exception 'Say why the entry is reversed.' using errcode = '23514', hint = 'ledger_reason';
  end if;
  insert into public.ledger_entries
    (home_id, lease_id, kind, amount_cents, posted_on, reverses_id, memo, idempotency_key)
  values (v_original.home_id, v_original.lease_id, v_original.kind, v_original.amount_cents,
    (now() at time zone 'America/Los_Angeles')::date, v_original.id, btrim(p_memo),
    p_idempotency_key)
  returning * into v_entry;
  return v_entry;
exception
  when unique_violation then
    raise exception 'That entry has already been reversed.'
      using errcode = '23505', hint = 'ledger_already_reversed';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reports (security invoker: staff see every home, an owner their own)
-- ---------------------------------------------------------------------------------------------
-- One owner's month per home: opening, income (rent and other tenant payments received, owner
-- contributions), expenses (repairs), fees (management, placement), payouts and closing.
create or replace function public.owner_statement_lines(p_person_id uuid, p_period date)
returns table (
  home_id uuid,
  address text,
  opening_cents bigint,
  rent_cents bigint,
  contributions_cents bigint,
  expenses_cents bigint,
  fees_cents bigint,
  payouts_cents bigint,
  closing_cents bigint
)
language sql
stable
set search_path = ''
as $$
  with homes as (
    select h.id, h.street || ', ' || h.city as address
    from public.home_owners o
    join public.managed_homes h on h.id = o.home_id
    where o.person_id = p_person_id
  ),
  bounds as (
    select date_trunc('month', p_period)::date as first_day,
      (date_trunc('month', p_period) + interval '1 month')::date as next_first
  )
  select
    h.id,
    h.address,
    coalesce(sum(x.owner_cents) filter (where x.posted_on < b.first_day), 0)::bigint,
    coalesce(sum(x.owner_cents) filter (
      where x.posted_on >= b.first_day and x.posted_on < b.next_first
        and x.kind = 'payment_received'), 0)::bigint,
    coalesce(sum(x.owner_cents) filter (
      where x.posted_on >= b.first_day and x.posted_on < b.next_first
        and x.kind = 'owner_contribution'), 0)::bigint,
    coalesce(-sum(x.owner_cents) filter (
      where x.posted_on >= b.first_day and x.posted_on < b.next_first
        and x.kind = 'repair_cost'), 0)::bigint,
    coalesce(-sum(x.owner_cents) filter (
      where x.posted_on >= b.first_day and x.posted_on < b.next_first
        and x.kind in ('management_fee', 'leasing_fee')), 0)::bigint,
    coalesce(-sum(x.owner_cents) filter (
      where x.posted_on >= b.first_day and x.posted_on < b.next_first
        and x.kind = 'owner_payout'), 0)::bigint,
    coalesce(sum(x.owner_cents) filter (where x.posted_on < b.next_first), 0)::bigint
  from homes h
  cross join bounds b
  left join public.ledger_lines x on x.home_id = h.id
  group by h.id, h.address
  order by h.address;
$$;

-- Month end for staff: per owner and home, the balance at the month's end, the reserve, what
-- is payable, and the payout for that month if sent (due by the 10th of the next month).
create or replace function public.month_end_summary(p_period date)
returns table (
  person_id uuid,
  full_name text,
  email text,
  home_id uuid,
  address text,
  income_cents bigint,
  expenses_cents bigint,
  fees_cents bigint,
  balance_cents bigint,
  reserve_cents integer,
  payable_cents bigint,
  payout_cents bigint,
  payout_sent_on date,
  payout_reference text,
  payout_due_on date
)
language sql
stable
set search_path = ''
as $$
  with bounds as (
    select date_trunc('month', p_period)::date as first_day,
      (date_trunc('month', p_period) + interval '1 month')::date as next_first
  )
  select
    p.id, p.full_name, p.email, h.id, h.street || ', ' || h.city,
    coalesce(sum(x.owner_cents) filter (
      where x.posted_on >= b.first_day and x.posted_on < b.next_first and x.owner_cents > 0
        and x.kind in ('payment_received', 'owner_contribution')), 0)::bigint,
    coalesce(-sum(x.owner_cents) filter (
      where x.posted_on >= b.first_day and x.posted_on < b.next_first
        and x.kind = 'repair_cost'), 0)::bigint,
    coalesce(-sum(x.owner_cents) filter (
      where x.posted_on >= b.first_day and x.posted_on < b.next_first
        and x.kind in ('management_fee', 'leasing_fee')), 0)::bigint,
    coalesce(sum(x.owner_cents) filter (where x.posted_on < b.next_first), 0)::bigint,
    coalesce(a.reserve_cents, 0),
    greatest(
      0,
      coalesce(sum(x.owner_cents) filter (where x.posted_on < b.next_first), 0)
        - coalesce(a.reserve_cents, 0)
    )::bigint,
    po.amount_cents::bigint,
    po.posted_on,
    po.reference,
    (b.next_first + 9)::date
  from bounds b
  join public.home_owners o on true
  join public.people p on p.id = o.person_id
  join public.managed_homes h on h.id = o.home_id
  left join public.management_agreements a on a.home_id = h.id
  left join public.ledger_lines x on x.home_id = h.id
  left join lateral (
    select e.amount_cents, e.posted_on, e.reference
    from public.ledger_entries e
    where e.posting_key = 'payout:' || h.id || ':' || to_char(b.first_day, 'YYYY-MM')
  ) po on true
  group by p.id, p.full_name, p.email, h.id, h.street, h.city, a.reserve_cents,
    po.amount_cents, po.posted_on, po.reference, b.next_first
  order by p.full_name, h.street;
$$;

-- The payout of one home for one month, sent on p_sent_on with the transfer's reference: what
-- was payable at the month's end. Once per home and month.
create or replace function public.record_owner_payout(
  p_home_id uuid,
  p_period date,
  p_sent_on date,
  p_reference text
)
returns public.ledger_entries
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_period date := date_trunc('month', p_period)::date;
  v_key text := 'payout:' || p_home_id || ':' || to_char(v_period, 'YYYY-MM');
  v_payable bigint;
  v_entry public.ledger_entries;
begin
  -- security definer (it writes posting_key, which staff cannot): so it checks staff itself.
  if not public.is_admin() then
    raise exception 'Only staff record payouts.' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(p_reference, ''))) = 0 then
    raise exception 'Give the transfer''s reference.' using errcode = '23514', hint = 'ledger_reference';
  end if;
  select * into v_entry from public.ledger_entries where posting_key = v_key;
  if found then
    return v_entry;
  end if;
  if p_sent_on < (v_period + interval '1 month')::date then
    raise exception 'A month''s payout is sent after the month ends.'
      using errcode = '23514', hint = 'ledger_payout_early';
  end if;
  select greatest(0, coalesce(sum(x.owner_cents), 0) - coalesce(max(a.reserve_cents), 0))
  into v_payable
  from public.managed_homes h
  left join public.management_agreements a on a.home_id = h.id
  left join public.ledger_lines x
    on x.home_id = h.id and x.posted_on < (v_period + interval '1 month')::date
  where h.id = p_home_id;
  if v_payable is null then
    raise exception 'That home does not exist.' using errcode = '23503', hint = 'ledger_no_home';
  end if;
  if v_payable = 0 then
    raise exception 'Nothing is payable for that month.'
      using errcode = '23514', hint = 'ledger_nothing_payable';
  end if;
  insert into public.ledger_entries
    (home_id, kind, amount_cents, posted_on, period, reference, posting_key, memo, posted_by)
  values (p_home_id, 'owner_payout', v_payable, p_sent_on, v_period,
    btrim(p_reference), v_key, 'Owner payout for ' || to_char(v_period, 'FMMonth YYYY'),
    (select auth.uid()))
  returning * into v_entry;
  return v_entry;
end;
$$;

-- Gross rents received per owner in a calendar year (Form 1099-MISC, box 1): tenant payments
-- received on their homes, deposits excluded.
create or replace function public.rent_totals_for_year(p_year integer)
returns table (person_id uuid, full_name text, email text, rents_cents bigint)
language sql
stable
set search_path = ''
as $$
  select p.id, p.full_name, p.email,
    coalesce(sum(x.owner_cents) filter (where x.kind = 'payment_received'), 0)::bigint
  from public.people p
  join public.home_owners o on o.person_id = p.id
  left join public.ledger_lines x
    on x.home_id = o.home_id
    and x.posted_on >= make_date(p_year, 1, 1)
    and x.posted_on < make_date(p_year + 1, 1, 1)
  group by p.id, p.full_name, p.email
  order by p.full_name;
$$;

-- The delinquency list: leases whose oldest open charge is past its grace days on p_as_of.
create or replace function public.delinquent_leases(p_as_of date)
returns table (
  lease_id uuid,
  home_id uuid,
  address text,
  unit_label text,
  tenant_names text,
  balance_cents bigint,
  oldest_open_on date,
  days_late integer,
  last_contact_at timestamptz,
  last_contact_channel text
)
language sql
stable
set search_path = ''
as $$
  with paid as (
    select l.id as lease_id,
      coalesce(-sum(x.tenant_cents) filter (where x.kind in ('payment_received', 'credit')), 0)
        as paid_cents,
      coalesce(sum(x.tenant_cents), 0) as balance_cents
    from public.leases l
    left join public.ledger_lines x on x.lease_id = l.id and x.posted_on <= p_as_of
    group by l.id
  ),
  charges as (
    select x.lease_id, x.posted_on,
      sum(x.tenant_cents) over (
        partition by x.lease_id order by x.posted_on, x.created_at, x.id
      ) as running_cents
    from public.ledger_lines x
    where x.kind in ('rent_charge', 'late_fee', 'other_charge') and x.posted_on <= p_as_of
  ),
  oldest as (
    select c.lease_id, min(c.posted_on) as oldest_open_on
    from charges c join paid p on p.lease_id = c.lease_id
    where c.running_cents > p.paid_cents
    group by c.lease_id
  )
  select l.id, l.home_id, h.street || ', ' || h.city, u.label,
    (select string_agg(pe.full_name, ', ' order by pe.full_name)
       from public.lease_tenants t join public.people pe on pe.id = t.person_id
       where t.lease_id = l.id),
    p.balance_cents::bigint,
    o.oldest_open_on,
    (p_as_of - o.oldest_open_on)::integer,
    c.contacted_at,
    c.channel
  from oldest o
  join paid p on p.lease_id = o.lease_id
  join public.leases l on l.id = o.lease_id
  join public.managed_homes h on h.id = l.home_id
  join public.home_units u on u.id = l.unit_id
  left join lateral (
    select lc.contacted_at, lc.channel from public.ledger_contacts lc
    where lc.lease_id = l.id order by lc.contacted_at desc limit 1
  ) c on true
  where p.balance_cents > 0
    and p_as_of > o.oldest_open_on + l.late_fee_grace_days
  order by (p_as_of - o.oldest_open_on) desc, p.balance_cents desc;
$$;

-- The money function's mail queue (service role).
create or replace function public.claim_ledger_mail(p_limit integer default 20)
returns table (
  id uuid, template text, person_id uuid, to_email text, entry_id uuid, contact_id uuid,
  statement_id uuid, attempts integer
)
language sql
set search_path = ''
as $$
  with due as (
    select q.id
    from public.ledger_mail q
    where q.status <> 'sent' and q.attempts < 6 and q.next_attempt_at <= now()
    order by q.next_attempt_at
    limit greatest(1, least(p_limit, 50))
    for update of q skip locked
  )
  update public.ledger_mail m
  set attempts = m.attempts + 1,
      next_attempt_at = now() + make_interval(mins => power(2, m.attempts + 1)::integer)
  from due
  where m.id = due.id
  returning m.id, m.template, m.person_id, m.to_email, m.entry_id, m.contact_id, m.statement_id,
    m.attempts;
$$;

create or replace function public.record_ledger_mail(p_id uuid, p_status text, p_error text default null)
returns void
language sql
set search_path = ''
as $$
  update public.ledger_mail
  set status = p_status,
      last_error = left(p_error, 2000),
      sent_at = case when p_status = 'sent' then now() else sent_at end
  where id = p_id;
$$;

revoke execute on function public.post_due_ledger_entries(date, jsonb) from public, anon, authenticated;
grant execute on function public.post_due_ledger_entries(date, jsonb) to service_role;
revoke execute on function public.claim_ledger_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_ledger_mail(integer) to service_role;
revoke execute on function public.record_ledger_mail(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_ledger_mail(uuid, text, text) to service_role;

revoke execute on function public.record_payment(uuid, text, integer, date, text, text, text, uuid) from public, anon;
grant execute on function public.record_payment(uuid, text, integer, date, text, text, text, uuid) to authenticated, service_role;
revoke execute on function public.reverse_ledger_entry(uuid, text, uuid) from public, anon;
grant execute on function public.reverse_ledger_entry(uuid, text, uuid) to authenticated, service_role;
revoke execute on function public.owner_statement_lines(uuid, date) from public, anon;
grant execute on function public.owner_statement_lines(uuid, date) to authenticated, service_role;
revoke execute on function public.month_end_summary(date) from public, anon;
grant execute on function public.month_end_summary(date) to authenticated, service_role;
revoke execute on function public.record_owner_payout(uuid, date, date, text) from public, anon;
grant execute on function public.record_owner_payout(uuid, date, date, text) to authenticated, service_role;
revoke execute on function public.rent_totals_for_year(integer) from public, anon;
grant execute on function public.rent_totals_for_year(integer) to authenticated, service_role;
revoke execute on function public.delinquent_leases(date) from public, anon;
grant execute on function public.delinquent_leases(date) to authenticated, service_role;
revoke execute on function public.ledger_effect(text, text) from public, anon;
grant execute on function public.ledger_effect(text, text) to authenticated, service_role;

revoke execute on all functions in schema private from public, anon;
grant execute on all functions in schema private to authenticated, service_role;
