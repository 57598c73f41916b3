/**
 * Copy of the /faq page around the questions. Apart from the questions (./faq.ts) because the
 * page's first chunk needs only this; the questions load with the accordion island.
 */
import type { Translation } from '@contract/locale.ts';
import { claimText } from './claimText';
import { company } from '@/config/company';

export const faqPageCopy = {
  seoTitle: `Property Management FAQ | ${company.shortName}`,
  seoDescription: `Answers about our flat-fee property management: ${claimText.flatRate}, ${claimText.noPercentageCuts}, tenant placement, payouts, maintenance, service area and cancelling with ${claimText.cancellation}.`,
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  intro:
    'Straight answers about how flat-fee management works, what it costs and what we do for you and your tenants.',
  closing: {
    title: 'Still have questions?',
    text: `Talk to a real person: we answer every inquiry ${claimText.followUp}.`,
    contact: 'Contact Us',
    scheduleDemo: 'Schedule a Call',
  },
} as const;

/** The shape the Spanish copy (es/faqPage.ts) must have. */
export type FaqPageCopy = Translation<typeof faqPageCopy>;
