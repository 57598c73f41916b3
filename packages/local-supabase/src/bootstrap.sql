-- What hosted Supabase provides before any migration runs: API roles, the auth schema and its
-- helper functions, and hosted's current default privileges (none in public). Idempotent: applied at every start.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists supabase_migrations;

-- Schema public: usable by the API roles, but, as on hosted Supabase today (new projects since
-- 30 May 2026, all projects since 30 October 2026), nothing created in it is granted to them
-- automatically: each migration grants what each role needs, so a missing grant fails here as it
-- would in production. Functions go further than Postgres's default EXECUTE to PUBLIC: a function
-- in public is callable only by the roles its migration names.
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from public, anon, authenticated, service_role;
alter default privileges in schema extensions grant all on functions to anon, authenticated, service_role;

-- auth: the subset of GoTrue's tables that the local Auth API uses.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip text
);

-- How a session began (GoTrue's authentication method), for the tokens' `amr` after a refresh.
alter table auth.sessions add column if not exists amr_method text;

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- GoTrue's one-time tokens (recovery, invite, magic link/OTP, email change); token_hash is
-- sha224(email || otp) in hex, so both the emailed code and the link's token_hash verify.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  relates_to text not null,
  created_at timestamptz not null default now()
);

-- GoTrue's PKCE flow states: one per mailed flow started with a code_challenge. The mailed link
-- redirects with ?code=<auth_code>; POST /token?grant_type=pkce redeems it with the verifier.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_user_method_idx on auth.flow_state (user_id, authentication_method);

-- GoTrue's MFA factors (TOTP) and their challenges.
create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null,
  status text not null,
  secret text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists mfa_factors_user_friendly_name_idx
  on auth.mfa_factors (user_id, friendly_name) where friendly_name is not null;
create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text
);

-- auth.uid(), auth.jwt(), auth.role(), auth.email(): auth/functions.sql, applied right after this
-- file (db.ts); the deployment check applies the same file to a real Postgres.

-- Bookkeeping of what the local backend applied (same table name as the Supabase CLI).
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  inserted_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  inserted_at timestamptz not null default now()
);

-- Which bootstrap version this database has (lets a start skip re-applying it).
create table if not exists supabase_migrations.local_meta (
  key text primary key,
  value text not null
);

-- The storage schema (storage/schema.sql) is applied right after this file, as part of the same bootstrap (see db.ts).

-- Hosted Supabase's PostgREST settings: role statement timeouts (anon 3 s, authenticated 8 s;
-- service_role falls back to authenticator's 8 s), read by the local REST layer's schema cache.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- Hosted's event triggers that make PostgREST reload its schema cache after DDL.
-- (The local backend sets local_supabase.migrating while it applies migrations, then loads the
-- cache itself.)
create or replace function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql as $$
begin
  if current_setting('local_supabase.migrating', true) is distinct from 'on' then
    perform pg_notify('pgrst', 'reload schema');
  end if;
end $$;
create or replace function extensions.pgrst_drop_watch() returns event_trigger
language plpgsql as $$
begin
  if current_setting('local_supabase.migrating', true) is distinct from 'on' then
    perform pg_notify('pgrst', 'reload schema');
  end if;
end $$;
drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();
drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_drop_watch();
