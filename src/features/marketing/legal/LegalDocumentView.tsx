/**
 * A legal page (terms, privacy, accessibility) in the language of its content: the English page
 * passes the English module, its /es twin the Spanish one, so neither route carries the other's
 * text. The date is one fact written in each language's words through Intl.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@contract/date-format.ts';
import type { Locale } from '@contract/locale.ts';
import {
  SectionedDocument,
  type LegalDocumentContent,
} from '@/components/document/SectionedDocument';
import { localizedPath } from '@/config/paths';
import { useLocale } from '@/lib/i18n';
import { Seo, type JsonLd } from '@/lib/seo';

/** '2024-12' -> 'December 2024' / 'diciembre de 2024'; '2026-11-24' -> 'November 24, 2026'. */
function formatDocumentDate(date: string, locale: Locale): string {
  return formatDate(date, locale, date.length > 7 ? 'long' : 'month');
}

export interface LegalDocumentViewProps {
  content: LegalDocumentContent;
  /** The page's English path (paths.terms, …). */
  path: string;
  jsonLd?: JsonLd;
  /** A page a mail link opens with a token (Seo's noReferrer). */
  noReferrer?: boolean;
  /** Above the document (e.g. a privacy request's verification panel). */
  before?: ReactNode;
  /** After the sections (e.g. the privacy request form). */
  children?: ReactNode;
}

export function LegalDocumentView({
  content,
  path,
  jsonLd,
  noReferrer,
  before,
  children,
}: LegalDocumentViewProps) {
  const locale = useLocale();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const notice = content.languageNotice;
  return (
    <>
      <Seo
        title={content.seoTitle}
        description={content.seoDescription}
        path={path}
        jsonLd={jsonLd}
        noReferrer={noReferrer}
      />
      {before}
      <SectionedDocument
        title={content.title}
        meta={`${content.dateLabel}: ${formatDocumentDate(content.date, locale)}`}
        contentsLabel={content.contentsLabel}
        notice={
          notice ? (
            <p className="mt-3 text-sm text-muted-foreground">
              {notice.text}{' '}
              <Link
                to={localizedPath(other, path)}
                hrefLang={other}
                className="font-medium text-primary underline underline-offset-4"
              >
                {notice.linkLabel}
              </Link>
            </p>
          ) : null
        }
        sections={content.sections}
      >
        {children}
      </SectionedDocument>
    </>
  );
}
