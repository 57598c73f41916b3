-- Privacy (issue 13): contact consent on leads, privacy requests (know / delete / correct) with
-- an admin-only fulfilment of deletes, and the retention job.
--
-- 1. Consent: the version of the consent words a visitor was shown (phone line, text box) and
--    when; 'text' as the contact method requires the text box (text_consent).
-- 2. A new lead source `privacy_request` (the request type in privacy_request_type). A delete
--    request is fulfilled by fulfil_privacy_delete(id): admins only, removes that person's other
--    leads (same email, or same phone digits) with their notes and history, and records on the
--    request row when, by whom and how much.
-- 3. Retention: delete_expired_leads() removes leads lost or archived more than 24 months ago
--    (LEAD_RETENTION_MONTHS in _shared/privacy-options.ts; a test keeps them equal), run daily by
--    pg_cron where the extension exists (hosted Supabase). Elsewhere the migration still applies.
--
-- Standard Supabase SQL: it runs on hosted Supabase and on the local PGlite stand-in alike.

-- ---------------------------------------------------------------------------------------------
-- Columns and rules
-- ---------------------------------------------------------------------------------------------
alter table public.leads
  add column consent_version text,
  add column consent_at timestamptz,
  add column text_consent boolean not null default false,
  add column privacy_request_type text,
  add column fulfilled_at timestamptz,
  add column fulfilled_by uuid references auth.users (id) on delete set null,
  add column fulfilled_by_email text,
  add column fulfilled_leads_deleted integer,
  add column fulfilled_notes_deleted integer;

comment on column public.leads.consent_version is
  'Version of the contact consent words the visitor was shown (phone line or text box).';
comment on column public.leads.consent_at is 'When the visitor gave that consent.';
comment on column public.leads.text_consent is 'The visitor ticked the box agreeing to text messages.';
comment on column public.leads.privacy_request_type is
  'privacy_request leads: know, delete or correct.';
comment on column public.leads.fulfilled_at is
  'privacy_request leads: when a delete was carried out (by fulfil_privacy_delete).';

alter table public.leads drop constraint leads_source_allowed;
alter table public.leads add constraint leads_source_allowed
  check (source in (
    'lead_dialog', 'contact', 'consultation', 'owner_portal', 'property_showing', 'privacy_request'
  ));

-- A privacy request may come without a phone number, as the owner portal waitlist does.
alter table public.leads drop constraint leads_phone_format;
alter table public.leads add constraint leads_phone_format
  check (
    char_length(phone) <= 20
    and (
      (source in ('owner_portal', 'privacy_request') and phone = '')
      or (
        char_length(phone) >= 10
        and phone ~ '^[0-9+().\s-]+$'
        and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 10
      )
    )
  );

alter table public.leads
  add constraint leads_privacy_request_type_allowed
    check (
      case
        when source = 'privacy_request' then privacy_request_type in ('know', 'delete', 'correct')
        else privacy_request_type is null
      end
    ),
  add constraint leads_consent_pair
    check (
      (consent_version is null) = (consent_at is null)
      and (consent_version is null or char_length(consent_version) between 1 and 40)
    ),
  add constraint leads_fulfilment_for_privacy_request
    check (fulfilled_at is null or source = 'privacy_request');

-- Text messages only with the box ticked. NOT VALID: rows stored before consent existed keep
-- their 'text'; every new or changed row is checked.
alter table public.leads
  add constraint leads_text_needs_consent
    check (preferred_contact <> 'text' or (text_consent and consent_version is not null))
    not valid;

-- ---------------------------------------------------------------------------------------------
-- fulfil_privacy_delete(request): an admin carries out a delete request
-- ---------------------------------------------------------------------------------------------
-- security definer: admins may not delete leads directly (they archive); this is the one place a
-- person's leads are removed on request. It checks is_admin() itself before anything else.
create or replace function public.fulfil_privacy_delete(p_request_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.leads%rowtype;
  v_phone_key text;
  v_ids uuid[];
  v_leads integer;
  v_notes integer;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can fulfil privacy requests' using errcode = '42501';
  end if;

  select * into v_request from public.leads where id = p_request_id for update;
  if not found or v_request.source <> 'privacy_request' then
    raise exception 'No such privacy request' using errcode = 'P0002';
  end if;
  if v_request.privacy_request_type <> 'delete' then
    raise exception 'Only delete requests remove data' using errcode = '22023';
  end if;
  if v_request.fulfilled_at is not null then
    raise exception 'This request was already fulfilled' using errcode = '22023';
  end if;

  v_phone_key := v_request.phone_key;

  v_ids := array(
    select id from public.leads
    where source <> 'privacy_request'
      and (email_key = v_request.email_key or (v_phone_key <> '' and phone_key = v_phone_key))
  );

  select count(*) into v_notes from public.lead_notes where lead_id = any (v_ids);
  -- Notes and status history go with their lead (on delete cascade).
  delete from public.leads where id = any (v_ids);
  get diagnostics v_leads = row_count;

  update public.leads
  set fulfilled_at = now(),
      fulfilled_by = (select auth.uid()),
      fulfilled_by_email = (select auth.jwt() ->> 'email'),
      fulfilled_leads_deleted = v_leads,
      fulfilled_notes_deleted = v_notes
  where id = p_request_id;

  return jsonb_build_object('leads_deleted', v_leads, 'notes_deleted', v_notes);
end;
$$;

comment on function public.fulfil_privacy_delete(uuid) is
  'Admins: removes the requester''s leads (same email or phone) with notes and history; records it on the request.';

revoke execute on function public.fulfil_privacy_delete(uuid) from public, anon;
grant execute on function public.fulfil_privacy_delete(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- delete_expired_leads(): the retention job
-- ---------------------------------------------------------------------------------------------
create or replace function public.delete_expired_leads()
returns integer
language sql
set search_path = ''
as $$
  with expired as (
    delete from public.leads
    where (status = 'lost' and status_changed_at < now() - interval '24 months')
       or (archived_at is not null and archived_at < now() - interval '24 months')
    returning 1
  )
  select count(*)::integer from expired;
$$;

comment on function public.delete_expired_leads() is
  'Retention: deletes leads lost or archived more than 24 months ago (notes and history with them). Returns how many.';

revoke execute on function public.delete_expired_leads() from public, anon, authenticated;
grant execute on function public.delete_expired_leads() to service_role;

-- Daily at 10:17 UTC (early morning in California) where pg_cron exists. Where it is missing,
-- or cannot be created (not preloaded), the migration goes on: run the function another way.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule(
        'delete-expired-leads', '17 10 * * *', 'select public.delete_expired_leads()'
      );
    exception when others then
      raise notice 'pg_cron not usable here (%); delete_expired_leads() is not scheduled', sqlerrm;
    end;
  end if;
end;
$$;
