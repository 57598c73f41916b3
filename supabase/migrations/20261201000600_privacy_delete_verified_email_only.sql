-- A verified privacy delete request removes only the leads its verification proves are the
-- requester's: those with the same email address (any case). The request's phone number was
-- never verified (the link goes to the email address), so a lead that shares only the phone
-- digits may be someone else's (a shared or reassigned number) and stays. The CCPA regulations
-- have a business verify the requester before it deletes (Cal. Code Regs. tit. 11, §§ 7022(a),
-- 7060 ff., https://cppa.ca.gov/regulations/); what was verified here is the email address.
create or replace function public.fulfil_privacy_delete(p_request_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.leads%rowtype;
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

  -- The verified email address only: never the unverified phone number.
  v_ids := array(
    select id from public.leads
    where source <> 'privacy_request' and email_key = v_request.email_key
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
  'Admins: removes a verified requester''s leads (same email address, any case; never by phone alone) with notes and history; records it on the request. Refuses unverified requests.';
