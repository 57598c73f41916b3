import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { Seo } from '@/lib/seo';

/** A listing that is missing, sold, rented or withdrawn: a plain page, not an error. */
export function ListingUnavailable({ id }: { id: string }) {
  return (
    <>
      <Seo
        title={`Listing no longer available | ${company.shortName}`}
        description="This listing is no longer available. Browse the homes we currently have for sale and for rent."
        path={paths.property(id)}
        noindex
      />
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">This listing is no longer available</h1>
        <p className="text-muted-foreground">
          It may have been sold, rented or taken off the market. Our other homes for sale and for
          rent are one click away.
        </p>
        <Button asChild size="lg">
          <Link to={paths.properties}>Browse available properties</Link>
        </Button>
      </div>
    </>
  );
}
