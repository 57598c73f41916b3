import type { IllustrationAsset } from './Illustration';

/** The site's illustrations (sources in scripts/art, rendered by scripts/render-site-art.ts). */
export const illustrations = {
  homeHero: { base: '/images/home/hero', widths: [480, 800, 1120], width: 800, height: 600 },
  homePortals: { base: '/images/home/portals', widths: [480, 800, 1120], width: 800, height: 600 },
  servicesHero: {
    base: '/images/services/hero',
    widths: [480, 800, 1120],
    width: 800,
    height: 600,
  },
} as const satisfies Record<string, IllustrationAsset>;
