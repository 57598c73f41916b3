-- What needs the office today: the admin bar's badges and the staff landing page's counts in one
-- read, the queue's default view with the jobs a vendor marked done, and repair visits in each
-- staff member's calendar feed.

-- The counts behind the admin bar's badges. security invoker: every count is read through the
-- tables' own row-level security; non-staff are refused first, because a tenant's own requests
-- would otherwise count (RLS shows them their rows).
--   new_leads       leads still 'new' and not archived (the inbox's "new")
--   unacknowledged  requests still 'submitted' (nobody acknowledged them)
--   urgent          urgent requests still open (submitted .. in progress)
--   to_check        jobs 'completed' and not closed: the vendor (or staff) marked them done, and
--                   the office checks with the tenant, then closes them
--   late_payouts    homes whose owner payout for the latest month already due (owners are paid
--                   by the 10th of the next month, contract ledger.ts PAYOUT_DAY, as
--                   month_end_summary's payout_due_on) has something payable and none sent
create or replace function public.staff_work_counts()
returns table (
  new_leads bigint,
  unacknowledged bigint,
  urgent bigint,
  to_check bigint,
  late_payouts bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Los_Angeles')::date;
  -- The latest month whose payout is due by now: last month after the 10th, else the one before.
  v_period date := (date_trunc('month', v_today - 10) - interval '1 month')::date;
begin
  if not (select public.is_admin()) then
    raise exception 'Only staff can read the work counts' using errcode = '42501';
  end if;
  return query
  select
    (select count(*) from public.leads l where l.status = 'new' and l.archived_at is null),
    (select count(*) from public.maintenance_requests m where m.status = 'submitted'),
    (select count(*) from public.maintenance_requests m
      where m.urgent and m.status in
        ('submitted', 'acknowledged', 'awaiting_owner_approval', 'scheduled', 'in_progress')),
    (select count(*) from public.maintenance_requests m where m.status = 'completed'),
    (select count(distinct s.home_id) from public.month_end_summary(v_period) s
      where s.payable_cents > 0 and s.payout_sent_on is null and s.payout_due_on < v_today);
end;
$$;

comment on function public.staff_work_counts() is
  'Staff: the admin bar''s badges (new leads, unacknowledged, urgent open, jobs to check, late payouts).';

revoke execute on function public.staff_work_counts() from public, anon;
grant execute on function public.staff_work_counts() to authenticated, service_role;

-- The queue's default view ("Open and to check") reads the open statuses and 'completed'; this
-- index serves it as maintenance_requests_queue_idx served the open statuses alone.
create index maintenance_requests_work_idx
  on public.maintenance_requests (urgent desc, created_at)
  where status in
    ('submitted', 'acknowledged', 'awaiting_owner_approval', 'scheduled', 'in_progress', 'completed');
drop index public.maintenance_requests_queue_idx;

-- Repair visits in a staff member's feed, beside their bookings: every scheduled visit of the
-- office (visits are not assigned to a staff member), from 30 days back, as staff_feed_bookings.
-- service_role only (the bookings function looks the token up); nothing when the token is unknown.
create or replace function public.staff_feed_visits(p_token_hash text)
returns table (
  request_id uuid,
  status text,
  category text,
  location text,
  starts_at timestamptz,
  ends_at timestamptz,
  updated_at timestamptz,
  address text,
  unit_label text,
  vendor_name text,
  vendor_phone text
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.status, m.category, m.location, m.visit_starts_at, m.visit_ends_at, m.updated_at,
         h.street || ', ' || h.city, u.label, v.name, v.phone
  from public.maintenance_requests m
  join public.managed_homes h on h.id = m.home_id
  left join public.leases l on l.id = m.lease_id
  left join public.home_units u on u.id = l.unit_id
  left join public.vendors v on v.id = m.vendor_id
  where exists (
      select 1 from public.booking_staff s
      where s.feed_token_hash = p_token_hash and p_token_hash is not null
    )
    and m.visit_starts_at is not null
    and m.visit_starts_at >= now() - interval '30 days'
    and m.status in ('scheduled', 'in_progress', 'completed', 'closed', 'cancelled')
  order by m.visit_starts_at;
$$;

revoke execute on function public.staff_feed_visits(text) from public, anon, authenticated;
grant execute on function public.staff_feed_visits(text) to service_role;
