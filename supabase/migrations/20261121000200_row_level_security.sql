-- Row-level security: one policy per table, operation and role. service_role bypasses RLS.
--
--                 anon                        authenticated (non-admin)      authenticated admin
-- properties      select status = 'active'    select status = 'active'       select/insert/update/delete all
-- leads           insert (browser sources)    insert (browser sources)       + select/update/delete
-- user_roles      nothing                     select own rows                select own rows
--
-- Grants come first, next to each table's policies. Hosted Supabase no longer grants new tables in
-- `public` to the API roles (new projects since 30 May 2026, all projects since 30 October 2026),
-- so a role reaches a table only through the grants below; nothing relies on default privileges.
-- Each table starts from `revoke all` (a project created before the change, or one with "expose
-- new tables" on, would otherwise keep the old blanket grants) and gets exactly what its policies
-- use: anon holds no privilege it could only use against a policy, no API role may TRUNCATE
-- (which RLS does not cover), and only the service role writes user_roles.
--
--                 anon      authenticated                    service_role (bypasses RLS)
-- properties      select    select, insert, update, delete   select, insert, update, delete
-- leads           insert    select, insert, update, delete   select, insert, update, delete
-- user_roles      -         select                           select, insert, delete

alter table public.properties enable row level security;
alter table public.leads enable row level security;
alter table public.user_roles enable row level security;

-- ---------------------------------------------------------------------------------------------
-- properties
-- ---------------------------------------------------------------------------------------------
revoke all on public.properties from public, anon, authenticated, service_role;
grant select on public.properties to anon;
grant select, insert, update, delete on public.properties to authenticated;
-- The service role: seeding and maintenance scripts.
grant select, insert, update, delete on public.properties to service_role;

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
revoke all on public.leads from public, anon, authenticated, service_role;
grant insert on public.leads to anon;
grant select, insert, update, delete on public.leads to authenticated;
-- The service role: the edge functions store leads and record the mail outcome on the row.
grant select, insert, update, delete on public.leads to service_role;

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
revoke all on public.user_roles from public, anon, authenticated, service_role;
grant select on public.user_roles to authenticated;
-- The service role: `npm run admin:grant` reads, inserts and deletes role rows.
grant select, insert, delete on public.user_roles to service_role;

create policy user_roles_select_own
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));
