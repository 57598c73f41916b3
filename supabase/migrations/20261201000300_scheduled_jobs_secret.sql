-- The scheduled entry points are no longer public.
--
-- The money function's `run` and the mail senders' `send` (maintenance, listing alerts, bookings)
-- refuse every call without the scheduler's secret (supabase/functions/_shared/cron-auth.ts: the
-- header x-cron-secret, compared in constant time with the function secret CRON_SECRET). This
-- migration (re)defines their pg_cron jobs, which the README's deploy step used to schedule by
-- hand with a URL and no secret, the way Supabase documents it
-- (https://supabase.com/docs/guides/functions/schedule-functions): pg_net posts to the function,
-- and the project URL and the secret are read from Vault when each job runs, so neither is in
-- this file or in cron.job. The Vault secrets (`project_url`, `cron_secret`) are created once by
-- hand (README, Deploy to production, step 3); until they are, each run fails in
-- cron.job_run_details and nothing is called.
--
-- cron.schedule() with a job's name replaces that job, so projects that scheduled the old jobs
-- get these. money-run now runs every 5 minutes: each call does a bounded step, and answers 202
-- at once, well inside pg_net's request timeout (5 s here).
--
-- Only where pg_cron and pg_net can be had (hosted Supabase); the local backend and the
-- deployment check have neither, and the migration goes on there (`npm run smoke` notices a
-- missing job). No table, grant or exposed function changes.
do $do$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net missing here: the scheduled jobs are not defined';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;

    perform cron.schedule('listing-alerts-sender', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/listing-alerts',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'x-cron-secret',
          (select decrypted_secret from vault.decrypted_secrets where name = 'cron_secret')
        ),
        body := '{"action": "send"}'::jsonb,
        timeout_milliseconds := 5000
      );
    $job$);

    perform cron.schedule('maintenance-mail-sender', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/maintenance',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'x-cron-secret',
          (select decrypted_secret from vault.decrypted_secrets where name = 'cron_secret')
        ),
        body := '{"action": "send"}'::jsonb,
        timeout_milliseconds := 5000
      );
    $job$);

    perform cron.schedule('money-run', '*/5 * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/money',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'x-cron-secret',
          (select decrypted_secret from vault.decrypted_secrets where name = 'cron_secret')
        ),
        body := '{"action": "run"}'::jsonb,
        timeout_milliseconds := 5000
      );
    $job$);

    perform cron.schedule('booking-mail-sender', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/bookings',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'x-cron-secret',
          (select decrypted_secret from vault.decrypted_secrets where name = 'cron_secret')
        ),
        body := '{"action": "send"}'::jsonb,
        timeout_milliseconds := 5000
      );
    $job$);
  exception when others then
    raise notice 'pg_cron or pg_net not usable here (%); the scheduled jobs are not defined', sqlerrm;
  end;
end;
$do$;
