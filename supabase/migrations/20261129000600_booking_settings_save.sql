-- A calendar's settings saved in one transaction: its length and buffer, and its weekly windows
-- replaced as a set (the overlap constraint sees only the new set). Security invoker: the
-- caller's row-level security decides, so only admins change anything.
create or replace function public.save_booking_calendar(
  p_calendar_id uuid,
  p_slot_minutes integer,
  p_buffer_minutes integer,
  p_windows jsonb
)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  update public.booking_calendars
  set slot_minutes = p_slot_minutes, buffer_minutes = p_buffer_minutes, updated_at = now()
  where id = p_calendar_id;
  if not found then
    raise exception 'calendar not found' using errcode = 'P0002';
  end if;
  delete from public.booking_hours where calendar_id = p_calendar_id;
  insert into public.booking_hours (calendar_id, weekday, starts, ends)
  select p_calendar_id, (w ->> 'weekday')::smallint, (w ->> 'starts')::time, (w ->> 'ends')::time
  from jsonb_array_elements(coalesce(p_windows, '[]'::jsonb)) as w;
end;
$$;

comment on function public.save_booking_calendar(uuid, integer, integer, jsonb) is
  'Saves a booking calendar''s slot length, buffer and weekly windows at once (admins, through RLS).';

revoke execute on function public.save_booking_calendar(uuid, integer, integer, jsonb) from public, anon;
grant execute on function public.save_booking_calendar(uuid, integer, integer, jsonb) to authenticated, service_role;
