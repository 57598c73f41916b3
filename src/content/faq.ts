/** The 20 questions of the FAQ page. Plain-text answers: the page and its FAQPage JSON-LD share them. */
import type { Translation } from '@contract/locale.ts';
import { citySlugs } from '@/config/paths';
import { claimText } from './claimText';
import { rentMethods } from './rentMethods';
import { company } from '@/config/company';
import { cityName } from './cities';
import { getPlan, plusProtectionCoverage } from './pricing';
import { pricingText } from './pricingText';
import { formatDollars } from '@contract/money-format.ts';

export interface FaqItem {
  /** Stable id, used for the accordion item value and anchors. */
  id: string;
  question: string;
  answer: string;
}

/** The shape of the Spanish questions (es/faq.ts): the same items, in any words. */
export type FaqItems = Translation<typeof faqItems>;

// Every feature claim names its capability (capabilities.ts).
const feature = claimText.feature;

const standard = getPlan('standard');
const plus = getPlan('plus');

function coverageText(): string {
  const parts = plusProtectionCoverage.map(
    (c) =>
      `${c.unit === 'weeks' ? `${c.amount} weeks of` : formatDollars(c.amount)} ${pricingText.coverageLabels[c.id].toLowerCase()}`,
  );
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const eviction = plusProtectionCoverage.find((c) => c.id === 'evictionLegal');

const cities = citySlugs.map(cityName);
const cityList = `${cities.slice(0, -1).join(', ')} and ${cities.at(-1)}`;

export const faqItems: readonly FaqItem[] = [
  {
    id: 'what-is-flat-fee',
    question: 'What does flat-fee property management mean?',
    answer: `You pay ${claimText.flatRate} per unit instead of a percentage of the rent collected. The fee stays the same whether your rent is $1,800 or $4,000, so when the rent goes up, the increase stays with you.`,
  },
  {
    id: 'cost',
    question: 'How much does your management cost?',
    answer: `Our ${standard.name} plan is ${formatDollars(standard.monthlyPrice.monthly)} a month on a month-to-month basis or ${formatDollars(standard.monthlyPrice.annual)} a month with a 12-month commitment. Our ${plus.name} plan is ${formatDollars(plus.monthlyPrice.monthly)} a month month-to-month or ${formatDollars(plus.monthlyPrice.annual)} a month with a 12-month commitment. When we place a new tenant there is a one-time tenant placement fee of ${formatDollars(standard.tenantPlacementFee)} on ${standard.name} or ${formatDollars(plus.tenantPlacementFee)} on ${plus.name}. The monthly fee is billed for each unit with a tenant on the 1st of the month: a vacant unit is not billed.`,
  },
  {
    id: 'hidden-fees',
    question: 'Are there any hidden fees or percentage cuts?',
    answer: `No. There are ${claimText.noHiddenFees} and ${claimText.noPercentageCuts}. We do not add markups to repair invoices or charge a percentage of your rent. Every fee is listed on our pricing page before you sign anything.`,
  },
  {
    id: 'included',
    question: 'What is included in the monthly fee?',
    answer: `Every plan includes listing on ${claimText.listingChannels}, rent collection with a receipt for every payment, monthly owner statements in the owner portal, a ${company.hours.maintenance} maintenance request line, lease preparation and renewals, and legal compliance with eviction coordination. ${plus.name} adds on-demand showings, rent-ready repairs and cleaning, tax document preparation, a home warranty, repairs coordination, renovation project management and protection coverage. ${feature('screening', 'Tenant screening')} will join every plan, and ${feature('annual_inspection', 'annual inspections')} will join ${plus.name}.`,
  },
  {
    id: 'cancel',
    question: 'Is there a long-term contract? How do I cancel?',
    answer: `Month-to-month plans have no long-term contract: you can cancel at any time with ${claimText.cancellation} in writing. If you choose the lower 12-month rate, you commit to a year of management in exchange for the discount.`,
  },
  {
    id: 'payouts',
    question: 'When do I receive my rent?',
    answer: `We collect the rent each month by ${rentMethods}, each with a receipt, and send your owner payout ${claimText.payout}, together with a statement of income and expenses for the month that you can also open in the owner portal. ${feature('online_rent', 'Online rent payments')}.`,
  },
  {
    id: 'screening',
    question: 'How do you screen tenants?',
    answer: `We review every application against written criteria applied the same way to every applicant, and look for household income of ${claimText.tenantIncome} from any lawful, verifiable source. Our process follows California fair housing law, including source-of-income protections for applicants who use housing vouchers. ${feature('screening', 'Online applications with credit, background and eviction reports')}.`,
  },
  {
    id: 'time-to-rent',
    question: 'How long does it take to find a tenant?',
    answer: `Most of the rentals we list are filled within ${claimText.fillTime}. We prepare the listing before the current tenant moves out whenever possible, price the home to the local market, answer inquiries the same day and schedule showings around prospects' availability.`,
  },
  {
    id: 'advertising',
    question: 'Where do you advertise my property?',
    answer: `We publish every listing on ${claimText.listingChannels}. Listings use professional photos and a detailed description written to fair housing standards. ${feature('syndication', 'Listing on more rental sites')}.`,
  },
  {
    id: 'maintenance',
    question: 'How do you handle maintenance and emergencies?',
    answer: `Tenants can submit maintenance requests online with photos, and our maintenance line is available ${company.hours.maintenance} for emergencies such as leaks, no heat or no water. Our office is open ${company.hours.office}. We dispatch licensed, insured vendors we have vetted and keep you and the tenant updated until the work is finished.`,
  },
  {
    id: 'repair-approval',
    question: 'Do I get to approve repairs?',
    answer:
      'Yes. You set a spending limit when we start working together. Routine repairs under that limit are handled right away; anything above it waits for your approval with a quote. In a genuine emergency we act first to protect the property and keep it habitable, and tell you immediately.',
  },
  {
    id: 'service-area',
    question: 'Which areas do you serve?',
    answer: `We manage rentals across Southern California, including the Inland Empire and San Bernardino County, with offices in ${company.offices.map((o) => o.city).join(' and ')}. Cities we serve include ${cityList}.`,
  },
  {
    id: 'vacation-rentals',
    question: 'Do you manage vacation rentals?',
    answer:
      'Yes. We offer vacation-rental management for owners in the desert communities and elsewhere in our service area, including guest communication, cleaning turnovers, maintenance and pricing. Many cities require a short-term rental permit and collect transient occupancy tax, and we help you stay within your city’s rules.',
  },
  {
    id: 'property-types',
    question: 'What types of properties do you manage?',
    answer:
      'We manage single-family homes, condominiums, townhomes, duplexes and small to mid-sized multifamily buildings and apartments. Whether you own one rental or a growing portfolio, each unit is billed at the same flat rate.',
  },
  {
    id: 'reporting',
    question: 'How will I know how my property is doing?',
    answer: `You receive a monthly statement with every payment, expense and invoice, and a year-end summary for your taxes. You can reach your property manager by phone or email at any time during office hours, and we answer every message ${claimText.followUp}. You can also sign in to the owner portal any time to see your homes, leases, documents and money, and ${feature('online_statements', 'each monthly statement')}.`,
  },
  {
    id: 'evictions',
    question: 'Do you handle evictions?',
    answer: `We work to avoid them with a careful review of every application and prompt follow-up on late rent. If an eviction becomes necessary, we serve the correct California notices and coordinate the case with an experienced landlord-tenant attorney.${eviction ? ` On the ${plus.name} plan, protection coverage includes up to ${formatDollars(eviction.amount)} of eviction legal fees.` : ''}`,
  },
  {
    id: 'protection',
    question: `What does the ${plus.name} protection coverage include?`,
    answer: `${plus.name} includes protection coverage of ${coverageText()}. Coverage is subject to the terms and conditions of the program.`,
  },
  {
    id: 'existing-tenant',
    question: 'Can you take over a property that already has a tenant?',
    answer:
      'Yes. We review the existing lease, transfer the security deposit records, introduce ourselves to the tenant and explain how and where to pay the rent. The current lease stays in force, and we bring it into line with current California requirements at renewal.',
  },
  {
    id: 'licensed',
    question: 'Are you licensed?',
    answer: `Yes. We are a licensed California real estate broker (${company.licence}). We are a ${company.memberships.join(' and a ')}, and we have been managing rentals since ${company.founded}.`,
  },
  {
    id: 'get-started',
    question: 'How do I get started?',
    answer: `Schedule a free consultation call or send us a message, and we will get back to you ${claimText.followUp}. You can also call us at ${company.phone} or email ${company.email}. We will review your property, recommend a plan and walk you through every step of getting started.`,
  },
];
