-- Portals: the homes under management, their units, owners, leases and tenants, private
-- documents, and the owner and tenant roles that staff grant by invitation.
--
-- Who is who. Staff are today's admins (user_roles, is_admin()). Owners and tenants are `people`
-- (contacts the office keeps whether or not they use the portal); a person reaches the portal
-- only when the manage-portal-access function (service role) has linked an Auth account to them
-- (people.user_id) and granted a role (portal_access). Sign-up never does either. Revoking sets
-- portal_access.revoked_at: the row, and every lease and home link, stays as history, and every
-- policy below stops admitting that person on their next request.
--
-- Row-level security, one policy per table, operation and role (anon has no grant on any of
-- these tables; service_role bypasses RLS):
--
--                          authenticated select                       authenticated writes
-- people                   staff; the person's own row                staff (name, email, phone)
-- portal_access            staff; the person's own rows               none (service role only)
-- managed_homes            staff; its owners; its tenants             staff
-- management_agreements    staff; the home's owners                   staff
-- home_units               staff; the home's owners; its tenants      staff
-- home_owners              staff; the owner's own rows                staff
-- leases                   staff; the home's owners; its tenants      staff
-- lease_tenants            staff; the tenant's own rows               staff
-- documents                staff; owners and tenants by visible_to    staff; a tenant's own
--                                                                     renters-insurance proof
-- storage `documents`      follows the document's row (select, insert, delete as above)
--
-- "Owner", "tenant" always means a person with an open (not revoked) portal_access row of that
-- role, linked to the caller's Auth account. A tenant sees unit- and home-level documents only
-- while a lease there is not ended; lease-level documents of their own leases always.
-- A tenant sees nothing of the owner: the manager's name and address for notices (Civil Code
-- 1962) come from the company's constants, not from these tables.

-- The policies' helpers live outside the Data API's schemas, so no client can call them as RPC.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- people and portal_access
-- ---------------------------------------------------------------------------------------------
create table public.people (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  email text not null,
  phone text,
  user_id uuid unique references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint people_full_name_length check (char_length(btrim(full_name)) between 1 and 120),
  constraint people_email_shape check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint people_phone_length check (phone is null or char_length(phone) between 7 and 40)
);

comment on table public.people is
  'Owners and tenants the office manages for; user_id is set only by manage-portal-access.';

create unique index people_email_key on public.people (lower(email));

create trigger people_set_updated_at
  before update on public.people
  for each row execute function public.set_updated_at();

create table public.portal_access (
  id uuid primary key default gen_random_uuid(),
  person_id uuid not null references public.people (id) on delete cascade,
  role text not null,
  granted_by uuid references auth.users (id) on delete set null,
  granted_at timestamptz not null default now(),
  -- When the last invitation mail went out (null: the account existed and was granted directly).
  invited_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  constraint portal_access_role_allowed check (role in ('owner', 'tenant')),
  constraint portal_access_revoked_after_granted check (
    revoked_at is null or revoked_at >= granted_at
  )
);

comment on table public.portal_access is
  'Owner and tenant roles; a revoked row stays as history. Written only by the service role.';

create unique index portal_access_one_open_per_role on public.portal_access (person_id, role)
  where revoked_at is null;
create index portal_access_granted_by_idx on public.portal_access (granted_by)
  where granted_by is not null;
create index portal_access_revoked_by_idx on public.portal_access (revoked_by)
  where revoked_by is not null;

