-- The language each person reads the site and their mail in (contract/locale.ts): a lead's is the
-- form's language when it was sent; an owner's or tenant's is their portal setting.

alter table public.leads
  add column locale text not null default 'en',
  add constraint leads_locale_known check (locale in ('en', 'es'));

comment on column public.leads.locale is
  'The language of the form the lead was sent from: its confirmation and booking mail use it.';

alter table public.people
  add column locale text not null default 'en',
  add constraint people_locale_known check (locale in ('en', 'es'));

comment on column public.people.locale is
  'The portal''s and the person''s mail language; the person sets it with set_my_locale().';

-- An owner or tenant changes only their own language, nothing else of their row.
create or replace function public.set_my_locale(p_locale text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_locale is null or p_locale not in ('en', 'es') then
    raise exception 'unknown language: %', p_locale using errcode = '22023';
  end if;
  update public.people set locale = p_locale where user_id = auth.uid();
end;
$$;

revoke execute on function public.set_my_locale(text) from public, anon;
grant execute on function public.set_my_locale(text) to authenticated;
