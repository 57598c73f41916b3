-- Maintenance: a tenant's request from the portal to a finished repair. Vendors (no accounts),
-- requests with their history and message thread, photos in a private bucket, signed links for
-- vendors and owners (stored hashed), and the mail queue every change feeds.
--
-- The rules live here as well as in the contract (supabase/functions/_shared/contract/
-- maintenance.ts): the lifecycle's transitions, what each status needs, the owner's approval
-- above the home's limit (emergencies proceed), and the Civil Code 1954 entry rule.
--
-- Row-level security, one policy per table, operation and role (anon has no grant on any of
-- these tables; service_role bypasses RLS):
--
--                          authenticated select                   authenticated writes
-- vendors                  staff                                  staff
-- maintenance_requests     staff; the lease's tenants; the        staff update (workflow
--                          home's owners                          columns); tenants file through
--                                                                 submit_maintenance_request()
-- maintenance_events       staff; tenants: 'everyone' and          staff insert (message, note);
--                          'tenant'; owners: 'everyone' and        a tenant's message on their
--                          'owner'                                 own request
-- maintenance_photos       staff; the lease's tenants; owners      staff; a tenant on their own
--                                                                 open request (10 at most)
-- maintenance_links        none (service role: the maintenance function)
-- maintenance_mail         none (service role: the maintenance function)
-- storage maintenance-photos  select follows the photo's row; insert staff or the request's
--                          tenant (under <request id>/); delete staff

-- ---------------------------------------------------------------------------------------------
-- vendors
-- ---------------------------------------------------------------------------------------------
create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  trade text not null,
  phone text not null,
  email text not null,
  licence_number text,
  insurance_expires_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vendors_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint vendors_trade_allowed check (
    trade in ('plumbing', 'electrical', 'appliance', 'heating_cooling', 'pests', 'locks_keys',
              'roof_leaks', 'other', 'general')
  ),
  constraint vendors_phone_shape check (phone ~ '^[+()0-9][0-9 ().+-]{6,39}$'),
  constraint vendors_email_shape check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint vendors_licence_shape check (licence_number is null or licence_number ~ '^[0-9]{5,8}$')
);

comment on table public.vendors is
  'The office''s vendors (no accounts: they act through signed work-order links).';

create trigger vendors_set_updated_at
  before update on public.vendors
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- maintenance_requests
-- ---------------------------------------------------------------------------------------------
create table public.maintenance_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  home_id uuid not null,
  lease_id uuid not null,
  -- The tenant who filed it (account and person); their words below are never edited.
  created_by uuid references auth.users (id) on delete set null,
  person_id uuid references public.people (id) on delete set null,
  idempotency_key uuid not null,
  category text not null,
  location text not null,
  description text not null,
  entry_permission text not null,
  pets text not null default '',
  good_times text not null default '',
  -- The tenant lets the vendor have their name, phone and email to arrange the visit.
  share_contact boolean not null default false,
  -- The triage answer, when the tenant reported an emergency; urgent follows it.
  emergency text,
  urgent boolean not null default false,
  status text not null default 'submitted',
  status_changed_at timestamptz not null default now(),
  acknowledged_at timestamptz,
  decline_reason text,
  vendor_id uuid references public.vendors (id) on delete set null,
  visit_starts_at timestamptz,
  visit_ends_at timestamptz,
  vendor_confirmed_at timestamptz,
  access_notes text not null default '',
  estimate_cents integer,
  actual_cost_cents integer,
  owner_approval text not null default 'not_needed',
  owner_approval_decided_at timestamptz,
  owner_approval_note text,
  completion_note text,
  completed_at timestamptz,
  closed_at timestamptz,
  constraint maintenance_requests_lease_fkey foreign key (lease_id, home_id)
    references public.leases (id, home_id) on delete restrict,
  constraint maintenance_requests_idempotent unique (created_by, idempotency_key),
  constraint maintenance_requests_category_allowed check (
    category in ('plumbing', 'electrical', 'appliance', 'heating_cooling', 'pests', 'locks_keys',
                 'roof_leaks', 'other')
  ),
  constraint maintenance_requests_location_length check (char_length(btrim(location)) between 1 and 120),
  constraint maintenance_requests_description_length check (
    char_length(btrim(description)) between 10 and 4000
  ),
  constraint maintenance_requests_entry_allowed check (entry_permission in ('yes', 'call_first')),
  constraint maintenance_requests_pets_length check (char_length(pets) <= 200),
  constraint maintenance_requests_good_times_length check (char_length(good_times) <= 300),
  constraint maintenance_requests_emergency_allowed check (
    emergency is null or emergency in ('gas_smell', 'fire', 'flooding', 'sewage_backup',
                                       'no_water', 'no_power', 'no_heat', 'lockout')
  ),
  constraint maintenance_requests_urgent_when_emergency check (emergency is null or urgent),
  constraint maintenance_requests_status_allowed check (
    status in ('submitted', 'acknowledged', 'awaiting_owner_approval', 'scheduled',
               'in_progress', 'completed', 'closed', 'cancelled', 'declined')
  ),
  constraint maintenance_requests_declined_has_reason check (
    status <> 'declined' or char_length(btrim(coalesce(decline_reason, ''))) between 5 and 1000
  ),
  constraint maintenance_requests_visit_in_order check (
    (visit_starts_at is null) = (visit_ends_at is null)
    and (visit_starts_at is null or visit_ends_at > visit_starts_at)
  ),
  constraint maintenance_requests_access_notes_length check (char_length(access_notes) <= 1000),
  constraint maintenance_requests_money_range check (
    (estimate_cents is null or estimate_cents between 0 and 10000000)
    and (actual_cost_cents is null or actual_cost_cents between 0 and 10000000)
  ),
  constraint maintenance_requests_approval_allowed check (
    owner_approval in ('not_needed', 'pending', 'approved', 'declined', 'emergency_proceeded')
  ),
  constraint maintenance_requests_note_lengths check (
    char_length(coalesce(owner_approval_note, '')) <= 1000
    and char_length(coalesce(completion_note, '')) <= 4000
  )
);

