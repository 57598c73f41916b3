import { ArrowLeft, MapPin } from './icons';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import type { Property } from '@/lib/database.types';
import { LocalizedLink, useLocale } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { ContactLinks } from './ContactLinks';
import { formatCityLine, formatCount, formatListingDate, formatListingPrice } from './display';
import { ListingFacts } from './ListingFacts';
import { ListingGallery } from './ListingGallery';
import { headlinePrice, listingDetailFacts, priceIncludesFees } from './listingDetailFacts';
import { listingHead } from './listingHead';
import { useListingsContent } from './listingsContent';

/**
 * The page of one active listing in the language of the catalogue above it (the listing's title
 * and description are the office's text, shown as stored). `showingForm` is the showing form.
 */
export function ListingDetails({
  listing,
  showingForm,
}: {
  listing: Property;
  showingForm?: ReactNode;
}) {
  const c = useListingsContent();
  const l = c.factLabels;
  const locale = useLocale();
  const images = listing.images.filter((url) => url.trim() !== '');
  // Rentals advertise rent plus mandatory monthly fees (SB 478; rentalRuleSources.allInPrice).
  const price = headlinePrice(listing, c);
  const hasFees = priceIncludesFees(listing);
  const head = listingHead(listing, c, locale);
  const facts: [string, string][] = [
    [l.offered, c.typeBadge[listing.property_type]],
    [l.price, hasFees ? c.details.allInPrice(price) : price],
    ...(hasFees
      ? [[l.baseRent, formatListingPrice(listing.price, 'rent', c)] as [string, string]]
      : []),
    [l.bedrooms, formatCount(listing.bedrooms, c)],
    [l.bathrooms, formatCount(listing.bathrooms, c)],
    [l.squareFeet, formatCount(listing.square_feet, c)],
    [
      l.address,
      `${listing.address}, ${formatCityLine(listing.city, listing.state, listing.zip_code)}`,
    ],
    [l.listed, formatListingDate(listing.listing_date, c)],
    ...listingDetailFacts(listing, c),
  ];

  return (
    <>
      <Seo
        title={head.title}
        description={head.description}
        path={head.path}
        image={head.image}
        jsonLd={head.jsonLd}
      />
      <article className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
        <LocalizedLink
          to={paths.properties}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" />
          {c.details.back}
        </LocalizedLink>

        <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-2">
            <Badge className="w-fit">{c.typeBadge[listing.property_type]}</Badge>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{listing.title}</h1>
            <p className="inline-flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-4" />
              {listing.address}, {formatCityLine(listing.city, listing.state, listing.zip_code)}
            </p>
          </div>
          <p className="flex flex-col sm:items-end">
            <span className="text-3xl font-bold">{price}</span>
            {hasFees ? (
              <span className="text-sm text-muted-foreground">{c.details.allInNote}</span>
            ) : null}
          </p>
        </header>

        <ListingGallery title={listing.title} images={images} />

        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-8">
            <ListingFacts listing={listing} className="text-base" />
            <section aria-labelledby="about-heading" className="flex flex-col gap-3">
              <h2 id="about-heading" className="text-2xl font-semibold">
                {c.details.about}
              </h2>
              <p className="whitespace-pre-line text-foreground/90">
                {listing.description || c.details.noDescription}
              </p>
            </section>
            <section aria-labelledby="facts-heading" className="flex flex-col gap-3">
              <h2 id="facts-heading" className="text-2xl font-semibold">
                {c.details.facts}
              </h2>
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {facts.map(([term, value]) => (
                  <div key={term} className="flex flex-col border-b border-border pb-2">
                    <dt className="text-sm text-muted-foreground">{term}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
              {listing.virtual_tour_url ? (
                <a
                  href={listing.virtual_tour_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 w-fit items-center font-medium text-primary underline"
                >
                  {c.details.virtualTour}
                  <span className="sr-only">{c.details.newTab}</span>
                </a>
              ) : null}
            </section>
            <p className="text-sm text-muted-foreground">{c.equalHousing}</p>
          </div>

          <aside className="flex flex-col gap-4" aria-label={c.details.contactLabel}>
            <Card className="flex flex-col gap-3 p-5">
              <h2 className="text-lg font-semibold">{c.details.interested}</h2>
              <p className="text-sm text-muted-foreground">{c.details.callOrEmail}</p>
              <ContactLinks listingTitle={listing.title} />
              <p className="text-xs text-muted-foreground">{c.listedBy}</p>
            </Card>
            {showingForm}
          </aside>
        </div>
      </article>
    </>
  );
}
