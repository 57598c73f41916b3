/**
 * The privacy policy (/privacy). What each form collects is not written here: it comes from the
 * contract's lead schemas at build time (privacy-forms.ts), so a new field shows up by itself;
 * this file only names the fields in words. The retention period is the one constant the
 * retention job's test checks against the SQL. The Spanish translation (es/privacy.ts) has the
 * same shape and anchors; this English text governs.
 */
import type { Translation } from '@contract/locale.ts';
import {
  contactConsent,
  LEAD_RETENTION_MONTHS,
  PRIVACY_RESPONSE_DAYS,
  PRIVACY_VERIFY_DAYS,
} from '@contract/privacy-options.ts';
import { collectedByForm, collectedItems } from './privacy-forms';
import type { DocumentSection } from '@/components/document/SectionedDocument';
import { company } from '@/config/company';

/** Every form field in words. A field without words here fails the unit test. */
export const fieldLabels = {
  fullName: 'your name',
  name: 'your name',
  firstName: 'your first name',
  lastName: 'your last name',
  email: 'your email address',
  phone: 'your phone number',
  propertyAddress: 'the property address (or city and zip code)',
  propertyType: 'the type of property',
  unitsOwned: 'how many units you own',
  hasCurrentManager: 'whether you have a property manager now',
  biggestFrustration: 'your biggest frustration with managing it',
  propertyInfo: 'what you tell us about your property',
  plan: 'the plan you chose on the pricing page, if any',
  preferredContact: 'how you prefer to be contacted',
  bestTime: 'the best time to reach you',
  textConsent: 'whether you agreed to text messages',
  slotStart: 'the time you book for a call or a showing',
  propertyId: 'the listing you ask about',
  preferredDate: 'the day you would like to see it',
  message: 'your message',
  requestType: 'what you ask us to do (know, delete or correct)',
  details: 'the details you give',
  emailConsent: 'your agreement to receive listing alert emails',
  filters: 'the search you want alerts for (type, city, price, beds, baths, pets, move-in date)',
};

/** The words the Spanish policy must give every field. */
export type FieldLabels = Translation<typeof fieldLabels>;

/** What each form collects, in the order of its schema (forms by the registry's labels). */
export const collected = collectedByForm(fieldLabels);

const sentence = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const privacySections: readonly DocumentSection[] = [
  {
    id: 'who-we-are',
    title: '1. Who We Are',
    paragraphs: [
      `This policy explains how ${company.name} (${company.licence}) handles the personal information you give us on this website. It applies to California residents and to every other visitor alike.`,
    ],
  },
  {
    id: 'what-we-collect',
    title: '2. What Each Form Collects',
    paragraphs: [
      'We collect only what you type into our forms. Each form sends:',
      `With each request we also record when it arrived and, when you give a phone number, the version of the consent words you were shown (version ${contactConsent.version}) and when. To stop automated floods we keep a counter per network address; it is forgotten after a day without requests.`,
      'A listing alert sends nothing until you confirm it from the email we send to the address you give; each alert email has a link that unsubscribes you at once.',
      'The site sets no advertising or analytics cookies. It remembers your light or dark theme choice in your own browser only.',
    ],
    items: collectedItems(collected, sentence),
  },
  {
    id: 'why',
    title: '3. Why We Collect It',
    paragraphs: [
      'We use it only to answer you: to call, email or text you back as you asked, to arrange a consultation or a showing, to prepare a management offer, and to keep a record of what we agreed.',
      `We call or text you only about your request, and we text you only when you tick the text-message box. ${contactConsent.phoneLine}`,
    ],
  },
  {
    id: 'who-receives-it',
    title: '4. Who Receives It',
    paragraphs: [
      'Our office staff, who answer your request.',
      'Our hosting provider, Supabase, which stores the requests in our database and runs the code that receives the forms.',
      'Our email provider, Resend, which delivers our notification to the office and our confirmation to you.',
      'The host that serves the website pages, which sees the standard technical details of each page request (such as your network address) to deliver it.',
      'These providers handle the information only to provide their service to us. We may also disclose information when the law requires it.',
    ],
  },
  {
    id: 'no-selling',
    title: '5. We Do Not Sell or Share It',
    paragraphs: [
      'We do not sell your personal information and we do not share it for cross-context behavioral advertising, as California law defines those words, and we have not done so in the past 12 months. We do not use it for marketing lists of other companies.',
    ],
  },
  {
    id: 'retention',
    title: '6. How Long We Keep It',
    paragraphs: [
      `We keep a request while we are working with you. Once it is closed without an agreement (marked lost) or archived, our database deletes it automatically ${LEAD_RETENTION_MONTHS} months later, with our notes about it.`,
      'Records that the law requires us to keep for a management agreement are kept for as long as that law requires.',
    ],
  },
  {
    id: 'your-rights',
    title: '7. Your California Privacy Rights',
    paragraphs: [
      'If you live in California you have the right to know what personal information we hold about you, where it came from, why we use it and whom we disclose it to; the right to have it deleted; and the right to have inaccurate information corrected.',
      'We will not treat you differently for using these rights. You may also ask someone you authorize to make a request for you.',
    ],
  },
  {
    id: 'requests',
    title: '8. How to Make a Request',
    paragraphs: [
      `Use the form on this page, email ${company.email} or call ${company.phone} (${company.hours.office}). We act on a request only once you confirm it from the email address you give: we email you a link to confirm it (valid ${PRIVACY_VERIFY_DAYS} days). Then we answer within ${PRIVACY_RESPONSE_DAYS} days.`,
    ],
  },
  {
    id: 'do-not-track',
    title: '9. Do Not Track',
    paragraphs: [
      'This website does not track you across other websites and has no advertising or analytics trackers, so it works the same whether or not your browser sends a Do Not Track or Global Privacy Control signal: there is nothing for the signal to turn off.',
    ],
  },
  {
    id: 'children',
    title: '10. Children',
    paragraphs: [
      'Our services are for property owners, tenants and applicants. We do not knowingly collect information from anyone under 16.',
    ],
  },
  {
    id: 'changes',
    title: '11. Changes and Contact',
    paragraphs: [
      `When this policy changes we post the new version here with its effective date. Questions about it: ${company.email} or ${company.phone}.`,
    ],
  },
];

export const privacyContent = {
  seoTitle: `Privacy Policy | ${company.shortName}`,
  seoDescription: `What ${company.name} collects through its forms, who receives it, how long it is kept, and how California residents can ask to know, delete or correct it.`,
  title: 'Privacy Policy',
  contentsLabel: 'Sections',
  dateLabel: 'Effective date',
  date: '2026-11-24',
  languageNotice: {
    text: 'A Spanish translation of this policy is provided for convenience. If the English and Spanish versions differ, the English version governs.',
    linkLabel: 'Read the Spanish translation',
  },
  sections: privacySections,
  formTitle: 'Make a privacy request',
  formIntro: `Ask to know, delete or correct what we hold about you. We email you a link to confirm the request is yours, then reply to that address within ${PRIVACY_RESPONSE_DAYS} days.`,
};

/** What the Spanish policy must provide: every key, the same shape. */
export type PrivacyContent = Translation<typeof privacyContent>;
