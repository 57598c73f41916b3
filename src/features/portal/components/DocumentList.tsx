import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { documentDownloadUrl, type PortalDocument } from '../api/portal';
import { portalLabels, usePortalFormat, usePortalText } from '../locale';

/** One document's download: a fresh short-lived link, fetched only when asked for. */
export function DownloadButton({ document, label }: { document: PortalDocument; label?: string }) {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const t = usePortalText().documents;
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        className="min-h-11"
        disabled={state === 'opening'}
        aria-label={label ?? t.downloadNamed(document.title)}
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
        {state === 'opening' ? t.opening : t.download}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-destructive">
          {t.failed}
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
  const t = usePortalText().documents;
  const format = usePortalFormat();
  const kinds = portalLabels[format.locale].documentKinds;
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
                {t.added(kinds[document.kind], format.dateTime(document.created_at))}
              </span>
            </span>
          </span>
          <DownloadButton document={document} />
        </li>
      ))}
    </ul>
  );
}
