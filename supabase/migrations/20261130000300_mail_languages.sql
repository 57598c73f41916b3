-- The visitor's language (leads.locale) where the functions read a booking or an alert without
-- the lead's row: the manage link's booking (its page shows it in that language) and a claimed
-- listing alert delivery (its mail goes in that language). Both only gain a last column `locale`;
-- a function's result type cannot change in place, so each is dropped and made again, with the
-- same body and grants as before.

drop function public.booking_for_token(text);
create function public.booking_for_token(p_token_hash text)
returns table (
  booking_id uuid, kind text, listing_id uuid, status text, starts_at timestamptz,
  ends_at timestamptz, location text, full_name text, listing_title text, locale text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.kind, b.listing_id, b.status, b.starts_at, b.ends_at, b.location, l.full_name,
         coalesce(p.title, ''), l.locale
  from public.booking_tokens t
  join public.bookings b on b.id = t.booking_id
  join public.leads l on l.id = b.lead_id
  left join public.properties p on p.id = b.listing_id
  where t.token_hash = p_token_hash;
$$;
revoke execute on function public.booking_for_token(text) from public, anon, authenticated;
grant execute on function public.booking_for_token(text) to service_role;

drop function public.claim_alert_deliveries(integer);
create function public.claim_alert_deliveries(p_limit integer default 10)
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
  bathrooms numeric,
  locale text
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
         p.bedrooms, p.bathrooms, l.locale
  from claimed c
  join public.listing_alerts a on a.id = c.alert_id
  join public.leads l on l.id = a.lead_id
  join public.properties p on p.id = c.property_id
  -- A listing taken down before its mail went is not announced.
  where p.status = 'active';
$$;
revoke execute on function public.claim_alert_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_alert_deliveries(integer) to service_role;
