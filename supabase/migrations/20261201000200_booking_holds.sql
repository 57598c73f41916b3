-- One client could take every booking slot, and reschedules flooded the office.
--
-- 1. A new booking is 'held' until its visitor confirms it from the mailed link (confirm_booking),
--    and only until hold_expires_at. An expired hold blocks nothing: booking_slots ignores it and
--    assign_booking marks it 'expired' before taking its slot, so no cron is needed for
--    correctness. The exclusion constraints cover held and booked rows alike, so a slot still
--    can't be held or booked twice.
-- 2. book_lead bounds who may hold what (the numbers come from contract/booking.ts's
--    bookingBounds, passed by submit-lead): per email and per client address (its SHA-256; IPv6 by
--    its /56) at most a few upcoming bookings, each at most a share of one calendar's day, and all
--    unconfirmed holds together at most a share of that day. Refusals raise booking_limit and
--    store nothing.
-- 3. A visitor moves a booking at most 3 times (move_limit); the change mails of moves in a short
--    window merge into one with the final time.
-- Reminders and the office's notice go only for confirmed bookings.

alter table public.bookings
  add column hold_expires_at timestamptz,
  add column confirmed_at timestamptz,
  -- SHA-256 (hex) of the client key the hold came from, for the per-address bound; null when the
  -- platform gave no address (then only the per-email and per-day bounds apply).
  add column client_hash text;
alter table public.bookings drop constraint bookings_status_allowed;
alter table public.bookings
  add constraint bookings_status_allowed check (status in ('held', 'booked', 'cancelled', 'expired')),
  add constraint bookings_held_expiry check (status <> 'held' or hold_expires_at is not null),
  add constraint bookings_client_hash check (client_hash is null or client_hash ~ '^[0-9a-f]{64}$');
comment on column public.bookings.hold_expires_at is
  'Until when an unconfirmed (held) booking keeps its slot.';
comment on column public.bookings.client_hash is
  'SHA-256 of the client key (address, IPv6 /56) that made the booking: the per-address bound.';

-- A held slot is taken as much as a booked one (an expired hold is marked 'expired' first).
alter table public.bookings drop constraint bookings_staff_free;
alter table public.bookings drop constraint bookings_listing_free;
alter table public.bookings
  add constraint bookings_staff_free exclude using gist (
    staff_id with =,
    tstzrange(starts_at, blocked_until) with &&
  ) where (status in ('held', 'booked')),
  add constraint bookings_listing_free exclude using gist (
    listing_id with =,
    tstzrange(starts_at, blocked_until) with &&
  ) where (status in ('held', 'booked') and listing_id is not null);
create index bookings_held_idx on public.bookings (hold_expires_at) where status = 'held';
create index bookings_client_idx on public.bookings (client_hash, starts_at) where client_hash is not null;

alter table public.booking_events drop constraint booking_events_event_allowed;
alter table public.booking_events add constraint booking_events_event_allowed
  check (event in ('booked', 'confirmed', 'rescheduled', 'cancelled'));

alter table public.booking_mail drop constraint booking_mail_template_allowed;
alter table public.booking_mail add constraint booking_mail_template_allowed check (
  template in ('booked', 'reminder_24h', 'reminder_2h', 'rescheduled', 'cancelled',
               'office_booked', 'office_rescheduled', 'office_cancelled')
);

