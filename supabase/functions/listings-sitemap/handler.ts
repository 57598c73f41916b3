/** listings-sitemap: public GET, the sitemap of active listing pages with lastmod. */
import {
  buildListingsSitemap,
  SITEMAP_QUERY,
  type SitemapListing,
} from '../_shared/listings/sitemap.ts';
import { publicListingsXmlHandler, type EnvGet } from '../_shared/listings/public.ts';

export function createHandler(env?: EnvGet) {
  return publicListingsXmlHandler<SitemapListing>(
    'listings-sitemap',
    SITEMAP_QUERY,
    buildListingsSitemap,
    env,
  );
}
