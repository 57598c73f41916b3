import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { company, licenceLine } from '@/config/company';
import { ListingsBrowser } from '@/features/properties/ListingsBrowser';
import { startLoadingActiveListings } from '@/features/properties/queries';
import { Seo } from '@/lib/seo';

// As soon as this route's code runs: the listings arrive while the page hydrates.
startLoadingActiveListings();

export default function PropertiesPage() {
  return (
    <>
      <Seo
        title={`Homes for Sale and Rent in Southern California | ${company.shortName}`}
        description="Browse the homes we currently have for sale and for rent across the Inland Empire, San Bernardino County and the San Gabriel Valley. Call or email us to arrange a showing."
        path={paths.properties}
      />
      {/* The listings request goes to the Supabase project: open that connection early. */}
      <link rel="preconnect" href={new URL(env.supabaseUrl).origin} crossOrigin="anonymous" />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:py-16">
        <header className="flex max-w-2xl flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Available Properties</h1>
          <p className="text-lg text-muted-foreground">
            Homes we manage that are for sale or for rent right now. Open a listing for all its
            photos and details, or call or email us to arrange a showing.
          </p>
          <p className="text-sm text-muted-foreground">
            Listed by {company.name}, {licenceLine}
          </p>
        </header>
        <ListingsBrowser />
      </div>
    </>
  );
}
