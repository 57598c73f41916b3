import { env } from './env';
import { company } from '@/content/company';

/** Site-wide metadata for SEO and social previews. */
export const site = {
  url: env.siteUrl,
  name: company.name,
  defaultTitle: `${company.name} | Flat-Fee Property Management in Southern California`,
  defaultDescription:
    'Flat-fee residential property management in Southern California: one flat monthly rate from $99 to $249, no hidden fees and no percentage cuts.',
  defaultImage: '/og-image.png',
  locale: 'en_US',
} as const;

/** Absolute URL on the public site for a path such as `/pricing`. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}
