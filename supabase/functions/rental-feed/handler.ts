/** rental-feed: public GET, the HotPads rental feed XML of every active rental. */
import { publicListingsXmlHandler, type EnvGet } from '../_shared/listings/public.ts';
import {
  buildHotPadsFeed,
  FEED_COLUMNS,
  type FeedListing,
} from '../_shared/listings/rental-feed.ts';

const QUERY = `select=${FEED_COLUMNS}&status=eq.active&property_type=in.(rent,both)&order=listing_date.desc`;

export function createHandler(env?: EnvGet) {
  return publicListingsXmlHandler<FeedListing>(
    'rental-feed',
    QUERY,
    (rows, siteUrl) =>
      buildHotPadsFeed(
        // Some stacks send numeric as strings.
        rows.map((r) => ({
          ...r,
          price: Number(r.price),
          bathrooms: Number(r.bathrooms),
          security_deposit: r.security_deposit === null ? null : Number(r.security_deposit),
        })),
        siteUrl,
      ),
    env,
    true,
  );
}
