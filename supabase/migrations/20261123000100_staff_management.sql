-- Staff management (/admin/staff and the manage-staff function): who invited an admin, and the
-- database's own guard that the project always keeps at least one admin.
--
-- Grants and policies of user_roles are unchanged: only the service role writes it (the
-- manage-staff function after checking the caller is an admin, and `npm run admin:grant`).

alter table public.user_roles
  add column invited_by uuid references auth.users (id) on delete set null;

comment on column public.user_roles.invited_by is
  'The admin who invited this account through manage-staff; null for npm run admin:grant.';

-- Keeps 'on delete set null' from scanning user_roles when an inviter's account is deleted.
create index user_roles_invited_by_idx on public.user_roles (invited_by)
  where invited_by is not null;

-- Refuses any change that leaves no admin. It runs after the statement's rows are gone (so a
-- delete of several rows is judged as a whole) and locks the table first, so that two revokes
-- running at once cannot each see the other admin still there.
-- security definer: the lock needs more than the service role's select/insert/delete grants.
create or replace function public.keep_one_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only a statement that removed an admin row is judged (deleting a plain account cascades here).
  if not exists (select 1 from removed where role = 'admin') then
    return null;
  end if;
  lock table public.user_roles in share row exclusive mode;
  if not exists (select 1 from public.user_roles where role = 'admin') then
    raise exception 'The last admin cannot be removed: invite or grant another admin first.'
      using errcode = 'check_violation', hint = 'last_admin';
  end if;
  return null;
end;
$$;

comment on function public.keep_one_admin() is
  'Trigger: refuses a delete from user_roles that would leave the project without an admin.';

-- A trigger function is never called through the API.
revoke execute on function public.keep_one_admin() from public, anon, authenticated, service_role;

create trigger user_roles_keep_one_admin
  after delete on public.user_roles
  referencing old table as removed
  for each statement
  execute function public.keep_one_admin();
