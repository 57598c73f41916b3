-- Issue 28: a rate limit that never locks out visitors, and pg_cron jobs that can be checked.
--
-- 1. take_lead_quota() and take_confirmation_quota() take their limits as arguments, so the
--    lead functions can use one visitor's limits (10 at once, 10 an hour, 10 confirmations a
--    day) for an address and the site-wide ceiling (SITE_WIDE_LIMITS in
--    supabase/functions/_shared/rate-limit.ts) for the bucket every request without an address
--    shares. The per-recipient cap (3 confirmations a day) stays fixed here. Defaults keep the
--    old behaviour.
-- 2. scheduled_jobs(): the pg_cron jobs of this database, for `npm run smoke` (service role
--    only). Where pg_cron is missing (the local backend, the deployment check) it returns no
--    rows, so the smoke check fails there, as it should, naming the missing jobs.
-- 3. image_proxy_admit() gives the shared 'site-wide' key a bucket sized for the whole site.
--
-- Grants, after this migration: all three functions are executable by service_role only.

drop function public.take_lead_quota(text);

-- Takes one submission from the client's bucket: p_capacity at once, refilled at p_per_hour.
-- Returns 0 when allowed, else the seconds until one more would be. The row lock serialises
-- concurrent requests of one client, so a burst cannot take more than the bucket holds.
create function public.take_lead_quota(
  p_client text,
  p_capacity integer default 10,
  p_per_hour integer default 10
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  capacity double precision;
  per_second double precision;
  v_tokens double precision;
  v_at timestamptz;
begin
  if p_capacity is null or p_capacity not between 1 and 100000
     or p_per_hour is null or p_per_hour not between 1 and 100000 then
    raise exception 'take_lead_quota: capacity and per-hour rate must be between 1 and 100000'
      using errcode = '22023';
  end if;
  capacity := p_capacity;
  per_second := p_per_hour / 3600.0;

  insert into public.lead_rate_limits (client, tokens, updated_at)
  values (p_client, capacity, now())
  on conflict (client) do nothing;

  select tokens, updated_at into v_tokens, v_at
  from public.lead_rate_limits
  where client = p_client
  for update;

  v_tokens := least(capacity, v_tokens + greatest(0, extract(epoch from now() - v_at)) * per_second);
  if v_tokens >= 1 then
    update public.lead_rate_limits set tokens = v_tokens - 1, updated_at = now()
    where client = p_client;
    -- Now and then, forget clients idle for a day (their buckets are full again anyway).
    if random() < 0.02 then
      delete from public.lead_rate_limits where updated_at < now() - interval '1 day';
    end if;
    return 0;
  end if;
  update public.lead_rate_limits set tokens = v_tokens, updated_at = now()
  where client = p_client;
  return ceil((1 - v_tokens) / per_second)::integer;
end;
$$;

comment on function public.take_lead_quota(text, integer, integer) is
  'Rate limit of the lead functions: 0 when the client may submit, else seconds to wait.';

revoke execute on function public.take_lead_quota(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.take_lead_quota(text, integer, integer) to service_role;

drop function public.take_confirmation_quota(text, text);

-- True (and counted) when both the recipient (3 a day) and the client (p_per_client a day) have
-- room. Each counter is taken with a conditional update, so concurrent requests cannot overshoot.
create function public.take_confirmation_quota(
  p_recipient text,
  p_client text,
  p_per_client integer default 10
)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  per_recipient constant integer := 3;
  v_to text := 'to:' || md5(lower(trim(p_recipient)));
  v_client text := 'client:' || left(coalesce(p_client, 'site-wide'), 100);
begin
  if p_per_client is null or p_per_client not between 1 and 1000 then
    raise exception 'take_confirmation_quota: the per-client cap must be between 1 and 1000'
      using errcode = '22023';
  end if;
  insert into public.mail_quota (key, day) values (v_to, current_date), (v_client, current_date)
  on conflict (key, day) do nothing;

  update public.mail_quota set sent = sent + 1
  where key = v_to and day = current_date and sent < per_recipient;
  if not found then
    return false;
  end if;

  update public.mail_quota set sent = sent + 1
  where key = v_client and day = current_date and sent < p_per_client;
  if not found then
    update public.mail_quota set sent = sent - 1 where key = v_to and day = current_date;
    return false;
  end if;

  if random() < 0.02 then
    delete from public.mail_quota where day < current_date - 1;
  end if;
  return true;
end;
$$;

comment on function public.take_confirmation_quota(text, text, integer) is
  'Whether a confirmation may go to p_recipient for p_client today (3 per recipient, p_per_client per client).';

revoke execute on function public.take_confirmation_quota(text, text, integer)
  from public, anon, authenticated;
grant execute on function public.take_confirmation_quota(text, text, integer) to service_role;

-- The pg_cron jobs, read dynamically: cron.job exists only where pg_cron does.
create function public.scheduled_jobs()
returns table (jobname text, schedule text, active boolean)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regclass('cron.job') is null then
    return;
  end if;
  return query execute
    'select jobname::text, schedule::text, active from cron.job order by jobname';
end;
$$;

comment on function public.scheduled_jobs() is
  'The pg_cron jobs (none where pg_cron is missing), for npm run smoke. Service role only.';

revoke execute on function public.scheduled_jobs() from public, anon, authenticated;
grant execute on function public.scheduled_jobs() to service_role;

-- 3. The image proxy's admission, for the same shared key: one visitor keeps 60 requests
--    refilled at 1 a second; the bucket of every request without an address (the key
--    SITE_WIDE_CLIENT, 'site-wide', of rate-limit.ts) is sized for the whole site: 600 at once,
--    10 a second (a few dozen visitors each opening a listing's photos at the same moment).
create or replace function public.image_proxy_admit(p_client text, p_url text, p_admin boolean)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_site_wide constant boolean := p_client = 'site-wide';
  v_wait integer := public.take_rate_token(
    'image-proxy:' || p_client,
    case when v_site_wide then 600 else 60 end,
    case when v_site_wide then 10 else 1 end
  );
begin
  if v_wait > 0 then
    return jsonb_build_object('allowed', false, 'reason', 'rate_limited', 'retry_after', v_wait);
  end if;
  if not p_admin and not exists (
    select 1 from public.properties
    where status = 'active' and images @> array[p_url]
  ) then
    return jsonb_build_object('allowed', false, 'reason', 'not_listed');
  end if;
  return jsonb_build_object('allowed', true);
end;
$$;
