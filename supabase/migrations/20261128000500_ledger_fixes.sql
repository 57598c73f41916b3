-- Fixes to the books' SQL found by the property tests (tests/integration/database/
-- ledger-properties.int.test.ts); each function is the foundation's (20261128000100) with the
-- change described above it. Grants are unchanged (create or replace keeps them).

-- month_end_summary: a month's income nets reversed payments (a bounced check), as the owner's
-- statement does; it counted only the positive lines, so month end showed more income than the
-- statement for the same home and month.
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
      where x.posted_on >= b.first_day and x.posted_on < b.next_first
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

-- delinquent_leases: a reversed charge no longer counts as the oldest open charge. Its running
-- total kept the charge from its date to its reversal's, so a lease whose wrong charge was
-- reversed was listed as late since that charge (days late too high).
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
      -- A reversed charge drops out with its reversal (as contract allocateOldestFirst does).
      and x.reverses_id is null
      and not exists (
        select 1 from public.ledger_entries v where v.reverses_id = x.id and v.posted_on <= p_as_of
      )
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

-- post_due_ledger_entries: the late-fee test counted a charge reversed before the late day
-- (its reversal dated after the rent charge was not in the running total), and skipped a rent
-- charge reversed after the late day when the job ran after the reversal (a missed day decided
-- differently from the daily run). Both now take the ledger as it stood before the late day.
-- A run that catches up more than a month repeats the late-fee step until it posts nothing: one
-- statement did not see its own earlier late fees, so a later rent paid in full but for an
-- earlier month's fee was not late, where the daily runs made it late (oldest first).
-- A partial index serves the running totals of a lease's charges that are not reversals (without
-- it, and without statistics, as on PGlite, the planner read the whole reverses_id index).
-- And each insert skips what is already posted before building the row (the before-insert
-- trigger ran for every month of every lease on every run, only for "on conflict" to drop it:
-- see scripts/bench-ledger.ts for the figures).
create index ledger_entries_lease_originals_idx on public.ledger_entries (lease_id, posted_on)
  where reverses_id is null and lease_id is not null;

create or replace function public.post_due_ledger_entries(p_as_of date, p_prices jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  n_rent integer;
  n_late integer;
  n_step integer;
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
    and not exists (
      select 1 from public.ledger_entries e
      where e.posting_key = 'rent:' || l.id || ':' || to_char(d.due, 'YYYY-MM')
    )
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
  -- including it (oldest first) are still more than what was paid or credited by then. Everything
  -- is taken as it stood before that day (charges and payments dated before it, less what was
  -- reversed before it), so a job that runs late decides as the daily run would have.
  -- Until nothing more is late: a run that catches up more than a month decides a later rent
  -- with the earlier rents' late fees of the same run, as the daily runs would have.
  n_late := 0;
  loop
    -- The rents to decide first (materialized, so the running totals below are computed only for
    -- them, not for every rent of the books).
    with candidates as materialized (
      select r.id, r.home_id, r.lease_id, r.period, r.memo, r.posted_on, r.created_at,
        l.late_fee_cents, x.late_on
      from public.ledger_entries r
      join public.leases l on l.id = r.lease_id
      cross join lateral (select (r.posted_on + l.late_fee_grace_days + 1)::date as late_on) x
      where r.kind = 'rent_charge'
        and r.reverses_id is null
        and r.posting_key is not null
        and l.late_fee_cents > 0
        and x.late_on <= p_as_of
        and not exists (
          select 1 from public.ledger_entries f
          where f.posting_key = 'late:' || r.lease_id || ':' || to_char(r.period, 'YYYY-MM')
        )
        and not exists (
          select 1 from public.ledger_entries v where v.reverses_id = r.id and v.posted_on < x.late_on
        )
    )
    insert into public.ledger_entries
      (home_id, lease_id, kind, amount_cents, posted_on, period, posting_key, memo, posted_by)
    select r.home_id, r.lease_id, 'late_fee', r.late_fee_cents, r.late_on, r.period,
      'late:' || r.lease_id || ':' || to_char(r.period, 'YYYY-MM'),
      'Late fee for ' || to_char(r.period, 'FMMonth YYYY') || ' rent', null
    from candidates r
    where (
        select coalesce(sum(c.amount_cents), 0)
        from public.ledger_entries c
        where c.lease_id = r.lease_id
          and c.reverses_id is null
          and c.kind in ('rent_charge', 'late_fee', 'other_charge')
          and (c.posted_on, c.created_at, c.id) <= (r.posted_on, r.created_at, r.id)
          and not exists (
            select 1 from public.ledger_entries v
            where v.reverses_id = c.id and v.posted_on < r.late_on
          )
      ) > (
        select coalesce(-sum(p.tenant_cents), 0)
        from public.ledger_lines p
        where p.lease_id = r.lease_id
          and p.kind in ('payment_received', 'credit')
          and p.posted_on < r.late_on
      )
    on conflict (posting_key) do nothing;
    get diagnostics n_step = row_count;
    n_late := n_late + n_step;
    exit when n_step = 0;
  end loop;

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
    and not exists (
      select 1 from public.ledger_entries e
      where e.posting_key = 'mgmt:' || a.home_id || ':' || to_char(m.month, 'YYYY-MM')
    )
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
    and not exists (select 1 from public.ledger_entries e where e.posting_key = 'placement:' || l.id)
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

-- home_balances: the service role (the money function, scripts) reads every home, as on every
-- other table of the books; the view's filter (owners and staff only, so a tenant never sees an
-- owner's balance built from their own payments) left it nothing.
create or replace view public.home_balances with (security_invoker = true) as
select
  h.id as home_id,
  coalesce(sum(x.owner_cents), 0)::bigint as balance_cents,
  coalesce(sum(x.deposit_cents), 0)::bigint as deposits_held_cents
from public.managed_homes h
left join public.ledger_lines x on x.home_id = h.id
where (select auth.role()) = 'service_role' or (select public.is_admin()) or private.owns_home(h.id)
group by h.id;
