-- What the owner sees of their tenants' rent, and a management fee only for let units.
--
-- 1. private.unit_lease_on(unit, day): the lease a unit is let on that day (started, not
--    upcoming, and active or not yet ended), or null: vacant. The one rule for "let" that the
--    management fee and the owner's rent status both use.
-- 2. private.lease_arrears(as_of): per lease, what the tenants owe, the oldest open charge (oldest
--    charges first) and whether it is late. delinquent_leases() is now a filter of it, and
--    home_rent_status() shows it to owners, so "late" is decided in one place.
-- 3. home_rent_status(as_of): per unit of the homes the caller owns (staff and the service role:
--    all homes) the rent status: vacant, paid, due (within the grace days, nothing paid), partial
--    (within the grace days, partly paid) or late (days late and the amount owed).
-- 4. post_due_ledger_entries(): the management fee counts the units let on the 1st; a vacant unit
--    is not billed, and a month with no let unit has no fee (/pricing's "per rented unit" and
--    the FAQ's answer on cost say so).

create or replace function private.unit_lease_on(p_unit_id uuid, p_day date)
returns uuid
language sql
stable
set search_path = ''
as $$
  -- As the rent schedule: an upcoming lease is charged nothing; an ended one until move-out.
  select l.id
  from public.leases l
  where l.unit_id = p_unit_id
    and l.status <> 'upcoming'
    and l.starts_on <= p_day
    and (l.status = 'active' or coalesce(l.move_out_on, l.ends_on) > p_day)
  order by l.starts_on desc, l.id
  limit 1;
$$;

comment on function private.unit_lease_on(uuid, date) is
  'The lease a unit is let on that day, or null when it is vacant (the management fee''s rule).';

-- The delinquency rule of 20261128000500 (oldest charges first, a reversed charge drops out with
-- its reversal), for every lease the caller may read, late or not.
create or replace function private.lease_arrears(p_as_of date)
returns table (
  lease_id uuid,
  balance_cents bigint,
  oldest_open_on date,
  oldest_open_part_paid boolean,
  late boolean
)
language sql
stable
set search_path = ''
as $$
  with paid as (
    select l.id as lease_id, l.late_fee_grace_days,
      coalesce(-sum(x.tenant_cents) filter (where x.kind in ('payment_received', 'credit')), 0)
        as paid_cents,
      coalesce(sum(x.tenant_cents), 0) as balance_cents
    from public.leases l
    left join public.ledger_lines x on x.lease_id = l.id and x.posted_on <= p_as_of
    group by l.id, l.late_fee_grace_days
  ),
  charges as (
    select x.lease_id, x.posted_on, x.tenant_cents as amount_cents,
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
    -- The running total only grows, so the first charge it takes above what was paid is the
    -- oldest open one; it is partly paid when what was paid reaches into it.
    select distinct on (c.lease_id) c.lease_id, c.posted_on as oldest_open_on,
      (c.running_cents - c.amount_cents) < p.paid_cents as part_paid
    from charges c join paid p on p.lease_id = c.lease_id
    where c.running_cents > p.paid_cents
    order by c.lease_id, c.running_cents
  )
  select p.lease_id, p.balance_cents::bigint, o.oldest_open_on, coalesce(o.part_paid, false),
    p.balance_cents > 0 and o.oldest_open_on is not null
      and p_as_of > o.oldest_open_on + p.late_fee_grace_days
  from paid p
  left join oldest o on o.lease_id = p.lease_id;
$$;

comment on function private.lease_arrears(date) is
  'Per lease the caller may read: balance, oldest open charge (oldest first), partly paid, late.';

-- delinquent_leases: the same answer as 20261128000500's, from lease_arrears().
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
  select l.id, l.home_id, h.street || ', ' || h.city, u.label,
    (select string_agg(pe.full_name, ', ' order by pe.full_name)
       from public.lease_tenants t join public.people pe on pe.id = t.person_id
       where t.lease_id = l.id),
    a.balance_cents,
    a.oldest_open_on,
    (p_as_of - a.oldest_open_on)::integer,
    c.contacted_at,
    c.channel
  from private.lease_arrears(p_as_of) a
  join public.leases l on l.id = a.lease_id
  join public.managed_homes h on h.id = l.home_id
  join public.home_units u on u.id = l.unit_id
  left join lateral (
    select lc.contacted_at, lc.channel from public.ledger_contacts lc
    where lc.lease_id = l.id order by lc.contacted_at desc limit 1
  ) c on true
  where a.late
  order by (p_as_of - a.oldest_open_on) desc, a.balance_cents desc;
$$;

-- The owner's rent status per unit on p_as_of (the office's date): the unit's let lease, and any
-- other lease of the unit that still owes (a tenant who moved out owing). Vacant units too.
create or replace function public.home_rent_status(p_as_of date)
returns table (
  home_id uuid,
  unit_id uuid,
  unit_label text,
  lease_id uuid,
  -- The lease is the one the unit is let on that day (false: a former tenant who still owes).
  current_lease boolean,
  -- vacant, paid, due, partial or late.
  status text,
  owed_cents bigint,
  oldest_open_on date,
  days_late integer
)
language sql
stable
set search_path = ''
as $$
  with units as (
    select u.id, u.home_id, u.label, private.unit_lease_on(u.id, p_as_of) as let_lease
    from public.home_units u
    -- Owners their homes, staff and the service role every home; tenants nothing (their own
    -- balance is theirs in the tenant portal).
    where (select auth.role()) = 'service_role' or (select public.is_admin())
      or private.owns_home(u.home_id)
  ),
  arrears as (
    select * from private.lease_arrears(p_as_of)
  ),
  leases as (
    select n.id as unit_id, l.id as lease_id, l.id = n.let_lease as current_lease
    from units n
    join public.leases l on l.unit_id = n.id
    left join arrears a on a.lease_id = l.id
    where l.id = n.let_lease or coalesce(a.balance_cents, 0) > 0
  )
  select n.home_id, n.id, n.label, s.lease_id, coalesce(s.current_lease, false),
    case
      when s.lease_id is null then 'vacant'
      when coalesce(a.balance_cents, 0) <= 0 then 'paid'
      when a.late then 'late'
      when a.oldest_open_part_paid then 'partial'
      else 'due'
    end,
    greatest(coalesce(a.balance_cents, 0), 0)::bigint,
    a.oldest_open_on,
    case when a.late then (p_as_of - a.oldest_open_on)::integer end
  from units n
  left join leases s on s.unit_id = n.id
  left join arrears a on a.lease_id = s.lease_id
  order by n.home_id, n.label, s.current_lease desc nulls last, s.lease_id;