-- ---------------------------------------------------------------------------------------------
-- managed homes, their terms, units and owners
-- ---------------------------------------------------------------------------------------------
create table public.managed_homes (
  id uuid primary key default gen_random_uuid(),
  street text not null,
  city text not null,
  state text not null default 'CA',
  zip_code text not null,
  -- The public listing this home is published as, if any.
  property_id uuid references public.properties (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint managed_homes_street_length check (char_length(btrim(street)) between 3 and 200),
  constraint managed_homes_city_length check (char_length(btrim(city)) between 2 and 100),
  constraint managed_homes_state_code check (state ~ '^[A-Z]{2}$'),
  constraint managed_homes_zip_code check (zip_code ~ '^[0-9]{5}(-[0-9]{4})?$')
);

comment on table public.managed_homes is
  'Homes under management (not the public listings; property_id links one when published).';

create index managed_homes_property_id_idx on public.managed_homes (property_id)
  where property_id is not null;

create trigger managed_homes_set_updated_at
  before update on public.managed_homes
  for each row execute function public.set_updated_at();

-- The owner's agreement with the office: tenants never read it (see the policies).
create table public.management_agreements (
  home_id uuid primary key references public.managed_homes (id) on delete cascade,
  -- Plan ids and billing terms of src/content/pricing.ts (PlanId, BillingTerm).
  plan text not null,
  billing_term text not null default 'monthly',
  starts_on date not null,
  -- Repairs above this need the owner's approval (maintenance).
  repair_approval_limit_cents integer not null default 50000,
  updated_at timestamptz not null default now(),
  constraint management_agreements_plan_allowed check (plan in ('standard', 'plus')),
  constraint management_agreements_billing_term_allowed check (
    billing_term in ('monthly', 'annual')
  ),
  constraint management_agreements_limit_range check (
    repair_approval_limit_cents between 0 and 10000000
  )
);

comment on table public.management_agreements is
  'Per home: plan, billing term, management start and the owner''s repair approval limit (cents).';

create trigger management_agreements_set_updated_at
  before update on public.management_agreements
  for each row execute function public.set_updated_at();

create table public.home_units (
  id uuid primary key default gen_random_uuid(),
  home_id uuid not null references public.managed_homes (id) on delete cascade,
  -- "Main house", "Unit A", "2": how the office and the tenant name it.
  label text not null,
  bedrooms smallint,
  bathrooms numeric(3, 1),
  created_at timestamptz not null default now(),
  constraint home_units_label_length check (char_length(btrim(label)) between 1 and 40),
  constraint home_units_bedrooms_range check (bedrooms is null or bedrooms between 0 and 20),
  constraint home_units_bathrooms_range check (bathrooms is null or bathrooms between 0 and 20),
  constraint home_units_label_unique unique (home_id, label),
  -- Lets leases and documents name (unit, home) together, so their home_id can never disagree.
  constraint home_units_id_home_unique unique (id, home_id)
);

comment on table public.home_units is 'The rentable units of a managed home (a fourplex has four).';

create table public.home_owners (
  home_id uuid not null references public.managed_homes (id) on delete cascade,
  person_id uuid not null references public.people (id) on delete restrict,
  created_at timestamptz not null default now(),
  primary key (home_id, person_id)
);

comment on table public.home_owners is 'Who owns each managed home (one or more people).';

create index home_owners_person_id_idx on public.home_owners (person_id);

-- ---------------------------------------------------------------------------------------------
-- leases and their tenants
-- ---------------------------------------------------------------------------------------------
create table public.leases (
  id uuid primary key default gen_random_uuid(),
  unit_id uuid not null,
  home_id uuid not null,
  starts_on date not null,
  -- null: month-to-month.
  ends_on date,
  rent_cents integer not null,
  deposit_cents integer not null default 0,
  -- 1-28: a day every month has.
  due_day smallint not null default 1,
  late_fee_grace_days smallint not null default 5,
  late_fee_cents integer not null default 0,
  status text not null default 'upcoming',
  move_in_on date,
  move_out_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leases_unit_fkey foreign key (unit_id, home_id)
    references public.home_units (id, home_id) on delete restrict,
  constraint leases_status_allowed check (status in ('upcoming', 'active', 'ended')),
  constraint leases_dates_in_order check (ends_on is null or ends_on > starts_on),
  constraint leases_move_dates_in_order check (
    move_in_on is null or move_out_on is null or move_out_on >= move_in_on
  ),
  constraint leases_rent_range check (rent_cents between 1 and 100000000),
  constraint leases_deposit_range check (deposit_cents between 0 and 100000000),
  constraint leases_due_day_range check (due_day between 1 and 28),
  constraint leases_grace_days_range check (late_fee_grace_days between 0 and 31),
  constraint leases_late_fee_range check (late_fee_cents between 0 and 10000000),
  constraint leases_id_home_unique unique (id, home_id)
);

comment on table public.leases is
  'A unit''s lease: money in integer cents; at most one active lease per unit.';

create unique index leases_one_active_per_unit on public.leases (unit_id) where status = 'active';
create index leases_home_id_idx on public.leases (home_id);

create trigger leases_set_updated_at
  before update on public.leases
  for each row execute function public.set_updated_at();

create table public.lease_tenants (
  lease_id uuid not null references public.leases (id) on delete cascade,
  person_id uuid not null references public.people (id) on delete restrict,
  created_at timestamptz not null default now(),
  primary key (lease_id, person_id)
);

comment on table public.lease_tenants is 'The tenants on each lease (one or more people).';

create index lease_tenants_person_id_idx on public.lease_tenants (person_id);

-- ---------------------------------------------------------------------------------------------
-- documents (rows here, files in the private `documents` bucket at storage_path)
-- ---------------------------------------------------------------------------------------------
create table public.documents (
  id uuid primary key default gen_random_uuid(),
  home_id uuid not null references public.managed_homes (id) on delete restrict,
  -- At most one of unit_id and lease_id: a document belongs to a home, a unit or a lease.
  unit_id uuid,
  lease_id uuid,
  -- Kinds, content types and the size limit: supabase/functions/_shared/contract/documents.ts.
  kind text not null,
  visible_to text not null,
  title text not null,
  storage_path text not null unique,
  content_type text not null,
  size_bytes integer not null,
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint documents_unit_fkey foreign key (unit_id, home_id)
    references public.home_units (id, home_id) on delete restrict,
  constraint documents_lease_fkey foreign key (lease_id, home_id)
    references public.leases (id, home_id) on delete restrict,
  constraint documents_one_attachment check (unit_id is null or lease_id is null),
  constraint documents_kind_allowed check (
    kind in ('lease', 'addendum', 'notice', 'inspection_report', 'statement', 'tax_form',
             'renters_insurance', 'other')
  ),
  constraint documents_visible_to_allowed check (visible_to in ('owner', 'tenant', 'both')),
  constraint documents_insurance_on_lease check (kind <> 'renters_insurance' or lease_id is not null),
  constraint documents_title_length check (char_length(btrim(title)) between 1 and 200),
  -- <home id>/<document id>.<extension>: the storage policies find the row by this path.
  constraint documents_storage_path_shape check (
    storage_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|jpg|png|webp|heic)$'
  ),
  constraint documents_content_type_allowed check (
    content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic')
  ),
  constraint documents_size_range check (size_bytes between 1 and 20971520)
);

