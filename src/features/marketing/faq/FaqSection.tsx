import { useEffect, useRef } from 'react';
import type { FaqItems } from '@/content/faq';
import { useIntlLocale } from '@/lib/i18n';
import { FaqAccordion } from './FaqAccordion';
import { buildFaqPageJsonLd } from './jsonLd';

/**
 * The questions of /faq with their FAQPage JSON-LD (in the page's language): the page loads this
 * lazily (an island, LazyFaqSection), so the 20 answers and the Radix accordion are not part of
 * the JS needed before first interaction. `data-faq-ready` marks the moment it has hydrated (or
 * rendered) and responds.
 */
export function FaqSection({ items }: { items: FaqItems }) {
  const ref = useRef<HTMLDivElement>(null);
  const inLanguage = useIntlLocale();
  useEffect(() => {
    ref.current?.setAttribute('data-faq-ready', '');
  }, []);
  return (
    <div ref={ref}>
      <script
        type="application/ld+json"
        // JSON is not HTML: '<' is escaped so a value can never close the script element.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify({ ...buildFaqPageJsonLd(items), inLanguage }).replace(
            /</g,
            '\\u003c',
          ),
        }}
      />
      <FaqAccordion items={items} />
    </div>
  );
}
