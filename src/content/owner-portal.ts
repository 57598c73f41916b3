/** Copy of the Owner Portal coming-soon page. */
import { paths } from '@/config/paths';
import { claimText } from './claims';
import { company } from '@/config/company';

export type OwnerPortalIcon = 'chart' | 'wrench' | 'buildings' | 'documents';

export interface OwnerPortalFeature {
  icon: OwnerPortalIcon;
  title: string;
  description: string;
}

export const ownerPortalPage = {
  path: paths.ownerPortal,
  seoTitle: `Owner Portal (Coming Soon) | ${company.shortName}`,
  seoDescription: `The ${company.shortName} Owner Portal is on its way: rent and reports, maintenance approvals, every property and lease in one place. Join the list to hear when it launches.`,
  badge: 'Coming Soon',
  heading: 'Owner Portal',
  intro:
    'Everything about your rentals in one secure place: see rent as it arrives, approve repairs from your phone and find every lease and statement in seconds. We are putting the finishing touches on it now.',
  featuresTitle: 'What you will be able to do',
  features: [
    {
      icon: 'chart',
      title: 'Track rent and reports',
      description:
        'See each payment as it is collected and download monthly owner statements and year-end summaries for your accountant.',
    },
    {
      icon: 'wrench',
      title: 'Approve maintenance',
      description:
        'Review requests with the tenant’s photos and our vendor quotes, then approve or ask questions with one tap.',
    },
    {
      icon: 'buildings',
      title: 'All your properties together',
      description:
        'One sign-in for every home and unit you own with us, with totals across your whole portfolio.',
    },
    {
      icon: 'documents',
      title: 'Tenant info and leases',
      description:
        'Tenant contact details, signed leases, renewal dates and move-in inspection photos, always at hand.',
    },
  ] satisfies OwnerPortalFeature[],
  benefitsTitle: 'Why owners are waiting for it',
  benefits: [
    `Included in your flat monthly rate (${claimText.flatRateRange}): no portal fee, ever`,
    `Owner payouts ${claimText.payout}, visible the moment they are sent`,
    'Open it on your phone, tablet or computer, day or night',
    'Every document stored in one place instead of scattered email threads',
    'Secure sign-in, with your data visible only to you and your manager',
    `Maintenance updates as they happen, backed by our ${company.hours.maintenance} maintenance line`,
  ],
  notifyTitle: 'Get notified at launch',
  notifyText:
    'Leave your email and we will send one message when the Owner Portal opens. Nothing else.',
  contactTitle: 'Questions in the meantime?',
  contactText: `Our team is here ${company.hours.office}. Current clients receive statements by email until the portal launches.`,
  contactButton: 'Contact Us',
} as const;
