-- Supabase's database linter (splinter) rules for security definer functions, RLS and
-- search_path, written from their documented definitions
-- (https://supabase.com/docs/guides/database/database-linter). One row per finding:
-- (lint, object, detail). `public` is the only schema the Data API exposes (config.toml [api]).
with exposed as (
  select oid, nspname from pg_namespace where nspname = 'public'
),
api_tables as (
  select c.oid, n.nspname, c.relname, c.relrowsecurity
  from pg_class c
  join exposed n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
),
api_functions as (
  select p.oid, n.nspname, p.proname, p.prosecdef, p.proconfig,
         pg_get_function_identity_arguments(p.oid) as args
  from pg_proc p
  join exposed n on n.oid = p.pronamespace
  left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
  where d.objid is null and p.prokind in ('f', 'p')
)
-- 0013 rls_disabled_in_public: a table the Data API exposes without row-level security.
select '0013_rls_disabled_in_public' as lint, format('%I.%I', nspname, relname) as object,
       'row-level security is off' as detail
from api_tables where not relrowsecurity
union all
-- 0007 policy_exists_rls_disabled: policies written, but RLS not enabled, so none applies.
select '0007_policy_exists_rls_disabled', format('%I.%I', t.nspname, t.relname),
       'has policies but row-level security is off'
from api_tables t
where not t.relrowsecurity and exists (select 1 from pg_policy p where p.polrelid = t.oid)
union all
-- 0008 rls_enabled_no_policy: RLS on and no policy at all (every API request sees nothing).
select '0008_rls_enabled_no_policy', format('%I.%I', t.nspname, t.relname),
       'row-level security is on but no policy exists'
from api_tables t
where t.relrowsecurity and not exists (select 1 from pg_policy p where p.polrelid = t.oid)
union all
-- 0011 function_search_path_mutable: search_path not pinned, so a caller's objects can shadow
-- what the function uses.
select '0011_function_search_path_mutable', format('%I.%I(%s)', nspname, proname, args),
       'search_path is not set'
from api_functions
where not exists (select 1 from unnest(coalesce(proconfig, '{}')) c where c like 'search_path=%')
union all
-- 0028 anon_security_definer_function_executable
select '0028_anon_security_definer_function_executable',
       format('%I.%I(%s)', nspname, proname, args),
       'security definer function executable by anon through the Data API'
from api_functions
where prosecdef and has_function_privilege('anon', oid, 'execute')
union all
-- 0029 authenticated_security_definer_function_executable
select '0029_authenticated_security_definer_function_executable',
       format('%I.%I(%s)', nspname, proname, args),
       'security definer function executable by authenticated through the Data API'
from api_functions
where prosecdef and has_function_privilege('authenticated', oid, 'execute')
union all
-- 0010 security_definer_view: a view that runs with its owner's rights (bypassing RLS).
select '0010_security_definer_view', format('%I.%I', n.nspname, c.relname),
       'view without security_invoker'
from pg_class c
join exposed n on n.oid = c.relnamespace
where c.relkind = 'v'
  and not coalesce(c.reloptions, '{}') && array['security_invoker=true', 'security_invoker=on']
union all
-- 0003 auth_rls_initplan: auth.*() or is_admin() called per row in a policy instead of once
-- through `(select ...)`.
select '0003_auth_rls_initplan', format('%I.%I policy %I', t.nspname, t.relname, p.polname),
       'calls auth/is_admin functions per row; wrap them in (select ...)'
from pg_policy p
join api_tables t on t.oid = p.polrelid
where concat_ws(' ', pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid))
        ~ '(auth\.(uid|jwt|role|email)|is_admin)\(\)'
  and concat_ws(' ', pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid))
        !~ '\(\s*SELECT\s+(auth\.(uid|jwt|role|email)|public\.is_admin|is_admin)\(\)'
order by 1, 2;
