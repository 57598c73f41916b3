-- The status panel's third check, last_backup: whether the last successful run of `npm run
-- backup` (private.backup_runs) finished less than 26 hours ago (contract/operations.ts,
-- BACKUP_MAX_AGE_HOURS; a daily backup with two hours' slack). problems: 0 when it did, else 1;
-- oldest: that run's time (null: none yet); detail: the failed runs since it, if any.

create or replace function public.office_status()
returns table (check_name text, problems bigint, oldest timestamptz, detail text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_last_ok timestamptz;
  v_failed bigint;
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

  select max(b.finished_at) into v_last_ok from private.backup_runs b where b.ok;
  select count(*) into v_failed from private.backup_runs b
   where not b.ok and (v_last_ok is null or b.finished_at > v_last_ok);
  return query select 'last_backup'::text,
    case when v_last_ok > now() - interval '26 hours' then 0::bigint else 1::bigint end,
    v_last_ok,
    case when v_failed > 0 then v_failed || ' failed since' else null end;
end;
$$;
comment on function public.office_status() is
  'The office''s health checks (stuck mail, missed scheduled jobs, the last backup''s age), one row each. Staff and the service role only.';
