/**
 * Documents of a managed home: a row in `documents`, the file in the private `documents` bucket
 * at `<home>/<document>.<ext>`. The row goes first (the storage policies admit an object only
 * by its row), then the file; a failed upload takes its row back out.
 */
import {
  DOCUMENTS_BUCKET,
  documentContentProblem,
  documentFileProblem,
  documentStoragePath,
  type DocumentContentType,
  type DocumentKind,
  type DocumentVisibility,
} from '@contract/portal.ts';
import { removeDocument, signedFileUrl } from '@/lib/privateFiles';
import { getSupabase } from '@/lib/supabase';

export interface NewDocument {
  homeId: string;
  unitId: string | null;
  leaseId: string | null;
  kind: DocumentKind;
  visibleTo: DocumentVisibility;
  title: string;
  file: File;
}

export async function uploadDocument(doc: NewDocument): Promise<string> {
  const problem = documentFileProblem(doc.file) ?? (await documentContentProblem(doc.file));
  if (problem) throw new Error(problem);
  const type = doc.file.type as DocumentContentType;
  const id = crypto.randomUUID();
  const storagePath = documentStoragePath(doc.homeId, id, type);
  const supabase = await getSupabase();
  const inserted = await supabase.from('documents').insert({
    id,
    home_id: doc.homeId,
    unit_id: doc.unitId,
    lease_id: doc.leaseId,
    kind: doc.kind,
    visible_to: doc.visibleTo,
    title: doc.title,
    storage_path: storagePath,
    content_type: type,
    size_bytes: doc.file.size,
  });
  if (inserted.error) throw new Error(inserted.error.message);
  const uploaded = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .upload(storagePath, doc.file, { contentType: type, upsert: false });
  if (uploaded.error) {
    // No row without its file: a portal would list a document nobody can open.
    const removed = await supabase.from('documents').delete().eq('id', id);
    if (removed.error) console.error('Removing the row of a failed upload failed', removed.error);
    throw new Error(uploaded.error.message);
  }
  return id;
}

/** A 60-second link to the file, named after the document's title, signed by the server. */
export function documentDownloadUrl(storagePath: string, title: string): Promise<string> {
  return signedFileUrl(
    DOCUMENTS_BUCKET,
    storagePath,
    title,
    'The file could not be opened: it is missing or is not the type it claims.',
  );
}

/**
 * Through the `files` function: it deletes the row as staff (RLS decides), then the file as the
 * service role. Staff have no Storage policy to read or delete a private file themselves.
 */
export function deleteDocument(id: string): Promise<void> {
  return removeDocument(id);
}
