import { Download, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  DOCUMENT_MAX_BYTES,
  documentContentTypes,
  documentFileProblem,
  documentKindLabels,
  documentKinds,
  documentVisibilities,
  documentVisibilityLabels,
  type DocumentKind,
  type DocumentVisibility,
} from '@contract/portal.ts';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { touchTargets } from '@/components/layout/AdminShell';
import { formatInstant } from '@contract/date-format.ts';
import { toast } from '@/lib/toast';
import type { HomeDocument, Lease, Unit } from '../../api/homes';
import type { NewDocument } from '../../api/documents';

export const DOCUMENT_MESSAGES = {
  uploaded: 'Document uploaded',
  uploadFailed: 'The document was not uploaded',
  deleted: 'Document deleted',
  deleteFailed: 'Failed to delete the document',
  downloadFailed: 'The download link could not be made',
  noFile: 'Choose a file (PDF or photo)',
  noTitle: 'Title is required',
  insuranceOnLease: 'Renters insurance proof belongs to a lease: attach it to one',
} as const;

const kindOptions = documentKinds.map((value) => ({ value, label: documentKindLabels[value] }));
const visibilityOptions = documentVisibilities.map((value) => ({
  value,
  label: documentVisibilityLabels[value],
}));
const accept = Object.keys(documentContentTypes).join(',');

/** `home`, `unit:<id>` or `lease:<id>`: what a document is attached to. */
type Attachment = string;

