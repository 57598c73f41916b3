/**
 * The blog's posts without their bodies: cards, lists, related articles and metadata read this.
 * Bodies live in ./posts/<id>.ts, one chunk each, loaded only by the article page that shows
 * them (see ./bodies.ts): the /blog index never ships them.
 */
import type { Translation } from '@contract/locale.ts';
import { company } from '@/config/company';
import type { BlogCategory, BlogPostMeta } from './types';

export * from './types';

function image(id: string, alt: string): BlogPostMeta['image'] {
  return { src: `/images/blog/${id}.webp`, cardSrc: `/images/blog/${id}-card.webp`, alt };
}

export const blogPosts = [
  {
    id: 'hidden-cost-self-managing',
    wordCount: 1058,
    title: 'The Hidden Costs of Self-Managing Your Rental Property',
    excerpt:
      'Vacancy, your time, retail repair prices and legal risk rarely show up on a spreadsheet. Here is how to put a number on each before deciding to manage a rental yourself.',
    category: 'Property Management Tips',
    published: '2025-03-15',
    author: 'Owner Services Team',
    image: image(
      'hidden-cost-self-managing',
      'Illustration of a house beside a stack of coins and a clock, representing the time and money self-management costs',
    ),
  },
  {
    id: 'boost-rental-profits',
    wordCount: 1015,
    title: '8 Practical Ways to Boost Your Rental Property Profits',
    excerpt:
      'From pricing and renewals to upgrades, expenses and taxes: the levers that raise what a Southern California rental actually earns, within the rules.',
    category: 'Property Management Tips',
    published: '2025-03-08',
    author: 'Owner Services Team',
    image: image(
      'boost-rental-profits',
      'Illustration of a rising bar chart next to a house, representing growing rental income',
    ),
  },
  {
    id: 'tenant-screening',
    wordCount: 1002,
    title: 'The California Landlord’s Guide to Tenant Screening',
    excerpt:
      'How to screen applicants thoroughly and fairly: written criteria, income and credit checks, rental history, application fee limits and the fair housing rules that apply in California.',
    category: 'Landlord Resources',
    published: '2025-02-27',
    author: 'Leasing Team',
    image: image(
      'tenant-screening',
      'Illustration of a rental application on a clipboard with a magnifying glass and a check mark',
    ),
  },
  {
    id: 'maintenance-guide',
    wordCount: 884,
    title: 'The Southern California Landlord’s Seasonal Maintenance Guide',
    excerpt:
      'A season-by-season checklist for heat, wind, fire season and winter storms, plus the habitability basics California requires of every rental.',
    category: 'Maintenance & Repairs',
    published: '2025-02-18',
    author: 'Maintenance Team',
    image: image(
      'maintenance-guide',
      'Illustration of a wrench and a screwdriver crossed in front of a house under a sun and a rain cloud',
    ),
  },
  {
    id: 'california-laws',
    wordCount: 1132,
    title: 'California Landlord Laws Every Owner Should Know in 2025',
    excerpt:
      'Rent caps and just cause under AB 1482, the new one-month deposit limit, entry and eviction notices, habitability, fair housing and the disclosures your lease needs.',
    category: 'Legal & Compliance',
    published: '2025-02-10',
    author: 'Compliance Team',
    image: image(
      'california-laws',
      'Illustration of balanced scales of justice in front of an open law book and a house',
    ),
  },
  {
    id: 'rental-marketing',
    wordCount: 887,
    title: 'How to Market Your Rental and Fill Vacancies Faster',
    excerpt:
      'Pricing, photos, a listing that answers questions, wide syndication and quick responses: a step-by-step process for filling a rental with qualified tenants.',
    category: 'Landlord Resources',
    published: '2025-02-03',
    author: 'Leasing Team',
    image: image(
      'rental-marketing',
      'Illustration of a megaphone and a For Rent sign in front of a house',
    ),
  },
] as const satisfies readonly (BlogPostMeta & { category: BlogCategory })[];

export type BlogPostId = (typeof blogPosts)[number]['id'];

export const blogPostIds: readonly BlogPostId[] = blogPosts.map((p) => p.id);

export function getBlogPostMeta(id: string | undefined): BlogPostMeta | undefined {
  return blogPosts.find((p) => p.id === id);
}

/** A post of a language's list: its id is one of the English posts' (same slugs in every language). */
export type LocalizedPostMeta = BlogPostMeta & { id: BlogPostId };

/** Copy of the /blog page. */
export const blogIndexCopy = {
  seoTitle: `Blog: Advice for California Landlords | ${company.shortName}`,
  seoDescription:
    'Practical guides for Southern California rental owners: tenant screening, maintenance, marketing, rental profits and the California landlord laws you need to know.',
  eyebrow: 'Blog',
  title: 'Property Management Insights',
  intro:
    'Practical, up-to-date advice for Southern California landlords and investors, from tenant screening and maintenance to the California laws that shape every lease.',
  ctaCard: {
    title: 'Looking for a manager, or for your next home?',
    text: 'Owners can talk to us about flat-fee management. Renters can browse the homes we have available right now.',
    contact: 'Contact Us',
    properties: 'View Available Properties',
  },
  listTitle: 'Latest Articles',
  closing: {
    title: 'Ready to hand off the day-to-day?',
    text: 'Tell us about your property and we will show you how flat-fee management works for it.',
    scheduleDemo: 'Schedule a Consultation',
    contact: 'Contact Us',
  },
} as const;

export type BlogIndexCopy = Translation<typeof blogIndexCopy>;

/** The words around an article (its header, breadcrumb trail and structured data). */
export const articlePageCopy = {
  /** The breadcrumb trail's accessible name. */
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  blog: 'Blog',
  backToBlog: 'Back to Blog',
  author: 'Author:',
  readTime: (minutes: number) => `${minutes} min read`,
  /** The JSON-LD author: the team, then the company. */
  authorOrganization: (team: string) => `${company.name} ${team}`,
} as const;

export type ArticlePageCopy = Translation<typeof articlePageCopy>;
