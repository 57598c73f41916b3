/** Copy of the coming-soon screen (/coming-soon). */
import type { Translation } from '@contract/locale.ts';
import { company } from '@/config/company';

export const comingSoonCopy = {
  seoTitle: `Coming Soon | ${company.shortName}`,
  seoDescription: `This part of the ${company.name} website is on its way. In the meantime, call ${company.phone} or browse our services and flat-fee pricing.`,
  heading: 'Coming Soon',
  text: 'We’re working on something amazing. Stay tuned!',
  back: 'Back to Home',
} as const;

/** The shape of the Spanish copy (es/comingSoon.ts). */
export type ComingSoonCopy = Translation<typeof comingSoonCopy>;