function attachmentLabel(doc: HomeDocument, units: readonly Unit[], leases: readonly Lease[]) {
  if (doc.lease_id) {
    const lease = leases.find((l) => l.id === doc.lease_id);
    const unit = units.find((u) => u.id === lease?.unit_id);
    return `Lease, ${unit?.label ?? 'unit'} from ${lease?.starts_on ?? '?'}`;
  }
  if (doc.unit_id) return `Unit ${units.find((u) => u.id === doc.unit_id)?.label ?? ''}`;
  return 'Whole home';
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface DocumentsSectionProps {
  homeId: string;
  units: readonly Unit[];
  leases: readonly Lease[];
  documents: readonly HomeDocument[];
  onUpload: (doc: NewDocument) => Promise<unknown>;
  onDownload: (doc: HomeDocument) => Promise<string>;
  onDelete: (doc: HomeDocument) => Promise<unknown>;
}

/** Upload (file checked before anything is sent), list, download and delete. */
export function DocumentsSection({
  homeId,
  units,
  leases,
  documents,
  onUpload,
  onDownload,
  onDelete,
}: DocumentsSectionProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind>('lease');
  const [visibleTo, setVisibleTo] = useState<DocumentVisibility>('both');
  const [title, setTitle] = useState('');
  const [attachment, setAttachment] = useState<Attachment>('home');
  const [errors, setErrors] = useState<{
    file?: string;
    title?: string;
    attachment?: string;
    form?: string;
  }>({});
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<HomeDocument | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  const attachmentOptions = [
    { value: 'home', label: 'The whole home' },
    ...units.map((u) => ({ value: `unit:${u.id}`, label: `Unit ${u.label}` })),
    ...leases.map((l) => ({
      value: `lease:${l.id}`,
      label: `Lease: ${units.find((u) => u.id === l.unit_id)?.label ?? 'unit'}, from ${l.starts_on}`,
    })),
  ];

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? documentFileProblem(chosen) : null;
    setErrors((e) => ({ ...e, file: problem ?? undefined }));
    if (chosen && !problem && !title.trim()) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!file) next.file = DOCUMENT_MESSAGES.noFile;
    else next.file = documentFileProblem(file) ?? undefined;
    if (!title.trim()) next.title = DOCUMENT_MESSAGES.noTitle;
    if (kind === 'renters_insurance' && !attachment.startsWith('lease:')) {
      next.attachment = DOCUMENT_MESSAGES.insuranceOnLease;
    }
    setErrors(next);
    if (next.file || next.title || next.attachment || !file) return;
    setUploading(true);
    try {
      await onUpload({
        homeId,
        unitId: attachment.startsWith('unit:') ? attachment.slice(5) : null,
        leaseId: attachment.startsWith('lease:') ? attachment.slice(6) : null,
        kind,
        visibleTo,
        title: title.trim(),
        file,
      });
      toast.success(DOCUMENT_MESSAGES.uploaded);
      setFile(null);
      setTitle('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setErrors({ form: `${DOCUMENT_MESSAGES.uploadFailed}: ${message}` });
      toast.error(DOCUMENT_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const download = async (doc: HomeDocument) => {
    try {
      const url = await onDownload(doc);
      window.location.assign(url);
    } catch (error) {
      console.error('signed URL failed', error);
      toast.error(DOCUMENT_MESSAGES.downloadFailed);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await onDelete(deleting);
      toast.success(DOCUMENT_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      console.error('delete document failed', error);
      toast.error(DOCUMENT_MESSAGES.deleteFailed);
    } finally {
      setDeletePending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Documents
      </h2>
      <form
        noValidate
        aria-label="Upload a document"
        onSubmit={(e) => void submit(e)}
        className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-6"
      >
        <FormField
          label="File"
          description={`PDF or photo (JPEG, PNG, WebP, HEIC), up to ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`}
          required
          error={errors.file}
          className="sm:col-span-6"
        >
          <Input
            ref={fileInput}
            type="file"
            accept={accept}
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField label="Title" required error={errors.title} className="sm:col-span-6">
          <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label="Kind" required className="sm:col-span-2">
          <Select
            options={kindOptions}
            value={kind}
            onChange={(e) => setKind(e.target.value as DocumentKind)}
          />
        </FormField>
        <FormField label="Who may see it" required className="sm:col-span-2">
          <Select
            options={visibilityOptions}
            value={visibleTo}
            onChange={(e) => setVisibleTo(e.target.value as DocumentVisibility)}
          />
        </FormField>
        <FormField label="Attach to" required error={errors.attachment} className="sm:col-span-2">
          <Select
            options={attachmentOptions}
            value={attachment}
            onChange={(e) => setAttachment(e.target.value)}
          />
        </FormField>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-destructive sm:col-span-6">
            {errors.form}
          </p>
        ) : null}
        <div className="sm:col-span-6 sm:flex sm:justify-end">
          <Button type="submit" disabled={uploading} className="w-full sm:w-auto">
            <Upload aria-hidden="true" />
            {uploading ? 'Uploading…' : 'Upload document'}
          </Button>
        </div>
      </form>

      {documents.length === 0 ? (
        <p className="text-muted-foreground">No documents yet.</p>
      ) : (
        <ul aria-label="Documents, newest first" className="flex flex-col gap-2">
          {documents.map((doc) => (
            <li
              key={doc.id}
              className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{doc.title}</p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                  <Badge variant="outline">{documentKindLabels[doc.kind]}</Badge>
                  <span>{documentVisibilityLabels[doc.visible_to]}</span>
                  <span>· {attachmentLabel(doc, units, leases)}</span>
                  <span>
                    · <time dateTime={doc.created_at}>{formatInstant(doc.created_at)}</time>
                  </span>
                  <span>· {sizeText(doc.size_bytes)}</span>
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="outline"
                  className="min-h-11"
                  aria-label={`Download ${doc.title}`}
                  onClick={() => void download(doc)}
                >
                  <Download aria-hidden="true" />
                  Download
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 text-destructive hover:text-destructive"
                  aria-label={`Delete ${doc.title}`}
                  onClick={() => setDeleting(doc)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete document"
        description={
          <>
            The file is deleted for good; owners and tenants no longer see it.
            {deleting ? (
              <span className="mt-2 block font-medium text-foreground">{deleting.title}</span>
            ) : null}
          </>
        }
        confirmLabel="Delete"
        className={touchTargets}
        destructive
        pending={deletePending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
