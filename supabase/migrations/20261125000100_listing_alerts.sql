-- Listing alerts: "Email me when a home matches" on /properties.
--
-- 1. A lead source `listing_alert`: email only (no phone), the consent to be emailed recorded as
--    other consents are (consent_version/consent_at), and the search in `alert_filters` (the
--    shape of the /properties search without the sort, checked by listing_alert_filters_valid()).
-- 2. `listing_alerts`: one per such lead (made by a trigger on leads), double opt-in. The
--    subscription mail carries a random confirm token; only its SHA-256 is stored. Only confirmed,
--    not unsubscribed alerts are matched.
-- 3. `alert_deliveries`: when a listing becomes active (inserted active, or its status changed to
--    active), a trigger enqueues one row per matching alert; unique per alert and listing, so a
--    republish or a retry never mails twice. The listing-alerts function claims due rows
--    (claim_alert_deliveries(), backoff 2..32 minutes, 6 tries) and sends them, each with its own
--    random unsubscribe token (stored hashed).
-- 4. listing_matches_alert(): the one matching rule (the same as the /properties search).
--
-- Grants, after this migration: listing_alerts and alert_deliveries are the service role's only
-- (RLS on, no policies for browser roles); every function here is executable by service_role only,
-- except listing_alert_filters_valid() (a leads CHECK constraint: authenticated too).

-- ---------------------------------------------------------------------------------------------
-- The filters and the matching rule
-- ---------------------------------------------------------------------------------------------

-- The search as the form sends it: {type, city, minPrice, maxPrice, beds, baths, cats, dogs,
-- availableBy}, every key present, nothing else (_shared/listing-search.ts has the same rules).
create or replace function public.listing_alert_filters_valid(f jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(f) = 'object'
    and (select count(*) from jsonb_object_keys(f)) = 9
    and f ?& array['type', 'city', 'minPrice', 'maxPrice', 'beds', 'baths', 'cats', 'dogs', 'availableBy']
    and f->>'type' in ('all', 'sale', 'rent')
    and jsonb_typeof(f->'city') = 'string'
    and char_length(f->>'city') <= 100
    and (f->>'city') = btrim(f->>'city')
    and jsonb_typeof(f->'minPrice') in ('null', 'number')
    and jsonb_typeof(f->'maxPrice') in ('null', 'number')
    and jsonb_typeof(f->'beds') in ('null', 'number')
    and jsonb_typeof(f->'baths') in ('null', 'number')
    and (f->'minPrice' = 'null' or (f->>'minPrice')::numeric between 0 and 10000000000)
    and (f->'maxPrice' = 'null' or (f->>'maxPrice')::numeric between 0 and 10000000000)
    and (
      f->'minPrice' = 'null' or f->'maxPrice' = 'null'
      or (f->>'minPrice')::numeric <= (f->>'maxPrice')::numeric
    )
    and (f->'beds' = 'null' or ((f->>'beds')::numeric between 0 and 50 and mod((f->>'beds')::numeric, 1) = 0))
    and (f->'baths' = 'null' or ((f->>'baths')::numeric between 0 and 50 and mod((f->>'baths')::numeric * 2, 1) = 0))
    and jsonb_typeof(f->'cats') = 'boolean'
    and jsonb_typeof(f->'dogs') = 'boolean'
    and (
      f->'availableBy' = 'null'
      or (jsonb_typeof(f->'availableBy') = 'string' and (f->>'availableBy') ~ '^\d{4}-\d{2}-\d{2}$')
    ),
    false
  );
$$;

comment on function public.listing_alert_filters_valid(jsonb) is
  'Whether a listing alert''s filters have the /properties search shape (without the sort).';

