/** Copy of the home page. Numbers come from claims.ts and company.ts, never retyped. */
import type { Translation } from '@contract/locale.ts';
import { claimText } from './claimText';
import { rentMethods } from './rentMethods';
import { company } from '@/config/company';

export type FeatureIcon =
  'rent' | 'maintenance' | 'documents' | 'dashboards' | 'security' | 'analytics';

export type PortalId = 'owner' | 'tenant';

interface FeatureCard {
  title: string;
  text: string;
}

interface PortalCard {
  title: string;
  text: string;
  bullets: readonly string[];
  cta: string;
}

// Every feature claim names its capability (capabilities.ts): a coming one says so in plain text
// (no badge: this page is at its JavaScript budget).
const feature = claimText.feature;

export const homeContent = {
  seo: {
    title: `${company.name} | Flat-Fee Property Management, ${claimText.flatRateRange}/mo`,
    description: `Flat-fee property management across Southern California: ${claimText.flatRate}, ${claimText.noHiddenFees}, ${claimText.noPercentageCuts}. Tenant placement, rent collection, 24/7 maintenance and owner reporting.`,
  },
  hero: {
    eyebrow: 'Flat-fee property management in Southern California',
    headline: 'Property Management, Simplified.',
    subline: `Professional management for your rentals at ${claimText.flatRate} per unit. No percentage of your rent, ${claimText.noHiddenFees}, and a local team that answers ${claimText.followUp}.`,
    cta: 'Get Started',
    secondaryCta: 'See how it works',
    trustPoints: [
      `${capitalize(claimText.noHiddenFees)}, ${claimText.noPercentageCuts}`,
      `Owner payouts ${claimText.payout}`,
      `Cancel any time with ${claimText.cancellation}`,
    ],
    imageAlt:
      'Illustration of a Spanish-style Southern California home between palm trees, with a price tag and a phone confirming a rent payment',
  },
  features: {
    heading: 'Everything your rental needs, for one flat fee',
    intro: `Traditional managers take 8-10% of every rent check and add fees on top. We charge ${claimText.flatRate} per unit and give owners and tenants modern tools that keep everyone informed.`,
    pricingCta: 'View Pricing Plans',
    cards: {
      rent: {
        title: feature('online_rent', 'Online rent payments'),
        text: `Tenants will pay by bank transfer or card with automatic reminders. Today they pay by ${rentMethods}, each with a receipt, and your payout arrives ${claimText.payout}.`,
      },
      maintenance: {
        title: feature('maintenance_requests', 'Maintenance requests with photos'),
        text: 'Tenants report issues with photos and follow status updates until our vetted vendors close the job.',
      },
      documents: {
        title: feature('documents', 'Document storage'),
        text: 'Leases, inspection reports and notices, ready to download.',
      },
      dashboards: {
        title: feature('portal', 'Owner and tenant dashboards'),
        text: 'Owners see their homes, leases, money and statements; tenants, their lease, payments and requests.',
      },
      security: {
        title: 'Bank-level security',
        text: 'Encrypted connections and role-based access protect owners’ and tenants’ data.',
      },
      analytics: {
        title: feature('analytics', 'Clear analytics'),
        text: 'Occupancy, rent roll, repair spend and net income at a glance.',
      },
    } satisfies Record<FeatureIcon, FeatureCard>,
  },
  testimonial: {
    quote: `I used to hand over ten percent of every rent check. Now I pay one flat fee, my new tenants moved in within three weeks, and the payout lands by the 10th.`,
    name: 'Maria G.',
    detail: 'Owner of a duplex in West Covina',
  },
  portals: {
    heading: 'Two portals, one simple experience',
    intro: 'Owners and tenants each get a secure portal.',
    cards: {
      owner: {
        title: 'Owner Portal',
        text: 'Everything about your investment, in one place.',
        bullets: [
          feature('portal', 'Every home and its occupancy'),
          feature('portal', 'Tenant names, rent and lease terms'),
          feature('documents', 'Download leases and inspection reports'),
          feature('online_statements', 'Track rent payments and monthly reports'),
          feature('maintenance_approvals', 'Approve maintenance requests and quotes'),
        ],
        cta: 'Owner Sign In',
      },
      tenant: {
        title: 'Tenant Portal',
        text: 'A better rental experience for your residents.',
        bullets: [
          feature('portal', 'View your lease terms, rent and due day'),
          feature('documents', 'Download your lease and documents'),
          feature('renters_insurance', 'Upload proof of renters insurance'),
          feature('online_rent', 'Pay rent online in a few taps'),
          feature('maintenance_requests', 'Submit maintenance requests with photos'),
        ],
        cta: 'Tenant Sign In',
      },
    } satisfies Record<PortalId, PortalCard>,
    imageAlt: 'Illustration of the owner dashboard on a laptop and the tenant app on a phone',
  },
  closingCta: {
    heading: 'Ready to simplify your rentals?',
    text: `Book a free 15-minute call: we review your property and show you exactly what you would pay. ${capitalize(claimText.flatRate)}, nothing more.`,
    cta: 'Get Started',
  },
} as const;

/** The home page's copy in any language (src/content/es/home.ts is the Spanish). */
export type HomeContent = Translation<typeof homeContent>;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