comment on table public.documents is
  'Private documents of a home, unit or lease; visible_to says which portal shows them.';

create index documents_home_id_idx on public.documents (home_id);
create index documents_unit_id_idx on public.documents (unit_id) where unit_id is not null;
create index documents_lease_id_idx on public.documents (lease_id) where lease_id is not null;
create index documents_uploaded_by_idx on public.documents (uploaded_by)
  where uploaded_by is not null;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'documents',
  'documents',
  false,
  20971520,
  array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------------
-- The policies' helpers. security definer: they read people, portal_access and the link tables
-- past their RLS (a policy that queried them as the caller would recurse). Each answers only
-- about the calling account.
-- ---------------------------------------------------------------------------------------------
create or replace function private.person_with_role(p_role text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id
  from public.people p
  join public.portal_access a on a.person_id = p.id
  where p.user_id = (select auth.uid())
    and a.role = p_role
    and a.revoked_at is null
  limit 1;
$$;

comment on function private.person_with_role(text) is
  'The caller''s person id when they hold an open owner or tenant role, else null.';

create or replace function private.owns_home(p_home_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.home_owners o
    where o.home_id = p_home_id
      and o.person_id = private.person_with_role('owner')
  );
$$;

create or replace function private.rents_lease(p_lease_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lease_tenants t
    where t.lease_id = p_lease_id
      and t.person_id = private.person_with_role('tenant')
  );
$$;

-- A tenant's homes and units: any lease of theirs (ended ones too, for their history) ...
create or replace function private.rents_in_home(p_home_id uuid, p_unit_id uuid, p_current_only boolean)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.lease_tenants t
    join public.leases l on l.id = t.lease_id
    where t.person_id = private.person_with_role('tenant')
      and l.home_id = p_home_id
      and (p_unit_id is null or l.unit_id = p_unit_id)
      and (not p_current_only or l.status <> 'ended')
  );
$$;

comment on function private.rents_in_home(uuid, uuid, boolean) is
  'True when the caller, as tenant, has a lease in the home (and unit, when given).';

-- ... and the documents each portal shows.
create or replace function private.can_read_document(
  p_home_id uuid, p_unit_id uuid, p_lease_id uuid, p_visible_to text
)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    (p_visible_to in ('owner', 'both') and private.owns_home(p_home_id))
    or (
      p_visible_to in ('tenant', 'both')
      and case
        when p_lease_id is not null then private.rents_lease(p_lease_id)
        else private.rents_in_home(p_home_id, p_unit_id, true)
      end
    );
