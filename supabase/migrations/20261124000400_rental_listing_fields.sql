-- Rental listing fields (issue 12): availability, money, lease, pets, features, and the indexes
-- the /properties search filters use. Allowed values are supabase/functions/_shared/
-- listing-options.ts (the single TypeScript copy; scripts/gen-types.int.test.ts compares them).
-- Every new column is nullable or has a default, so existing rows and inserts keep working.
-- Standard Postgres 15: runs on hosted Supabase and on the local PGlite alike.

alter table public.properties
  add column available_date date,
  add column security_deposit numeric(10, 2),
  add column application_fee numeric(10, 2),
  add column lease_term_months integer,
  add column month_to_month boolean not null default false,
  -- null: not stated; false: not allowed.
  add column cats_allowed boolean,
  add column dogs_allowed boolean,
  add column pet_limit integer,
  add column pet_fee numeric(10, 2),
  add column parking text,
  add column laundry text,
  add column utilities_included text[] not null default '{}',
  add column air_conditioning text,
  add column appliances text[] not null default '{}',
  add column amenities text[] not null default '{}',
  add column year_built integer,
  add column hoa_fee numeric(10, 2),
  add column virtual_tour_url text,
  -- Mandatory monthly fees on top of rent, [{ "label": "Trash", "amount": 25 }]: SB 611 makes
  -- the advertised rent include them (the page's headline is rent plus these).
  add column mandatory_fees jsonb not null default '[]'::jsonb;

alter table public.properties
  add constraint properties_money_range check (
    (security_deposit is null or security_deposit between 0 and 99999999.99)
    and (application_fee is null or application_fee between 0 and 99999999.99)
    and (pet_fee is null or pet_fee between 0 and 99999999.99)
    and (hoa_fee is null or hoa_fee between 0 and 99999999.99)
  ),
  add constraint properties_lease_term_range
    check (lease_term_months is null or lease_term_months between 1 and 60),
  add constraint properties_pet_limit_range
    check (pet_limit is null or pet_limit between 1 and 10),
  -- A limit or fee only makes sense when some pet is allowed.
  add constraint properties_pet_terms_need_pets
    check ((pet_limit is null and pet_fee is null) or coalesce(cats_allowed, false) or coalesce(dogs_allowed, false)),
  add constraint properties_parking_allowed
    check (parking is null or parking in ('garage', 'carport', 'driveway', 'covered', 'lot', 'street', 'none')),
  add constraint properties_laundry_allowed
    check (laundry is null or laundry in ('in_unit', 'hookups', 'shared', 'none')),
  add constraint properties_air_conditioning_allowed
    check (air_conditioning is null or air_conditioning in ('central', 'wall', 'window', 'evaporative', 'none')),
  add constraint properties_utilities_included_allowed check (
    utilities_included <@ array['water', 'sewer', 'trash', 'gas', 'electricity', 'internet', 'gardener']::text[]
    and coalesce(array_ndims(utilities_included), 1) = 1
    and array_position(utilities_included, null) is null
  ),
  -- Lists of short items: no null, no blank item, at most 30 of at most 60 characters each
  -- (CHECK cannot hold a subquery: the items are tested joined by a newline they may not hold).
  add constraint properties_appliances_items check (
    cardinality(appliances) <= 30
    and coalesce(array_ndims(appliances), 1) = 1
    and array_position(appliances, null) is null
    and (cardinality(appliances) = 0
      or E'\n' || array_to_string(appliances, E'\n') || E'\n' ~ '^(\n[^\n]*\S[^\n]*)+\n$')
    and array_to_string(appliances, E'\n') !~ '[^\n]{61}'
  ),
  add constraint properties_amenities_items check (
    cardinality(amenities) <= 30
    and coalesce(array_ndims(amenities), 1) = 1
    and array_position(amenities, null) is null
    and (cardinality(amenities) = 0
      or E'\n' || array_to_string(amenities, E'\n') || E'\n' ~ '^(\n[^\n]*\S[^\n]*)+\n$')
    and array_to_string(amenities, E'\n') !~ '[^\n]{61}'
  ),
  add constraint properties_year_built_range
    check (year_built is null or year_built between 1800 and 2100),
  add constraint properties_virtual_tour_url_https
    check (virtual_tour_url is null
      or (char_length(virtual_tour_url) <= 2048 and virtual_tour_url ~ '^https://[^\s/?#@]+(/\S*)?$')),
  add constraint properties_mandatory_fees_shape check (
    jsonb_typeof(mandatory_fees) = 'array'
    and jsonb_array_length(mandatory_fees) <= 10
    and not jsonb_path_exists(
      mandatory_fees,
      '$[*] ? (!(@.label.type() == "string" && @.label like_regex "^\\S.{0,59}$"
                && @.amount.type() == "number" && @.amount >= 0 && @.amount <= 99999999.99))'
    )
  );

comment on column public.properties.mandatory_fees is
  'Mandatory monthly fees on top of rent, [{label, amount}]; advertised rent includes them (CA SB 611).';
comment on column public.properties.month_to_month is
  'Offered month to month (alone or beside lease_term_months).';

-- The /properties search: active rows filtered by price, city, beds, baths, pets and
-- availability, sorted by listing_date (existing index) or price.
create index properties_active_price_idx
  on public.properties (price)
  where status = 'active';
create index properties_active_city_idx
  on public.properties (lower(city))
  where status = 'active';
create index properties_active_beds_baths_idx
  on public.properties (bedrooms, bathrooms)
  where status = 'active';
create index properties_active_available_date_idx
  on public.properties (available_date)
  where status = 'active';
