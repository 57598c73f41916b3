import { Button } from '@/components/ui/Button';
import { listingFilterLabels, listingFilters, type ListingFilter } from './filters';

/** All Properties / For Sale / For Rent, a toggle group whose pressed state is announced. */
export function ListingFilterButtons({
  value,
  onChange,
}: {
  value: ListingFilter;
  onChange: (filter: ListingFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter listings" className="flex flex-wrap gap-2">
      {listingFilters.map((filter) => {
        const pressed = filter === value;
        return (
          <Button
            key={filter}
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
          >
            {listingFilterLabels[filter]}
          </Button>
        );
      })}
    </div>
  );
}
