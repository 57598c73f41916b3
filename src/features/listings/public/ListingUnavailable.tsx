import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { LocalizedLink } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { useListingsContent } from './listingsContent';

/** A listing that is missing, sold, rented or withdrawn: a plain page, not an error. */
export function ListingUnavailable({ id }: { id: string }) {
  const c = useListingsContent().unavailable;
  return (
    <>
      <Seo title={c.seoTitle} description={c.seoDescription} path={paths.property(id)} noindex />
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{c.heading}</h1>
        <p className="text-muted-foreground">{c.text}</p>
        <Button asChild size="lg">
          <LocalizedLink to={paths.properties}>{c.browse}</LocalizedLink>
        </Button>
      </div>
    </>
  );
}
