import { Fragment, type ReactNode } from 'react';

export interface DocumentSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** A term-and-details list after the first paragraph (e.g. what each form collects). */
  items?: readonly { term: string; details: string }[];
}

/**
 * A legal document's copy in one language (terms, privacy, accessibility): the English module
 * and its Spanish twin have this shape, and the same section ids (the anchors).
 */
export interface LegalDocumentContent {
  seoTitle: string;
  seoDescription: string;
  title: string;
  /** The contents list's accessible name. */
  contentsLabel: string;
  /** Before the date, e.g. 'Last updated'. */
  dateLabel: string;
  /** 'YYYY-MM' (shown as month and year) or 'YYYY-MM-DD': the same in every language. */
  date: string;
  /** Which language version governs, with a link to the other one. */
  languageNotice?: { text: string; linkLabel: string };
  sections: readonly DocumentSection[];
}

export interface SectionedDocumentProps {
  title: string;
  /** Shown under the title, e.g. 'Last updated: December 2024'. */
  meta: ReactNode;
  /** The contents list's accessible name, in the page's language. */
  contentsLabel: string;
  /** Shown under the meta line (e.g. which language version governs). */
  notice?: ReactNode;
  sections: readonly DocumentSection[];
  /** Shown after the sections (e.g. a contact block). */
  children?: ReactNode;
}

/** A long plain-text document (terms, accessibility): a contents list and numbered sections. */
export function SectionedDocument({
  title,
  meta,
  contentsLabel,
  notice,
  sections,
  children,
}: SectionedDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-border pb-6">
        <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-3 text-muted-foreground">{meta}</p>
        {notice}
      </header>

      <nav aria-label={contentsLabel} className="mt-8 rounded-xl bg-muted p-5">
        <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">
              {section.paragraphs.map((text, i) => (
                <Fragment key={text}>
                  <p>{text}</p>
                  {i === 0 && section.items ? (
                    <dl className="space-y-2">
                      {section.items.map((item) => (
                        <div key={item.term}>
                          <dt className="font-semibold text-foreground">{item.term}</dt>
                          <dd>{item.details}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </Fragment>
              ))}
            </div>
          </section>
        ))}
      </div>
      {children}
    </article>
  );
}
