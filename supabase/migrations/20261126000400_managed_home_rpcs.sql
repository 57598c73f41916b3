-- Saving a managed home (address, agreement, units, owners) and a lease (with its tenants) in one
-- transaction each: a unit or owner that fails leaves nothing half-written.
--
-- security invoker: every statement runs as the caller, so the tables' RLS applies (staff only
-- write there). The explicit is_admin() check only makes the refusal clear and early.
-- Payload shapes: supabase/functions/_shared/contract/managed-homes.ts (homePayload, leasePayload).

create or replace function public.save_managed_home(payload jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_home_id uuid := nullif(payload ->> 'id', '')::uuid;
  v_unit jsonb;
  v_unit_id uuid;
  v_kept_units uuid[] := '{}';
  v_owner_ids uuid[];
begin
  if not (select public.is_admin()) then
    raise exception 'Only staff can save managed homes' using errcode = '42501';
  end if;
  if jsonb_typeof(payload -> 'units') is distinct from 'array'
    or jsonb_array_length(payload -> 'units') = 0 then
    raise exception 'A home needs at least one unit' using errcode = '22023',
      hint = 'managed_homes_needs_unit';
  end if;
  select coalesce(array_agg(distinct value::uuid), '{}') into v_owner_ids
  from jsonb_array_elements_text(coalesce(payload -> 'owner_ids', '[]'::jsonb));
  if cardinality(v_owner_ids) = 0 then
    raise exception 'A home needs at least one owner' using errcode = '22023',
      hint = 'managed_homes_needs_owner';
  end if;

  if v_home_id is null then
    insert into public.managed_homes (street, city, state, zip_code, property_id)
    values (
      btrim(payload ->> 'street'),
      btrim(payload ->> 'city'),
      upper(coalesce(payload ->> 'state', 'CA')),
      btrim(payload ->> 'zip_code'),
      nullif(payload ->> 'property_id', '')::uuid
    )
    returning id into v_home_id;
  else
    update public.managed_homes set
      street = btrim(payload ->> 'street'),
      city = btrim(payload ->> 'city'),
      state = upper(coalesce(payload ->> 'state', 'CA')),
      zip_code = btrim(payload ->> 'zip_code'),
      property_id = nullif(payload ->> 'property_id', '')::uuid
    where id = v_home_id;
    if not found then
      raise exception 'This home no longer exists' using errcode = 'P0002';
    end if;
  end if;

  insert into public.management_agreements (
    home_id, plan, billing_term, starts_on, repair_approval_limit_cents
  )
  values (
    v_home_id,
    payload ->> 'plan',
    coalesce(payload ->> 'billing_term', 'monthly'),
    (payload ->> 'starts_on')::date,
    (payload ->> 'repair_approval_limit_cents')::integer
  )
  on conflict (home_id) do update set
    plan = excluded.plan,
    billing_term = excluded.billing_term,
    starts_on = excluded.starts_on,
    repair_approval_limit_cents = excluded.repair_approval_limit_cents;

  -- Units: those with an id are updated, the others added; units left out are removed (which
  -- the leases' and documents' foreign keys refuse while anything refers to the unit).
  for v_unit in select value from jsonb_array_elements(payload -> 'units') loop
    v_unit_id := nullif(v_unit ->> 'id', '')::uuid;
    if v_unit_id is null then
      insert into public.home_units (home_id, label, bedrooms, bathrooms)
      values (
        v_home_id,
        btrim(v_unit ->> 'label'),
        (v_unit ->> 'bedrooms')::smallint,
        (v_unit ->> 'bathrooms')::numeric
      )
      returning id into v_unit_id;
    else
      update public.home_units set
        label = btrim(v_unit ->> 'label'),
        bedrooms = (v_unit ->> 'bedrooms')::smallint,
        bathrooms = (v_unit ->> 'bathrooms')::numeric
      where id = v_unit_id and home_id = v_home_id;
      if not found then
        raise exception 'A unit of this home no longer exists' using errcode = 'P0002';
      end if;
    end if;
    v_kept_units := v_kept_units || v_unit_id;
  end loop;
  delete from public.home_units
  where home_id = v_home_id and not (id = any (v_kept_units));

  delete from public.home_owners
  where home_id = v_home_id and not (person_id = any (v_owner_ids));
  insert into public.home_owners (home_id, person_id)
  select v_home_id, unnest(v_owner_ids)
  on conflict (home_id, person_id) do nothing;

  return v_home_id;
end;
$$;

comment on function public.save_managed_home(jsonb) is
  'Staff: creates (no id) or updates a managed home with its agreement, units and owners, atomically.';

create or replace function public.save_lease(payload jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_lease_id uuid := nullif(payload ->> 'id', '')::uuid;
  v_unit_id uuid := (payload ->> 'unit_id')::uuid;
  v_home_id uuid;
  v_tenant_ids uuid[];
begin
  if not (select public.is_admin()) then
    raise exception 'Only staff can save leases' using errcode = '42501';
  end if;
  select u.home_id into v_home_id from public.home_units u where u.id = v_unit_id;
  if v_home_id is null then
    raise exception 'This unit no longer exists' using errcode = 'P0002';
  end if;
  select coalesce(array_agg(distinct value::uuid), '{}') into v_tenant_ids
  from jsonb_array_elements_text(coalesce(payload -> 'tenant_ids', '[]'::jsonb));
  if cardinality(v_tenant_ids) = 0 then
    raise exception 'A lease needs at least one tenant' using errcode = '22023',
      hint = 'leases_needs_tenant';
  end if;

  if v_lease_id is null then
    insert into public.leases (
      unit_id, home_id, starts_on, ends_on, rent_cents, deposit_cents, due_day,
      late_fee_grace_days, late_fee_cents, status, move_in_on, move_out_on
    )
    values (
      v_unit_id,
      v_home_id,
      (payload ->> 'starts_on')::date,
      nullif(payload ->> 'ends_on', '')::date,
      (payload ->> 'rent_cents')::integer,
      (payload ->> 'deposit_cents')::integer,
      (payload ->> 'due_day')::smallint,
      (payload ->> 'late_fee_grace_days')::smallint,
      (payload ->> 'late_fee_cents')::integer,
      payload ->> 'status',
      nullif(payload ->> 'move_in_on', '')::date,
      nullif(payload ->> 'move_out_on', '')::date
    )
    returning id into v_lease_id;
  else
    update public.leases set
      unit_id = v_unit_id,
      home_id = v_home_id,
      starts_on = (payload ->> 'starts_on')::date,
      ends_on = nullif(payload ->> 'ends_on', '')::date,
      rent_cents = (payload ->> 'rent_cents')::integer,
      deposit_cents = (payload ->> 'deposit_cents')::integer,
      due_day = (payload ->> 'due_day')::smallint,
      late_fee_grace_days = (payload ->> 'late_fee_grace_days')::smallint,
      late_fee_cents = (payload ->> 'late_fee_cents')::integer,
      status = payload ->> 'status',
      move_in_on = nullif(payload ->> 'move_in_on', '')::date,
      move_out_on = nullif(payload ->> 'move_out_on', '')::date
    where id = v_lease_id;
    if not found then
      raise exception 'This lease no longer exists' using errcode = 'P0002';
    end if;
  end if;

  delete from public.lease_tenants
  where lease_id = v_lease_id and not (person_id = any (v_tenant_ids));
  insert into public.lease_tenants (lease_id, person_id)
  select v_lease_id, unnest(v_tenant_ids)
  on conflict (lease_id, person_id) do nothing;

  return v_lease_id;
end;
$$;

comment on function public.save_lease(jsonb) is
  'Staff: creates (no id) or updates a lease with its tenants, atomically.';

revoke execute on function public.save_managed_home(jsonb), public.save_lease(jsonb)
  from public, anon;
grant execute on function public.save_managed_home(jsonb), public.save_lease(jsonb)
  to authenticated, service_role;