comment on table public.maintenance_requests is
  'Tenants'' repair requests: lifecycle in status, costs in cents; rules in triggers below.';

create index maintenance_requests_queue_idx
  on public.maintenance_requests (urgent desc, created_at)
  where status in ('submitted', 'acknowledged', 'awaiting_owner_approval', 'scheduled', 'in_progress');
create index maintenance_requests_created_idx on public.maintenance_requests (created_at desc);
create index maintenance_requests_home_idx on public.maintenance_requests (home_id, created_at desc);
create index maintenance_requests_lease_idx on public.maintenance_requests (lease_id);
create index maintenance_requests_vendor_idx on public.maintenance_requests (vendor_id)
  where vendor_id is not null;
create index maintenance_requests_person_idx on public.maintenance_requests (person_id)
  where person_id is not null;

create trigger maintenance_requests_set_updated_at
  before update on public.maintenance_requests
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- maintenance_events: the history and the message thread, never edited
-- ---------------------------------------------------------------------------------------------
create table public.maintenance_events (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.maintenance_requests (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- submitted, status, message, note (internal), scheduled, entry_notice, estimate, cost,
  -- approval_requested, approval, emergency_proceeded, vendor_confirmed, vendor_completed
  kind text not null,
  -- Who sees it besides staff: everyone (tenant and owner), tenant, owner, or staff only.
  audience text not null,
  actor_kind text not null,
  actor_user_id uuid references auth.users (id) on delete set null,
  from_status text,
  to_status text,
  body text,
  constraint maintenance_events_kind_allowed check (
    kind in ('submitted', 'status', 'message', 'note', 'scheduled', 'entry_notice', 'estimate',
             'cost', 'approval_requested', 'approval', 'emergency_proceeded',
             'vendor_confirmed', 'vendor_completed')
  ),
  constraint maintenance_events_audience_allowed check (
    audience in ('everyone', 'tenant', 'owner', 'staff')
  ),
  constraint maintenance_events_notes_internal check (kind <> 'note' or audience = 'staff'),
  constraint maintenance_events_actor_allowed check (
    actor_kind in ('tenant', 'owner', 'staff', 'vendor', 'system')
  ),
  constraint maintenance_events_body_length check (body is null or char_length(body) <= 8000),
  constraint maintenance_events_message_body check (
    kind not in ('message', 'note') or char_length(btrim(coalesce(body, ''))) between 1 and 4000
  )
);

comment on table public.maintenance_events is
  'Every change of a request with who and when, and the thread; audience decides who reads it.';

create index maintenance_events_request_idx on public.maintenance_events (request_id, created_at);
create index maintenance_events_actor_idx on public.maintenance_events (actor_user_id)
  where actor_user_id is not null;

-- ---------------------------------------------------------------------------------------------
-- maintenance_photos (rows here, files in the private `maintenance-photos` bucket)
-- ---------------------------------------------------------------------------------------------
create table public.maintenance_photos (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.maintenance_requests (id) on delete cascade,
  storage_path text not null unique,
  added_by_kind text not null default 'tenant',
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  content_type text not null default 'image/webp',
  size_bytes integer not null,
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now(),
  constraint maintenance_photos_added_by_allowed check (added_by_kind in ('tenant', 'vendor', 'staff')),
  -- <request id>/<photo id>.webp|jpg: the storage policies find the row by this path.
  constraint maintenance_photos_path_shape check (
    storage_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(webp|jpg)$'
    and split_part(storage_path, '/', 1) = request_id::text
  ),
  constraint maintenance_photos_type_allowed check (content_type in ('image/webp', 'image/jpeg')),
  constraint maintenance_photos_size_range check (size_bytes between 1 and 5242880),
  constraint maintenance_photos_dimensions check (
    width between 1 and 4096 and height between 1 and 4096
  )
);

comment on table public.maintenance_photos is
  'Photos of a request (the tenant''s, the vendor''s on completion); files are private.';

create index maintenance_photos_request_idx on public.maintenance_photos (request_id);
create index maintenance_photos_uploaded_by_idx on public.maintenance_photos (uploaded_by)
  where uploaded_by is not null;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('maintenance-photos', 'maintenance-photos', false, 5242880, array['image/webp', 'image/jpeg'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------------
-- maintenance_links: a vendor's work order and an owner's approval, by token (hash only)
-- ---------------------------------------------------------------------------------------------
create table public.maintenance_links (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.maintenance_requests (id) on delete cascade,
  purpose text not null,
  vendor_id uuid references public.vendors (id) on delete cascade,
  person_id uuid references public.people (id) on delete cascade,
  -- SHA-256 (hex) of the token mailed; the token itself is never stored.
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint maintenance_links_purpose_allowed check (purpose in ('vendor', 'owner_approval')),
  constraint maintenance_links_holder check (
    (purpose = 'vendor' and vendor_id is not null) or (purpose = 'owner_approval' and person_id is not null)
  ),
  constraint maintenance_links_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$')
);

comment on table public.maintenance_links is
  'Signed single-purpose links (vendor work order, owner approval). Service role only.';

create index maintenance_links_request_idx on public.maintenance_links (request_id, purpose);
create index maintenance_links_vendor_idx on public.maintenance_links (vendor_id) where vendor_id is not null;
create index maintenance_links_person_idx on public.maintenance_links (person_id) where person_id is not null;

-- ---------------------------------------------------------------------------------------------
-- maintenance_mail: the queue (one row per mail owed), rendered by the function from stored rows
-- ---------------------------------------------------------------------------------------------
create table public.maintenance_mail (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  request_id uuid not null references public.maintenance_requests (id) on delete cascade,
  event_id uuid not null references public.maintenance_events (id) on delete cascade,
  -- office_new, on_call, office_message, office_approval, office_vendor, tenant_received,
  -- tenant_status, tenant_message, tenant_visit, tenant_entry_notice, owner_approval,
  -- owner_emergency, owner_completed, vendor_work_order
  template text not null,
  -- office and on_call go to the addresses configured on the function (NOTIFY_EMAIL,
  -- ON_CALL_EMAIL); the others to the person's or vendor's address stored here.
  recipient text not null,
  to_email text,
  person_id uuid references public.people (id) on delete cascade,
  vendor_id uuid references public.vendors (id) on delete cascade,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  constraint maintenance_mail_template_allowed check (
    template in ('office_new', 'on_call', 'office_message', 'office_approval', 'office_vendor',
                 'tenant_received', 'tenant_status', 'tenant_message', 'tenant_visit',
                 'tenant_entry_notice', 'owner_approval', 'owner_emergency', 'owner_completed',
                 'vendor_work_order')
  ),
  constraint maintenance_mail_recipient_allowed check (
    recipient in ('office', 'on_call', 'tenant', 'owner', 'vendor')
  ),
  constraint maintenance_mail_address check (
    (recipient in ('office', 'on_call')) = (to_email is null)
  ),
  constraint maintenance_mail_status_allowed check (status in ('pending', 'sent', 'failed')),
  constraint maintenance_mail_attempts_range check (attempts between 0 and 100),
  constraint maintenance_mail_error_length check (last_error is null or char_length(last_error) <= 2000)
);

comment on table public.maintenance_mail is
  'Mails owed for maintenance events, sent and retried by the maintenance function. Service role only.';

create unique index maintenance_mail_once
  on public.maintenance_mail (event_id, template, coalesce(to_email, recipient));
create index maintenance_mail_due_idx on public.maintenance_mail (next_attempt_at)
  where status <> 'sent';
create index maintenance_mail_request_idx on public.maintenance_mail (request_id);
create index maintenance_mail_person_idx on public.maintenance_mail (person_id) where person_id is not null;
create index maintenance_mail_vendor_idx on public.maintenance_mail (vendor_id) where vendor_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Policy helpers (schema private, security definer: they read past the tables' RLS and answer
-- only about the calling account)
-- ---------------------------------------------------------------------------------------------
create or replace function private.can_read_request(p_request_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.maintenance_requests r
    where r.id = p_request_id
      and (private.rents_lease(r.lease_id) or private.owns_home(r.home_id))
  );
$$;

-- A tenant's open request on a lease of theirs: where they may add photos and messages.
create or replace function private.tenant_open_request(p_request_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.maintenance_requests r
    where r.id = p_request_id
      and r.status not in ('closed', 'cancelled', 'declined')
      and private.rents_lease(r.lease_id)
  );
$$;

create or replace function private.event_visible(p_request_id uuid, p_audience text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.maintenance_requests r
    where r.id = p_request_id
      and (
        (p_audience in ('everyone', 'tenant') and private.rents_lease(r.lease_id))
        or (p_audience in ('everyone', 'owner') and private.owns_home(r.home_id))
      )
  );
$$;

create or replace function private.can_read_maintenance_object(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.maintenance_photos ph
    where ph.storage_path = p_name
      and (public.is_admin() or private.can_read_request(ph.request_id))
  );
$$;

-- Uploads go under <request id>/ of a request the tenant may still add to.
create or replace function private.can_upload_maintenance_object(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- CASE, not AND: the cast must not run on a name of another shape.
  select case
    when p_name ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(webp|jpg)$'
      then private.tenant_open_request(split_part(p_name, '/', 1)::uuid)
    else false
  end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Rules on requests (before update): the transitions, what each status needs, tenant's words
-- kept, owner approval, and the entry rule
-- ---------------------------------------------------------------------------------------------
create or replace function private.maintenance_transition_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- The same table as maintenanceTransitions in the contract.
  select p_to = any (case p_from
    when 'submitted' then array['acknowledged', 'cancelled', 'declined']
    when 'acknowledged' then array['awaiting_owner_approval', 'scheduled', 'cancelled', 'declined']
    when 'awaiting_owner_approval' then array['acknowledged', 'scheduled', 'cancelled', 'declined']
    when 'scheduled' then array['scheduled', 'in_progress', 'completed', 'acknowledged', 'cancelled']
    when 'in_progress' then array['completed', 'scheduled', 'cancelled']
    when 'completed' then array['closed', 'in_progress']
    else array[]::text[]
  end);
$$;

create or replace function public.maintenance_requests_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_limit integer;
  v_local timestamp;
  v_local_end timestamp;
begin
  if new.home_id is distinct from old.home_id or new.lease_id is distinct from old.lease_id
    or new.created_by is distinct from old.created_by or new.person_id is distinct from old.person_id
    or new.idempotency_key is distinct from old.idempotency_key
    or new.created_at is distinct from old.created_at
    or new.location is distinct from old.location or new.description is distinct from old.description
    or new.entry_permission is distinct from old.entry_permission or new.pets is distinct from old.pets
    or new.good_times is distinct from old.good_times or new.emergency is distinct from old.emergency
    or new.share_contact is distinct from old.share_contact then
    raise exception 'The tenant''s request is kept as they wrote it' using errcode = '22023',
      hint = 'maintenance_tenant_words';
  end if;

  -- The estimate decides whether the owner approves first (emergencies proceed).
  if new.estimate_cents is distinct from old.estimate_cents and new.estimate_cents is not null
    and new.status in ('acknowledged', 'awaiting_owner_approval') then
    select a.repair_approval_limit_cents into v_limit
    from public.management_agreements a where a.home_id = new.home_id;
    if new.estimate_cents > coalesce(v_limit, 0) then
      if new.urgent then
        new.owner_approval := 'emergency_proceeded';
      else
        new.owner_approval := 'pending';
        new.owner_approval_decided_at := null;
        new.owner_approval_note := null;
        new.status := 'awaiting_owner_approval';
      end if;
    else
      new.owner_approval := 'not_needed';
      if new.status = 'awaiting_owner_approval' then new.status := 'acknowledged'; end if;
    end if;
  end if;

  if new.status is distinct from old.status
    or (new.status = 'scheduled' and (new.visit_starts_at is distinct from old.visit_starts_at
                                      or new.vendor_id is distinct from old.vendor_id)) then
    if new.status is distinct from old.status
      and not private.maintenance_transition_allowed(old.status, new.status) then
      raise exception 'A request that is % can''t become %', replace(old.status, '_', ' '),
        replace(new.status, '_', ' ') using errcode = '22023', hint = 'maintenance_transition';
    end if;
    if new.status = 'awaiting_owner_approval' and new.owner_approval <> 'pending' then
      raise exception 'Only an estimate above the owner''s limit waits for approval'
        using errcode = '22023', hint = 'maintenance_approval_not_needed';
    end if;
    if new.status = 'scheduled' then
      if new.owner_approval in ('pending', 'declined') then
        raise exception 'The owner has not approved this repair' using errcode = '22023',
          hint = 'maintenance_needs_approval';
      end if;
      if new.vendor_id is null or new.visit_starts_at is null then
        raise exception 'Scheduling needs a vendor and a visit window' using errcode = '22023',
          hint = 'maintenance_schedule_incomplete';
      end if;
      if new.visit_starts_at <= now() then
        raise exception 'The visit must be in the future' using errcode = '22023',
          hint = 'maintenance_visit_past';
      end if;
      -- Civil Code 1954: without permission and outside an emergency, 24 hours' notice and
      -- business hours (8:00-17:00, Monday to Friday, office time).
      if new.entry_permission <> 'yes' and not new.urgent then
        if new.visit_starts_at < now() + interval '24 hours' then
          raise exception 'Without the tenant''s permission the visit must start at least 24 hours from now (Civil Code 1954)'
            using errcode = '22023', hint = 'maintenance_entry_notice';
        end if;
        v_local := new.visit_starts_at at time zone 'America/Los_Angeles';
        v_local_end := new.visit_ends_at at time zone 'America/Los_Angeles';
        if extract(isodow from v_local) > 5 or v_local::time < time '08:00'
          or v_local_end::time > time '17:00' or v_local_end::date <> v_local::date then
          raise exception 'Without the tenant''s permission, entry must be during business hours: Monday to Friday, 8 AM to 5 PM (Civil Code 1954)'
            using errcode = '22023', hint = 'maintenance_entry_hours';
        end if;
      end if;
      new.vendor_confirmed_at := null;
    end if;
    if new.status is distinct from old.status then
      new.status_changed_at := now();
      if new.status <> 'submitted' and new.acknowledged_at is null then
        new.acknowledged_at := now();
      end if;
      if new.status = 'completed' then new.completed_at := now(); end if;
      if new.status = 'closed' then new.closed_at := now(); end if;
      if new.status = 'acknowledged' and old.status = 'scheduled' then
        new.visit_starts_at := null;
        new.visit_ends_at := null;
      end if;
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.maintenance_requests_guard() from public, anon, authenticated;

create trigger maintenance_requests_guard
  before update on public.maintenance_requests
  for each row execute function public.maintenance_requests_guard();

-- Who is acting: staff by their session; the function's link actions name vendor or owner.
create or replace function private.maintenance_actor()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('maintenance.actor', true), ''),
    case
      when public.is_admin() then 'staff'
      when private.person_with_role('tenant') is not null then 'tenant'
      when private.person_with_role('owner') is not null then 'owner'
      else 'system'
    end
  );
$$;

-- ---------------------------------------------------------------------------------------------
-- History (after insert and update): every change becomes an event; events feed the mail queue
-- ---------------------------------------------------------------------------------------------
create or replace function public.maintenance_requests_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor text := private.maintenance_actor();
  v_uid uuid := auth.uid();
  v_when text;
begin
  if tg_op = 'INSERT' then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, to_status, body)
    values (new.id, 'submitted', 'everyone', 'tenant', new.created_by, new.status, null);
    return null;
  end if;

  if new.estimate_cents is distinct from old.estimate_cents and new.estimate_cents is not null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'estimate', 'owner', v_actor, v_uid, new.estimate_cents::text);
  end if;
  if new.owner_approval is distinct from old.owner_approval then
    if new.owner_approval = 'pending' then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      values (new.id, 'approval_requested', 'owner', v_actor, v_uid, new.estimate_cents::text);
    elsif new.owner_approval = 'emergency_proceeded' then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      values (new.id, 'emergency_proceeded', 'owner', v_actor, v_uid, new.estimate_cents::text);
    elsif new.owner_approval in ('approved', 'declined') then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      values (new.id, 'approval', 'owner', v_actor, v_uid,
              new.owner_approval || coalesce(': ' || new.owner_approval_note, ''));
    end if;
  end if;
  if new.status is distinct from old.status then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, from_status, to_status, body)
    values (new.id, 'status', 'everyone', v_actor, v_uid, old.status, new.status,
            case when new.status = 'declined' then new.decline_reason end);
  end if;
  if new.status = 'scheduled' and (old.status <> 'scheduled'
      or new.visit_starts_at is distinct from old.visit_starts_at
      or new.vendor_id is distinct from old.vendor_id) then
    v_when := to_char(new.visit_starts_at at time zone 'America/Los_Angeles', 'FMDay, FMMonth FMDD, YYYY, FMHH12:MI AM')
      || ' to ' || to_char(new.visit_ends_at at time zone 'America/Los_Angeles', 'FMHH12:MI AM');
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'scheduled', 'everyone', v_actor, v_uid, v_when);
    -- Civil Code 1954(d)(1): the written notice gives the date, approximate time and purpose.
    if new.entry_permission <> 'yes' and not new.urgent then
      insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
      select new.id, 'entry_notice', 'everyone', v_actor, v_uid,
        'NOTICE OF INTENT TO ENTER DWELLING UNIT (California Civil Code section 1954)' || chr(10) || chr(10)
        || 'To: the tenants of ' || h.street || coalesce(', ' || u.label, '') || ', ' || h.city || ', '
        || h.state || ' ' || h.zip_code || chr(10) || chr(10)
        || 'The landlord''s agent or a vendor it sends will enter the unit on ' || v_when
        || ' (Pacific time) for the following purpose: to make necessary repairs ('
        || replace(new.category, '_', ' ') || ': ' || new.location || ').' || chr(10) || chr(10)
        || 'This notice is given at least 24 hours before the entry.'
      from public.managed_homes h
      join public.leases l on l.id = new.lease_id
      join public.home_units u on u.id = l.unit_id
      where h.id = new.home_id;
    end if;
  end if;
  if new.actual_cost_cents is distinct from old.actual_cost_cents and new.actual_cost_cents is not null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'cost', 'owner', v_actor, v_uid, new.actual_cost_cents::text);
  end if;
  if new.vendor_confirmed_at is not null and old.vendor_confirmed_at is null then
    insert into public.maintenance_events (request_id, kind, audience, actor_kind, actor_user_id, body)
    values (new.id, 'vendor_confirmed', 'everyone', 'vendor', null, null);
  end if;
  return null;
