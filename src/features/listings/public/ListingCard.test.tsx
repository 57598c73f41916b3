import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { noListingDetails } from '@/config/listingRules';
import { listingsContent as spanish } from '@/content/es/listings';
import { listingsContent } from '@/content/listings';
import type { ListingsContent } from '@/content/listings';
import type { Property } from '@/lib/database.types';
import { ListingsContentProvider } from './listingsContent';
import { ListingCard } from './ListingCard';

const listing: Property = {
  ...noListingDetails,
  id: '6f1c1e64-6a38-4a55-9d5c-3b7b3f0f2a11',
  title: 'Ranch House',
  description: 'Single-story ranch.',
  property_type: 'rent',
  price: 3100,
  address: '12 Oak Ave',
  city: 'La Verne',
  state: 'CA',
  zip_code: '91750',
  bedrooms: 3,
  bathrooms: 2,
  square_feet: 1650,
  status: 'active',
  images: [],
  listing_date: '2026-11-01T00:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

const renderCard = (l: Property, content: ListingsContent = listingsContent) =>
  render(
    <MemoryRouter initialEntries={[content === listingsContent ? '/properties' : '/es/properties']}>
      <ListingsContentProvider value={content}>
        <ListingCard listing={l} />
      </ListingsContentProvider>
    </MemoryRouter>,
  );

describe('ListingCard price (all-in, SB 478)', () => {
  it('headlines a rental at rent plus mandatory monthly fees, marked all-in', () => {
    renderCard({
      ...listing,
      mandatory_fees: [
        { label: 'Trash', amount: 25 },
        { label: 'Pest control', amount: 15.5 },
      ],
    });
    expect(screen.getByText('$3,140.50/mo')).toBeVisible();
    expect(screen.getByText('all-in')).toBeVisible();
    expect(screen.queryByText('$3,100/mo')).toBeNull();
  });

  it('shows plain rent when there are no mandatory fees, and a sale at its price', () => {
    const { unmount } = renderCard(listing);
    expect(screen.getByText('$3,100/mo')).toBeVisible();
    expect(screen.queryByText('all-in')).toBeNull();
    unmount();
    renderCard({ ...listing, property_type: 'sale', price: 650000 });
    expect(screen.getByText('$650,000')).toBeVisible();
  });

  it('in Spanish: the all-in rent per month, and a sale at its price', () => {
    const { unmount } = renderCard(
      { ...listing, mandatory_fees: [{ label: 'Trash', amount: 25 }] },
      spanish,
    );
    expect(screen.getByText('$3,125/mes')).toBeVisible();
    expect(screen.getByText('todo incluido')).toBeVisible();
    expect(screen.getByText('En renta')).toBeVisible();
    unmount();
    renderCard({ ...listing, property_type: 'sale', price: 650000 }, spanish);
    expect(screen.getByText('$650,000')).toBeVisible();
    expect(screen.getByText('En venta')).toBeVisible();
  });
});
