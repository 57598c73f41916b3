/** The free guide promised to consultation requesters: where it lives and its short version. */
import { GUIDE_PATH } from '../contract/guide.ts';

export const GUIDE_TITLE =
  '10 Costly Mistakes DIY Landlords Make in California (and How to Avoid Them)';

/** One line per mistake: the text summary that travels inside the confirmation email. */
export const GUIDE_SUMMARY: readonly string[] = [
  'Skipping thorough tenant screening: verify income (about 3x the rent), rental history and credit, with the same written criteria for every applicant.',
  "Using a generic lease: California requires specific disclosures (lead paint, bed bugs, flood risk, Megan's Law notice and more).",
  "Mishandling the security deposit: most landlords may now take at most one month's rent, and it must come back within 21 days with an itemized statement.",
  'Ignoring rent caps and just-cause rules: AB 1482 limits yearly increases and many evictions, and some cities go further.',
  'Entering without proper notice: give reasonable written notice (normally 24 hours) except in a real emergency.',
  "Putting off repairs: habitability is the landlord's duty, and slow repairs invite repair-and-deduct claims and bigger bills.",
  'Trying a "self-help" eviction: changing locks or shutting off utilities is illegal; follow the notice and court process.',
  'Pricing the rent by guesswork: one empty month costs more than most rent "premiums" earn in a year.',
  'Keeping poor records and mixed accounts: separate the money and keep every receipt, notice and message in writing.',
  'Carrying the wrong insurance: a homeowner policy is not a landlord policy; add liability cover and ask tenants for renters insurance.',
];

export function guideUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${GUIDE_PATH}`;
}
