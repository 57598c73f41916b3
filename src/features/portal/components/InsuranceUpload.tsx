import { useId, useRef, useState, type FormEvent } from 'react';
import { documentContentTypes, documentFileProblem, documentMessages } from '@contract/portal.ts';
import { Button } from '@/components/ui/Button';
import type { TenantLease } from '../api/portal';
import { useUploadInsurance } from '../api/queries';
import { portalLabels, usePortalFormat, usePortalText, type Locale } from '../locale';
import { DownloadButton } from './DocumentList';

const ACCEPT = Object.keys(documentContentTypes).join(',');

/** One of the contract's documentMessages in the portal's language (others as they are). */
function localized(problem: string | null, locale: Locale): string | null {
  const key = (Object.keys(documentMessages) as Array<keyof typeof documentMessages>).find(
    (k) => documentMessages[k] === problem,
  );
  return key ? portalLabels[locale].documentMessages[key] : problem;
}

/** The contract's answer (documentFileProblem) in the portal's language. */
function fileProblem(file: { type: string; size: number }, locale: Locale): string | null {
  return localized(documentFileProblem(file), locale);
}

/** Proof of renters insurance: a PDF or a photo (the phone offers its camera), replaceable. */
export function InsuranceUpload({ entry, userId }: { entry: TenantLease; userId: string }) {
  const upload = useUploadInsurance(userId);
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { insurance } = entry;
  const t = usePortalText().insurance;
  const format = usePortalFormat();

  const choose = (chosen: File | null) => {
    setDone(false);
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen, format.locale) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t.chooseFirst);
      return;
    }
    const refused = fileProblem(file, format.locale);
    if (refused) {
      setProblem(refused);
      return;
    }
    upload.mutate(
      { lease: entry.lease, file, replaces: insurance },
      {
        onSuccess: () => {
          setDone(true);
          setFile(null);
          if (input.current) input.current.value = '';
        },
        // The content check (documentContentProblem) answers here, in the contract's words.
        onError: (error) => setProblem(localized(error.message, format.locale)),
      },
    );
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-xl border border-border p-5">
      <h3 id={`${inputId}-heading`} className="text-lg font-semibold">
        {t.heading}
      </h3>
      {insurance ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm">
            {t.onFile(format.dateTime(insurance.created_at))}
          </p>
          <DownloadButton document={insurance} label={t.download} />
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">{t.none}</p>
      )}
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <label htmlFor={inputId} className="text-sm font-medium">
          {insurance ? t.replaceLabel : t.label}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          aria-describedby={messageId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="min-h-11 w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-background file:px-4 file:font-semibold"
        />
        <Button type="submit" className="min-h-11 self-start" disabled={upload.isPending}>
          {upload.isPending ? t.uploading : insurance ? t.replace : t.upload}
        </Button>
        <p
          id={messageId}
          role={problem ? 'alert' : 'status'}
          className={problem ? 'text-sm text-destructive' : 'text-sm'}
        >
          {problem ?? (done ? t.done : '')}
        </p>
      </form>
    </section>
  );
}
