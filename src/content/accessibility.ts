/**
 * The accessibility statement (/accessibility): the target, how the site is tested, and how to
 * report a barrier. Every claim here is something the test suite checks on each release. The
 * Spanish statement (es/accessibility.ts) has the same shape and anchors.
 */
import type { Translation } from '@contract/locale.ts';
import type {
  DocumentSection,
  LegalDocumentContent,
} from '@/components/document/SectionedDocument';
import { company } from '@/config/company';

export const ACCESSIBILITY_TARGET = 'WCAG 2.1 Level AA';
/** Business days within which a reported barrier gets a reply. */
export const barrierReplyBusinessDays = 2;

export const accessibilitySections: readonly DocumentSection[] = [
  {
    id: 'commitment',
    title: '1. Our Commitment',
    paragraphs: [
      `${company.name} wants every owner, tenant and applicant to be able to use this website, whatever device, browser or assistive technology they use. Our target for the whole site, including its forms, listings and staff area, is ${ACCESSIBILITY_TARGET}.`,
    ],
  },
  {
    id: 'testing',
    title: '2. How We Test',
    paragraphs: [
      'Every page is checked with the axe-core accessibility engine in a real browser before each release, in both the light and the dark theme, and a release with any violation does not ship.',
      'Every form is tested with the keyboard alone: each field has a visible label, errors are announced next to the field they concern, and nothing needs a mouse.',
      'Every screen is tested at a phone width of 390 pixels, so the site works when zoomed or on a small screen without scrolling sideways.',
    ],
  },
  {
    id: 'limitations',
    title: '3. Known Limitations',
    paragraphs: [
      'Listing photos come from the homes we manage and carry short descriptions. If you need a detailed description of a home, its layout or its access features, call us and we will describe it or arrange a visit.',
      'Links to other websites, such as social networks or listing portals, lead to pages we do not control.',
    ],
  },
  {
    id: 'report',
    title: '4. Report a Barrier',
    paragraphs: [
      `If something on this website is hard or impossible for you to use, tell us by phone at ${company.phone} (${company.hours.office}) or by email at ${company.email}. Please say which page you were on and what you were trying to do.`,
      `We reply within ${barrierReplyBusinessDays} business days, and in the meantime we will give you the information or complete the request with you by phone, by email or in person at one of our offices.`,
    ],
  },
];

export const accessibilityContent = {
  seoTitle: `Accessibility | ${company.shortName}`,
  seoDescription: `How ${company.name} makes its website usable for everyone: our ${ACCESSIBILITY_TARGET} target, how we test, and how to report a barrier.`,
  title: 'Accessibility Statement',
  contentsLabel: 'Sections',
  dateLabel: 'Last reviewed',
  date: '2026-11',
  sections: accessibilitySections,
} satisfies LegalDocumentContent;

/** What the Spanish statement must provide: every key, the same shape. */
export type AccessibilityContent = Translation<typeof accessibilityContent>;
