-- Staff, too, get private files only from the server.
--
-- 20261201000400 left staff a SELECT policy on the `documents` and `maintenance-photos` objects
-- because Storage's remove reads the row it deletes and staff removed documents from the browser.
-- That SELECT also let a staff browser sign any private file for any lifetime. Staff now remove a
-- document through the `files` function (the row as staff, under its RLS; the file as the service
-- role), and the maintenance function already removes photos as the service role, so staff lose
-- SELECT, UPDATE and DELETE on both buckets' objects. They keep INSERT: uploads need only that
-- (https://supabase.com/docs/guides/storage/security/access-control), and staff upload documents.

drop policy "staff read documents objects" on storage.objects;
drop policy "staff delete documents objects" on storage.objects;
-- Nothing replaces a document's file in place (uploads never upsert); without SELECT it could
-- not find the row anyway.
drop policy "staff update documents" on storage.objects;

drop policy "staff read maintenance photos objects" on storage.objects;
drop policy "staff delete maintenance photos" on storage.objects;
