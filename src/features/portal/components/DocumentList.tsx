import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { documentKindLabels } from '@contract/portal.ts';
import { Button } from '@/components/ui/Button';
import { formatPacificDateTime } from '@/lib/dates';
import { documentDownloadUrl, type PortalDocument } from '../api/portal';

/** One document's download: a fresh short-lived link, fetched only when asked for. */
export function DownloadButton({ document, label }: { document: PortalDocument; label?: string }) {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        className="min-h-11"
        disabled={state === 'opening'}
        aria-label={label ?? `Download ${document.title}`}
        onClick={() => {
          setState('opening');
          documentDownloadUrl(document).then(
            (url) => {
              setState('idle');
              window.location.assign(url);
            },
            () => setState('failed'),
          );
        }}
      >
        <Download aria-hidden="true" />
        {state === 'opening' ? 'Opening…' : 'Download'}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-destructive">
          The document could not be opened. Try again.
        </span>
      ) : null}
    </span>
  );
}

export function DocumentList({
  documents,
  emptyText,
}: {
  documents: PortalDocument[];
  emptyText: string;
}) {
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
        >
          <span className="flex min-w-0 items-start gap-2">
            <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0">
              <span className="block font-medium break-words">{document.title}</span>
              <span className="block text-sm text-muted-foreground">
                {documentKindLabels[document.kind]} · added{' '}
                {formatPacificDateTime(document.created_at)}
              </span>
            </span>
          </span>
          <DownloadButton document={document} />
        </li>
      ))}
    </ul>
  );
}
