-- Bounded anonymous reads (issue 16): short statement timeouts, no pattern matching on free
-- text, and an image proxy that serves only published listings' photos at a bounded rate.

-- ---------------------------------------------------------------------------------------------
-- Statement timeouts. Hosted's defaults are anon 3 s and authenticated 8 s; nothing the site
-- asks of the Data API takes more than a few milliseconds, so a runaway query stops sooner.
-- PostgREST applies a role's settings per request once it reloads its configuration.
-- ---------------------------------------------------------------------------------------------
alter role anon set statement_timeout = '2s';
alter role authenticated set statement_timeout = '5s';
notify pgrst, 'reload config';

-- ---------------------------------------------------------------------------------------------
-- The public listing columns. A filter may only name a column the role can select, so anon gets
-- every structured column (numbers, dates, booleans, enumerated text, short lists) and none of
-- the free text: title, description, address and virtual_tour_url (up to 5,000 characters, where
-- one backtracking regex such as `(.{1,100})\1{3}` costs seconds per row). The free text comes
-- from listing_texts() below, a scalar result that PostgREST cannot filter.
-- Signed-in users keep the whole row: admins edit it, and RLS shows others active rows only.
-- ---------------------------------------------------------------------------------------------
revoke select on public.properties from anon;
grant select (
  id, property_type, price, city, state, zip_code, bedrooms, bathrooms, square_feet, status,
  images, listing_date, created_at, updated_at, available_date, security_deposit,
  application_fee, lease_term_months, month_to_month, cats_allowed, dogs_allowed, pet_limit,
  pet_fee, parking, laundry, utilities_included, air_conditioning, appliances, amenities,
  year_built, hoa_fee, mandatory_fees
) on public.properties to anon;

-- The free text of active listings as one JSON object keyed by listing id:
-- {"<id>": {"title", "description", "address", "virtual_tour_url"}}. Every active listing when
-- listing_ids is null, else those of the given ids (at most 200) that are active.
create or replace function public.listing_texts(listing_ids uuid[] default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if listing_ids is not null and cardinality(listing_ids) > 200 then
    raise exception 'Ask for at most 200 listings at a time.' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_object_agg(
      p.id,
      jsonb_build_object(
        'title', p.title,
        'description', p.description,
        'address', p.address,
        'virtual_tour_url', p.virtual_tour_url
      )
    )
    from public.properties p
    where p.status = 'active'
      and (listing_ids is null or p.id = any (listing_ids))
  ), '{}'::jsonb);
end;
$$;

comment on function public.listing_texts(uuid[]) is
  'Title, description, address and tour link of active listings, keyed by id (anon cannot filter free text).';

revoke execute on function public.listing_texts(uuid[]) from public;
grant execute on function public.listing_texts(uuid[]) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- image-proxy: which URLs it may fetch, and how often one client may ask.
-- ---------------------------------------------------------------------------------------------
create index properties_images_idx on public.properties using gin (images);

-- One token bucket for every per-client limit: take_lead_quota() keeps its buckets (keyed by the
-- bare client) and the image proxy's are keyed 'image-proxy:<client>', in lead_rate_limits.
create or replace function public.take_rate_token(
  p_key text,
  p_capacity double precision,
  p_per_second double precision
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_tokens double precision;
  v_at timestamptz;
begin
  insert into public.lead_rate_limits (client, tokens, updated_at)
  values (p_key, p_capacity, now())
  on conflict (client) do nothing;

  select tokens, updated_at into v_tokens, v_at
  from public.lead_rate_limits
  where client = p_key
  for update;

  v_tokens := least(p_capacity, v_tokens + greatest(0, extract(epoch from now() - v_at)) * p_per_second);
  if v_tokens >= 1 then
    update public.lead_rate_limits set tokens = v_tokens - 1, updated_at = now()
    where client = p_key;
    -- Now and then, forget clients idle for a day (their buckets are full again anyway).
    if random() < 0.02 then
      delete from public.lead_rate_limits where updated_at < now() - interval '1 day';
    end if;
    return 0;
  end if;
  update public.lead_rate_limits set tokens = v_tokens, updated_at = now()
  where client = p_key;
  return ceil((1 - v_tokens) / p_per_second)::integer;
end;
$$;

comment on function public.take_rate_token(text, double precision, double precision) is
  'Takes one request from the bucket p_key: 0 when allowed, else seconds until one more would be.';

revoke execute on function public.take_rate_token(text, double precision, double precision)
  from public, anon, authenticated;
grant execute on function public.take_rate_token(text, double precision, double precision)
  to service_role;

-- The lead functions' limit, unchanged: 10 at once, refilled at 10 an hour.
create or replace function public.take_lead_quota(p_client text)
returns integer
language sql
set search_path = ''
as $$
  select public.take_rate_token(p_client, 10, 10.0 / 3600);
$$;

comment on table public.lead_rate_limits is
  'Token buckets of the per-client limits (lead functions; image proxy as image-proxy:<client>). Service role only.';

-- One decision per proxy request: {"allowed": true} or {"allowed": false, "reason":
-- "rate_limited", "retry_after": seconds} or {"allowed": false, "reason": "not_listed"}.
-- A client holds 60 requests and regains 1 a second (a listing page with 30 photos, twice); only
-- URLs in an active listing's images pass, unless the caller is a signed-in admin previewing.
-- The row lock serialises one client's concurrent requests.
create or replace function public.image_proxy_admit(p_client text, p_url text, p_admin boolean)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_wait integer := public.take_rate_token('image-proxy:' || p_client, 60, 1);
begin
  if v_wait > 0 then
    return jsonb_build_object('allowed', false, 'reason', 'rate_limited', 'retry_after', v_wait);
  end if;
  if not p_admin and not exists (
    select 1 from public.properties
    where status = 'active' and images @> array[p_url]
  ) then
    return jsonb_build_object('allowed', false, 'reason', 'not_listed');
  end if;
  return jsonb_build_object('allowed', true);
end;
$$;

comment on function public.image_proxy_admit(text, text, boolean) is
  'image-proxy: rate limit per client, and only URLs of active listings (or an admin preview).';

revoke execute on function public.image_proxy_admit(text, text, boolean)
  from public, anon, authenticated;
grant execute on function public.image_proxy_admit(text, text, boolean) to service_role;

-- The proxy's stored copies, named by the SHA-256 of the URL: a repeated request is served from
-- here instead of fetching the other site again. Private: only the service role (the function)
-- reads and writes it, so storage.objects needs no policy for it.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'image-proxy-cache',
  'image-proxy-cache',
  false,
  10485760,
  array['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;
