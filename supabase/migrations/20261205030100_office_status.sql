-- The office's status panel (and later npm run smoke): one row per check, each with how many
-- problems it found (null: not checked here), the oldest one's time and a short detail. Staff
-- and the service role only. Two checks now:
--   - stuck_mail: outbox rows that gave up (failed after the last of their 6 tries,
--     contract/outbox.ts) or have been due for over an hour (the senders run every few minutes);
--   - missed_jobs: active pg_cron jobs whose last run failed, or whose last start is older than
--     twice the gap between their last two starts (no schedule parsing); not checked where
--     pg_cron is missing (the local backend).
-- More checks (the last backup's age, errors in 24 hours) are more rows of the same shape: a
-- new `return query`, and its words in src/features/staff/status.ts.

create function public.office_status()
returns table (check_name text, problems bigint, oldest timestamptz, detail text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') <> 'service_role' and not (select public.is_admin()) then
    raise exception 'Only staff read the office''s status.' using errcode = '42501';
  end if;

  return query
    select 'stuck_mail'::text, count(*), min(o.created_at),
           string_agg(distinct o.kind, ', ' order by o.kind)
      from public.outbox as o
     where (o.status = 'failed' and o.attempts >= 6)
        or (o.status in ('pending', 'sending', 'failed') and o.attempts < 6
            and o.next_attempt_at < now() - interval '1 hour');

  if to_regclass('cron.job_run_details') is null then
    return query select 'missed_jobs'::text, null::bigint, null::timestamptz,
                        'pg_cron is not installed here'::text;
  else
    return query execute $q$
      with runs as (
        select j.jobname::text as jobname,
               (select array_agg(d.start_time order by d.start_time desc)
                  from (select start_time from cron.job_run_details r
                         where r.jobid = j.jobid order by start_time desc limit 2) as d) as starts,
               (select r.status from cron.job_run_details r
                 where r.jobid = j.jobid order by r.start_time desc limit 1) as last_status
          from cron.job j
         where j.active
      ), missed as (
        select jobname, starts[1] as last_start
          from runs
         where last_status = 'failed'
            or (cardinality(starts) = 2 and now() - starts[1] > 2 * (starts[1] - starts[2]))
      )
      select 'missed_jobs'::text, count(*), min(last_start),
             string_agg(jobname, ', ' order by jobname)
        from missed
    $q$;
  end if;
end;
$$;
comment on function public.office_status() is
  'The office''s health checks (stuck mail, missed scheduled jobs), one row each. Staff and the service role only.';
revoke all on function public.office_status() from public, anon;
grant execute on function public.office_status() to authenticated, service_role;