end;
$$;

revoke execute on function public.maintenance_requests_history() from public, anon, authenticated;

create trigger maintenance_requests_history
  after insert or update on public.maintenance_requests
  for each row execute function public.maintenance_requests_history();

-- Events written by clients (messages, notes) carry the caller as actor, whatever they sent.
create or replace function public.maintenance_events_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is not null and current_setting('maintenance.actor', true) is distinct from 'vendor' then
    new.actor_user_id := auth.uid();
    if new.kind in ('message', 'note') then
      new.actor_kind := private.maintenance_actor();
    end if;
  end if;
  new.created_at := now();
  return new;
end;
$$;

revoke execute on function public.maintenance_events_stamp() from public, anon, authenticated;

create trigger maintenance_events_stamp
  before insert on public.maintenance_events
  for each row execute function public.maintenance_events_stamp();

-- The mails an event owes. security definer: clients' messages enqueue into a table they can't see.
create or replace function public.maintenance_events_enqueue_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.maintenance_requests;
begin
  select * into r from public.maintenance_requests where id = new.request_id;

  -- Tenants of the lease (their stored addresses) for what concerns them.
  if (new.kind in ('submitted', 'status', 'scheduled', 'entry_notice'))
    or (new.kind = 'message' and new.actor_kind = 'staff') then
    insert into public.maintenance_mail (request_id, event_id, template, recipient, to_email, person_id)
    select r.id, new.id,
      case new.kind
        when 'submitted' then 'tenant_received'
        when 'status' then 'tenant_status'
        when 'scheduled' then 'tenant_visit'
        when 'entry_notice' then 'tenant_entry_notice'
        else 'tenant_message'
      end,
      'tenant', p.email, p.id
    from public.lease_tenants t
    join public.people p on p.id = t.person_id
    where t.lease_id = r.lease_id
    on conflict do nothing;
  end if;

  -- The office: new requests, tenants' messages, owners' answers, vendors' news.
  if new.kind in ('submitted', 'approval', 'vendor_confirmed', 'vendor_completed')
    or (new.kind = 'message' and new.actor_kind = 'tenant') then
    insert into public.maintenance_mail (request_id, event_id, template, recipient)
    values (r.id, new.id,
      case new.kind
        when 'submitted' then 'office_new'
        when 'approval' then 'office_approval'
        when 'message' then 'office_message'
        else 'office_vendor'
      end,
      'office')
    on conflict do nothing;
  end if;
  if new.kind = 'submitted' and r.urgent then
    insert into public.maintenance_mail (request_id, event_id, template, recipient)
    values (r.id, new.id, 'on_call', 'on_call')
    on conflict do nothing;
  end if;

  -- Owners: approval asked, an emergency that proceeded, a repair completed.
  if new.kind in ('approval_requested', 'emergency_proceeded')
    or (new.kind = 'status' and new.to_status = 'completed') then
    insert into public.maintenance_mail (request_id, event_id, template, recipient, to_email, person_id)
    select r.id, new.id,
      case new.kind
        when 'approval_requested' then 'owner_approval'
        when 'emergency_proceeded' then 'owner_emergency'
        else 'owner_completed'
      end,
      'owner', p.email, p.id
    from public.home_owners o
    join public.people p on p.id = o.person_id
    where o.home_id = r.home_id
    on conflict do nothing;
  end if;

  -- The vendor's work order when a visit is set.
  if new.kind = 'scheduled' and r.vendor_id is not null then
    insert into public.maintenance_mail (request_id, event_id, template, recipient, to_email, vendor_id)
    select r.id, new.id, 'vendor_work_order', 'vendor', v.email, v.id
    from public.vendors v where v.id = r.vendor_id
    on conflict do nothing;
  end if;
  return null;