-- Whether a booking holds its slot at p_now: booked, or held and not yet expired.
create or replace function private.booking_active(p_status text, p_hold_expires_at timestamptz, p_now timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status = 'booked' or (p_status = 'held' and p_hold_expires_at > p_now);
$$;
revoke execute on function private.booking_active(text, timestamptz, timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The open slots: as before, but a live hold takes its slot and an expired one does not
-- ---------------------------------------------------------------------------------------------
create or replace function public.booking_slots(
  p_kind text,
  p_listing uuid,
  p_from date,
  p_to date,
  p_now timestamptz default now(),
  p_ignore uuid default null
)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with cal as (
    select c.*
    from public.booking_calendars c
    where c.kind = p_kind
      and c.listing_id is not distinct from (case when p_kind = 'showing' then p_listing end)
      and (p_kind = 'consultation'
           or exists (select 1 from public.properties p where p.id = c.listing_id and p.status = 'active'))
  ),
  office as (
    select c.id from public.booking_calendars c where c.kind = 'consultation' and c.listing_id is null
  ),
  today as (select (p_now at time zone 'America/Los_Angeles')::date as d),
  days as (
    select g::date as d
    from today,
      generate_series(greatest(p_from, today.d), least(p_to, today.d + 13), interval '1 day') g
  ),
  windows as (
    select days.d, h.starts, h.ends, cal.id as calendar_id, cal.slot_minutes, cal.buffer_minutes
    from days
    join cal on true
    join public.booking_hours h on h.calendar_id = cal.id and h.weekday = extract(dow from days.d)
    where not exists (
      select 1 from public.booking_blackouts b
      where b.on_date = days.d
        and (b.calendar_id = cal.id or b.calendar_id in (select id from office))
    )
  ),
  candidates as (
    select
      (local_start at time zone 'America/Los_Angeles') as starts_at,
      (local_start at time zone 'America/Los_Angeles') + make_interval(mins => w.slot_minutes) as ends_at,
      (local_start at time zone 'America/Los_Angeles')
        + make_interval(mins => w.slot_minutes + w.buffer_minutes) as blocked_until
    from windows w,
      generate_series(
        w.d + w.starts,
        w.d + w.ends - make_interval(mins => w.slot_minutes),
        make_interval(mins => w.slot_minutes + w.buffer_minutes)
      ) as local_start
  )
  select c.starts_at, c.ends_at
  from candidates c
  where c.starts_at >= p_now + interval '2 hours'
    and (p_kind = 'consultation' or not exists (
      select 1 from public.bookings b
      where b.listing_id = p_listing and b.status in ('held', 'booked') and b.id is distinct from p_ignore
        and private.booking_active(b.status, b.hold_expires_at, p_now)
        and tstzrange(b.starts_at, b.blocked_until) && tstzrange(c.starts_at, c.blocked_until)
    ))
    and exists (
      select 1
      from public.booking_staff s
      join public.user_roles r on r.user_id = s.user_id and r.role = 'admin'
      where (case when p_kind = 'consultation' then s.takes_consultations else s.takes_showings end)
        and not exists (
          select 1 from public.bookings b
          where b.staff_id = s.user_id and b.status in ('held', 'booked') and b.id is distinct from p_ignore
            and private.booking_active(b.status, b.hold_expires_at, p_now)
            and tstzrange(b.starts_at, b.blocked_until) && tstzrange(c.starts_at, c.blocked_until)
        )
    )
  order by c.starts_at;
$$;

-- ---------------------------------------------------------------------------------------------
-- Assigning a slot: expired holds in the way are released first; a new booking may be a hold
-- ---------------------------------------------------------------------------------------------
drop function private.assign_booking(uuid, text, uuid, uuid, timestamptz, timestamptz);
create function private.assign_booking(
  p_booking_id uuid,
  p_kind text,
  p_lead_id uuid,
  p_listing uuid,
  p_starts_at timestamptz,
  p_now timestamptz,
  -- A new booking held until then (null: booked at once).
  p_hold_until timestamptz default null,
  p_client_hash text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cal public.booking_calendars;
  v_slot record;
  v_staff uuid;
  v_location text := '';
  v_current_staff uuid;
  v_day date := (p_starts_at at time zone 'America/Los_Angeles')::date;
begin
  select s.starts_at, s.ends_at into v_slot
  from public.booking_slots(p_kind, p_listing, v_day, v_day, p_now, p_booking_id) s
  where s.starts_at = p_starts_at;
  if not found then
    raise exception 'slot_taken' using errcode = 'P0001', detail = 'The slot is not open.';
  end if;
  select * into v_cal from public.booking_calendars c
  where c.kind = p_kind and c.listing_id is not distinct from (case when p_kind = 'showing' then p_listing end);
  -- Expired holds overlapping the slot stop blocking it (the exclusion constraints still count
  -- them while they say 'held'). Rows another session is releasing are skipped; its commit frees them.
  update public.bookings b
  set status = 'expired', updated_at = now()
  where b.id in (
    select x.id from public.bookings x
    where x.status = 'held' and x.hold_expires_at <= p_now
      and tstzrange(x.starts_at, x.blocked_until)
          && tstzrange(v_slot.starts_at, v_slot.ends_at + make_interval(mins => v_cal.buffer_minutes))
    for update skip locked
  );
  select b.staff_id into v_current_staff from public.bookings b where b.id = p_booking_id;
  if p_kind = 'showing' then
    select concat_ws(', ', p.address, p.city, concat_ws(' ', p.state, p.zip_code)) into v_location
    from public.properties p where p.id = p_listing;
  end if;

  for v_staff in
    select s.user_id
    from public.booking_staff s
    join public.user_roles r on r.user_id = s.user_id and r.role = 'admin'
    where (case when p_kind = 'consultation' then s.takes_consultations else s.takes_showings end)
    order by (s.user_id is not distinct from v_current_staff) desc, (
      select count(*) from public.bookings b
      where b.staff_id = s.user_id and private.booking_active(b.status, b.hold_expires_at, p_now)
        and (b.starts_at at time zone 'America/Los_Angeles')::date = v_day
    ), s.created_at, s.user_id
  loop
    begin
      if p_booking_id is null then
        insert into public.bookings (kind, lead_id, listing_id, staff_id, starts_at, ends_at, blocked_until,
                                     location, status, hold_expires_at, client_hash)
        values (p_kind, p_lead_id, case when p_kind = 'showing' then p_listing end, v_staff,
                v_slot.starts_at, v_slot.ends_at,
                v_slot.ends_at + make_interval(mins => v_cal.buffer_minutes), left(v_location, 300),
                case when p_hold_until is null then 'booked' else 'held' end, p_hold_until, p_client_hash)
        returning id into p_booking_id;
      else
        update public.bookings
        set staff_id = v_staff, starts_at = v_slot.starts_at, ends_at = v_slot.ends_at,
            blocked_until = v_slot.ends_at + make_interval(mins => v_cal.buffer_minutes),
            sequence = sequence + 1, updated_at = now()
        where id = p_booking_id;
      end if;
      return p_booking_id;
    exception when exclusion_violation then
      if sqlerrm like '%bookings_listing_free%' then
        raise exception 'slot_taken' using errcode = 'P0001', detail = 'The listing is busy.';
      end if;
    end;
  end loop;
  raise exception 'slot_taken' using errcode = 'P0001', detail = 'No staff member is free.';
end;
$$;
revoke execute on function private.assign_booking(uuid, text, uuid, uuid, timestamptz, timestamptz, timestamptz, text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Booking from the public forms: bounded, and held until confirmed
-- ---------------------------------------------------------------------------------------------
drop function public.book_lead(jsonb, text, uuid, timestamptz);
-- p_bounds (contract/booking.ts bookingBounds): holdMinutes, perEmailUpcoming, perClientUpcoming,
-- keyDayShare, heldDayShare. p_client: SHA-256 of the client key, or null when none was given.
create function public.book_lead(
  p_lead jsonb,
  p_kind text,
  p_listing uuid,
  p_starts_at timestamptz,
  p_client text,
  p_bounds jsonb
)
returns table (lead_id uuid, booking_id uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cols text;
  v_lead uuid;
  v_booking uuid;
  v_key text := p_lead ->> 'idempotency_key';
  v_email text := lower(trim(coalesce(p_lead ->> 'email', '')));
  v_now timestamptz := now();
  v_day date := (p_starts_at at time zone 'America/Los_Angeles')::date;
  v_listing uuid := case when p_kind = 'showing' then p_listing end;
  v_capacity integer;
  v_key_day integer;
  v_held_day integer;
begin
  if p_kind not in ('consultation', 'showing') then
    raise exception 'unknown booking kind %', p_kind using errcode = '22023';
  end if;
  if v_key is not null then
    select l.id into v_lead from public.leads l where l.idempotency_key = v_key::uuid;
    if found then
      select b.id into v_booking from public.bookings b where b.lead_id = v_lead;
      return query select v_lead, v_booking;
      return;
    end if;
  end if;

  -- The bounds are counted and the hold written under locks, in one order (this calendar's day,
  -- the client, the email), so parallel requests cannot all pass the same count.
  perform pg_advisory_xact_lock(hashtext('booking-day:' || p_kind || ':' || coalesce(v_listing::text, '') || ':' || v_day));
  if p_client is not null then
    perform pg_advisory_xact_lock(hashtext('booking-client:' || p_client));
  end if;
  perform pg_advisory_xact_lock(hashtext('booking-email:' || v_email));

  -- Upcoming bookings (held or booked) per email and per client, on any calendar and day.
  if (select count(*) from public.bookings b join public.leads l on l.id = b.lead_id
      where lower(l.email) = v_email and b.starts_at > v_now
        and private.booking_active(b.status, b.hold_expires_at, v_now))
     >= (p_bounds ->> 'perEmailUpcoming')::integer
     or (p_client is not null and (select count(*) from public.bookings b
      where b.client_hash = p_client and b.starts_at > v_now
        and private.booking_active(b.status, b.hold_expires_at, v_now))
     >= (p_bounds ->> 'perClientUpcoming')::integer) then
    raise exception 'booking_limit' using errcode = 'P0001', detail = 'Too many upcoming bookings.';
  end if;

  -- The day's slots on this calendar: those still open plus those held or booked.
  with day_active as (
    select b.* from public.bookings b
    where b.kind = p_kind and b.listing_id is not distinct from v_listing
      and (b.starts_at at time zone 'America/Los_Angeles')::date = v_day
      and private.booking_active(b.status, b.hold_expires_at, v_now)
  )
  select
    (select count(*) from public.booking_slots(p_kind, p_listing, v_day, v_day, v_now))
      + (select count(*) from day_active),
    (select count(*) from day_active d join public.leads l on l.id = d.lead_id
     where lower(l.email) = v_email or (p_client is not null and d.client_hash = p_client)),
    (select count(*) from day_active d where d.status = 'held')
  into v_capacity, v_key_day, v_held_day;
  -- One email or address holds at most its share of a day (at least one slot); unconfirmed holds
  -- together at most theirs, so a flood with many addresses still leaves the rest open.
  if v_key_day >= greatest(1, floor(v_capacity * (p_bounds ->> 'keyDayShare')::numeric))
     or v_held_day >= greatest(1, floor(v_capacity * (p_bounds ->> 'heldDayShare')::numeric)) then
    raise exception 'booking_limit' using errcode = 'P0001', detail = 'The day''s share is used.';
  end if;

  select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(p_lead) k;
  execute format(
    'insert into public.leads (%1$s) select %1$s from jsonb_populate_record(null::public.leads, $1) returning id',
    v_cols
  ) into v_lead using p_lead;
  v_booking := private.assign_booking(null, p_kind, v_lead, p_listing, p_starts_at, v_now,
    v_now + make_interval(mins => (p_bounds ->> 'holdMinutes')::integer), p_client);
  insert into public.booking_events (booking_id, event, starts_at, ends_at, actor)
  select b.id, 'booked', b.starts_at, b.ends_at, 'visitor' from public.bookings b where b.id = v_booking;
  return query select v_lead, v_booking;
end;
$$;
comment on function public.book_lead(jsonb, text, uuid, timestamptz, text, jsonb) is
  'Stores a lead and holds its slot atomically, within the per-email, per-client and per-day bounds; raises slot_taken or booking_limit (P0001) and then stores nothing.';
revoke execute on function public.book_lead(jsonb, text, uuid, timestamptz, text, jsonb) from public, anon, authenticated;
grant execute on function public.book_lead(jsonb, text, uuid, timestamptz, text, jsonb) to service_role;

-- The visitor confirms a hold from the mailed link: it is booked (reminders and the office's notice
-- follow, by the trigger). A hold already expired raises hold_expired.
create or replace function public.confirm_booking(p_booking_id uuid)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  select * into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found or v_booking.status not in ('held', 'booked') or v_booking.starts_at <= now() then
    raise exception 'booking_closed' using errcode = 'P0001';
  end if;
  if v_booking.status = 'booked' then
    return v_booking;
  end if;
  if v_booking.hold_expires_at <= now() then
    raise exception 'hold_expired' using errcode = 'P0001';
  end if;
  update public.bookings
  set status = 'booked', confirmed_at = now(), updated_at = now()
  where id = p_booking_id
  returning * into v_booking;
  insert into public.booking_events (booking_id, event, starts_at, ends_at, actor)
  values (p_booking_id, 'confirmed', v_booking.starts_at, v_booking.ends_at, 'visitor');
  return v_booking;
end;
$$;
comment on function public.confirm_booking(uuid) is
  'Confirms a held booking before its hold expires (hold_expired after; booking_closed when cancelled or past).';
revoke execute on function public.confirm_booking(uuid) from public, anon, authenticated;
grant execute on function public.confirm_booking(uuid) to service_role;

-- Moves: only a confirmed booking, and a visitor at most 3 times (staff are not counted).
create or replace function public.reschedule_booking(
  p_booking_id uuid,
  p_starts_at timestamptz,
  p_actor text
)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  select * into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found or v_booking.status <> 'booked' or v_booking.starts_at <= now() then
    raise exception 'booking_closed' using errcode = 'P0001';
  end if;
  if p_starts_at = v_booking.starts_at then
    return v_booking;
  end if;
  -- Mirrors contract/booking.ts bookingRules.visitorMoves.
  if p_actor = 'visitor' and (
    select count(*) from public.booking_events e
    where e.booking_id = p_booking_id and e.event = 'rescheduled' and e.actor = 'visitor'
  ) >= 3 then
    raise exception 'move_limit' using errcode = 'P0001';
  end if;
  perform private.assign_booking(p_booking_id, v_booking.kind, v_booking.lead_id,
                                 v_booking.listing_id, p_starts_at, now());
  select * into v_booking from public.bookings b where b.id = p_booking_id;
  insert into public.booking_events (booking_id, event, starts_at, ends_at, actor)
  values (p_booking_id, 'rescheduled', v_booking.starts_at, v_booking.ends_at, p_actor);
  return v_booking;
end;
$$;

-- Cancelling: a confirmed booking, or a live hold (its slot opens at once, no mail is owed).
create or replace function public.cancel_booking(p_booking_id uuid, p_actor text)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  select * into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found or not private.booking_active(v_booking.status, v_booking.hold_expires_at, now())
     or v_booking.starts_at <= now() then
    raise exception 'booking_closed' using errcode = 'P0001';
  end if;
  update public.bookings
  set status = 'cancelled', cancelled_at = now(), sequence = sequence + 1, updated_at = now()
  where id = p_booking_id
  returning * into v_booking;
  insert into public.booking_events (booking_id, event, starts_at, ends_at, actor)
  values (p_booking_id, 'cancelled', v_booking.starts_at, v_booking.ends_at, p_actor);
  update public.leads
  set status = 'new'
  where id = v_booking.lead_id and status in ('consultation_scheduled', 'showing_scheduled');
  return v_booking;
end;
$$;

create or replace function public.issue_booking_token(p_booking_id uuid, p_token_hash text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.booking_tokens (token_hash, booking_id)
  select p_token_hash, b.id from public.bookings b
  where b.id = p_booking_id and private.booking_active(b.status, b.hold_expires_at, now())
  returning true;
$$;

-- The manage link's booking gains its hold's end (the page says until when it is held).
drop function public.booking_for_token(text);
create function public.booking_for_token(p_token_hash text)
returns table (
  booking_id uuid, kind text, listing_id uuid, status text, starts_at timestamptz,
  ends_at timestamptz, location text, full_name text, listing_title text, locale text,
  hold_expires_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.kind, b.listing_id,
         -- A hold past its end reads as expired whether or not a later booking released it yet.
         case when b.status = 'held' and b.hold_expires_at <= now() then 'expired' else b.status end,
         b.starts_at, b.ends_at, b.location, l.full_name, coalesce(p.title, ''), l.locale,
         b.hold_expires_at
  from public.booking_tokens t
  join public.bookings b on b.id = t.booking_id
  join public.leads l on l.id = b.lead_id
  left join public.properties p on p.id = b.listing_id
  where t.token_hash = p_token_hash;
$$;
revoke execute on function public.booking_for_token(text) from public, anon, authenticated;
grant execute on function public.booking_for_token(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The mail queue: only confirmed bookings get mail; moves in a short window merge into one mail
-- ---------------------------------------------------------------------------------------------

-- Queues one change mail, or folds it into the one still waiting (it then says the final time). A
-- mail of the same kind sent within the last 5 minutes makes the next wait out that window.
create or replace function private.queue_change_mail(p_booking uuid, p_template text, p_starts_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_last timestamptz;
begin
  update public.booking_mail
  set starts_at = p_starts_at
  where booking_id = p_booking and template = p_template and status = 'pending';
  if found then
    return;
  end if;
  select max(coalesce(m.sent_at, m.created_at)) into v_last
  from public.booking_mail m
  where m.booking_id = p_booking and m.template = p_template and m.status in ('sending', 'sent');
  insert into public.booking_mail (booking_id, template, starts_at, due_at)
  values (p_booking, p_template, p_starts_at, greatest(now(), v_last + interval '5 minutes'));
end;
$$;
revoke execute on function private.queue_change_mail(uuid, text, timestamptz) from public, anon, authenticated;

create or replace function private.booking_queue_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    update public.booking_mail
    set status = 'dropped'
    where booking_id = new.id and status = 'pending' and template in ('reminder_24h', 'reminder_2h');
    if new.status = 'cancelled' and old.status = 'booked' then
      -- A move's mail still waiting says nothing the cancellation does not.
      update public.booking_mail
      set status = 'dropped'
      where booking_id = new.id and status = 'pending'
        and template in ('booked', 'office_booked', 'rescheduled', 'office_rescheduled');
      insert into public.booking_mail (booking_id, template, starts_at, due_at)
      values (new.id, 'cancelled', new.starts_at, now()), (new.id, 'office_cancelled', new.starts_at, now());
      return new;
    end if;
    -- A hold that lapsed or was cancelled owes nothing; a confirmed hold owes its booked mails.
    if new.status <> 'booked' then
      return new;
    end if;
    if old.status = 'held' then
      insert into public.booking_mail (booking_id, template, starts_at, due_at)
      values (new.id, 'booked', new.starts_at, now()), (new.id, 'office_booked', new.starts_at, now());
    elsif new.starts_at is not distinct from old.starts_at then
      return new;
    else
      perform private.queue_change_mail(new.id, 'rescheduled', new.starts_at);
      perform private.queue_change_mail(new.id, 'office_rescheduled', new.starts_at);
    end if;
  end if;
  if new.status = 'booked' then
    insert into public.booking_mail (booking_id, template, starts_at, due_at)
    select new.id, r.template, new.starts_at, new.starts_at - r.ahead
    from (values ('reminder_24h', interval '24 hours'), ('reminder_2h', interval '2 hours')) as r (template, ahead)
    where new.starts_at - r.ahead >= now() + interval '1 hour';
  end if;
  return new;
end;
$$;