$$;

-- Storage: the object's row decides. Staff may write any document object; a tenant only the
-- object of their own renters-insurance row (which they insert first).
create or replace function private.can_read_document_object(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.documents d
    where d.storage_path = p_name
      and (
        public.is_admin()
        or private.can_read_document(d.home_id, d.unit_id, d.lease_id, d.visible_to)
      )
  );
$$;

create or replace function private.owns_insurance_object(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.documents d
    where d.storage_path = p_name
      and d.kind = 'renters_insurance'
      and d.uploaded_by = (select auth.uid())
      and private.rents_lease(d.lease_id)
  );
$$;

revoke execute on all functions in schema private from public, anon;
grant execute on all functions in schema private to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Grants and policies
-- ---------------------------------------------------------------------------------------------
alter table public.people enable row level security;
alter table public.portal_access enable row level security;
alter table public.managed_homes enable row level security;
alter table public.management_agreements enable row level security;
alter table public.home_units enable row level security;
alter table public.home_owners enable row level security;
alter table public.leases enable row level security;
alter table public.lease_tenants enable row level security;
alter table public.documents enable row level security;

revoke all on public.people, public.portal_access, public.managed_homes,
  public.management_agreements, public.home_units, public.home_owners, public.leases,
  public.lease_tenants, public.documents
  from public, anon, authenticated, service_role;

grant select, insert, update, delete on public.people, public.portal_access,
  public.managed_homes, public.management_agreements, public.home_units, public.home_owners,
  public.leases, public.lease_tenants, public.documents
  to service_role;

-- people: staff write names and contacts; user_id is the service role's alone.
grant select, delete on public.people to authenticated;
grant insert (full_name, email, phone), update (full_name, email, phone)
  on public.people to authenticated;

create policy people_select_staff_or_self
  on public.people for select to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()));

create policy people_insert_staff
  on public.people for insert to authenticated
  with check ((select public.is_admin()));

create policy people_update_staff
  on public.people for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy people_delete_staff
  on public.people for delete to authenticated
  using ((select public.is_admin()));

-- portal_access: read-only to clients.
grant select on public.portal_access to authenticated;

create policy portal_access_select_staff_or_self
  on public.portal_access for select to authenticated
  using (
    (select public.is_admin())
    or person_id in (select p.id from public.people p where p.user_id = (select auth.uid()))
  );

-- managed_homes
grant select, insert, update, delete on public.managed_homes to authenticated;

create policy managed_homes_select_staff_owner_tenant
  on public.managed_homes for select to authenticated
  using (
    (select public.is_admin())
    or private.owns_home(id)
    or private.rents_in_home(id, null, false)
  );

create policy managed_homes_insert_staff
  on public.managed_homes for insert to authenticated
  with check ((select public.is_admin()));

create policy managed_homes_update_staff
  on public.managed_homes for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy managed_homes_delete_staff
  on public.managed_homes for delete to authenticated
  using ((select public.is_admin()));

-- management_agreements
grant select, insert, update, delete on public.management_agreements to authenticated;

create policy management_agreements_select_staff_owner
  on public.management_agreements for select to authenticated
  using ((select public.is_admin()) or private.owns_home(home_id));

create policy management_agreements_insert_staff
  on public.management_agreements for insert to authenticated
  with check ((select public.is_admin()));

create policy management_agreements_update_staff
  on public.management_agreements for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy management_agreements_delete_staff
  on public.management_agreements for delete to authenticated
  using ((select public.is_admin()));

-- home_units
grant select, insert, update, delete on public.home_units to authenticated;

create policy home_units_select_staff_owner_tenant
  on public.home_units for select to authenticated
  using (
    (select public.is_admin())
    or private.owns_home(home_id)
    or private.rents_in_home(home_id, id, false)
  );

create policy home_units_insert_staff
  on public.home_units for insert to authenticated
  with check ((select public.is_admin()));

create policy home_units_update_staff
  on public.home_units for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy home_units_delete_staff
  on public.home_units for delete to authenticated
  using ((select public.is_admin()));

-- home_owners
grant select, insert, delete on public.home_owners to authenticated;

create policy home_owners_select_staff_or_self
  on public.home_owners for select to authenticated
  using (
    (select public.is_admin())
    or (person_id = private.person_with_role('owner'))
  );

