-- A booked lead is assigned to the staff member its booking is with.
--
-- A booking goes to a free staff member (assign_booking), and every booking mail names them
-- ("Assigned to"), while the lead itself stayed assigned to nobody. In an office the person who
-- runs the showing or makes the call is the one who follows the lead up, so the lead takes the
-- booking's staff member: when the booking is made, and when a move hands it to someone else
-- (only if the lead was still theirs: an admin's own choice of assignee is kept).

create or replace function private.booking_assigns_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.leads l
  set assignee_id = new.staff_id
  where l.id = new.lead_id
    and l.assignee_id is distinct from new.staff_id
    and (l.assignee_id is null
         or (tg_op = 'UPDATE' and l.assignee_id = old.staff_id))
    -- The leads trigger refuses an assignee without the admin role.
    and exists (select 1 from public.user_roles r where r.user_id = new.staff_id and r.role = 'admin');
  return new;
end;
$$;
comment on function private.booking_assigns_lead() is
  'Assigns a booking''s lead to the booking''s staff member (unless an admin chose someone else).';
revoke execute on function private.booking_assigns_lead() from public, anon, authenticated;

create trigger bookings_assign_lead
  after insert or update of staff_id on public.bookings
  for each row execute function private.booking_assigns_lead();

-- Leads booked before this migration: assigned to their booking's staff member when nobody is.
update public.leads l
set assignee_id = b.staff_id
from public.bookings b
where b.lead_id = l.id
  and l.assignee_id is null
  and exists (select 1 from public.user_roles r where r.user_id = b.staff_id and r.role = 'admin');
