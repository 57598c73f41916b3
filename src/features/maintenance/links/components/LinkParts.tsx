import { useCallback, useEffect, useRef, useState } from 'react';
import type { LinkPhoto } from '@contract/maintenance-api.ts';
import type { LinkOutcome } from '@contract/maintenance.ts';
import { Button } from '@/components/ui/Button';
import type { LinkRead } from '../../api/linkApi';
import { useLinkToken as useKeptLinkToken, type LinkTokenSpec } from '@/lib/linkToken';
import { useLocation } from 'react-router-dom';
import { LINK_LOCALE_PARAM } from '@contract/maintenance.ts';
import { localeOr, type Locale } from '@contract/locale.ts';
import { useHydrated } from '@/lib/useHydrated';
import {
  approvalText,
  checkedLinkToken,
  LINK_TOKEN_PARAM,
  outcomeMessage,
  type LinkKind,
} from '../linkPages';

const tokenSpecs: Record<LinkKind, LinkTokenSpec> = {
  vendor: { key: 'maintenance-work-order', in: 'hash', params: [LINK_TOKEN_PARAM] },
  approval: { key: 'maintenance-approval', in: 'hash', params: [LINK_TOKEN_PARAM] },
};

/**
 * The token of the page's `#t=` fragment (null without one), dropped from the address bar once
 * read and kept for a reload in this tab (src/lib/linkToken.ts).
 */
export function useLinkToken(kind: LinkKind): string | null {
  const token = useKeptLinkToken(tokenSpecs[kind]);
  return token ? checkedLinkToken(token.value) : null;
}

type ReadState<T> =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'outcome'; outcome: Exclude<LinkOutcome, 'ok'> }
  | { kind: 'ok'; data: T };

/**
 * Reads what the link is for as the page opens (a POST that changes nothing); `retry` after a
 * network failure. Without a token, answers `unknown` without asking.
 */
export function useLinkRead<T>(
  token: string | null,
  read: (token: string) => Promise<LinkRead<T>>,
): { state: ReadState<T>; retry: () => void; set: (state: ReadState<T>) => void } {
  const [state, setState] = useState<ReadState<T>>(
    token ? { kind: 'loading' } : { kind: 'outcome', outcome: 'unknown' },
  );
  const [attempt, setAttempt] = useState(0);
  const readRef = useRef(read);

  useEffect(() => {
    if (!token) return;
    let live = true;
    readRef
      .current(token)
      .then((answer) => {
        if (!live) return;
        setState(
          answer.status === 'ok'
            ? { kind: 'ok', data: answer.data }
            : { kind: 'outcome', outcome: answer.status },
        );
      })
      .catch((error: unknown) => {
        console.error('Maintenance link read failed', error);
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry, set: setState };
}

/** A final answer in words; its heading takes the focus so a screen reader hears it. */
export function LinkMessage({ title, text }: { title: string; text: string }) {
  const ref = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4" role="status">
      <h1
        ref={ref}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {title}
      </h1>
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}

export function OutcomeMessage({
  kind,
  outcome,
  locale = 'en',
}: {
  kind: LinkKind;
  outcome: Exclude<LinkOutcome, 'ok'>;
  /** Only the owner's page reads in Spanish. */
  locale?: Locale;
}) {
  return (
    <LinkMessage
      {...(kind === 'approval'
        ? approvalText[locale].outcome(outcome)
        : outcomeMessage(kind, outcome))}
    />
  );
}

/**
 * The page's language from its link (`#…&l=es`, kept in the address after the token leaves):
 * English while hydrating, as the prerendered shell was.
 */
export function useLinkLocale(): Locale {
  const hydrated = useHydrated();
  const { hash } = useLocation();
  if (!hydrated) return 'en';
  return localeOr(new URLSearchParams(hash.replace(/^#/, '')).get(LINK_LOCALE_PARAM));
}

export function Reading({ text }: { text: string }) {
  return (
    <p role="status" className="text-muted-foreground">
      {text}
    </p>
  );
}

export function ReadFailed({ onRetry, locale = 'en' }: { onRetry: () => void; locale?: Locale }) {
  // The vendor's page is English: the approval page's English words are linkCopy's.
  const words = approvalText[locale];
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="font-medium text-destructive">
        {words.failed}
      </p>
      <Button type="button" className="min-h-11 self-start" onClick={onRetry}>
        {words.retry}
      </Button>
    </div>
  );
}

/** The request's photos (signed URLs for a few minutes), each opening full size. */
export function LinkPhotos({
  photos,
  label,
  alt = (n, of) => `Photo ${n} of ${of}`,
}: {
  photos: LinkPhoto[];
  label: string;
  alt?: (n: number, of: number) => string;
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-label={label}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <a href={photo.url} target="_blank" rel="noreferrer" className="block">
              <img
                src={photo.url}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                alt={alt(i + 1, photos.length)}
                className="aspect-square w-full rounded-md border object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Label and value rows of a work order or a request. */
export function Facts({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="whitespace-pre-line break-words text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