end;
$$;

revoke execute on function public.maintenance_events_enqueue_mail() from public, anon, authenticated;

create trigger maintenance_events_enqueue_mail
  after insert on public.maintenance_events
  for each row execute function public.maintenance_events_enqueue_mail();

-- At most 10 photos per request from the tenant (and as many from the vendor).
create or replace function public.maintenance_photos_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.maintenance_requests where id = new.request_id for update;
  if (select count(*) from public.maintenance_photos
      where request_id = new.request_id and added_by_kind = new.added_by_kind) >= 10 then
    raise exception 'A request takes at most 10 photos' using errcode = '22023',
      hint = 'maintenance_photos_limit';
  end if;
  return new;
end;
$$;

revoke execute on function public.maintenance_photos_limit() from public, anon, authenticated;

create trigger maintenance_photos_limit
  before insert on public.maintenance_photos
  for each row execute function public.maintenance_photos_limit();

-- ---------------------------------------------------------------------------------------------
-- Grants and policies
-- ---------------------------------------------------------------------------------------------
alter table public.vendors enable row level security;
alter table public.maintenance_requests enable row level security;
alter table public.maintenance_events enable row level security;
alter table public.maintenance_photos enable row level security;
alter table public.maintenance_links enable row level security;
alter table public.maintenance_mail enable row level security;

