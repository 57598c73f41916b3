-- Verified privacy requests (issue 28): a know, delete or correct request counts only once it is
-- confirmed from the email address it names. The CCPA regulations let a business honour a request
-- to delete or to know only once it has verified the requester (Cal. Code Regs. tit. 11,
-- §§ 7022(a), 7024 and Article 5, § 7060 ff.; https://cppa.ca.gov/regulations/).
--
-- 1. leads.verified_at: when the requester confirmed (privacy_request leads only). Admins read it
--    (the inbox shows it) but cannot write it: their column grant stays the workflow columns.
-- 2. privacy_request_verifications: the SHA-256 (hex) of the latest link token mailed to the
--    requester and its expiry, as listing_alerts keeps its confirm token. The token itself is
--    never stored. Service role only.
-- 3. issue_privacy_verify_token() / verify_privacy_request(): called by the lead pipeline and the
--    privacy-verify function (service role) exactly as the alert confirm link's functions are.
-- 4. fulfil_privacy_delete() refuses an unverified request, whatever the caller's screen shows.
--
-- Requests stored before this migration have no verified_at: the office asks the requester to
-- send the request again (its new mail carries the link).

alter table public.leads add column verified_at timestamptz;

comment on column public.leads.verified_at is
  'privacy_request leads: when the requester confirmed the request from the email address it names.';

alter table public.leads
  add constraint leads_verified_for_privacy_request
    check (verified_at is null or source = 'privacy_request');

create table public.privacy_request_verifications (
  -- Deleting the request deletes its token.
  lead_id uuid primary key references public.leads (id) on delete cascade,
  created_at timestamptz not null default now(),
  token_hash text not null unique,
  expires_at timestamptz not null,
  constraint privacy_request_verifications_token_hash_format
    check (token_hash ~ '^[0-9a-f]{64}$')
);

comment on table public.privacy_request_verifications is
  'The hashed, expiring verification link token of each privacy request. Service role only.';

alter table public.privacy_request_verifications enable row level security;
revoke all on public.privacy_request_verifications from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.privacy_request_verifications to service_role;

-- A fresh token for an unverified privacy request (each confirmation mail, and each retry of it,
-- carries a new one, valid 7 days: PRIVACY_VERIFY_DAYS in _shared/privacy-options.ts); false
-- when the request is gone or verified already (then no link is owed).
create or replace function public.issue_privacy_verify_token(p_lead_id uuid, p_token_hash text)
returns boolean
language sql
set search_path = ''
as $$
  with issued as (
    insert into public.privacy_request_verifications (lead_id, token_hash, expires_at)
    select l.id, p_token_hash, now() + interval '7 days'
    from public.leads l
    where l.id = p_lead_id and l.source = 'privacy_request' and l.verified_at is null
    on conflict (lead_id) do update
      set token_hash = excluded.token_hash, expires_at = excluded.expires_at
    returning 1
  )
  select exists (select 1 from issued);
$$;

-- 'verified', 'already_verified', 'expired' or 'unknown'.
create or replace function public.verify_privacy_request(p_token_hash text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_lead uuid;
  v_verified timestamptz;
  v_expires timestamptz;
begin
  select l.id, l.verified_at, v.expires_at into v_lead, v_verified, v_expires
  from public.privacy_request_verifications v
  join public.leads l on l.id = v.lead_id
  where v.token_hash = p_token_hash
  for update of l;
  if not found then
    return 'unknown';
  elsif v_verified is not null then
    return 'already_verified';
  elsif v_expires < now() then
    return 'expired';
  end if;
  update public.leads set verified_at = now() where id = v_lead;
  return 'verified';
end;
$$;

revoke execute on function public.issue_privacy_verify_token(uuid, text) from public, anon, authenticated;
grant execute on function public.issue_privacy_verify_token(uuid, text) to service_role;
revoke execute on function public.verify_privacy_request(text) from public, anon, authenticated;
grant execute on function public.verify_privacy_request(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- fulfil_privacy_delete(request): as before, and never for an unverified request
-- ---------------------------------------------------------------------------------------------
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
  if v_request.verified_at is null then
    raise exception 'This privacy request is not verified: the requester has not confirmed it from the email address it names'
      using errcode = '55000',
            hint = 'Wait for the requester to press the link in our confirmation email, or ask them to send the request again.';
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
  'Admins: removes a verified requester''s leads (same email or phone) with notes and history; records it on the request. Refuses unverified requests.';

revoke execute on function public.fulfil_privacy_delete(uuid) from public, anon;
grant execute on function public.fulfil_privacy_delete(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- A corrected citation (issue 28): the all-in price rule in force is SB 478, Civil Code
-- § 1770(a)(29), not SB 611 (its all-in advertising clause was dropped before it passed).
-- ---------------------------------------------------------------------------------------------
comment on column public.properties.mandatory_fees is
  'Mandatory monthly fees on top of rent, [{label, amount}]; the advertised rent includes them (CA SB 478, Civil Code 1770(a)(29); see _shared/rental-rules.ts).';
