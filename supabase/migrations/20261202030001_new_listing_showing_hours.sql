-- A new listing can be booked at once: every listing, however it is inserted (the admin form,
-- the service role, a script), gets a showing calendar with the office's default showing hours.
-- Staff change or clear them in Calendar -> Hours and feed; a listing whose hours are all removed
-- keeps the request form (preferred date and time) instead.
--
-- The defaults mirror contract/booking.ts showingDefaults (an integration test compares them):
-- Monday to Saturday, 10:00 AM to 5:00 PM Pacific, 20-minute visits with 10 minutes between.

create or replace function private.add_default_showing_hours()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_calendar uuid;
begin
  insert into public.booking_calendars (kind, listing_id, slot_minutes, buffer_minutes)
  values ('showing', new.id, 20, 10)
  on conflict do nothing
  returning id into v_calendar;
  if v_calendar is not null then
    insert into public.booking_hours (calendar_id, weekday, starts, ends)
    select v_calendar, d, time '10:00', time '17:00' from generate_series(1, 6) d;
  end if;
  return new;
end;
$$;
comment on function private.add_default_showing_hours() is
  'Gives a new listing a showing calendar with the office''s default hours (contract/booking.ts showingDefaults).';
revoke execute on function private.add_default_showing_hours() from public, anon, authenticated;

create trigger properties_default_showing_hours
  after insert on public.properties
  for each row execute function private.add_default_showing_hours();
