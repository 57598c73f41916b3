import { Button } from '@/components/ui/Button';
import { listingFilters, type ListingFilter } from './filters';
import { useListingsContent } from './listingsContent';

/** All Properties / For Sale / For Rent, a toggle group whose pressed state is announced. */
export function ListingFilterButtons({
  value,
  onChange,
}: {
  value: ListingFilter;
  onChange: (filter: ListingFilter) => void;
}) {
  const c = useListingsContent().browser;
  return (
    <div role="group" aria-label={c.filterGroup} className="flex flex-wrap gap-2">
      {listingFilters.map((filter) => {
        const pressed = filter === value;
        return (
          <Button
            key={filter}
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
          >
            {c.filters[filter]}
          </Button>
        );
      })}
    </div>
  );
}
