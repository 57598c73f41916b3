import { env } from './env';
import { company } from '@/config/company';

/** Site-wide metadata for SEO and social previews. */
export const site = {
  url: env.siteUrl,
  name: company.name,
  defaultImage: '/og-image.png',
} as const;

/** Absolute URL on the public site for a path such as `/pricing`. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}
