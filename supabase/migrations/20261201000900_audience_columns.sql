-- Each audience reads only its own columns.
--
-- Staff, owners and tenants are all the Postgres role `authenticated`, so a column grant cannot
-- tell them apart; row-level security can, but only by row. So a table whose rows reach more
-- than one audience is granted, column by column, only what EVERY reader its policy admits may
-- see, and the columns of a narrower audience are read through a security definer function that
-- admits that audience's rows only. Nothing else changes: the policies, the update grants and
-- the triggers stay as they were.
--
-- The audit (docs/security.md, "Who reads which column", and supabase/deploy/column-audiences.ts,
-- which the deployment check and the integration test compare with the catalog): two tables
-- held columns a tenant must not read, maintenance_requests (below) and leases.placement_fee
-- (whether the owner owes the office's placement fee: no screen reads it, the books' job reads it
-- as the service role). Every other table that owners or tenants reach holds only what each
-- admitted reader may see (their own people row, their own lease's terms, their leases'
-- tenant-side ledger entries, ...), or admits staff rows only.
--
-- maintenance_requests, one list per audience (a new column goes in exactly one of them, and in
-- column-audiences.ts):
--   everyone (tenant, owner, staff): the grant below
--   owner (owner, staff):            maintenance_request_owner_columns()
--   staff:                           maintenance_request_staff_columns()
--   service role only:               idempotency_key (the submit function's own bookkeeping)

-- leases: every column but placement_fee (staff still write it: the insert and update grants stay).
revoke select on public.leases from authenticated;
grant select (
  id, unit_id, home_id, starts_on, ends_on, rent_cents, deposit_cents, due_day,
  late_fee_grace_days, late_fee_cents, status, move_in_on, move_out_on, created_at, updated_at,
  charges_from
) on public.leases to authenticated;

revoke select on public.maintenance_requests from authenticated;
grant select (
  id, created_at, updated_at, home_id, lease_id, created_by, person_id, category, location,
  description, entry_permission, pets, good_times, share_contact, emergency, urgent, status,
  status_changed_at, acknowledged_at, decline_reason, vendor_id, visit_starts_at, visit_ends_at,
  vendor_confirmed_at, completion_note, completed_at, closed_at
) on public.maintenance_requests to authenticated;

-- The owner's columns: what the repair costs, its review state, the amount the owner is asked to
-- approve, and the owner's answer (and private note). Staff and
-- the owners of the request's home; a tenant (or anyone else) gets no row.
create or replace function public.maintenance_request_owner_columns(p_request_ids uuid[])
returns table (
  request_id uuid,
  estimate_cents integer,
  actual_cost_cents integer,
  owner_approval text,
  owner_approval_decided_at timestamptz,
  owner_approval_note text,
  cost_state text,
  approval_cents integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.estimate_cents, r.actual_cost_cents, r.owner_approval,
         r.owner_approval_decided_at, r.owner_approval_note, r.cost_state, r.approval_cents
  from public.maintenance_requests r
  where r.id = any(p_request_ids)
    and ((select public.is_admin()) or private.owns_home(r.home_id));
$$;

comment on function public.maintenance_request_owner_columns(uuid[]) is
  'Estimate, cost, its review state and the owner''s answer of the given requests: staff and the home''s owners only.';

revoke execute on function public.maintenance_request_owner_columns(uuid[]) from public, anon;
grant execute on function public.maintenance_request_owner_columns(uuid[])
  to authenticated, service_role;

-- Staff's columns: how the vendor gets in (a lockbox code), and who accepted the final cost and
-- how (the cost review of 20261201000100). Staff only.
create or replace function public.maintenance_request_staff_columns(p_request_ids uuid[])
returns table (
  request_id uuid,
  access_notes text,
  cost_reviewed_by uuid,
  cost_reviewed_at timestamptz,
  cost_accepted_via text
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.access_notes, r.cost_reviewed_by, r.cost_reviewed_at, r.cost_accepted_via
  from public.maintenance_requests r
  where r.id = any(p_request_ids) and (select public.is_admin());
$$;

comment on function public.maintenance_request_staff_columns(uuid[]) is
  'Access notes and who reviewed the final cost, of the given requests: staff only.';

revoke execute on function public.maintenance_request_staff_columns(uuid[]) from public, anon;
grant execute on function public.maintenance_request_staff_columns(uuid[])
  to authenticated, service_role;