-- The same rule as the /properties search (features/properties/api.ts): 'sale'/'rent' include
-- 'both', the city matches whole and case-insensitively, prices inclusive, beds and baths at
-- least, pets only when allowed, no available date means available now.
create or replace function public.listing_matches_alert(f jsonb, p public.properties)
returns boolean
language sql
stable
set search_path = ''
as $$
  select
    p.status = 'active'
    and (f->>'type' = 'all' or p.property_type = f->>'type' or p.property_type = 'both')
    and (coalesce(f->>'city', '') = '' or lower(btrim(p.city)) = lower(f->>'city'))
    and (f->'minPrice' = 'null' or p.price >= (f->>'minPrice')::numeric)
    and (f->'maxPrice' = 'null' or p.price <= (f->>'maxPrice')::numeric)
    and (f->'beds' = 'null' or p.bedrooms >= (f->>'beds')::numeric)
    and (f->'baths' = 'null' or p.bathrooms >= (f->>'baths')::numeric)
    and (not (f->>'cats')::boolean or p.cats_allowed is true)
    and (not (f->>'dogs')::boolean or p.dogs_allowed is true)
    and (
      f->'availableBy' = 'null'
      or p.available_date is null
      or p.available_date <= (f->>'availableBy')::date
    );
$$;

comment on function public.listing_matches_alert(jsonb, public.properties) is
  'The listing alert matching rule: whether an active listing matches the filters.';

-- A CHECK constraint of leads calls it, so whoever may update leads (admins: the workflow
-- columns) needs it; it reads nothing.
revoke execute on function public.listing_alert_filters_valid(jsonb) from public, anon;
grant execute on function public.listing_alert_filters_valid(jsonb) to authenticated, service_role;
revoke execute on function public.listing_matches_alert(jsonb, public.properties) from public, anon, authenticated;
grant execute on function public.listing_matches_alert(jsonb, public.properties) to service_role;

-- For tests and the office: the rule against a stored listing by id.
create or replace function public.listing_matches_alert_by_id(p_filters jsonb, p_property_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select public.listing_matches_alert(p_filters, p) from public.properties p where p.id = p_property_id),
    false
  );
$$;

