-- A Postgres initialised the way hosted Supabase is before `supabase db push` runs, written from
-- Supabase's documented role model (Database > Roles, "Postgres roles", the Data API hardening
-- and the 2026 "tables not exposed automatically" changelog). Run once, as the cluster's
-- superuser `supabase_admin`, by the deployment check (supabase/deploy/postgres.ts).
--
-- - `postgres`: what migrations run as. Not a superuser; may create roles and bypass RLS.
-- - `authenticator`: what the Data API logs in as; it only switches (`set role`) to anon,
--   authenticated or service_role by the request's JWT, and has no privileges of its own.
-- - `anon`, `authenticated`: the API roles of visitors and signed-in users. `service_role`:
--   secret key / service-role JWT, bypasses RLS but still needs grants.
-- - `supabase_auth_admin`: owns the `auth` schema (GoTrue's migrations run as it);
--   `supabase_storage_admin` owns `storage` (Storage's own migrations). `postgres` may add
--   policies to storage.objects and buckets in migrations, as hosted documents, so it is a member.
-- - Since 30 October 2026 no default privileges in `public` grant anything to the API roles.

create role postgres login createrole createdb replication bypassrls;
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

-- Schemas: migrations create in public and extensions; the API roles may look up names there.
grant create, usage on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
create schema extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role;
alter database postgres set search_path = "$user", public, extensions;

-- The auth schema as GoTrue leaves it, reduced to what migrations may reference: auth.users
-- (foreign keys to it) and the JWT helpers that policies call.
create schema auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres;

set role supabase_auth_admin;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  created_at timestamptz,
  updated_at timestamptz,
  is_anonymous boolean not null default false
);

-- auth.uid() and friends: packages/local-supabase/src/auth/functions.sql, applied next as supabase_auth_admin.

-- Tables may reference auth.users; the API roles never read it directly.
grant references, select on auth.users to postgres;

reset role;

-- The storage schema as the Storage service leaves it: the same file the local backend applies.
create schema storage authorization supabase_storage_admin;
grant create on database postgres to supabase_storage_admin;
grant supabase_storage_admin to postgres;

