/**
 * Terms of Service: 13 sections of plain-text paragraphs. The Spanish translation
 * (es/terms.ts) has the same shape and anchors; this English text governs.
 */
import type { Translation } from '@contract/locale.ts';
import { claims } from './claims';
import { claimText } from './claimText';
import type {
  DocumentSection,
  LegalDocumentContent,
} from '@/components/document/SectionedDocument';
import { company } from '@/config/company';

/** Either party may end the management agreement with this many days' written notice. */
export const terminationNoticeDays = claims.cancellationNoticeDays;

export const termsSections: readonly DocumentSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of These Terms',
    paragraphs: [
      `These Terms of Service govern your use of the website of ${company.name} (“we”, “us”, “our”) and the property management services we provide. By using this website, submitting a form or signing up for our services, you agree to these terms. If you do not agree, please do not use the website or our services.`,
    ],
  },
  {
    id: 'services',
    title: '2. Our Services',
    paragraphs: [
      'We provide residential property management services in Southern California, which may include tenant marketing and placement, tenant screening, rent collection, maintenance coordination, lease preparation and renewals, owner reporting, legal compliance and eviction coordination, and vacation-rental management. The services included in your plan are described on our pricing page and in your written management agreement.',
      'Information on this website, including blog articles and answers to frequently asked questions, is general information and not legal, tax or financial advice. Consult a qualified professional about your specific situation.',
    ],
  },
  {
    id: 'agreement',
    title: '3. Management Agreement',
    paragraphs: [
      'Management of a property begins only when you and we sign a written property management agreement. If anything in that agreement conflicts with these terms, the management agreement controls for the property it covers.',
    ],
  },
  {
    id: 'fees',
    title: '4. Fees and Payment',
    paragraphs: [
      `Our management fee is ${claimText.flatRate} per unit, depending on the plan and billing term you choose, with ${claimText.noHiddenFees} and ${claimText.noPercentageCuts} of your rent. Tenant placement fees and any other charges are listed on our pricing page and in your management agreement.`,
      `Management fees are deducted from rent collected for the property. We remit the remaining funds to you ${claimText.payout}, together with a monthly statement. If rent collected does not cover fees and approved expenses, you agree to pay the difference within 15 days of our invoice.`,
    ],
  },
  {
    id: 'owner-responsibilities',
    title: '5. Owner Responsibilities',
    paragraphs: [
      'You represent that you own the property or are authorized to engage us for it, and that the information you give us about it is accurate and complete. You agree to keep the property insured, with liability coverage that names us as an additional insured where required by the management agreement, to maintain a reserve for repairs, and to tell us promptly about any known defects, hazards or legal proceedings that affect the property.',
      'You remain responsible for the legal obligations of a property owner, including habitability, required disclosures and compliance with fair housing laws, and you agree not to instruct us to act in a way that would violate any law.',
    ],
  },
  {
    id: 'tenants',
    title: '6. Tenant Placement and Screening',
    paragraphs: [
      `We market rentals and screen applicants using written criteria applied consistently to every applicant, in compliance with federal, California and local fair housing laws. We do not guarantee the future performance or conduct of any tenant, or that a property will rent within a particular time or at a particular price.`,
    ],
  },
  {
    id: 'maintenance',
    title: '7. Maintenance and Repairs',
    paragraphs: [
      `We coordinate maintenance through independent licensed vendors. Repairs above the approval limit set in your management agreement require your approval, except in emergencies that threaten health, safety or the property, or that affect its habitability, in which case we may act immediately and notify you promptly. Our maintenance line is available ${company.hours.maintenance}. Vendors are responsible for their own work and warranties.`,
    ],
  },
  {
    id: 'protection',
    title: '8. Protection Coverage',
    paragraphs: [
      'Protection coverage included with certain plans is subject to the limits, conditions and exclusions of the coverage program in effect when a claim arises. Coverage limits shown on our website are maximums, not guarantees of payment, and claims must be reported promptly with the documentation the program requires.',
    ],
  },
  {
    id: 'liability',
    title: '9. Limitation of Liability',
    paragraphs: [
      `To the fullest extent permitted by law, our total liability to you for any claim arising out of our services or this website is capped at six months of management fees: the total management fees you paid us for the affected property during the six months before the event giving rise to the claim. We are not liable for indirect, incidental, special or consequential damages, including lost rent or lost profits, or for the acts or omissions of tenants, vendors or other third parties. Nothing in these terms limits liability that cannot be limited under California law, such as liability for fraud or willful misconduct.`,
    ],
  },
  {
    id: 'indemnification',
    title: '10. Indemnification',
    paragraphs: [
      'You agree to indemnify and hold us harmless from claims, losses and expenses, including reasonable attorney fees, arising from the condition of your property, your breach of these terms or your management agreement, or actions we take at your written direction, except to the extent caused by our own negligence or willful misconduct.',
    ],
  },
  {
    id: 'termination',
    title: '11. Term and Termination',
    paragraphs: [
      `Either you or we may terminate the management of a property by giving ${terminationNoticeDays} days’ written notice. On termination we will provide a final accounting, transfer tenant security deposits and records as required by law, and remit any remaining funds after outstanding fees and approved expenses are paid.`,
    ],
  },
  {
    id: 'website',
    title: '12. Website Use, Content and Privacy',
    paragraphs: [
      'The content of this website, including text, graphics and logos, belongs to us or our licensors and may not be copied for commercial use without permission. You agree not to misuse the website, interfere with its operation or submit false information through its forms.',
      'When you submit a form we use your information to respond to your inquiry and to provide our services. We do not sell your personal information. California residents have rights over their personal information under state privacy law, and you may contact us to exercise them.',
    ],
  },
  {
    id: 'general',
    title: '13. Governing Law, Changes and Contact',
    paragraphs: [
      'These terms are governed by the laws of the State of California. We may update these terms from time to time; the date at the top of this page shows when they last changed, and continued use of the website after a change means you accept the updated terms.',
      `Questions about these terms? Contact us at ${company.email} or ${company.phone}. ${company.name}, ${company.licence}.`,
    ],
  },
];

export const termsContent = {
  seoTitle: `Terms of Service | ${company.shortName}`,
  seoDescription: `The terms that govern use of the ${company.name} website and our property management services.`,
  title: 'Terms of Service',
  contentsLabel: 'Sections',
  dateLabel: 'Last updated',
  date: '2024-12',
  languageNotice: {
    text: 'A Spanish translation of these terms is provided for convenience. If the English and Spanish versions differ, the English version governs.',
    linkLabel: 'Read the Spanish translation',
  },
  sections: termsSections,
} satisfies LegalDocumentContent;

/** What the Spanish terms must provide: every key, the same shape. */
export type TermsContent = Translation<typeof termsContent>;