create policy home_owners_insert_staff
  on public.home_owners for insert to authenticated
  with check ((select public.is_admin()));

create policy home_owners_delete_staff
  on public.home_owners for delete to authenticated
  using ((select public.is_admin()));

-- leases
grant select, insert, update, delete on public.leases to authenticated;

create policy leases_select_staff_owner_tenant
  on public.leases for select to authenticated
  using (
    (select public.is_admin())
    or private.owns_home(home_id)
    or private.rents_lease(id)
  );

create policy leases_insert_staff
  on public.leases for insert to authenticated
  with check ((select public.is_admin()));

create policy leases_update_staff
  on public.leases for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy leases_delete_staff
  on public.leases for delete to authenticated
  using ((select public.is_admin()));

-- lease_tenants: a tenant sees their own row, not a co-tenant's; owners learn names through
-- owner_lease_tenants() below.
grant select, insert, delete on public.lease_tenants to authenticated;

create policy lease_tenants_select_staff_or_self
  on public.lease_tenants for select to authenticated
  using (
    (select public.is_admin())
    or (person_id = private.person_with_role('tenant'))
  );

create policy lease_tenants_insert_staff
  on public.lease_tenants for insert to authenticated
  with check ((select public.is_admin()));

create policy lease_tenants_delete_staff
  on public.lease_tenants for delete to authenticated
  using ((select public.is_admin()));

-- documents
grant select, insert, update, delete on public.documents to authenticated;

create policy documents_select_staff_owner_tenant
  on public.documents for select to authenticated
  using (
    (select public.is_admin())
    or private.can_read_document(home_id, unit_id, lease_id, visible_to)
  );

create policy documents_insert_staff_or_tenant_insurance
  on public.documents for insert to authenticated
  with check (
    (select public.is_admin())
    or (
      kind = 'renters_insurance'
      and visible_to in ('tenant', 'both')
      and uploaded_by = (select auth.uid())
      and private.rents_lease(lease_id)
    )
  );

create policy documents_update_staff
  on public.documents for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy documents_delete_staff_or_tenant_insurance
  on public.documents for delete to authenticated
  using (
    (select public.is_admin())
    or (
      kind = 'renters_insurance'
      and uploaded_by = (select auth.uid())
      and private.rents_lease(lease_id)
    )
  );

-- storage: the `documents` bucket (no anon policy: anon reads nothing there).
create policy "documents are readable as their row allows"
  on storage.objects for select to authenticated
  using (bucket_id = 'documents' and private.can_read_document_object(name));

create policy "staff and insuring tenants upload documents"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'documents'
    and ((select public.is_admin()) or private.owns_insurance_object(name))
  );

create policy "staff update documents"
  on storage.objects for update to authenticated
  using (bucket_id = 'documents' and (select public.is_admin()))
  with check (bucket_id = 'documents' and (select public.is_admin()));

create policy "staff and insuring tenants delete documents"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'documents'
    and ((select public.is_admin()) or private.owns_insurance_object(name))
  );

-- ---------------------------------------------------------------------------------------------
-- owner_lease_tenants(): the owner portal's tenant names, and nothing else of a tenant.
-- security definer: people is closed to owners; this answers only for the caller's own homes.
-- ---------------------------------------------------------------------------------------------
create or replace function public.owner_lease_tenants()
returns table (lease_id uuid, full_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select t.lease_id, p.full_name
  from public.lease_tenants t
  join public.leases l on l.id = t.lease_id
  join public.people p on p.id = t.person_id
  where private.owns_home(l.home_id)
  order by t.lease_id, p.full_name;
$$;

comment on function public.owner_lease_tenants() is
  'Owner portal: the tenants'' names on the leases of the caller''s own homes.';

revoke execute on function public.owner_lease_tenants() from public, anon;
grant execute on function public.owner_lease_tenants() to authenticated, service_role;

-- portal_roles(): which portals the caller may open ('owner', 'tenant'), for routing after
-- sign-in. Invoker rights: it reads the caller's own portal_access rows through their policy.
create or replace function public.portal_roles()
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(distinct a.role order by a.role), '{}')
  from public.portal_access a
  join public.people p on p.id = a.person_id
  where p.user_id = (select auth.uid()) and a.revoked_at is null;
$$;

revoke execute on function public.portal_roles() from public, anon;
grant execute on function public.portal_roles() to authenticated, service_role;
