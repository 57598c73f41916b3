/**
 * Every database function the API roles may execute, and why. The deployment check
 * (database.deploy.test.ts) compares this list with what `anon` and `authenticated` can really
 * EXECUTE in `public` (the schema the Data API serves) after all migrations: a function missing
 * here, or one listed here that is no longer exposed, fails the check. Everything else is the
 * service role's alone; a new function must be revoked from `public, anon, authenticated` in its
 * migration, or added here with its reason.
 */
export type ApiRole = 'anon' | 'authenticated';

export interface ExposedFunction {
  /** As Postgres prints it (`oid::regprocedure`). */
  signature: string;
  roles: readonly ApiRole[];
  why: string;
}

export const EXPOSED_FUNCTIONS: readonly ExposedFunction[] = [
  {
    signature: 'listing_texts(uuid[])',
    roles: ['anon', 'authenticated'],
    why: 'the free text of active listings for the public pages, as one scalar no filter can scan (bounded reads migration)',
  },
  {
    signature: 'backup_runs(integer)',
    roles: ['authenticated'],
    why: 'the last backups for the office; security definer, refuses anyone but staff (backup runs migration)',
  },
  {
    signature: 'is_admin()',
    roles: ['authenticated'],
    why: 'RLS policies and the admin area ask it about the signed-in caller only',
  },
  {
    signature: 'fulfil_privacy_delete(uuid)',
    roles: ['authenticated'],
    why: "the inbox's Delete their data button; checks is_admin() before anything",
  },
  {
    signature: 'related_leads(uuid)',
    roles: ['authenticated'],
    why: "the lead dialog's same-person list; security invoker, so RLS shows admins only",
  },
  {
    signature: 'listing_alert_filters_valid(jsonb)',
    roles: ['authenticated'],
    why: 'a CHECK constraint of leads: admins updating workflow columns re-run it; reads nothing',
  },
  {
    signature: 'owner_lease_tenants()',
    roles: ['authenticated'],
    why: "the owner portal's tenant names; security definer, answers only for the caller's own homes",
  },
  {
    signature: 'portal_roles()',
    roles: ['authenticated'],
    why: 'which portals the caller may open after sign-in; security invoker, reads only their own rows',
  },
  {
    signature: 'save_managed_home(jsonb)',
    roles: ['authenticated'],
    why: "the admin home form's atomic save (home, agreement, units, owners); security invoker and checks is_admin() first",
  },
  {
    signature: 'save_lease(jsonb)',
    roles: ['authenticated'],
    why: "the admin lease form's atomic save (lease and tenants); security invoker and checks is_admin() first",
  },
  {
    signature: 'submit_maintenance_request(jsonb)',
    roles: ['authenticated'],
    why: "the tenant portal's maintenance request (the maintenance function calls it with the tenant's session); security definer, checks the caller rents the lease first and refuses an ended lease",
  },
  {
    signature: 'decide_maintenance_approval(uuid,text,text,integer)',
    roles: ['authenticated'],
    why: "the owner portal's approve or decline of a repair (or its final cost) above the home's limit, for the amount the owner saw; security definer, checks the caller owns the request's home first",
  },
  {
    signature: 'maintenance_request_owner_columns(uuid[])',
    roles: ['authenticated'],
    why: "a repair's estimate, cost and the owner's answer for the owner portal and staff; security definer (the table grants these columns to no one), rows of the caller's own homes or staff's only (audience columns migration)",
  },
  {
    signature: 'maintenance_request_staff_columns(uuid[])',
    roles: ['authenticated'],
    why: "a repair's access notes for staff's screen; security definer (the table grants the column to no one), staff's rows only (audience columns migration)",
  },
  // The books: staff's screens and the portals call these with the caller's session.
  {
    signature: 'record_payment(uuid,text,integer,date,text,text,text,uuid)',
    roles: ['authenticated'],
    why: "staff record a payment or deposit; security invoker, so the ledger's insert policy admits staff only (ledger matrix)",
  },
  {
    signature: 'reverse_ledger_entry(uuid,text,uuid)',
    roles: ['authenticated'],
    why: "staff's correction of an entry; security invoker, so the ledger's insert policy admits staff only",
  },
  {
    signature: 'record_owner_payout(uuid,date,date,text)',
    roles: ['authenticated'],
    why: 'staff mark a payout sent; security definer (it writes the posting key), checks is_admin() first',
  },
  {
    signature: 'owner_statement_lines(uuid,date)',
    roles: ['authenticated'],
    why: "an owner's monthly statement lines; security invoker, so RLS limits it to the caller's own homes (staff all)",
  },
  {
    signature: 'month_end_summary(date)',
    roles: ['authenticated'],
    why: "staff's month end; security invoker, so an owner sees only their own homes' rows",
  },
  {
    signature: 'rent_totals_for_year(integer)',
    roles: ['authenticated'],
    why: "staff's 1099-MISC totals; security invoker, so RLS limits the sums to entries the caller may read",
  },
  {
    signature: 'delinquent_leases(date)',
    roles: ['authenticated'],
    why: "staff's delinquency list; security invoker, so RLS limits it to the leases and entries the caller may read",
  },
  {
    signature: 'home_rent_status(date)',
    roles: ['authenticated'],
    why: "the owner portal's rent status per unit (paid, due, partial, late, vacant); security invoker, answers only the caller's own homes (staff all, tenants none)",
  },
  {
    signature: 'ledger_effect(text,text)',
    roles: ['authenticated'],
    why: "the views' sign table (immutable, reads nothing); the views run it as the caller",
  },
  // Bookings: the admin calendar calls these with the staff member's session.
  {
    signature: 'booking_slots(text,uuid,date,date,timestamp with time zone,uuid)',
    roles: ['authenticated'],
    why: 'the open slots (public facts: hours, not who booked); security definer, reads no personal data',
  },
  {
    signature: 'staff_cancel_booking(uuid)',
    roles: ['authenticated'],
    why: "the calendar's Cancel booking; security definer, checks is_admin() first (bookings have no write grant)",
  },
  {
    signature: 'staff_reschedule_booking(uuid,timestamp with time zone)',
    roles: ['authenticated'],
    why: 'staff move a booking to an open slot; security definer, checks is_admin() first',
  },
  {
    signature: 'set_booking_feed_token(text)',
    roles: ['authenticated'],
    why: "the caller's own calendar feed hash (set or revoke); security definer, checks is_admin() first; the hash column has no grant",
  },
  {
    signature: 'save_booking_calendar(uuid,integer,integer,jsonb)',
    roles: ['authenticated'],
    why: "the calendar settings' Save: one transaction for length, buffer and windows; security invoker, so the tables' admin-only policies decide",
  },
  {
    signature: 'set_my_locale(text)',
    roles: ['authenticated'],
    why: "an owner's or tenant's own language (the portal's switch): security definer, updates only people.locale of the row whose user_id is the caller",
  },
  {
    signature: 'staff_work_counts()',
    roles: ['authenticated'],
    why: "the admin bar's badges and the staff landing page's counts; security invoker (the tables' RLS decides), refuses non-staff with 42501 first",
  },
  {
    signature: 'office_status()',
    roles: ['authenticated'],
    why: "the office's status panel (stuck mail, missed scheduled jobs); security definer (the outbox and cron are no one's to read), refuses non-staff with 42501 first",
  },
];