revoke execute on function public.listing_matches_alert_by_id(jsonb, uuid) from public, anon, authenticated;
grant execute on function public.listing_matches_alert_by_id(jsonb, uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- leads: the source listing_alert
-- ---------------------------------------------------------------------------------------------
alter table public.leads add column alert_filters jsonb;

comment on column public.leads.alert_filters is
  'listing_alert leads: the /properties search the renter asked to be emailed about.';

alter table public.leads drop constraint leads_source_allowed;
alter table public.leads add constraint leads_source_allowed
  check (source in (
    'lead_dialog', 'contact', 'consultation', 'owner_portal', 'property_showing', 'privacy_request',
    'listing_alert'
  ));

alter table public.leads drop constraint leads_phone_format;
alter table public.leads add constraint leads_phone_format
  check (
    char_length(phone) <= 20
    and (
      (source in ('owner_portal', 'privacy_request', 'listing_alert') and phone = '')
      or (
        char_length(phone) >= 10
        and phone ~ '^[0-9+().\s-]+$'
        and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 10
      )
    )
  );

-- An alert needs valid filters and the consent to be emailed; no other source has filters.
alter table public.leads
  add constraint leads_alert_filters_for_listing_alert
    check (
      case
        when source = 'listing_alert' then
          alert_filters is not null
          and public.listing_alert_filters_valid(alert_filters)
          and consent_version is not null
        else alert_filters is null
      end
    );

-- ---------------------------------------------------------------------------------------------
-- listing_alerts
-- ---------------------------------------------------------------------------------------------
create table public.listing_alerts (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- Deleting the lead (a privacy delete) deletes the alert and its deliveries.
  lead_id uuid not null unique references public.leads (id) on delete cascade,
  email text not null,
  filters jsonb not null,
  -- SHA-256 (hex) of the latest confirm token mailed; the token itself is never stored.
  confirm_token_hash text unique,
  confirm_expires_at timestamptz,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  constraint listing_alerts_email_format
    check (char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint listing_alerts_filters_valid check (public.listing_alert_filters_valid(filters)),
  constraint listing_alerts_token_hash_format
    check (confirm_token_hash is null or confirm_token_hash ~ '^[0-9a-f]{64}$'),
  constraint listing_alerts_token_expiry
    check ((confirm_token_hash is null) = (confirm_expires_at is null))
);

comment on table public.listing_alerts is
  'Renters'' listing alerts (double opt-in). Service role only: the listing-alerts function.';

create index listing_alerts_active_idx on public.listing_alerts (id)
  where confirmed_at is not null and unsubscribed_at is null;

alter table public.listing_alerts enable row level security;
revoke all on public.listing_alerts from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.listing_alerts to service_role;

-- The alert of a listing_alert lead, made with the lead (the pipeline stores leads as the
-- service role).
create or replace function public.leads_create_listing_alert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.source = 'listing_alert' then
    insert into public.listing_alerts (lead_id, email, filters)
    values (new.id, new.email, new.alert_filters);
  end if;
  return null;
end;
$$;

revoke execute on function public.leads_create_listing_alert() from public, anon, authenticated;

create trigger leads_create_listing_alert
  after insert on public.leads
  for each row execute function public.leads_create_listing_alert();

-- ---------------------------------------------------------------------------------------------
-- alert_deliveries
-- ---------------------------------------------------------------------------------------------
create table public.alert_deliveries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  alert_id uuid not null references public.listing_alerts (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  -- SHA-256 (hex) of the unsubscribe token in this delivery's mail.
  unsubscribe_token_hash text unique,
  constraint alert_deliveries_once unique (alert_id, property_id),
  constraint alert_deliveries_status_allowed check (status in ('pending', 'sent', 'failed')),
  constraint alert_deliveries_attempts_range check (attempts between 0 and 100),
  constraint alert_deliveries_error_length check (last_error is null or char_length(last_error) <= 2000),
  constraint alert_deliveries_token_hash_format
    check (unsubscribe_token_hash is null or unsubscribe_token_hash ~ '^[0-9a-f]{64}$')
);

comment on table public.alert_deliveries is
  'One match email per alert and listing, queued when the listing becomes active. Service role only.';

create index alert_deliveries_due_idx on public.alert_deliveries (next_attempt_at)
  where status <> 'sent';

alter table public.alert_deliveries enable row level security;
revoke all on public.alert_deliveries from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.alert_deliveries to service_role;

-- Admins publish listings through PostgREST; the queue is not theirs to write, so the trigger
-- runs as its owner.
create or replace function public.properties_enqueue_alert_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'active' and (tg_op = 'INSERT' or old.status is distinct from 'active') then
    insert into public.alert_deliveries (alert_id, property_id)
    select a.id, new.id
    from public.listing_alerts a
    where a.confirmed_at is not null
      and a.unsubscribed_at is null
      and public.listing_matches_alert(a.filters, new)
    on conflict (alert_id, property_id) do nothing;
  end if;
  return null;
end;
$$;

revoke execute on function public.properties_enqueue_alert_deliveries() from public, anon, authenticated;

create trigger properties_enqueue_alert_deliveries
  after insert or update of status on public.properties
  for each row execute function public.properties_enqueue_alert_deliveries();

-- ---------------------------------------------------------------------------------------------
-- The functions the listing-alerts function calls (service role)
-- ---------------------------------------------------------------------------------------------

-- Records a fresh confirm token for a lead's alert (each subscription mail, and each retry of it,
-- carries a new one); false when the alert is gone or already confirmed.
create or replace function public.issue_alert_confirm_token(p_lead_id uuid, p_token_hash text)
returns boolean
language sql
set search_path = ''
as $$
  with updated as (
    update public.listing_alerts
    set confirm_token_hash = p_token_hash,
        confirm_expires_at = now() + interval '7 days'
    where lead_id = p_lead_id and confirmed_at is null and unsubscribed_at is null
    returning 1
  )
  select exists (select 1 from updated);
$$;

-- 'confirmed', 'already_confirmed', 'unsubscribed', 'expired' or 'unknown'.
create or replace function public.confirm_listing_alert(p_token_hash text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v public.listing_alerts;
begin
  select * into v from public.listing_alerts where confirm_token_hash = p_token_hash for update;
  if not found then
    return 'unknown';
  elsif v.unsubscribed_at is not null then
    return 'unsubscribed';
  elsif v.confirmed_at is not null then
    return 'already_confirmed';
  elsif v.confirm_expires_at < now() then
    return 'expired';
  end if;
  update public.listing_alerts set confirmed_at = now() where id = v.id;
  return 'confirmed';
end;
$$;

-- 'unsubscribed', 'already_unsubscribed' or 'unknown'. Pending deliveries of the alert are dropped.
create or replace function public.unsubscribe_listing_alert(p_token_hash text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_alert uuid;
  v_done timestamptz;
begin
  select a.id, a.unsubscribed_at into v_alert, v_done
  from public.alert_deliveries d
  join public.listing_alerts a on a.id = d.alert_id
  where d.unsubscribe_token_hash = p_token_hash
  for update of a;
  if not found then
    return 'unknown';
  elsif v_done is not null then
    return 'already_unsubscribed';
  end if;
  update public.listing_alerts set unsubscribed_at = now() where id = v_alert;
  delete from public.alert_deliveries where alert_id = v_alert and status <> 'sent';
  return 'unsubscribed';
end;
$$;

-- Deliveries whose mail is due, each claimed for one attempt (next try 2, 4, 8, 16, 32 minutes
-- later; 6 tries), with what the mail needs.
create or replace function public.claim_alert_deliveries(p_limit integer default 10)
returns table (
  id uuid,
  email text,
  property_id uuid,
  title text,
  address text,
  city text,
  state text,
  price numeric,
  property_type text,
  bedrooms integer,
  bathrooms numeric
)
language sql
set search_path = ''
as $$
  with claimed as (
    update public.alert_deliveries as d
    set attempts = d.attempts + 1,
        next_attempt_at = now() + make_interval(mins => power(2, d.attempts + 1)::integer)
    where d.id in (
      select q.id
      from public.alert_deliveries q
      join public.listing_alerts a on a.id = q.alert_id
      where q.status <> 'sent'
        and q.attempts < 6
        and q.next_attempt_at <= now()
        and a.confirmed_at is not null
        and a.unsubscribed_at is null
      order by q.next_attempt_at
      limit greatest(1, least(p_limit, 50))
      for update of q skip locked
    )
    returning d.id, d.alert_id, d.property_id
  )
  select c.id, a.email, p.id, p.title, p.address, p.city, p.state, p.price, p.property_type,
         p.bedrooms, p.bathrooms
  from claimed c
  join public.listing_alerts a on a.id = c.alert_id
  join public.properties p on p.id = c.property_id
  -- A listing taken down before its mail went is not announced.
  where p.status = 'active';
$$;

-- Before sending: the hash of the unsubscribe token the mail carries. After: the outcome.
create or replace function public.record_alert_delivery(
  p_id uuid,
  p_status text,
  p_error text default null,
  p_unsubscribe_token_hash text default null
)
returns void
language sql
set search_path = ''
as $$
  update public.alert_deliveries
  set status = p_status,
      last_error = left(p_error, 2000),
      sent_at = case when p_status = 'sent' then now() else sent_at end,
      unsubscribe_token_hash = coalesce(p_unsubscribe_token_hash, unsubscribe_token_hash)
  where id = p_id;
$$;

revoke execute on function public.issue_alert_confirm_token(uuid, text) from public, anon, authenticated;
grant execute on function public.issue_alert_confirm_token(uuid, text) to service_role;
revoke execute on function public.confirm_listing_alert(text) from public, anon, authenticated;
grant execute on function public.confirm_listing_alert(text) to service_role;
revoke execute on function public.unsubscribe_listing_alert(text) from public, anon, authenticated;
grant execute on function public.unsubscribe_listing_alert(text) to service_role;
revoke execute on function public.claim_alert_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_alert_deliveries(integer) to service_role;
revoke execute on function public.record_alert_delivery(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.record_alert_delivery(uuid, text, text, text) to service_role;
