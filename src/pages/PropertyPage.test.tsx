import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchActiveListing } from '@/features/listings/public/api';
import { company, licenceLine } from '@/config/company';
import { noListingDetails } from '@/config/listingRules';
import type { Property } from '@/lib/database.types';
import { embeddedListingJson } from '@/features/listings/public/prerenderedListing';
import PropertyPageEs from './es/PropertyPage';
import PropertyPage from './PropertyPage';

// UI states only: the data boundary is mocked; e2e covers the real backend.
vi.mock('@/features/listings/public/api', () => ({
  fetchActiveListing: vi.fn(),
  fetchActiveListings: vi.fn(),
}));
const fetchMock = vi.mocked(fetchActiveListing);

const listing: Property = {
  ...noListingDetails,
  id: '6f1c1e64-6a38-4a55-9d5c-3b7b3f0f2a11',
  title: 'Ranch House',
  description: 'Single-story ranch with a big yard.',
  property_type: 'rent',
  price: 3100,
  address: '12 Oak Ave',
  city: 'La Verne',
  state: 'CA',
  zip_code: '91750',
  bedrooms: 3,
  bathrooms: 2.5,
  square_feet: 1650,
  status: 'active',
  images: ['/images/a.webp', '/images/b.webp'],
  listing_date: '2026-11-01T00:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

function renderPage(id = listing.id, prefix = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/properties/:id', element: <PropertyPage /> },
      { path: '/properties', element: <p>Listings page</p> },
      { path: '/es/properties/:id', element: <PropertyPageEs /> },
      { path: '/es/properties', element: <p>Página de propiedades</p> },
    ],
    { initialEntries: [`${prefix}/properties/${id}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('PropertyPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    document.body.innerHTML = '';
  });

  it('shows the listing with its facts, photos and contact links', async () => {
    fetchMock.mockResolvedValue(listing);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading listing...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranch House' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(listing.id);
    const facts = within(screen.getByRole('region', { name: 'Facts' }));
    expect(facts.getByText('For Rent')).toBeVisible();
    expect(facts.getByText('$3,100/mo')).toBeVisible();
    expect(facts.getByText('2.5')).toBeVisible();
    expect(facts.getByText('1,650')).toBeVisible();
    expect(facts.getByText('12 Oak Ave, La Verne, CA 91750')).toBeVisible();
    expect(facts.getByText('November 1, 2026')).toBeVisible();
    expect(screen.getByText('Single-story ranch with a big yard.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open photo 1 of 2' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Call Us/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Email Us/ })).toBeVisible();
    expect(screen.getByText(`Listed by ${company.name}, ${licenceLine}`)).toBeVisible();
  });

  it('renders a prerendered listing at once from its embedded data, then refetches it', async () => {
    let resolve: (value: Property | null) => void = () => {};
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const fees = { ...listing, mandatory_fees: [{ label: 'Trash', amount: 25 }] };
    document.body.innerHTML = `<script type="application/json" id="listing-data">${embeddedListingJson({ listing: fees, fetchedAt: Date.now() })}</script>`;
    renderPage();
    // No loading state: the first render is the listing, as the prerendered HTML was.
    expect(screen.queryByTestId('listing-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Ranch House' })).toBeVisible();
    expect(screen.getByText('$3,125/mo')).toBeVisible();
    expect(screen.getByText('All-in: rent plus mandatory monthly fees')).toBeVisible();
    // The build's copy may be out of date: the current listing is fetched at once and shown.
    expect(fetchMock).toHaveBeenCalledWith(listing.id);
    resolve(null);
    expect(
      await screen.findByRole('heading', { name: 'This listing is no longer available' }),
    ).toBeVisible();
  });

  it('keeps the page shape while a listing that was not prerendered loads', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(screen.getByTestId('listing-skeleton')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading listing...');
  });

  it('says a missing or inactive listing is no longer available, with a way back', async () => {
    fetchMock.mockResolvedValue(null);
    const router = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This listing is no longer available' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Browse available properties' }));
    expect(router.state.location.pathname).toBe('/properties');
  });

  it('offers a retry when loading fails', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(listing);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load this listing');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranch House' })).toBeVisible();
  });
});

describe('PropertyPage in Spanish', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  const rental: Property = {
    ...listing,
    mandatory_fees: [{ label: 'Trash', amount: 25 }],
    security_deposit: 3100,
    lease_term_months: 12,
    month_to_month: true,
    cats_allowed: true,
    dogs_allowed: false,
    parking: 'garage',
    laundry: 'hookups',
    utilities_included: ['water', 'trash'],
    virtual_tour_url: 'https://tour.example.com/ranch',
  };

  it('shows the facts, the contact card, the tour and the Equal Housing line in Spanish', async () => {
    fetchMock.mockResolvedValue(rental);
    renderPage(listing.id, '/es');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el anuncio...');
    // The title and description are the office's text, as stored.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranch House' })).toBeVisible();
    expect(screen.getByText('Single-story ranch with a big yard.')).toBeVisible();
    expect(
      screen.getByText('Todo incluido: renta más cuotas mensuales obligatorias'),
    ).toBeVisible();
    const facts = within(screen.getByRole('region', { name: 'Datos' }));
    const fact = (term: string) => facts.getByText(term).nextElementSibling?.textContent;
    expect(fact('Se ofrece')).toBe('En renta');
    expect(fact('Precio')).toBe('$3,125/mes todo incluido');
    expect(fact('Renta base')).toBe('$3,100/mes');
    expect(fact('Recámaras')).toBe('3');
    expect(fact('Baños')).toBe('2.5');
    expect(fact('Pies cuadrados')).toBe('1,650');
    expect(fact('Publicado')).toBe('1 de noviembre de 2026');
    expect(fact('Trash (mensual, incluido arriba)')).toBe('$25');
    expect(fact('Depósito de seguridad')).toBe('$3,100');
    expect(fact('Plazo del contrato')).toBe('12 meses o mes a mes');
    expect(fact('Gatos')).toBe('Se aceptan');
    expect(fact('Perros')).toBe('No se aceptan');
    expect(fact('Estacionamiento')).toBe('Garaje');
    expect(fact('Lavandería')).toBe('Conexiones para lavadora y secadora');
    expect(fact('Servicios incluidos')).toBe('Agua, Basura');
    expect(
      screen.getByRole('link', {
        name: /^Ver el recorrido virtual\s*\(se abre en una pestaña nueva\)$/,
      }),
    ).toHaveAttribute('href', rental.virtual_tour_url);
    // HUD's Spanish slogan first on a Spanish page, the English one after it.
    expect(
      screen.getByText('Igualdad de Oportunidades en la Vivienda (Equal Housing Opportunity)'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Todas las propiedades' })).toHaveAttribute(
      'href',
      '/es/properties',
    );
    expect(screen.getByRole('button', { name: 'Abrir la foto 1 de 2' })).toBeVisible();
    expect(screen.getByText('2 fotos. Seleccione una foto para verlas todas.')).toBeVisible();

    const contact = within(
      screen.getByRole('complementary', { name: 'Contáctenos sobre esta casa' }),
    );
    expect(contact.getByRole('heading', { name: '¿Le interesa esta casa?' })).toBeVisible();
    expect(
      contact.getByText(new RegExp(`^Llame al ${company.phone.replace(/[()]/g, '\\$&')}`)),
    ).toBeVisible();
    expect(contact.getByRole('link', { name: /^Llámenos\s*sobre Ranch House$/ })).toBeVisible();
    expect(contact.getByRole('link', { name: /^Escríbanos\s*sobre Ranch House$/ })).toBeVisible();
    expect(
      contact.getByText(new RegExp(`^Anunciado por ${company.name}, .*Corredor responsable`)),
    ).toBeVisible();
  });

  it('writes the Spanish head: canonical, alternates and JSON-LD in Spanish', async () => {
    fetchMock.mockResolvedValue(rental);
    renderPage(listing.id, '/es');
    await screen.findByRole('heading', { level: 1, name: 'Ranch House' });
    const href = (selector: string) => document.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="canonical"]')).toMatch(new RegExp(`/es/properties/${listing.id}$`));
    expect(href('link[rel="alternate"][hreflang="en"]')).toMatch(
      new RegExp(`[^s]/properties/${listing.id}$`),
    );
    expect(href('link[rel="alternate"][hreflang="es"]')).toMatch(
      new RegExp(`/es/properties/${listing.id}$`),
    );
    expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(
      href('link[rel="alternate"][hreflang="en"]'),
    );
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(blocks.find((b) => b['@type'] === 'RealEstateListing')).toMatchObject({
      inLanguage: 'es-US',
      name: 'Ranch House',
    });
    expect(document.title).toBe('Ranch House | $3,125/mes | Summit Flat Fee PM');
  });

  it('says in Spanish that a listing is no longer available, with a way back', async () => {
    fetchMock.mockResolvedValue(null);
    const router = renderPage(listing.id, '/es');
    expect(
      await screen.findByRole('heading', { name: 'Este anuncio ya no está disponible' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Ver las propiedades disponibles' }));
    expect(router.state.location.pathname).toBe('/es/properties');
  });

  it('offers a retry in Spanish when loading fails', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(listing);
    renderPage(listing.id, '/es');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar este anuncio');
    await userEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranch House' })).toBeVisible();
  });
});
