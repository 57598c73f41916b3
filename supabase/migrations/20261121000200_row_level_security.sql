-- Row-level security: one policy per table, operation and role. service_role bypasses RLS.
--
--                 anon                        authenticated (non-admin)      authenticated admin
-- properties      select status = 'active'    select status = 'active'       select/insert/update/delete all
-- leads           insert (browser sources)    insert (browser sources)       + select/update/delete
-- user_roles      nothing                     select own rows                select own rows
--
-- Grants are narrowed too (defense in depth): anon has no privilege it could only use against a
-- policy, and no client role may TRUNCATE (which RLS does not cover) or write user_roles.

alter table public.properties enable row level security;
alter table public.leads enable row level security;
alter table public.user_roles enable row level security;

-- ---------------------------------------------------------------------------------------------
-- properties
-- ---------------------------------------------------------------------------------------------
create policy properties_select_active_anon
  on public.properties for select to anon
  using (status = 'active');

create policy properties_select_active_or_admin_authenticated
  on public.properties for select to authenticated
  using (status = 'active' or (select public.is_admin()));

create policy properties_insert_admin
  on public.properties for insert to authenticated
  with check ((select public.is_admin()));

create policy properties_update_admin
  on public.properties for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy properties_delete_admin
  on public.properties for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- leads: browsers insert (return=minimal) and never read; notification fields are the
-- functions' (service role) to set; contact and consultation leads come through functions.
-- ---------------------------------------------------------------------------------------------
create policy leads_insert_anon
  on public.leads for insert to anon
  with check (
    source in ('lead_dialog', 'owner_portal', 'property_showing')
    and notification_status = 'pending'
    and notification_error is null
  );

create policy leads_insert_authenticated
  on public.leads for insert to authenticated
  with check (
    source in ('lead_dialog', 'owner_portal', 'property_showing')
    and notification_status = 'pending'
    and notification_error is null
  );

create policy leads_select_admin
  on public.leads for select to authenticated
  using ((select public.is_admin()));

create policy leads_update_admin
  on public.leads for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy leads_delete_admin
  on public.leads for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- user_roles: a user may see their own roles; grants happen with the service role only.
-- ---------------------------------------------------------------------------------------------
create policy user_roles_select_own
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Grants. Supabase grants all on public tables to anon and authenticated by default; take back
-- what no policy would allow anyway, so a future policy mistake cannot open it.
-- ---------------------------------------------------------------------------------------------
revoke truncate, references, trigger on public.properties, public.leads, public.user_roles
  from anon, authenticated;

revoke insert, update, delete on public.properties from anon;
revoke select, update, delete on public.leads from anon;
revoke select, insert, update, delete on public.user_roles from anon;
revoke insert, update, delete on public.user_roles from authenticated;
