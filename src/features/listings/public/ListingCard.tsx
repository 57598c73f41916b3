import { Camera } from './icons';
import { memo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Card, CardTitle } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import { LocalizedLink } from '@/lib/i18n';
import type { Property } from '@/lib/database.types';
import { ContactLinks } from './ContactLinks';
import { formatCityLine } from './display';
import { headlinePrice, priceIncludesFees } from './listingDetailFacts';
import { ListingFacts } from './ListingFacts';
import { ListingPhoto } from './ListingPhoto';
import { useListingsContent } from './listingsContent';
import { LazyPhotoDialog, preloadPhotoDialog } from './LazyPhotoDialog';
import { PhotoPlaceholder } from './PhotoPlaceholder';
import { CARD_PHOTO_SIZES } from './photoSizes';

export interface ListingCardProps {
  listing: Property;
  /** In the first row: load the photo at once. */
  eager?: boolean;
  priority?: boolean;
}

const PHOTO_WIDTH = 640;
const PHOTO_HEIGHT = 480;

/**
 * Memoized: hydration's second pass (the URL's search, read once hydrated) and a refetch that
 * returns the same listings (TanStack Query keeps equal data's references) re-render the list,
 * not every card; on a phone that re-render was one long main-thread task.
 */
export const ListingCard = memo(function ListingCard({
  listing,
  eager = false,
  priority = false,
}: ListingCardProps) {
  const c = useListingsContent();
  const [open, setOpen] = useState(false);
  const photoButton = useRef<HTMLButtonElement>(null);
  const images = listing.images.filter((url) => url.trim() !== '');
  const count = images.length;

  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="listing-card">
      <div className="relative aspect-[4/3] bg-muted">
        {count > 0 ? (
          <button
            ref={photoButton}
            type="button"
            onClick={() => setOpen(true)}
            onPointerEnter={() => void preloadPhotoDialog()}
            onFocus={() => void preloadPhotoDialog()}
            aria-label={c.card.viewPhotos(count, listing.title)}
            aria-haspopup="dialog"
            className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring"
          >
            <ListingPhoto
              url={images[0]!}
              alt=""
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              eager={eager}
              priority={priority}
              sizes={CARD_PHOTO_SIZES}
              className="size-full object-cover"
            />
          </button>
        ) : (
          <PhotoPlaceholder />
        )}
        <Badge className="pointer-events-none absolute top-3 left-3 shadow-sm">
          {c.typeBadge[listing.property_type]}
        </Badge>
        {count > 1 ? (
          <Badge
            variant="secondary"
            className="pointer-events-none absolute top-3 right-3 shadow-sm"
            data-testid="photo-count"
          >
            <Camera className="size-3.5" />
            {count}
            <span className="sr-only">{c.card.photoCount}</span>
          </Badge>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-2xl font-bold text-foreground">
          {headlinePrice(listing, c)}
          {priceIncludesFees(listing) ? (
            <span className="text-sm font-normal text-muted-foreground">{c.card.allIn}</span>
          ) : null}
        </p>
        <div>
          <CardTitle as="h2" className="text-lg">
            <LocalizedLink
              to={paths.property(listing.id)}
              className="hover:underline focus-visible:underline"
            >
              {listing.title}
            </LocalizedLink>
          </CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">
            {formatCityLine(listing.city, listing.state, listing.zip_code)}
          </p>
        </div>
        <ListingFacts listing={listing} />
        {listing.description ? (
          <p className="line-clamp-2 text-sm text-foreground/90">{listing.description}</p>
        ) : null}
        <ContactLinks listingTitle={listing.title} className="mt-auto pt-2" />
      </div>

      {count > 0 ? (
        <LazyPhotoDialog
          open={open}
          onOpenChange={setOpen}
          title={listing.title}
          images={images}
          returnFocusTo={photoButton}
        />
      ) : null}
    </Card>
  );
});

/** A card's shape while listings load (same box sizes as ListingCard, no content). */
export function ListingCardSkeleton() {
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <div className="aspect-[4/3] animate-pulse bg-muted" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-8 w-32 rounded bg-muted" />
        <div className="h-6 w-4/5 rounded bg-muted" />
        <div className="h-4 w-1/2 rounded bg-muted" />
        <div className="h-4 w-3/4 rounded bg-muted" />
        <div className="h-10 w-full rounded bg-muted" />
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <div className="h-10 rounded bg-muted" />
          <div className="h-10 rounded bg-muted" />
        </div>
      </div>
    </Card>
  );
}
