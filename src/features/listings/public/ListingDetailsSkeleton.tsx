import { useListingsContent } from './listingsContent';

/**
 * A listing page's shape while a listing that was not prerendered loads (published after the
 * build): the boxes of ListingDetails at their sizes, so the page does not jump when it arrives.
 */
export function ListingDetailsSkeleton() {
  const loading = useListingsContent().loading;
  return (
    <div
      // At least a screen tall, as the listing is: the footer stays below the fold meanwhile.
      className="mx-auto flex min-h-dvh max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12"
      data-testid="listing-skeleton"
    >
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {loading}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <div className="h-6 w-20 rounded-full bg-muted" />
          <div className="h-9 w-72 max-w-full rounded bg-muted sm:h-10" />
          <div className="h-6 w-64 max-w-full rounded bg-muted" />
        </div>
        <div className="h-9 w-36 rounded bg-muted" />
      </div>
      <div className="aspect-[3/2] animate-pulse rounded-xl bg-muted md:aspect-[3/1]" />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-3">
          <div className="h-6 w-full rounded bg-muted" />
          <div className="h-8 w-48 rounded bg-muted" />
          <div className="h-24 w-full rounded bg-muted" />
        </div>
        <div className="h-64 rounded-xl bg-muted" />
      </div>
    </div>
  );
}
