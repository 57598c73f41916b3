-- Private files are signed only by the server, and a document's path is its
-- home's (item 7).
--
-- A signed URL is a token Storage cannot recall: one a client signed for 3,650 days outlived the
-- revocation of its signer. So owners and tenants lose every SELECT policy on the private buckets'
-- objects: without one, Storage's sign and download endpoints refuse them (both read the object's
-- row as the caller). The `files` edge function signs instead, for 60 seconds, after reading the
-- object's row with the caller's JWT under these tables' RLS
-- (supabase/functions/files/handler.ts). Uploads keep working: hosted Storage needs only the
-- INSERT policy for an upload without upsert.
--
-- Staff keep a SELECT policy on `documents` and `maintenance-photos`: Storage's remove reads the
-- row it deletes (DELETE ... RETURNING), and staff remove those files from the browser. The app
-- never signs through it (it uses the function too). Nobody but the service role reads
-- `statements` objects any more: the money function writes them, the files function signs them.

drop policy "documents are readable as their row allows" on storage.objects;
create policy "staff read documents objects"
  on storage.objects for select to authenticated
  using (bucket_id = 'documents' and (select public.is_admin()));

-- A tenant replacing their insurance proof removes the old file through the files function
-- (service role, after deleting the row as the tenant); they could not remove it here any more.
drop policy "staff and insuring tenants delete documents" on storage.objects;
create policy "staff delete documents objects"
  on storage.objects for delete to authenticated
  using (bucket_id = 'documents' and (select public.is_admin()));

drop policy "maintenance photos are readable as their row allows" on storage.objects;
create policy "staff read maintenance photos objects"
  on storage.objects for select to authenticated
  using (bucket_id = 'maintenance-photos' and (select public.is_admin()));

drop policy "statements are readable by their owner and staff" on storage.objects;

-- The object helpers the dropped policies called; nothing calls them now.
drop function private.can_read_document_object(text);
drop function private.can_read_maintenance_object(text);
drop function private.can_read_statement_object(text);

-- A document's file sits under its own home: <home id>/<document id>.<ext>. The shape alone let a
-- tenant store a row (and so a file) under another home's prefix. NOT VALID: checked on every new
-- or changed row from now on without failing the deploy on an old one; find old ones with
--   select id, home_id, storage_path from public.documents
--    where split_part(storage_path, '/', 1) <> home_id::text;
-- then `alter table public.documents validate constraint documents_storage_path_within_home;`.
alter table public.documents
  add constraint documents_storage_path_within_home
  check (split_part(storage_path, '/', 1) = home_id::text) not valid;
