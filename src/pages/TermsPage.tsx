import { paths } from '@/config/paths';
import { termsLastUpdated, termsPageCopy as copy, termsSections } from '@/content/terms';
import { Seo } from '@/lib/seo';

export default function TermsPage() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.terms} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <header className="border-b border-border pb-6">
          <h1 className="text-4xl font-extrabold tracking-tight">{copy.title}</h1>
          <p className="mt-3 text-muted-foreground">Last updated: {termsLastUpdated}</p>
        </header>

        <nav aria-label="Sections" className="mt-8 rounded-xl bg-muted p-5">
          <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
            {termsSections.map((section) => (
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
          {termsSections.map((section) => (
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
                {section.paragraphs.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