revoke all on public.vendors, public.maintenance_requests, public.maintenance_events,
  public.maintenance_photos, public.maintenance_links, public.maintenance_mail
  from public, anon, authenticated, service_role;

grant select, insert, update, delete on public.vendors, public.maintenance_requests,
  public.maintenance_events, public.maintenance_photos, public.maintenance_links,
  public.maintenance_mail
  to service_role;

-- vendors: staff only.
grant select, insert, update, delete on public.vendors to authenticated;

create policy vendors_select_staff
  on public.vendors for select to authenticated
  using ((select public.is_admin()));

create policy vendors_insert_staff
  on public.vendors for insert to authenticated
  with check ((select public.is_admin()));

create policy vendors_update_staff
  on public.vendors for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy vendors_delete_staff
  on public.vendors for delete to authenticated
  using ((select public.is_admin()));

-- maintenance_requests: read by staff, the lease's tenants and the home's owners; staff update
-- the workflow columns (the guard trigger keeps the rules); filing is submit_maintenance_request().
grant select on public.maintenance_requests to authenticated;
grant update (status, decline_reason, vendor_id, visit_starts_at, visit_ends_at, access_notes,
  estimate_cents, actual_cost_cents, completion_note, category, urgent)
  on public.maintenance_requests to authenticated;

