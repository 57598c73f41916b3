import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { faqPageCopy as copy } from '@/content/faqPage';
import { island } from '@/lib/islands';
import { Seo } from '@/lib/seo';

// The questions, their JSON-LD and the accordion are an island (lib/islands) in their own chunk,
// downloaded when the visitor reaches for it: until then the prerendered HTML stays, so the
// answers are in the page without JavaScript and nothing shifts; a client-side visit shows a
// placeholder.
const FaqSection = island(
  'faq',
  () => import('@/features/faq/FaqSection').then((m) => m.FaqSection),
  <div className="min-h-[80rem]" />,
);

export default function FaqPage() {
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
              <Link to={paths.contact}>{copy.closing.contact}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.scheduleDemo}>{copy.closing.scheduleDemo}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
