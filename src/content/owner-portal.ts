/** Copy of the Owner Portal page: what the portal gives owners and tenants, and how to get it. */
import type { Translation } from '@contract/locale.ts';
import { comingOnly } from './capabilities';
import { claimText } from './claimText';
import { rentMethods } from './rentMethods';
import { company } from '@/config/company';

export type OwnerFeature = 'buildings' | 'lease' | 'calendar' | 'documents' | 'money' | 'repairs';
export type TenantFeature = 'lease' | 'documents' | 'shield' | 'phone' | 'payments' | 'maintenance';

interface Feature {
  title: string;
  description: string;
}

export const ownerPortalPage = {
  seoTitle: `Owner and Tenant Portal | ${company.shortName}`,
  seoDescription: `The ${company.shortName} portal: owners see every home, its leases, documents, money and monthly statements and approve repairs; tenants see their lease, payments and documents, send maintenance requests with photos and upload renters insurance. Included in every plan.`,
  badge: 'Included in every plan',
  heading: 'Owner Portal',
  intro:
    'One secure sign-in for everything about your rental. Owners see each home, who rents it and on what terms; tenants see their lease and documents. It works on any phone, day or night.',
  signIn: 'Sign in to the portal',
  signInNote: 'Clients receive their sign-in by email invitation from our office.',
  ownerTitle: 'For owners',
  ownerFeatures: {
    buildings: {
      title: 'Every home in one place',
      description: 'Each home you own with us, its units and how many are occupied.',
    },
    lease: {
      title: 'Leases and tenants',
      description:
        'The current lease of every unit: who rents it, the rent and when the lease ends.',
    },
    calendar: {
      title: 'Leases ending soon',
      description:
        'Every lease ending in the next 90 days across your homes, so renewals never surprise you.',
    },
    documents: {
      title: 'Your documents',
      description: 'Leases, notices and inspection reports, ready to download.',
    },
    money: {
      title: 'Money and monthly statements',
      description:
        'Rent received, repairs and fees month by month, and each monthly statement as a PDF.',
    },
    repairs: {
      title: 'Repairs and approvals',
      description:
        'Maintenance requests on your homes with their photos and costs; approve or decline a repair above your limit.',
    },
  } satisfies Record<OwnerFeature, Feature>,
  tenantTitle: 'For tenants',
  tenantFeatures: {
    lease: {
      title: 'Your lease terms',
      description: 'Rent, due day, deposit, late-fee terms and when the lease ends.',
    },
    documents: {
      title: 'Your documents',
      description: 'Your lease, addenda and notices, ready to download.',
    },
    shield: {
      title: 'Renters insurance',
      description: 'Upload your proof of insurance as a PDF or a photo from your phone.',
    },
    phone: {
      title: 'Who to call',
      description: `Office hours ${company.hours.office} and the ${company.hours.maintenance} maintenance line, one tap away.`,
    },
    payments: {
      title: 'Rent and payments',
      description: 'Your balance, every charge and payment, and a receipt for each payment.',
    },
    maintenance: {
      title: 'Maintenance requests',
      description:
        'Send a request with photos from your phone and follow it until the job is done.',
    },
  } satisfies Record<TenantFeature, Feature>,
  comingTitle: 'Coming next',
  comingBadge: 'Coming soon',
  // Only what is still coming (capabilities.ts): the list empties itself as features ship.
  coming: comingOnly([
    ['online_rent', 'Online rent payments'],
    ['online_lease', 'Signing your lease online'],
    ['analytics', 'Reports of occupancy, rent roll, repair spend and net income'],
  ]),
  comingNote: `Until then, tenants pay by ${rentMethods}, each with a receipt, and sign their lease with our office.`,
  benefitsTitle: 'Why owners like it',
  benefits: [
    `Included in your flat monthly rate (${claimText.flatRateRange}): no portal fee, ever`,
    'Your data is visible only to you and your manager; tenants never see your details',
    'Open it on your phone, tablet or computer',
    `Backed by our ${company.hours.maintenance} maintenance line`,
  ],
  getStartedTitle: 'Not a client yet? Get started',
  getStartedText: `Leave your email and we will reach out ${claimText.followUp} about managing your rental. The portal comes with every plan.`,
  contactTitle: 'Questions?',
  contactText: `Our team is here ${company.hours.office}.`,
  contactButton: 'Contact Us',
} as const;

/** The owner portal page's copy in any language (src/content/es/owner-portal.ts is the Spanish). */
export type OwnerPortalContent = Translation<typeof ownerPortalPage>;