create policy maintenance_requests_select_staff_tenant_owner
  on public.maintenance_requests for select to authenticated
  using (
    (select public.is_admin())
    or private.rents_lease(lease_id)
    or private.owns_home(home_id)
  );

create policy maintenance_requests_update_staff
  on public.maintenance_requests for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- maintenance_events: never updated or deleted by clients.
grant select, insert on public.maintenance_events to authenticated;

create policy maintenance_events_select_by_audience
  on public.maintenance_events for select to authenticated
  using (
    (select public.is_admin())
    or (audience <> 'staff' and private.event_visible(request_id, audience))
  );

create policy maintenance_events_insert_staff_or_tenant_message
  on public.maintenance_events for insert to authenticated
  with check (
    (
      (select public.is_admin())
      and kind in ('message', 'note')
      and audience = case kind when 'note' then 'staff' else 'tenant' end
    )
    or (
      kind = 'message'
      and audience = 'tenant'
      and private.tenant_open_request(request_id)
    )
  );

-- maintenance_photos
grant select, insert, delete on public.maintenance_photos to authenticated;

create policy maintenance_photos_select_staff_tenant_owner
  on public.maintenance_photos for select to authenticated
  using ((select public.is_admin()) or private.can_read_request(request_id));

create policy maintenance_photos_insert_staff_or_tenant
  on public.maintenance_photos for insert to authenticated
  with check (
    ((select public.is_admin()) and added_by_kind = 'staff')
    or (
      added_by_kind = 'tenant'
      and uploaded_by = (select auth.uid())
      and private.tenant_open_request(request_id)
    )
  );

create policy maintenance_photos_delete_staff
  on public.maintenance_photos for delete to authenticated
  using ((select public.is_admin()));

-- storage: the `maintenance-photos` bucket (no anon policy: anon reads nothing there).
create policy "maintenance photos are readable as their row allows"
  on storage.objects for select to authenticated
  using (bucket_id = 'maintenance-photos' and private.can_read_maintenance_object(name));

create policy "staff and the request's tenant upload maintenance photos"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'maintenance-photos'
    and ((select public.is_admin()) or private.can_upload_maintenance_object(name))
  );

