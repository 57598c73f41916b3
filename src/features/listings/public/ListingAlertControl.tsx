import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { ListingSearchFilters } from './filters';
import { useListingsContent } from './listingsContent';

// The form (zod, react-hook-form, the lead path) downloads only when the control is used.
const ListingAlertForm = lazy(() =>
  import('./ListingAlertForm').then((m) => ({ default: m.ListingAlertForm })),
);

/** "Email me when a home matches": opens the alert form for the current search. */
export function ListingAlertControl({ filters }: { filters: ListingSearchFilters }) {
  const c = useListingsContent().browser;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        className="min-h-11 self-start"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {c.alertButton}
      </Button>
      {open ? (
        <section
          id={panelId}
          aria-label={c.alertButton}
          className="max-w-xl rounded-xl border border-border p-4"
        >
          <Suspense fallback={<p role="status">{c.alertLoading}</p>}>
            <ListingAlertForm filters={filters} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
