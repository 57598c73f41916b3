-- Initial schema: listings (properties), leads from every form, admin roles and is_admin().
-- Row-level security and grants are in the next migration (20261121000200_row_level_security.sql).
--
-- Standard Supabase SQL only: it runs on hosted Supabase (`supabase db push`) and on the local
-- PGlite stand-in (supabase/local) alike.
--
-- =============================================================================================
-- THE LEADS CONTRACT: what every form may store (helpers of the lead forms, functions, showing)
-- =============================================================================================
-- source: which form sent the row
--   lead_dialog       'Get Started' dialog             browser insert (anon/authenticated)
--   owner_portal      /owner-portal notify form         browser insert (anon/authenticated)
--   property_showing  'Request a showing' on a listing  browser insert (anon/authenticated)
--   contact           /contact, via submit-lead         service role (edge function)
--   consultation      /schedule-demo, send-demo-request service role (edge function)
-- Browser inserts must leave notification_status 'pending' and notification_error null; only the
-- service role sets them. Only admins read, update or delete leads.
--
-- Global caps, any source: full_name <= 201, email <= 255 (and x@y.z shape), phone <= 20,
-- property_address <= 200, biggest_frustration <= 1000, property_title <= 200,
-- requested_time <= 20, notification_error <= 2000. Lengths are characters. The database does
-- not trim: the shared zod schemas trim before sending.
--
-- field               lead_dialog                 contact / consultation / owner_portal / property_showing
-- full_name           2-100                       contact, owner_portal, property_showing 2-100;
--                                                 consultation 3-201 ('First Last')
-- email               valid, <= 255               same
-- phone               10-20 chars of 0-9 + ( ) . - and spaces, >= 10 digits;  owner_portal may send ''
-- property_address    3-200                       property_showing 3-200 (the listing's street address);
--                                                 others 0-200 (contact 'Not provided - general inquiry')
-- property_type       single-family, condo,       those five, 'not specified' or ''
--                     multi-unit, apartment, other
-- units_owned         1, 2-5, 6-10, 10+           those four, 'not specified' or ''
-- biggest_frustration 10-1000                     contact 10-1000 (property description); others 0-1000
-- preferred_contact   email, phone, text          same
-- best_time           morning, afternoon, evening those three, 'anytime' or ''
-- property_id         null                        property_showing: the listing (nullable: set null
--                                                 when the listing is deleted); others null
-- property_title      null                        property_showing: required, 1-200; others null
-- requested_date/time null                        consultation: both required, time like '9:00 AM';
--                                                 property_showing: optional; others null
-- =============================================================================================

-- ---------------------------------------------------------------------------------------------
-- updated_at maintenance
-- ---------------------------------------------------------------------------------------------
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
-- A trigger function: fired by the trigger, never called through the API.
revoke execute on function public.set_updated_at() from public;

-- ---------------------------------------------------------------------------------------------
-- properties: the listings
-- ---------------------------------------------------------------------------------------------
create table public.properties (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  property_type text not null default 'sale',
  price numeric(12, 2) not null,
  address text not null,
  city text not null,
  state text not null default 'CA',
  zip_code text not null,
  bedrooms integer not null,
  bathrooms numeric(4, 1) not null,
  square_feet integer not null,
  status text not null default 'active',
  images text[] not null default '{}',
  listing_date timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint properties_title_length
    check (char_length(title) <= 200 and title ~ '\S'),
  -- The form saves an empty description as null; blank text is never stored.
  constraint properties_description_length
    check (description is null or (char_length(description) <= 5000 and description ~ '\S')),
  constraint properties_property_type_allowed
    check (property_type in ('sale', 'rent', 'both')),
  constraint properties_price_non_negative
    check (price >= 0),
  constraint properties_address_length
    check (char_length(address) <= 200 and address ~ '\S'),
  constraint properties_city_length
    check (char_length(city) <= 100 and city ~ '\S'),
  constraint properties_state_format
    check (state ~ '^[A-Z]{2}$'),
  constraint properties_zip_code_format
    check (zip_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
  constraint properties_bedrooms_range
    check (bedrooms between 0 and 50),
  constraint properties_bathrooms_half_steps
    check (bathrooms between 0 and 50 and mod(bathrooms * 2, 1) = 0),
  -- Every home has floor area; 0 would only ever mean 'unknown' and show as '0 sqft'.
  constraint properties_square_feet_range
    check (square_feet between 1 and 1000000),
  constraint properties_status_allowed
    check (status in ('active', 'pending', 'sold', 'rented', 'off_market')),
  constraint properties_images_count
    check (cardinality(images) <= 30),
  -- Each photo is an http(s) URL or a site-relative path ('/images/...'); never '//host' or
  -- '/\host' (which browsers read as another host), never blank, null or with whitespace.
  -- CHECK cannot hold a subquery, so the elements are tested joined by single spaces.
  constraint properties_images_urls
    check (
      array_position(images, null) is null
      and coalesce(array_ndims(images), 1) = 1
      and array_to_string(images, '') !~ '\s'
      and char_length(array_to_string(images, '')) <= 30 * 2048
      and (
        cardinality(images) = 0
        or array_to_string(images, ' ')
          ~* '^(https?://|/)[^\s/\\]\S*( (https?://|/)[^\s/\\]\S*)*$'
      )
    )
);

comment on table public.properties is 'Listings for sale or rent. Public read of active rows; admins write.';

-- The public page: active listings, newest listing_date first.
create index properties_active_listing_date_idx
  on public.properties (listing_date desc)
  where status = 'active';
-- The admin list: every listing, newest created_at first.
create index properties_created_at_idx on public.properties (created_at desc);

create trigger properties_set_updated_at
  before update on public.properties
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- leads: every form's submissions (see the contract above)
-- ---------------------------------------------------------------------------------------------
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  source text not null,
  full_name text not null,
  email text not null,
  phone text not null,
  property_address text not null,
  property_type text not null,
  units_owned text not null,
  has_current_manager boolean not null default false,
  biggest_frustration text not null,
  preferred_contact text not null,
  best_time text not null,
  property_id uuid references public.properties (id) on delete set null,
  property_title text,
  requested_date date,
  requested_time text,
  notification_status text not null default 'pending',
  notification_error text,

  constraint leads_source_allowed
    check (source in ('lead_dialog', 'contact', 'consultation', 'owner_portal', 'property_showing')),
  -- '\S.*\S': at least two characters that are not whitespace.
  constraint leads_full_name_length
    check (
      char_length(full_name) <= 201
      and full_name ~ '\S.*\S'
      and case
        when source = 'consultation' then char_length(full_name) >= 3
        else char_length(full_name) between 2 and 100
      end
    ),
  constraint leads_email_format
    check (char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint leads_phone_format
    check (
      char_length(phone) <= 20
      and (
        (source = 'owner_portal' and phone = '')
        or (
          char_length(phone) >= 10
          and phone ~ '^[0-9+().\s-]+$'
          and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 10
        )
      )
    ),
  constraint leads_property_address_length
    check (
      char_length(property_address) <= 200
      and (
        source not in ('lead_dialog', 'property_showing')
        or (char_length(property_address) >= 3 and property_address ~ '\S')
      )
    ),
  constraint leads_property_type_allowed
    check (
      property_type in ('single-family', 'condo', 'multi-unit', 'apartment', 'other')
      or (source <> 'lead_dialog' and property_type in ('not specified', ''))
    ),
  constraint leads_units_owned_allowed
    check (
      units_owned in ('1', '2-5', '6-10', '10+')
      or (source <> 'lead_dialog' and units_owned in ('not specified', ''))
    ),
  constraint leads_biggest_frustration_length
    check (
      char_length(biggest_frustration) <= 1000
      and (
        source not in ('lead_dialog', 'contact')
        or (char_length(biggest_frustration) >= 10 and biggest_frustration ~ '\S')
      )
    ),
  constraint leads_preferred_contact_allowed
    check (preferred_contact in ('email', 'phone', 'text')),
  constraint leads_best_time_allowed
    check (
      best_time in ('morning', 'afternoon', 'evening')
      or (source <> 'lead_dialog' and best_time in ('anytime', ''))
    ),
  -- property_id stays nullable for showings: deleting the listing sets it null, the title remains.
  constraint leads_property_fields_for_showing
    check (
      case
        when source = 'property_showing' then
          property_title is not null
          and char_length(property_title) <= 200
          and property_title ~ '\S'
        else property_id is null and property_title is null
      end
    ),
  constraint leads_requested_slot_for_consultation
    check (
      case source
        when 'consultation' then
          requested_date is not null
          and requested_time is not null
          and requested_time ~ '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$'
        when 'property_showing' then true
        else requested_date is null and requested_time is null
      end
    ),
  constraint leads_requested_time_length
    check (requested_time is null or (char_length(requested_time) <= 20 and requested_time ~ '\S')),
  constraint leads_notification_status_allowed
    check (notification_status in ('pending', 'sent', 'failed')),
  constraint leads_notification_error_length
    check (notification_error is null or char_length(notification_error) <= 2000)
);

comment on table public.leads is 'Submissions of every lead form. Anyone may insert; only admins read.';
comment on column public.leads.source is
  'Form that sent the lead: lead_dialog, contact, consultation, owner_portal or property_showing.';
comment on column public.leads.notification_status is
  'Email notification outcome, set by the edge functions (service role): pending, sent or failed.';

-- The admin inbox: newest first.
create index leads_created_at_idx on public.leads (created_at desc);
-- Keeps 'on delete set null' from scanning leads when a listing is deleted.
create index leads_property_id_idx on public.leads (property_id) where property_id is not null;

-- ---------------------------------------------------------------------------------------------
-- user_roles and is_admin(): admin rights come from here, never from user_metadata
-- ---------------------------------------------------------------------------------------------
create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, role),
  constraint user_roles_role_allowed check (role in ('admin'))
);

comment on table public.user_roles is
  'Roles granted to accounts. Written only with the service role (npm run admin:grant).';

-- security definer: reads user_roles past its RLS, so policies elsewhere can call it.
-- The empty search_path keeps a caller's objects from shadowing anything it uses.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = (select auth.uid())
      and role = 'admin'
  );
$$;

comment on function public.is_admin() is 'True when the calling user has the admin role.';

-- Not anon: no anon policy calls it and a visitor has no admin bit to ask about. authenticated
-- keeps it because its policies call it as the caller, the admin area asks it (rpc('is_admin')),
-- and generate-property-listing asks it with the caller's JWT; it tells a caller only their own
-- bit. (Supabase's linter notes lint 0029 for this; the deploy check allows exactly this case.)
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
