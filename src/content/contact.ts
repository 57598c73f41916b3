/** Copy of the contact page. Facts (phone, offices, hours, licence) come from company.ts. */
import type { Translation } from '@contract/locale.ts';
import { claimText } from './claimText';
import { company } from '@/config/company';
import { servedCities } from './cities';

export const contactPage = {
  seoTitle: `Contact Us | ${company.name}`,
  seoDescription: `Talk to ${company.shortName} about flat-fee property management in Southern California: call ${company.phone}, email ${company.email}, or send us a note. We reply ${claimText.followUp}.`,
  eyebrow: 'Contact us',
  heading: 'Let’s talk about your property',
  intro: `Whether you own one rental house or a small apartment building, tell us what you need. We manage homes across the Inland Empire and the San Gabriel Valley for ${claimText.flatRate}, with ${claimText.noHiddenFees} and ${claimText.noPercentageCuts}, and we get back to every inquiry ${claimText.followUp}.`,
  officesTitle: 'Our offices',
  phoneTitle: 'Call us',
  emailTitle: 'Email us',
  hoursTitle: 'Office hours',
  hoursText: `Office ${company.hours.office}`,
  maintenanceText: `Maintenance emergencies ${company.hours.maintenance}`,
  credentialsTitle: 'Licensed and accredited',
  credentials: [company.licence, ...company.memberships],
  serviceAreaTitle: 'Areas we serve',
  serviceAreaIntro:
    'San Bernardino County, the Inland Empire, the eastern San Gabriel Valley and the Coachella Valley, including:',
  serviceAreaCities: servedCities.map((city) => city.label),
  formTitle: 'Tell us about your property',
  formIntro: `Share a few details and a local property manager will reach out ${claimText.followUp}. No obligation, no sales script.`,
} as const;

/** The shape of the Spanish copy (es/contact.ts). */
export type ContactCopy = Translation<typeof contactPage>;
