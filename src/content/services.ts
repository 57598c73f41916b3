/** Copy of the services page. Numbers come from claims.ts and company.ts, never retyped. */
import type { Translation } from '@contract/locale.ts';
import { claimText } from './claimText';
import { rentMethods } from './rentMethods';
import { company } from '@/config/company';

export type ServiceIcon = 'screening' | 'rent' | 'maintenance' | 'lease' | 'reporting';

interface ServiceCard {
  title: string;
  text: string;
  points: readonly string[];
}

interface Differentiator {
  title: string;
  text: string;
}

export const servicesContent = {
  seo: {
    title: `Property Management Services | ${company.shortName}`,
    description: `Tenant placement, rent collection, maintenance and repairs, lease renewals and compliance, owner reporting and vacation-rental management, all for ${claimText.flatRate}.`,
  },
  hero: {
    eyebrow: 'Our services',
    headline: 'Full-service management, one flat rate',
    text: `From the first showing to the year-end statement, we handle the work of owning a rental in Southern California for ${claimText.flatRate} per unit, with ${claimText.noHiddenFees} and ${claimText.noPercentageCuts}.`,
    imageAlt:
      'Illustration of three Southern California homes with palm trees, a completed checklist and a house key',
  },
  listHeading: 'What we do for you',
  cards: {
    screening: {
      title: 'Tenant Placement',
      text: 'We market your home and choose residents carefully, so it rents quickly and stays rented.',
      points: [
        claimText.feature(
          'listing_feed',
          `Listings on ${claimText.listingChannels}, with professional descriptions`,
        ),
        claimText.feature('showings', 'Renters book showings online, at times that suit them'),
        claimText.feature(
          'screening',
          `Credit, background, eviction and income checks (tenants earning ${claimText.tenantIncome})`,
        ),
        `Most rentals filled in ${claimText.fillTime}`,
      ],
    },
    rent: {
      title: 'Rent Collection',
      text: `Tenants pay by ${rentMethods}, each with a receipt; we follow up on late payments firmly and by the book.`,
      points: [
        claimText.feature('online_rent', 'Online payments with automatic reminders'),
        'Late fees enforced as your lease allows',
        `Owner payouts ${claimText.payout}`,
      ],
    },
    maintenance: {
      title: 'Maintenance & Repairs',
      text: 'A maintenance line that never closes and licensed, insured vendors who know the area.',
      points: [
        claimText.feature(
          'maintenance_requests',
          `Maintenance requests ${company.hours.maintenance}, with photos and status updates`,
        ),
        'Vetted local vendors at fair prices',
        claimText.feature('maintenance_approvals', 'Your approval before larger repairs'),
      ],
    },
    lease: {
      title: 'Lease Renewals & Compliance',
      text: 'California landlord law changes often. We keep your leases, notices and rent increases compliant.',
      points: [
        'Renewals and rent adjustments within state limits',
        'Proper notices, disclosures and move-in/move-out records',
        'Eviction support when it cannot be avoided',
      ],
    },
    reporting: {
      title: 'Owner Reporting',
      text: 'Always know how your property is doing, without chasing anyone for numbers.',
      points: [
        claimText.feature('online_statements', 'Monthly income and expense statements, online'),
        'Year-end documents for your tax preparer',
        `Answers to your questions ${claimText.followUp}`,
      ],
    },
  } satisfies Record<ServiceIcon, ServiceCard>,
  vacationRentals: {
    heading: 'Vacation-rental management, too',
    text: `Own a short-term rental in the desert or near the mountains? Our ${claimText.vacationRentals} covers listing, guest communication, turnover cleaning and local permit rules, run from our ${company.offices[1]?.city ?? 'local'} office.`,
  },
  differentiators: {
    heading: 'Why owners choose us',
    items: [
      {
        title: 'One flat rate',
        text: `${capitalize(claimText.flatRate)} per unit. Your fee does not grow when your rent does.`,
      },
      {
        title: 'No hidden fees',
        text: `${capitalize(claimText.noHiddenFees)} and ${claimText.noPercentageCuts}: no markups on repairs, no renewal fees, no surprises.`,
      },
      {
        title: 'Local expertise',
        text: `Offices in ${company.offices.map((o) => o.city).join(' and ')}, and people who know these neighbourhoods and their rents.`,
      },
      {
        title: 'Fast response',
        text: `We reply ${claimText.followUp}; maintenance is reachable ${company.hours.maintenance}.`,
      },
      {
        title: 'No long-term lock-in',
        text: `Month-to-month plans you can cancel with ${claimText.cancellation}.`,
      },
      {
        title: 'Predictable payouts',
        text: `Your money arrives ${claimText.payout}, with a statement that explains every line.`,
      },
    ] satisfies Differentiator[],
  },
  cta: {
    heading: 'Let’s talk about your property',
    text: `Tell us about your rental and we will get back to you ${claimText.followUp} with a clear plan and price.`,
    primary: 'Schedule a Call',
    secondary: 'Contact Us',
  },
} as const;

/** The services page's copy in any language (src/content/es/services.ts is the Spanish). */
export type ServicesContent = Translation<typeof servicesContent>;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
