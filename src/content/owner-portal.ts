/** Copy of the Owner Portal page: what the portal gives owners and tenants, and how to get it. */
import type { Translation } from '@contract/locale.ts';
import { claimText } from './claimText';
import { company } from '@/config/company';

export type OwnerFeature = 'buildings' | 'lease' | 'calendar' | 'documents';
export type TenantFeature = 'lease' | 'documents' | 'shield' | 'phone';

interface Feature {
  title: string;
  description: string;
}

export const ownerPortalPage = {
  seoTitle: `Owner and Tenant Portal | ${company.shortName}`,
  seoDescription: `The ${company.shortName} portal: owners see every home, its leases and documents; tenants see their lease, rent and documents and upload renters insurance. Included in every plan.`,
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
      description: 'Leases, notices and inspection reports with photos, ready to download.',
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
  } satisfies Record<TenantFeature, Feature>,
  comingTitle: 'Coming next',
  comingBadge: 'Coming soon',
  coming: [
    'Online rent payments',
    'Monthly owner statements',
    'Maintenance requests with photos and approvals',
  ],
  comingNote: 'Until then, statements come by email and repairs by phone or email.',
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