$$;

comment on function public.home_rent_status(date) is
  'Per unit of the caller''s homes (staff: all): vacant, paid, due, partial or late, with the amount owed and days late.';

revoke execute on function private.unit_lease_on(uuid, date) from public, anon;
grant execute on function private.unit_lease_on(uuid, date) to authenticated, service_role;
revoke execute on function private.lease_arrears(date) from public, anon;
grant execute on function private.lease_arrears(date) to authenticated, service_role;
revoke execute on function public.home_rent_status(date) from public, anon;
grant execute on function public.home_rent_status(date) to authenticated, service_role;

-- post_due_ledger_entries: 20261128000500's, with the management fee of point 4 above.

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

  -- The management fee on the 1st: the plan's monthly price per unit let that day (a vacant unit
  -- is not billed, as /pricing and the FAQ say), from fees_from on. No let unit: no fee that month.
  insert into public.ledger_entries
    (home_id, kind, amount_cents, posted_on, period, posting_key, memo, posted_by)
  select a.home_id, 'management_fee',
    ((p_prices -> a.plan ->> a.billing_term)::integer) * u.units,
    m.month::date, m.month::date,
    'mgmt:' || a.home_id || ':' || to_char(m.month, 'YYYY-MM'),
    'Management fee for ' || to_char(m.month, 'FMMonth YYYY'), null
  from public.management_agreements a
  cross join lateral generate_series(
    date_trunc('month', greatest(a.starts_on, a.fees_from)),
    date_trunc('month', p_as_of),
    interval '1 month'
  ) as m(month)
  cross join lateral (
    select count(*)::integer as units from public.home_units hu
    where hu.home_id = a.home_id and private.unit_lease_on(hu.id, m.month::date) is not null
  ) u
  where m.month::date >= greatest(a.starts_on, a.fees_from)
    and u.units > 0
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


