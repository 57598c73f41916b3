import type { ComponentType } from 'react';
import type { Locale } from '@contract/locale.ts';
import type { FaqItems } from '@/content/faq';
import { island } from '@/lib/islands';

// The questions, their JSON-LD and the accordion are an island (lib/islands) in their own chunks,
// downloaded when the visitor reaches for it: until then the prerendered HTML stays, so the
// answers are in the page without JavaScript and nothing shifts; a client-side visit shows a
// placeholder. Each language's questions are a chunk of their own.
function faqSection(loadItems: () => Promise<FaqItems>): ComponentType {
  return island(
    'faq',
    async () => {
      const [{ FaqSection }, items] = await Promise.all([import('./FaqSection'), loadItems()]);
      return function Questions() {
        return <FaqSection items={items} />;
      };
    },
    <div className="min-h-[80rem]" />,
  );
}

export const LazyFaqSection: Record<Locale, ComponentType> = {
  en: faqSection(() => import('@/content/faq').then((m) => m.faqItems)),
  es: faqSection(() => import('@/content/es/faq').then((m) => m.faqItems)),
};
