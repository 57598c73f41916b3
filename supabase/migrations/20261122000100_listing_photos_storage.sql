-- Listing photos: a public bucket that anyone can read and only admins can write.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'listing-photos',
  'listing-photos',
  true,
  10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "listing photos are readable by anon"
  on storage.objects for select to anon
  using (bucket_id = 'listing-photos');

create policy "listing photos are readable by signed-in users"
  on storage.objects for select to authenticated
  using (bucket_id = 'listing-photos');

create policy "admins upload listing photos"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'listing-photos' and (select public.is_admin()));

create policy "admins update listing photos"
  on storage.objects for update to authenticated
  using (bucket_id = 'listing-photos' and (select public.is_admin()))
  with check (bucket_id = 'listing-photos' and (select public.is_admin()));

create policy "admins delete listing photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'listing-photos' and (select public.is_admin()));
