-- Listing alert mail goes through the outbox. alert_deliveries keeps what each mail is (one per
-- alert and listing) and the hash of the unsubscribe token the mail carried; its delivery
-- columns move to the outbox with every row, sent ones included (a sent delivery's token still
-- unsubscribes).

insert into public.outbox
  (kind, ref, idempotency_key, status, attempts, next_attempt_at, sent_at, last_error, created_at)
select 'listing_alert', d.id, 'listing_alert:' || d.id::text, d.status, d.attempts,
  d.next_attempt_at, d.sent_at, d.last_error, d.created_at
from public.alert_deliveries d
on conflict (idempotency_key) do nothing;

drop function public.claim_alert_deliveries(integer);
drop function public.record_alert_delivery(uuid, text, text, text);
alter table public.alert_deliveries
  drop column status,
  drop column attempts,
  drop column next_attempt_at,
  drop column sent_at,
  drop column last_error;
comment on table public.alert_deliveries is
  'One match email per alert and listing, queued when the listing becomes active; its delivery is the outbox''s (kind listing_alert). Service role only.';

create trigger alert_deliveries_outbox after insert on public.alert_deliveries
  for each row execute function private.outbox_queue_row('listing_alert');
create trigger alert_deliveries_outbox_forget after delete on public.alert_deliveries
  for each row execute function private.outbox_forget_row('listing_alert');

-- What one match mail shows (from our listings, never visitor text), or no row when it no
-- longer applies: the alert unconfirmed or unsubscribed, the listing taken down.
create function public.alert_delivery_mail(p_id uuid)
returns table (
  id uuid, email text, property_id uuid, title text, address text, city text, state text,
  price numeric, property_type text, bedrooms integer, bathrooms numeric, locale text
)
language sql
stable
set search_path = ''
as $$
  select d.id, a.email, p.id, p.title, p.address, p.city, p.state, p.price, p.property_type,
         p.bedrooms, p.bathrooms, l.locale
  from public.alert_deliveries d
  join public.listing_alerts a on a.id = d.alert_id
  join public.leads l on l.id = a.lead_id
  join public.properties p on p.id = d.property_id
  where d.id = p_id
    and a.confirmed_at is not null
    and a.unsubscribed_at is null
    and p.status = 'active';
$$;
comment on function public.alert_delivery_mail(uuid) is
  'The listing-alerts sender''s read of one match mail (outbox kind listing_alert).';
revoke execute on function public.alert_delivery_mail(uuid) from public, anon, authenticated;
grant execute on function public.alert_delivery_mail(uuid) to service_role;

-- The same function; the deliveries still owed are those the outbox has not sent.
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
  delete from public.alert_deliveries d
  where d.alert_id = v_alert
    and not exists (
      select 1 from public.outbox o
      where o.kind = 'listing_alert' and o.ref = d.id and o.status = 'sent'
    );
  return 'unsubscribed';
end;
$$;