create policy "staff delete maintenance photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'maintenance-photos' and (select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Filing a request: submit_maintenance_request(payload) -> { id, duplicate }
-- security definer: tenants have no insert grant; this checks the caller rents the lease, that
-- the lease is not ended, and answers a repeated idempotency key with the first request.
-- Payload: the contract's maintenanceRequestSchema output (camelCase keys).
-- ---------------------------------------------------------------------------------------------
create or replace function public.submit_maintenance_request(payload jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_person uuid := private.person_with_role('tenant');
  v_lease public.leases;
  v_key uuid := (payload ->> 'idempotencyKey')::uuid;
  v_id uuid;
  v_emergency text := nullif(payload ->> 'emergency', '');
begin
  if v_uid is null or v_person is null then
    raise exception 'Only a tenant can file a maintenance request' using errcode = '42501';
  end if;
  select id into v_id from public.maintenance_requests
  where created_by = v_uid and idempotency_key = v_key;
  if found then
    return jsonb_build_object('id', v_id, 'duplicate', true);
  end if;
  select * into v_lease from public.leases where id = (payload ->> 'leaseId')::uuid;
  if not found or not private.rents_lease(v_lease.id) then
    raise exception 'This lease is not yours' using errcode = '42501', hint = 'maintenance_not_your_lease';
  end if;
  if v_lease.status = 'ended' then
    raise exception 'This lease has ended: call the office for anything at your former home'
      using errcode = '22023', hint = 'maintenance_lease_ended';
  end if;
  insert into public.maintenance_requests (
    home_id, lease_id, created_by, person_id, idempotency_key, category, location, description,
    entry_permission, pets, good_times, share_contact, emergency, urgent
  ) values (
    v_lease.home_id, v_lease.id, v_uid, v_person, v_key, payload ->> 'category',
    btrim(payload ->> 'location'), btrim(payload ->> 'description'),
    payload ->> 'entryPermission', btrim(coalesce(payload ->> 'pets', '')),
    btrim(coalesce(payload ->> 'goodTimes', '')), coalesce((payload ->> 'shareContact')::boolean, false),
    v_emergency, v_emergency is not null
  )
  on conflict (created_by, idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.maintenance_requests
    where created_by = v_uid and idempotency_key = v_key;
    return jsonb_build_object('id', v_id, 'duplicate', true);
  end if;
  return jsonb_build_object('id', v_id, 'duplicate', false);
end;
$$;

comment on function public.submit_maintenance_request(jsonb) is
  'Tenant portal: files a request on the caller''s own lease (idempotent per key).';

revoke execute on function public.submit_maintenance_request(jsonb) from public, anon;
grant execute on function public.submit_maintenance_request(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The owner's answer from the portal: decide_maintenance_approval(request, decision, note)
-- security definer: owners have no update grant; this checks the caller owns the home and that
-- an approval is pending.
-- ---------------------------------------------------------------------------------------------
create or replace function private.apply_owner_decision(
  p_request_id uuid, p_decision text, p_note text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.maintenance_requests;
begin
  if p_decision not in ('approved', 'declined') then
    raise exception 'Approve or decline' using errcode = '22023';
  end if;
  select * into r from public.maintenance_requests where id = p_request_id for update;
  if not found then return 'unknown'; end if;
  if r.owner_approval <> 'pending' then return 'used'; end if;
  perform set_config('maintenance.actor', 'owner', true);
  update public.maintenance_requests set
    owner_approval = p_decision,
    owner_approval_decided_at = now(),
    owner_approval_note = nullif(btrim(coalesce(p_note, '')), ''),
    status = case when status = 'awaiting_owner_approval' then 'acknowledged' else status end
  where id = p_request_id;
  perform set_config('maintenance.actor', '', true);
  return 'ok';
end;
$$;


create or replace function public.decide_maintenance_approval(
  p_request_id uuid, p_decision text, p_note text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_home uuid;
begin
  select home_id into v_home from public.maintenance_requests where id = p_request_id;
  if v_home is null or not private.owns_home(v_home) then
    raise exception 'This request is not on your home' using errcode = '42501';
  end if;
  if char_length(coalesce(p_note, '')) > 1000 then
    raise exception 'The note must be at most 1000 characters' using errcode = '22023';
  end if;
  return private.apply_owner_decision(p_request_id, p_decision, p_note);
end;
$$;

comment on function public.decide_maintenance_approval(uuid, text, text) is
  'Owner portal: approve or decline a repair above the home''s limit (''ok'' or ''used'').';

revoke execute on function public.decide_maintenance_approval(uuid, text, text) from public, anon;
grant execute on function public.decide_maintenance_approval(uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The maintenance function's calls (service role only): links, the vendor's and the owner's
-- actions by link, and the mail queue
-- ---------------------------------------------------------------------------------------------

-- A fresh link for a mail being sent; earlier unused links of the same purpose and holder stop
-- working, so only the latest mail's link acts.
create or replace function public.issue_maintenance_link(
  p_request_id uuid, p_purpose text, p_token_hash text, p_vendor_id uuid, p_person_id uuid
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.maintenance_links set expires_at = least(expires_at, now())
  where request_id = p_request_id and purpose = p_purpose and used_at is null
    and vendor_id is not distinct from p_vendor_id and person_id is not distinct from p_person_id;
  insert into public.maintenance_links (request_id, purpose, token_hash, vendor_id, person_id, expires_at)
  values (p_request_id, p_purpose, p_token_hash, p_vendor_id, p_person_id,
          now() + case p_purpose when 'vendor' then interval '30 days' else interval '7 days' end);
end;
$$;

-- The link behind a token: its request and purpose, and whether it still acts
-- ('ok', 'used', 'expired'); no row for an unknown token.
create or replace function public.maintenance_link_state(p_token_hash text)
returns table (link_id uuid, request_id uuid, purpose text, vendor_id uuid, person_id uuid, state text)
language sql
stable
set search_path = ''
as $$
  select l.id, l.request_id, l.purpose, l.vendor_id, l.person_id,
    case
      when l.used_at is not null then 'used'
      when l.expires_at <= now() then 'expired'
      -- A work order whose job is done or called off, or a vendor replaced, is spent too.
      when l.purpose = 'vendor' and (r.status not in ('scheduled', 'in_progress')
                                     or r.vendor_id is distinct from l.vendor_id) then 'used'
      when l.purpose = 'owner_approval' and r.owner_approval <> 'pending' then 'used'
      else 'ok'
    end
  from public.maintenance_links l
  join public.maintenance_requests r on r.id = l.request_id
  where l.token_hash = p_token_hash;
$$;

-- The vendor confirms the visit: 'ok', 'used', 'expired' or 'unknown'.
create or replace function public.vendor_confirm_visit(p_token_hash text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from public.maintenance_link_state(p_token_hash) where purpose = 'vendor';
  if not found then return 'unknown'; end if;
  if v.state <> 'ok' then return v.state; end if;
  perform 1 from public.maintenance_requests where id = v.request_id for update;
  if (select vendor_confirmed_at from public.maintenance_requests where id = v.request_id) is not null then
    return 'ok';
  end if;
  perform set_config('maintenance.actor', 'vendor', true);
  update public.maintenance_requests set vendor_confirmed_at = now() where id = v.request_id;
  perform set_config('maintenance.actor', '', true);
  return 'ok';
end;
$$;

-- The vendor marks the job done with a note and the cost (photos already stored by the
-- function): the link is spent.
create or replace function public.vendor_complete_job(p_token_hash text, p_note text, p_cost_cents integer)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from public.maintenance_link_state(p_token_hash) where purpose = 'vendor';
  if not found then return 'unknown'; end if;
  if v.state <> 'ok' then return v.state; end if;
  update public.maintenance_links set used_at = now() where id = v.link_id and used_at is null;
  if not found then return 'used'; end if;
  perform set_config('maintenance.actor', 'vendor', true);
  update public.maintenance_requests set
    status = 'completed',
    completion_note = nullif(btrim(coalesce(p_note, '')), ''),
    actual_cost_cents = p_cost_cents
  where id = v.request_id;
  insert into public.maintenance_events (request_id, kind, audience, actor_kind, body)
  values (v.request_id, 'vendor_completed', 'everyone', 'vendor', nullif(btrim(coalesce(p_note, '')), ''));
  perform set_config('maintenance.actor', '', true);
  return 'ok';
end;
$$;

-- The owner's answer by link: 'ok', 'used', 'expired' or 'unknown'.
create or replace function public.owner_decide_by_link(p_token_hash text, p_decision text, p_note text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v record;
  v_outcome text;
begin
  select * into v from public.maintenance_link_state(p_token_hash) where purpose = 'owner_approval';
  if not found then return 'unknown'; end if;
  if v.state <> 'ok' then return v.state; end if;
  update public.maintenance_links set used_at = now() where id = v.link_id and used_at is null;
  if not found then return 'used'; end if;
  v_outcome := private.apply_owner_decision(v.request_id, p_decision, p_note);
  return v_outcome;
end;
$$;

-- Mails whose time has come, each claimed for one attempt (next try 2, 4, 8, 16, 32 minutes
-- later; 6 tries), urgent requests' first.
create or replace function public.claim_maintenance_mail(p_limit integer default 20)
returns table (
  id uuid, request_id uuid, event_id uuid, template text, recipient text, to_email text,
  person_id uuid, vendor_id uuid, attempts integer
)
language sql
set search_path = ''
as $$
  with due as (
    select q.id
    from public.maintenance_mail q
    join public.maintenance_requests r on r.id = q.request_id
    where q.status <> 'sent' and q.attempts < 6 and q.next_attempt_at <= now()
    order by r.urgent desc, q.next_attempt_at
    limit greatest(1, least(p_limit, 50))
    for update of q skip locked
  )
  update public.maintenance_mail m
  set attempts = m.attempts + 1,
      next_attempt_at = now() + make_interval(mins => power(2, m.attempts + 1)::integer)
  from due
  where m.id = due.id
  returning m.id, m.request_id, m.event_id, m.template, m.recipient, m.to_email, m.person_id,
    m.vendor_id, m.attempts;
$$;

create or replace function public.record_maintenance_mail(p_id uuid, p_status text, p_error text default null)
returns void
language sql
set search_path = ''
as $$
  update public.maintenance_mail
  set status = p_status,
      last_error = left(p_error, 2000),
      sent_at = case when p_status = 'sent' then now() else sent_at end
  where id = p_id;
$$;

revoke execute on function public.issue_maintenance_link(uuid, text, text, uuid, uuid) from public, anon, authenticated;
grant execute on function public.issue_maintenance_link(uuid, text, text, uuid, uuid) to service_role;
revoke execute on function public.maintenance_link_state(text) from public, anon, authenticated;
grant execute on function public.maintenance_link_state(text) to service_role;
revoke execute on function public.vendor_confirm_visit(text) from public, anon, authenticated;
grant execute on function public.vendor_confirm_visit(text) to service_role;
revoke execute on function public.vendor_complete_job(text, text, integer) from public, anon, authenticated;
grant execute on function public.vendor_complete_job(text, text, integer) to service_role;
revoke execute on function public.owner_decide_by_link(text, text, text) from public, anon, authenticated;
grant execute on function public.owner_decide_by_link(text, text, text) to service_role;
revoke execute on function public.claim_maintenance_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_maintenance_mail(integer) to service_role;
revoke execute on function public.record_maintenance_mail(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_maintenance_mail(uuid, text, text) to service_role;

-- The policy helpers (created above) for the roles whose policies call them; the owner's decision
-- only through decide_maintenance_approval() and owner_decide_by_link().
revoke execute on all functions in schema private from public, anon;
grant execute on all functions in schema private to authenticated, service_role;
revoke execute on function private.apply_owner_decision(uuid, text, text) from authenticated;
