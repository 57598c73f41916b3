import { Bath, BedDouble, Ruler } from './icons';
import type { Property } from '@/lib/database.types';
import { cn } from '@/lib/cn';
import { formatBaths, formatBeds, formatSquareFeet } from './display';
import { useListingsContent } from './listingsContent';

/** Beds, baths and area on one line. */
export function ListingFacts({
  listing,
  className,
}: {
  listing: Pick<Property, 'bedrooms' | 'bathrooms' | 'square_feet'>;
  className?: string;
}) {
  const c = useListingsContent();
  const facts = [
    { icon: BedDouble, text: formatBeds(listing.bedrooms, c) },
    { icon: Bath, text: formatBaths(listing.bathrooms, c) },
    { icon: Ruler, text: formatSquareFeet(listing.square_feet, c) },
  ];
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1.5">
          <Icon className="size-4" />
          {text}
        </li>
      ))}
    </ul>
  );
}
