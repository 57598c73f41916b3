/** Copy of the consultation page (/schedule-demo) around the booking form. */
import type { Translation } from '@contract/locale.ts';
import { company } from '@/config/company';
import { claimText } from './claimText';

export const scheduleDemoCopy = {
  seoTitle: `Schedule Your Consultation Call | ${company.shortName}`,
  seoDescription: `Book a free consultation call with ${company.name}. Pick an open time in the next two weeks and get a calendar invitation by email, with a free guide to the costliest DIY landlord mistakes.`,
  back: 'Back to Home',
  heading: 'Schedule Your Consultation Call',
  intro: `Pick an open time in the next two weeks and it is booked. A local property manager will call to learn about your rental, answer your questions and show you what ${claimText.flatRate} covers. No pressure and no obligation.`,
  expectTitle: 'What to expect',
  expect: [
    'A short, friendly call about your property and your goals',
    `A clear quote: ${claimText.flatRate}, ${claimText.noHiddenFees}, ${claimText.noPercentageCuts}`,
    'A calendar invitation by email as soon as you book, and a reminder before the call',
    'A free guide to the 10 costliest DIY landlord mistakes, by email',
  ],
} as const;

/** The shape of the Spanish copy (es/scheduleDemo.ts). */
export type ScheduleDemoCopy = Translation<typeof scheduleDemoCopy>;
