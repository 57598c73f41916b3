import type { FaqItem } from '@/content/faq';
import type { JsonLd } from '@/lib/seo';

/** FAQPage JSON-LD from the same items the page shows, so the two never disagree. */
export function buildFaqPageJsonLd(items: readonly Pick<FaqItem, 'question' | 'answer'>[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
