import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { noListingDetails } from '@/config/listingRules';
import { listingsContent as spanish } from '@/content/es/listings';
import { listingsContent } from '@/content/listings';
import type { Property } from '@/lib/database.types';
import { fetchActiveListings } from './api';
import { noSearch } from './filters';
import { ListingsBrowser } from './ListingsBrowser';

// The data boundary is mocked for UI states only; the real backend is covered by the
// integration and end-to-end tests.
vi.mock('./api', () => ({ fetchActiveListings: vi.fn(), fetchActiveListing: vi.fn() }));
const fetchMock = vi.mocked(fetchActiveListings);

function listing(overrides: Partial<Property>): Property {
  return {
    ...noListingDetails,
    id: crypto.randomUUID(),
    title: 'Listing',
    description: 'A bright home close to parks and schools.',
    property_type: 'sale',
    price: 500000,
    address: '1 Main St',
    city: 'Covina',
    state: 'CA',
    zip_code: '91722',
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1400,
    status: 'active',
    images: [],
    listing_date: '2026-11-01T00:00:00Z',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

const forSale = listing({ title: 'Craftsman Bungalow', property_type: 'sale', price: 649000 });
const forRent = listing({
  title: 'Garden Apartment',
  property_type: 'rent',
  price: 2450,
  bedrooms: 1,
  bathrooms: 1,
  square_feet: 720,
  city: 'Upland',
  zip_code: '91786',
  images: ['/images/a.webp', '/images/b.webp', '/images/c.webp'],
});
const both = listing({
  title: 'Ranch House',
  property_type: 'both',
  price: 3100,
  bathrooms: 2.5,
  images: ['/images/only.webp'],
});

function renderBrowser(initialPath = '/properties') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/properties', element: <ListingsBrowser content={listingsContent} /> },
      { path: '/es/properties', element: <ListingsBrowser content={spanish} /> },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ListingsBrowser', () => {
  beforeEach(() => fetchMock.mockReset());

  it('shows loading text until the listings arrive', async () => {
    let resolve!: (rows: Property[]) => void;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderBrowser();
    expect(screen.getByRole('status')).toHaveTextContent('Loading properties...');
    resolve([forSale]);
    expect(await screen.findByRole('heading', { name: 'Craftsman Bungalow' })).toBeVisible();
    expect(screen.queryByText('Loading properties...')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no active listings', async () => {
    fetchMock.mockResolvedValue([]);
    renderBrowser();
    expect(await screen.findByRole('heading', { name: 'No properties available' })).toBeVisible();
    expect(screen.getByText('Check back soon for new listings!')).toBeVisible();
  });

  it('toasts the failure and loads again on retry', async () => {
    fetchMock.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce([forRent]);
    renderBrowser();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load properties');
    // The toast (sonner) says it too.
    expect(
      await screen.findByText('Failed to load properties', { selector: '[data-title]' }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Garden Apartment' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the database for the type, with the pressed state and the URL', async () => {
    // The database filters: this stand-in answers as its `in('property_type', [type, 'both'])`.
    fetchMock.mockImplementation((search = noSearch) =>
      Promise.resolve(
        [forSale, forRent, both].filter(
          (l) => search.type === 'all' || [search.type, 'both'].includes(l.property_type),
        ),
      ),
    );
    const router = renderBrowser('/properties?type=rent');
    await screen.findByRole('heading', { name: 'Garden Apartment' });
    await waitFor(() => expect(cardTitles()).toEqual(['Garden Apartment', 'Ranch House']));
    expect(screen.getByRole('button', { name: 'For Rent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All Properties' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(screen.getByRole('button', { name: 'For Sale' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Craftsman Bungalow', 'Ranch House']));
    expect(router.state.location.search).toBe('?type=sale');
    expect(screen.getByRole('status')).toHaveTextContent('2 homes match your search');

    await userEvent.click(screen.getByRole('button', { name: 'All Properties' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Craftsman Bungalow', 'Garden Apartment', 'Ranch House']),
    );
    expect(router.state.location.search).toBe('');
  });

  it('puts the whole search in the URL, follows back/forward, and offers to clear', async () => {
    fetchMock.mockImplementation((search = noSearch) =>
      Promise.resolve(search.city === 'Nowhere' ? [] : [forSale]),
    );
    const router = renderBrowser();
    await screen.findByRole('heading', { name: 'Craftsman Bungalow' });
    await userEvent.type(screen.getByLabelText('City'), 'Nowhere');
    await userEvent.type(screen.getByLabelText('Min price'), '1000');
    await userEvent.selectOptions(screen.getByLabelText('Beds'), '2');
    await userEvent.click(screen.getByLabelText('Dogs OK'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'No homes match these filters' }),
    ).toBeVisible();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      city: 'Nowhere',
      min: '1000',
      beds: '2',
      dogs: '1',
      sort: 'price_asc',
    });
    expect(fetchMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ city: 'Nowhere', minPrice: 1000, beds: 2, dogs: true }),
    );

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Craftsman Bungalow' })).toBeVisible();
    expect(screen.getByLabelText('City')).toHaveValue('');
    await act(() => router.navigate(1));
    expect(screen.getByLabelText('City')).toHaveValue('Nowhere');

    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'Craftsman Bungalow' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('renders each card’s facts, badges and contact links', async () => {
    fetchMock.mockResolvedValue([forSale, forRent, both]);
    renderBrowser();
    await screen.findByRole('heading', { name: 'Garden Apartment' });
    const cards = screen.getAllByTestId('listing-card');
    const [saleCard, rentCard, bothCard] = cards.map((card) => within(card));

    expect(saleCard!.getByText('For Sale')).toBeVisible();
    expect(saleCard!.getByText('$649,000')).toBeVisible();
    expect(saleCard!.getByText('Photos coming soon')).toBeVisible();
    expect(saleCard!.queryByRole('button', { name: /photo/ })).not.toBeInTheDocument();

    expect(rentCard!.getByText('For Rent')).toBeVisible();
    expect(rentCard!.getByText('$2,450/mo')).toBeVisible();
    expect(rentCard!.getByText('Upland, CA 91786')).toBeVisible();
    expect(rentCard!.getByText('1 bed')).toBeVisible();
    expect(rentCard!.getByText('1 bath')).toBeVisible();
    expect(rentCard!.getByText('720 sqft')).toBeVisible();
    expect(rentCard!.getByTestId('photo-count')).toHaveTextContent('3 photos');
    expect(rentCard!.getByRole('link', { name: 'Garden Apartment' })).toHaveAttribute(
      'href',
      `/properties/${forRent.id}`,
    );
    expect(rentCard!.getByRole('link', { name: /^Call Us/ })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(rentCard!.getByRole('link', { name: /^Email Us/ }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${company.email}`),
    );
    const photo = rentCard!.getByRole('button', { name: 'View all 3 photos of Garden Apartment' });
    const img = photo.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/a.webp');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');

    expect(bothCard!.getByText('For Sale/Rent')).toBeVisible();
    expect(bothCard!.getByText('$3,100')).toBeVisible();
    expect(bothCard!.getByText('2.5 baths')).toBeVisible();
    expect(bothCard!.queryByTestId('photo-count')).not.toBeInTheDocument();
    expect(bothCard!.getByRole('button', { name: 'View the photo of Ranch House' })).toBeVisible();
  });

  it('loads the first row eagerly and the rest lazily', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      listing({ title: `Home ${i + 1}`, images: [`/images/${i}.webp`] }),
    );
    fetchMock.mockResolvedValue(many);
    renderBrowser();
    await screen.findByRole('heading', { name: 'Home 5' });
    const loading = screen
      .getAllByRole('button', { name: /^View the photo of/ })
      .map((b) => b.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('in Spanish: the filters, the search form, the cards and the count', async () => {
    const rental = {
      ...forRent,
      mandatory_fees: [{ label: 'Trash', amount: 25 }],
    };
    fetchMock.mockImplementation((search = noSearch) =>
      Promise.resolve(search.type === 'sale' ? [forSale, both] : [forSale, rental, both]),
    );
    const router = renderBrowser('/es/properties');
    await screen.findByRole('heading', { name: 'Garden Apartment' });
    expect(screen.getByRole('group', { name: 'Filtrar propiedades' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Todas las propiedades' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const form = screen.getByRole('search', { name: 'Buscar propiedades' });
    for (const label of ['Ciudad', 'Precio mínimo', 'Precio máximo', 'Recámaras', 'Baños']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByRole('option', { name: 'Precio: de menor a mayor' })).toBeDefined();
    expect(screen.getByRole('status')).toHaveTextContent('3 casas');
    expect(screen.getByRole('list', { name: 'Anuncios' })).toBeVisible();

    const [saleCard, rentCard, bothCard] = screen
      .getAllByTestId('listing-card')
      .map((card) => within(card));
    expect(saleCard!.getByText('En venta')).toBeVisible();
    expect(saleCard!.getByText('Fotos próximamente')).toBeVisible();
    expect(rentCard!.getByText('En renta')).toBeVisible();
    expect(rentCard!.getByText('$2,475/mes')).toBeVisible();
    expect(rentCard!.getByText('todo incluido')).toBeVisible();
    expect(rentCard!.getByText('1 recámara')).toBeVisible();
    expect(rentCard!.getByText('1 baño')).toBeVisible();
    expect(rentCard!.getByText('720 pies²')).toBeVisible();
    expect(rentCard!.getByTestId('photo-count')).toHaveTextContent('3 fotos');
    expect(rentCard!.getByRole('link', { name: 'Garden Apartment' })).toHaveAttribute(
      'href',
      `/es/properties/${forRent.id}`,
    );
    expect(
      rentCard!.getByRole('link', { name: /^Llámenos\s*sobre Garden Apartment$/ }),
    ).toBeVisible();
    expect(
      rentCard!
        .getByRole('link', { name: /^Escríbanos\s*sobre Garden Apartment$/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent('Pregunta sobre Garden Apartment'));
    expect(
      rentCard!.getByRole('button', { name: 'Ver las 3 fotos de Garden Apartment' }),
    ).toBeVisible();
    expect(bothCard!.getByText('En venta o renta')).toBeVisible();
    expect(bothCard!.getByText('2.5 baños')).toBeVisible();
    expect(bothCard!.getByRole('button', { name: 'Ver la foto de Ranch House' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Avísenme por correo cuando haya una casa así' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'En venta' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Craftsman Bungalow', 'Ranch House']));
    expect(router.state.location.pathname).toBe('/es/properties');
    expect(screen.getByRole('status')).toHaveTextContent('2 casas coinciden con su búsqueda');
  });

  it('in Spanish: loading, the failure with its retry, and the empty states', async () => {
    fetchMock.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce([]);
    renderBrowser('/es/properties');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando propiedades...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las propiedades');
    expect(
      await screen.findByText('No pudimos cargar las propiedades', { selector: '[data-title]' }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(
      await screen.findByRole('heading', { name: 'No hay propiedades disponibles' }),
    ).toBeVisible();
    expect(screen.getByText('¡Vuelva pronto para ver nuevos anuncios!')).toBeVisible();
  });

  it('in Spanish: a search that matches nothing offers to clear the filters', async () => {
    fetchMock.mockResolvedValue([]);
    renderBrowser('/es/properties?city=Nowhere');
    expect(
      await screen.findByRole('heading', { name: 'Ninguna casa coincide con estos filtros' }),
    ).toBeVisible();
    expect(screen.getByText('Pruebe con menos filtros, o bórrelos todos.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Borrar filtros' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 casas coinciden con su búsqueda');
  });
});
