-- Booked, not requested: showings and consultations on real calendars.
--
-- A calendar is the office's consultation hours (one, kind 'consultation') or one listing's
-- showing hours (kind 'showing'): weekly windows, a slot length, a buffer after each visit and
-- blackout dates. A booking is a lead's slot, assigned to a bookable staff member who is free.
-- Two exclusion constraints make a slot impossible to book twice: a staff member's time ranges
-- never overlap, and a listing's never do. Everything is America/Los_Angeles wall time turned
-- into instants here, so DST is Postgres's tz database's job, not ours.
--
-- Table                privileges (RLS)
-- booking_calendars    admins: select, insert, update, delete
-- booking_hours        admins: select, insert, update, delete
-- booking_blackouts    admins: select, insert, update, delete
-- booking_staff        admins: select, insert, update, delete (feed_token_hash: service role)
-- bookings             admins: select; written only through the security definer functions
-- booking_events       admins: select; written by the bookings trigger
-- booking_tokens       service role only (hashed manage links)
-- booking_mail         service role only (the reminders and change mails' queue)

create extension if not exists btree_gist with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Calendars, their weekly hours and blackout dates
-- ---------------------------------------------------------------------------------------------
create table public.booking_calendars (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  listing_id uuid references public.properties (id) on delete cascade,
  slot_minutes integer not null,
  buffer_minutes integer not null default 0,
  updated_at timestamptz not null default now(),
  constraint booking_calendars_kind_allowed check (kind in ('consultation', 'showing')),
  constraint booking_calendars_scope check ((kind = 'consultation') = (listing_id is null)),
  constraint booking_calendars_slot_range check (slot_minutes between 10 and 240),
  constraint booking_calendars_buffer_range check (buffer_minutes between 0 and 120)
);
comment on table public.booking_calendars is
  'The office''s consultation calendar (one) and each listing''s showing calendar: slot length and buffer.';
create unique index booking_calendars_one_office on public.booking_calendars (kind)
  where listing_id is null;
create unique index booking_calendars_one_per_listing on public.booking_calendars (listing_id)
  where listing_id is not null;

create table public.booking_hours (
  id uuid primary key default gen_random_uuid(),
  calendar_id uuid not null references public.booking_calendars (id) on delete cascade,
  -- 0 = Sunday ... 6 = Saturday, as extract(dow) and Date.getDay() count.
  weekday smallint not null,
  starts time not null,
  ends time not null,
  constraint booking_hours_weekday_range check (weekday between 0 and 6),
  constraint booking_hours_order check (starts < ends),
  -- Windows of one day never overlap (date + time is an immutable timestamp).
  constraint booking_hours_no_overlap exclude using gist (
    calendar_id with =,
    weekday with =,
    tsrange(date '2000-01-01' + starts, date '2000-01-01' + ends) with &&
  )
);
comment on table public.booking_hours is
  'Weekly windows of a booking calendar, in Pacific wall-clock time.';

create table public.booking_blackouts (
  id uuid primary key default gen_random_uuid(),
  calendar_id uuid not null references public.booking_calendars (id) on delete cascade,
  on_date date not null,
  note text not null default '',
  constraint booking_blackouts_once unique (calendar_id, on_date),
  constraint booking_blackouts_note_length check (char_length(note) <= 200)
);
comment on table public.booking_blackouts is
  'Dates a calendar offers nothing. The consultation calendar''s close the whole office (showings too).';

-- Staff who take bookings, and their private calendar feed (the token's SHA-256, hex).
create table public.booking_staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  takes_consultations boolean not null default true,
  takes_showings boolean not null default true,
  feed_token_hash text unique,
  feed_created_at timestamptz,
  created_at timestamptz not null default now(),
  constraint booking_staff_feed_hash check (feed_token_hash is null or feed_token_hash ~ '^[0-9a-f]{64}$'),
  constraint booking_staff_feed_pair check ((feed_token_hash is null) = (feed_created_at is null))
);
comment on table public.booking_staff is
  'Staff members who are assigned bookings (only while they hold the admin role), and their ICS feed.';

-- ---------------------------------------------------------------------------------------------
-- Bookings
-- ---------------------------------------------------------------------------------------------
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  lead_id uuid not null unique references public.leads (id) on delete cascade,
  listing_id uuid references public.properties (id) on delete set null,
  staff_id uuid not null references auth.users (id) on delete restrict,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- ends_at plus the calendar's buffer: the staff member and the listing are busy until then.
  blocked_until timestamptz not null,
  -- Where the visit is (the listing's address, copied at booking), or '' for a phone call.
  location text not null default '',
  status text not null default 'booked',
  cancelled_at timestamptz,
  -- The invitation's SEQUENCE (RFC 5545): bumped by every reschedule and the cancellation.
  sequence integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_kind_allowed check (kind in ('consultation', 'showing')),
  constraint bookings_status_allowed check (status in ('booked', 'cancelled')),
  constraint bookings_cancelled_pair check ((status = 'cancelled') = (cancelled_at is not null)),
  constraint bookings_order check (starts_at < ends_at and ends_at <= blocked_until),
  constraint bookings_location_length check (char_length(location) <= 300),
  constraint bookings_showing_listing check (kind = 'consultation' or listing_id is not null or status = 'cancelled'),
  -- A slot can't be booked twice: nobody is in two places, and no home has two visits at once.
  constraint bookings_staff_free exclude using gist (
    staff_id with =,
    tstzrange(starts_at, blocked_until) with &&
  ) where (status = 'booked'),
  constraint bookings_listing_free exclude using gist (
    listing_id with =,
    tstzrange(starts_at, blocked_until) with &&
  ) where (status = 'booked' and listing_id is not null)
);
comment on table public.bookings is
  'A lead''s booked slot with its staff member. Written only by book_lead and the change functions.';
create index bookings_starts_idx on public.bookings (starts_at) where status = 'booked';
create index bookings_staff_idx on public.bookings (staff_id, starts_at);
create index bookings_listing_idx on public.bookings (listing_id, starts_at) where listing_id is not null;

create table public.booking_events (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  event text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- 'visitor' (the mailed link), 'staff' or 'system'.
  actor text not null,
  at timestamptz not null default now(),
  constraint booking_events_event_allowed check (event in ('booked', 'rescheduled', 'cancelled')),
  constraint booking_events_actor_allowed check (actor in ('visitor', 'staff', 'system'))
);
comment on table public.booking_events is 'Every booking, reschedule and cancellation, with the slot it left or took.';
create index booking_events_booking_idx on public.booking_events (booking_id, at);

-- The reschedule and cancel links' tokens (SHA-256, hex). A link works until the slot starts.
create table public.booking_tokens (
  token_hash text primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint booking_tokens_hash check (token_hash ~ '^[0-9a-f]{64}$')
);
comment on table public.booking_tokens is 'Hashed tokens of the mailed reschedule and cancel links. Service role only.';
create index booking_tokens_booking_idx on public.booking_tokens (booking_id);

-- The queue of booking mails the pipeline's confirmation does not cover.
create table public.booking_mail (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  template text not null,
  -- The slot the mail is about: a reminder for a slot since moved is dropped, never sent.
  starts_at timestamptz not null,
  due_at timestamptz not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  constraint booking_mail_template_allowed check (
    template in ('reminder_24h', 'reminder_2h', 'rescheduled', 'cancelled', 'office_rescheduled', 'office_cancelled')
  ),
  constraint booking_mail_status_allowed check (status in ('pending', 'sending', 'sent', 'failed', 'dropped')),
  constraint booking_mail_attempts_range check (attempts between 0 and 100),
  constraint booking_mail_error_length check (last_error is null or char_length(last_error) <= 2000)
);
comment on table public.booking_mail is
  'Reminders (24 h and 2 h before) and change mails owed for bookings, sent by the bookings function. Service role only.';
create index booking_mail_due_idx on public.booking_mail (due_at) where status in ('pending', 'sending');
create index booking_mail_booking_idx on public.booking_mail (booking_id);

-- ---------------------------------------------------------------------------------------------
-- The rules: which slots are open (one function, used to offer slots and to accept a booking)
-- ---------------------------------------------------------------------------------------------

-- Mirrors contract/booking.ts (bookingRules): 2 hours' notice, the coming 14 days.
create or replace function public.booking_slots(
  p_kind text,
  p_listing uuid,
  p_from date,
  p_to date,
  p_now timestamptz default now(),
  -- A booking being moved: its own slot does not make its neighbours busy.
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
      where b.listing_id = p_listing and b.status = 'booked' and b.id is distinct from p_ignore
        and tstzrange(b.starts_at, b.blocked_until) && tstzrange(c.starts_at, c.blocked_until)
    ))
    and exists (
      select 1
      from public.booking_staff s
      join public.user_roles r on r.user_id = s.user_id and r.role = 'admin'
      where (case when p_kind = 'consultation' then s.takes_consultations else s.takes_showings end)
        and not exists (
          select 1 from public.bookings b
          where b.staff_id = s.user_id and b.status = 'booked' and b.id is distinct from p_ignore
            and tstzrange(b.starts_at, b.blocked_until) && tstzrange(c.starts_at, c.blocked_until)
        )
    )
  order by c.starts_at;
