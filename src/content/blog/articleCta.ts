/**
 * Copy of the call to action under every article. Apart from ./index.ts because only the lazily
 * loaded end of an article (features/marketing/blog/ArticleExtras.tsx) shows it.
 */
import type { Translation } from '@contract/locale.ts';

export const articleCtaCopy = {
  title: 'Let us manage it for you',
  text: 'Put this advice to work without the late-night calls: rent collection, maintenance and compliance, all for one flat monthly rate.',
  scheduleDemo: 'Schedule a Consultation',
  contact: 'Contact Us',
} as const;

export type ArticleCtaCopy = Translation<typeof articleCtaCopy>;
