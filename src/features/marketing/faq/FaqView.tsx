import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { FaqPageCopy } from '@/content/faqPage';
import { LocalizedLink, useLocale } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { LazyFaqSection } from './LazyFaqSection';

/** The /faq page in either language: its copy from the page, the questions from the island. */
export function FaqView({ copy }: { copy: FaqPageCopy }) {
  const FaqSection = LazyFaqSection[useLocale()];
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.faq} />

      <section aria-labelledby="faq-heading" className="bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.eyebrow}
          </p>
          <h1
            id="faq-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {copy.title}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground">{copy.intro}</p>
        </div>
      </section>

      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <FaqSection />
      </div>

      <section aria-labelledby="faq-closing-heading" className="border-t border-border">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-12 text-center sm:py-16">
          <h2 id="faq-closing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.closing.title}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{copy.closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <LocalizedLink to={paths.contact}>{copy.closing.contact}</LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <LocalizedLink to={paths.scheduleDemo}>{copy.closing.scheduleDemo}</LocalizedLink>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
