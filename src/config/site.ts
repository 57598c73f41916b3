import { resolveSiteUrl } from './buildTarget';
import { company } from '@/config/company';

/** Site-wide metadata for SEO and social previews. */
export const site = {
  // A build compiles in the address vite.config.ts checked: every page's Seo needs it, and the
  // browser config module (env.ts, 0.4 KB gzipped) is for pages that talk to Supabase.
  url: import.meta.env.PROD
    ? import.meta.env.VITE_SITE_URL!
    : resolveSiteUrl(import.meta.env.VITE_SITE_URL),
  name: company.name,
  defaultImage: '/og-image.png',
} as const;

/** Absolute URL on the public site for a path such as `/pricing`. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}