$$;
comment on function public.booking_slots(text, uuid, date, date, timestamptz, uuid) is
  'The open slots of a calendar between two Pacific dates: within its hours, not blacked out, at least 2 hours ahead, within the coming 14 days, with a free staff member (and, for a showing, a free listing).';

-- Picks a free staff member for a slot and writes the booking; raises slot_taken when none is
-- left or the listing is busy. The caller holds the transaction (book_lead, reschedule).
create or replace function private.assign_booking(
  p_booking_id uuid,
  p_kind text,
  p_lead_id uuid,
  p_listing uuid,
  p_starts_at timestamptz,
  p_now timestamptz
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
  select b.staff_id into v_current_staff from public.bookings b where b.id = p_booking_id;
  if p_kind = 'showing' then
    select concat_ws(', ', p.address, p.city, concat_ws(' ', p.state, p.zip_code)) into v_location
    from public.properties p where p.id = p_listing;
  end if;

  -- The least busy free staff member that day first; another session may take the same one at
  -- the same moment, so an exclusion violation moves on to the next.
  for v_staff in
    select s.user_id
    from public.booking_staff s
    join public.user_roles r on r.user_id = s.user_id and r.role = 'admin'
    where (case when p_kind = 'consultation' then s.takes_consultations else s.takes_showings end)
    -- A moved booking keeps its staff member when they are free.
    order by (s.user_id is not distinct from v_current_staff) desc, (
      select count(*) from public.bookings b
      where b.staff_id = s.user_id and b.status = 'booked'
        and (b.starts_at at time zone 'America/Los_Angeles')::date = v_day
    ), s.created_at, s.user_id
  loop
    begin
      if p_booking_id is null then
        insert into public.bookings (kind, lead_id, listing_id, staff_id, starts_at, ends_at, blocked_until, location)
        values (p_kind, p_lead_id, case when p_kind = 'showing' then p_listing end, v_staff,
                v_slot.starts_at, v_slot.ends_at,
                v_slot.ends_at + make_interval(mins => v_cal.buffer_minutes), left(v_location, 300))
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
      -- That staff member was just taken: try the next.
    end;
  end loop;
  raise exception 'slot_taken' using errcode = 'P0001', detail = 'No staff member is free.';
end;
$$;

-- The lead and its booking in one transaction: either both are stored or neither.
-- p_lead is the row the lead pipeline built (column => value); its idempotency key makes a retry
-- return the first answer.
create or replace function public.book_lead(
  p_lead jsonb,
  p_kind text,
  p_listing uuid,
  p_starts_at timestamptz
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
  select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(p_lead) k;
  execute format(
    'insert into public.leads (%1$s) select %1$s from jsonb_populate_record(null::public.leads, $1) returning id',
    v_cols
  ) into v_lead using p_lead;
  v_booking := private.assign_booking(null, p_kind, v_lead, p_listing, p_starts_at, now());
  insert into public.booking_events (booking_id, event, starts_at, ends_at, actor)
  select b.id, 'booked', b.starts_at, b.ends_at, 'visitor' from public.bookings b where b.id = v_booking;
  return query select v_lead, v_booking;
end;
$$;
comment on function public.book_lead(jsonb, text, uuid, timestamptz) is
  'Stores a lead and books its slot atomically; raises slot_taken (P0001) when the slot is no longer open.';


-- Moves a booking to another open slot (same kind and listing), keeping its lead and history.
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
  perform private.assign_booking(p_booking_id, v_booking.kind, v_booking.lead_id,
                                 v_booking.listing_id, p_starts_at, now());
  select * into v_booking from public.bookings b where b.id = p_booking_id;
  insert into public.booking_events (booking_id, event, starts_at, ends_at, actor)
  values (p_booking_id, 'rescheduled', v_booking.starts_at, v_booking.ends_at, p_actor);
  return v_booking;
end;
$$;
comment on function public.reschedule_booking(uuid, timestamptz, text) is
  'Moves a booked, future booking to another open slot of its calendar (slot_taken when it is not open).';

-- Cancels a booked, future booking: its slot opens again at once.
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
  if not found or v_booking.status <> 'booked' or v_booking.starts_at <= now() then
    raise exception 'booking_closed' using errcode = 'P0001';
  end if;
  update public.bookings
  set status = 'cancelled', cancelled_at = now(), sequence = sequence + 1, updated_at = now()
  where id = p_booking_id
  returning * into v_booking;
  insert into public.booking_events (booking_id, event, starts_at, ends_at, actor)
  values (p_booking_id, 'cancelled', v_booking.starts_at, v_booking.ends_at, p_actor);
  -- A lead whose only appointment is gone goes back to the office's queue.
  update public.leads
  set status = 'new'
  where id = v_booking.lead_id and status in ('consultation_scheduled', 'showing_scheduled');
  return v_booking;
end;
$$;
comment on function public.cancel_booking(uuid, text) is
  'Cancels a booked, future booking; its lead goes back to new.';

-- Staff act on bookings from the calendar with their own session: the same functions, checked.
create or replace function public.staff_cancel_booking(p_booking_id uuid)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  return public.cancel_booking(p_booking_id, 'staff');
end;
$$;

create or replace function public.staff_reschedule_booking(p_booking_id uuid, p_starts_at timestamptz)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  return public.reschedule_booking(p_booking_id, p_starts_at, 'staff');
end;
$$;

-- Reminders and change mails follow the booking: a move or a cancellation drops the reminders
-- still owed for the old slot and queues what the new state owes. A reminder is queued only when
-- it falls at least an hour after the change (a booking made 3 hours ahead gets no 2-hour
-- reminder an hour later: the confirmation just said it all).
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
      insert into public.booking_mail (booking_id, template, starts_at, due_at)
      values (new.id, 'cancelled', new.starts_at, now()), (new.id, 'office_cancelled', new.starts_at, now());
      return new;
    end if;
    if new.starts_at is not distinct from old.starts_at then
      return new;
    end if;
    insert into public.booking_mail (booking_id, template, starts_at, due_at)
    values (new.id, 'rescheduled', new.starts_at, now()), (new.id, 'office_rescheduled', new.starts_at, now());
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

create trigger bookings_queue_mail
  after insert or update of status, starts_at on public.bookings
  for each row execute function private.booking_queue_mail();

-- ---------------------------------------------------------------------------------------------
-- The mailed links, the staff feed and the mail queue (service role: the bookings function)
-- ---------------------------------------------------------------------------------------------
create or replace function public.issue_booking_token(p_booking_id uuid, p_token_hash text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.booking_tokens (token_hash, booking_id)
  select p_token_hash, b.id from public.bookings b where b.id = p_booking_id and b.status = 'booked'
  returning true;
$$;

-- What a manage link shows: the booking behind a token, while it still can change.
create or replace function public.booking_for_token(p_token_hash text)
returns table (
  booking_id uuid, kind text, listing_id uuid, status text, starts_at timestamptz,
  ends_at timestamptz, location text, full_name text, listing_title text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.kind, b.listing_id, b.status, b.starts_at, b.ends_at, b.location, l.full_name,
         coalesce(p.title, '')
  from public.booking_tokens t
  join public.bookings b on b.id = t.booking_id
  join public.leads l on l.id = b.lead_id
  left join public.properties p on p.id = b.listing_id
  where t.token_hash = p_token_hash;
$$;

create or replace function public.claim_booking_mail(p_limit integer default 20)
returns setof public.booking_mail
language sql
volatile
security definer
set search_path = ''
as $$
  update public.booking_mail m
  set status = 'sending', attempts = m.attempts + 1,
      -- Claimed rows a crashed sender left behind are tried again after 10 minutes.
      due_at = greatest(m.due_at, now() + interval '10 minutes')
  where m.id in (
    select q.id from public.booking_mail q
    where q.status in ('pending', 'sending') and q.due_at <= now() and q.attempts < 5
    order by q.due_at
    limit p_limit
    for update skip locked
  )
  returning m.*;
$$;

create or replace function public.record_booking_mail(p_id uuid, p_status text, p_error text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.booking_mail
  set status = case when p_status = 'sent' then 'sent'
                    when p_status = 'dropped' then 'dropped'
                    when attempts >= 5 then 'failed'
                    else 'pending' end,
      sent_at = case when p_status = 'sent' then now() end,
      last_error = left(p_error, 2000),
      due_at = case when p_status = 'failed' then now() + make_interval(mins => 5 * attempts) else due_at end
  where id = p_id;
$$;

-- The staff member's private feed: their bookings from 30 days back on.
create or replace function public.staff_feed_bookings(p_token_hash text)
returns table (
  booking_id uuid, kind text, status text, starts_at timestamptz, ends_at timestamptz,
  location text, sequence integer, updated_at timestamptz, full_name text, phone text,
  email text, lead_id uuid, listing_title text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.kind, b.status, b.starts_at, b.ends_at, b.location, b.sequence, b.updated_at,
         l.full_name, l.phone, l.email, l.id, coalesce(p.title, '')
  from public.booking_staff s
  join public.bookings b on b.staff_id = s.user_id
  join public.leads l on l.id = b.lead_id
  left join public.properties p on p.id = b.listing_id
  where s.feed_token_hash = p_token_hash
    and b.starts_at >= now() - interval '30 days'
  order by b.starts_at;
$$;

-- A staff member's own feed token: set (a new one replaces the old) or revoke (null).
create or replace function public.set_booking_feed_token(p_token_hash text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'not allowed' using errcode = '42501';
  end if;
  insert into public.booking_staff (user_id, feed_token_hash, feed_created_at)
  values ((select auth.uid()), p_token_hash, case when p_token_hash is not null then now() end)
  on conflict (user_id) do update
    set feed_token_hash = excluded.feed_token_hash, feed_created_at = excluded.feed_created_at;
end;
$$;

revoke execute on function public.booking_slots(text, uuid, date, date, timestamptz, uuid) from public, anon, authenticated;
grant execute on function public.booking_slots(text, uuid, date, date, timestamptz, uuid) to service_role, authenticated;
revoke execute on function private.assign_booking(uuid, text, uuid, uuid, timestamptz, timestamptz) from public, anon, authenticated;
revoke execute on function public.book_lead(jsonb, text, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.book_lead(jsonb, text, uuid, timestamptz) to service_role;
revoke execute on function public.reschedule_booking(uuid, timestamptz, text) from public, anon, authenticated;
grant execute on function public.reschedule_booking(uuid, timestamptz, text) to service_role;
revoke execute on function public.cancel_booking(uuid, text) from public, anon, authenticated;
grant execute on function public.cancel_booking(uuid, text) to service_role;
revoke execute on function public.staff_cancel_booking(uuid) from public, anon;
grant execute on function public.staff_cancel_booking(uuid) to authenticated;
revoke execute on function public.staff_reschedule_booking(uuid, timestamptz) from public, anon;
grant execute on function public.staff_reschedule_booking(uuid, timestamptz) to authenticated;
revoke execute on function public.issue_booking_token(uuid, text) from public, anon, authenticated;
grant execute on function public.issue_booking_token(uuid, text) to service_role;
revoke execute on function public.booking_for_token(text) from public, anon, authenticated;
grant execute on function public.booking_for_token(text) to service_role;
revoke execute on function public.claim_booking_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_booking_mail(integer) to service_role;
revoke execute on function public.record_booking_mail(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_booking_mail(uuid, text, text) to service_role;
revoke execute on function public.staff_feed_bookings(text) from public, anon, authenticated;
grant execute on function public.staff_feed_bookings(text) to service_role;
revoke execute on function public.set_booking_feed_token(text) from public, anon;
grant execute on function public.set_booking_feed_token(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Row-level security: one policy per operation and role
-- ---------------------------------------------------------------------------------------------
alter table public.booking_calendars enable row level security;
alter table public.booking_hours enable row level security;
alter table public.booking_blackouts enable row level security;
alter table public.booking_staff enable row level security;
alter table public.bookings enable row level security;
alter table public.booking_events enable row level security;
alter table public.booking_tokens enable row level security;
alter table public.booking_mail enable row level security;

create policy "Admins read booking calendars" on public.booking_calendars
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add booking calendars" on public.booking_calendars
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change booking calendars" on public.booking_calendars
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete booking calendars" on public.booking_calendars
  for delete to authenticated using ((select public.is_admin()));

create policy "Admins read booking hours" on public.booking_hours
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add booking hours" on public.booking_hours
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change booking hours" on public.booking_hours
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete booking hours" on public.booking_hours
  for delete to authenticated using ((select public.is_admin()));

create policy "Admins read blackout dates" on public.booking_blackouts
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add blackout dates" on public.booking_blackouts
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change blackout dates" on public.booking_blackouts
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete blackout dates" on public.booking_blackouts
  for delete to authenticated using ((select public.is_admin()));

create policy "Admins read bookable staff" on public.booking_staff
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add bookable staff" on public.booking_staff
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change bookable staff" on public.booking_staff
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete bookable staff" on public.booking_staff
  for delete to authenticated using ((select public.is_admin()));
create policy "Admins read bookings" on public.bookings
  for select to authenticated using ((select public.is_admin()));

create policy "Admins read booking history" on public.booking_events
  for select to authenticated using ((select public.is_admin()));

-- booking_tokens and booking_mail: no policy, no grant but the service role's.
revoke all on public.booking_calendars, public.booking_hours, public.booking_blackouts,
  public.booking_staff, public.bookings, public.booking_events, public.booking_tokens,
  public.booking_mail
  from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.booking_calendars, public.booking_hours,
  public.booking_blackouts, public.booking_staff, public.bookings, public.booking_events,
  public.booking_tokens, public.booking_mail
  to service_role;
grant select, insert, update, delete on public.booking_calendars, public.booking_hours,
  public.booking_blackouts
  to authenticated;
-- The feed token's hash is set only through set_booking_feed_token (own row) and never read.
grant select (user_id, takes_consultations, takes_showings, feed_created_at, created_at),
  insert (user_id, takes_consultations, takes_showings),
  update (takes_consultations, takes_showings),
  delete
  on public.booking_staff to authenticated;
grant select on public.bookings, public.booking_events to authenticated;
revoke execute on function private.booking_queue_mail() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The office's consultation calendar, as the spec had it: weekdays 7:00 AM-7:00 PM, 30-minute calls
-- ---------------------------------------------------------------------------------------------
with office as (
  insert into public.booking_calendars (kind, slot_minutes, buffer_minutes)
  values ('consultation', 30, 0)
  returning id
)
insert into public.booking_hours (calendar_id, weekday, starts, ends)
select office.id, d, time '07:00', time '19:00' from office, generate_series(1, 5) d;
