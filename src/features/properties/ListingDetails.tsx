import { ArrowLeft, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import { company, equalHousingStatement, licenceLine } from '@/config/company';
import type { Property } from '@/lib/database.types';
import { Seo } from '@/lib/seo';
import { ContactLinks } from './ContactLinks';
import {
  formatCityLine,
  formatListingDate,
  formatListingPrice,
  formatSquareFeet,
  typeBadgeText,
} from './display';
import { ListingFacts } from './ListingFacts';
import { ListingGallery } from './ListingGallery';
import { headlinePrice, listingDetailFacts, priceIncludesFees } from './listingDetailFacts';
import { listingHead } from './listingHead';

/** The page of one active listing. `showingForm` is the showing form (book a slot, or request). */
export function ListingDetails({
  listing,
  showingForm,
}: {
  listing: Property;
  showingForm?: ReactNode;
}) {
  const images = listing.images.filter((url) => url.trim() !== '');
  // Rentals advertise rent plus mandatory monthly fees (SB 478; rentalRuleSources.allInPrice).
  const price = headlinePrice(listing);
  const hasFees = priceIncludesFees(listing);
  const head = listingHead(listing);
  const facts: [string, string][] = [
    ['Offered', typeBadgeText[listing.property_type]],
    ['Price', hasFees ? `${price} all-in` : price],
    ...(hasFees
      ? [['Base rent', formatListingPrice(listing.price, 'rent')] as [string, string]]
      : []),
    ['Bedrooms', String(listing.bedrooms)],
    ['Bathrooms', String(listing.bathrooms)],
    ['Square feet', formatSquareFeet(listing.square_feet).replace(' sqft', '')],
    [
      'Address',
      `${listing.address}, ${formatCityLine(listing.city, listing.state, listing.zip_code)}`,
    ],
    ['Listed', formatListingDate(listing.listing_date)],
    ...listingDetailFacts(listing),
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
        <Link
          to={paths.properties}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All properties
        </Link>

        <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-2">
            <Badge className="w-fit">{typeBadgeText[listing.property_type]}</Badge>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{listing.title}</h1>
            <p className="inline-flex items-center gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              {listing.address}, {formatCityLine(listing.city, listing.state, listing.zip_code)}
            </p>
          </div>
          <p className="flex flex-col sm:items-end">
            <span className="text-3xl font-bold">{price}</span>
            {hasFees ? (
              <span className="text-sm text-muted-foreground">
                All-in: rent plus mandatory monthly fees
              </span>
            ) : null}
          </p>
        </header>

        <ListingGallery title={listing.title} images={images} />

        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-8">
            <ListingFacts listing={listing} className="text-base" />
            <section aria-labelledby="about-heading" className="flex flex-col gap-3">
              <h2 id="about-heading" className="text-2xl font-semibold">
                About this home
              </h2>
              <p className="whitespace-pre-line text-foreground/90">
                {listing.description || 'Call or email us for the details of this home.'}
              </p>
            </section>
            <section aria-labelledby="facts-heading" className="flex flex-col gap-3">
              <h2 id="facts-heading" className="text-2xl font-semibold">
                Facts
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
                  Take the virtual tour
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </section>
            <p className="text-sm text-muted-foreground">{equalHousingStatement}</p>
          </div>

          <aside className="flex flex-col gap-4" aria-label="Contact us about this home">
            <Card className="flex flex-col gap-3 p-5">
              <h2 className="text-lg font-semibold">Interested in this home?</h2>
              <p className="text-sm text-muted-foreground">
                Call {company.phone} or email us; we answer 7am-7pm every day.
              </p>
              <ContactLinks listingTitle={listing.title} />
              <p className="text-xs text-muted-foreground">
                Listed by {company.name}, {licenceLine}
              </p>
            </Card>
            {showingForm}
          </aside>
        </div>
      </article>
    </>
  );
}
