import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadMessages } from '@contract/lead-options.ts';
import { listingsContent } from '@/content/listings';
import { getSupabase } from '@/lib/supabase';
import { noSearch, searchFilters } from './filters';
import { ListingAlertControl } from './ListingAlertControl';
import { ListingsContentProvider } from './listingsContent';
import { alertFormMessages, ListingAlertForm } from './ListingAlertForm';

// The function call is mocked for UI states (the real lead path builds the request); the
// integration tests send real ones.
const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never);

const search = { ...searchFilters(noSearch), type: 'rent' as const, city: 'Upland', beds: 2 };

beforeEach(() => invoke.mockReset());

describe('ListingAlertForm', () => {
  it('shows the search in words and focuses the email field', () => {
    render(<ListingAlertForm filters={search} />);
    const list = screen.getByRole('list', { name: 'Your search' });
    expect(list).toHaveTextContent('For rent');
    expect(list).toHaveTextContent('in Upland');
    expect(list).toHaveTextContent('2+ beds');
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
  });

  it("words the search in the page's language on a Spanish page", () => {
    render(
      <MemoryRouter initialEntries={['/es/properties']}>
        <ListingAlertForm filters={search} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Su búsqueda' });
    expect(list).toHaveTextContent('En renta');
    expect(list).toHaveTextContent('en Upland');
    expect(list).toHaveTextContent('2+ recámaras');
  });

  it('needs a valid email and the consent before sending anything', async () => {
    const user = userEvent.setup();
    render(<ListingAlertForm filters={search} />);
    await user.click(screen.getByRole('button', { name: 'Email me matches' }));
    expect(await screen.findByText(leadMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.alertConsentRequired)).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends the email, the consent and the search, then says to check the inbox', async () => {
    invoke.mockResolvedValue({ data: { success: true }, error: null });
    const user = userEvent.setup();
    render(<ListingAlertForm filters={{ ...search, sort: 'price_asc' } as typeof search} />);
    await user.type(screen.getByLabelText(/Email address/), 'renter@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Email me matches' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(alertFormMessages.sentTitle);
    expect(status).toHaveTextContent('renter@example.com');
    expect(status).toHaveFocus();
    expect(invoke).toHaveBeenCalledWith('submit-lead', {
      body: expect.objectContaining({
        source: 'listing_alert',
        values: {
          email: 'renter@example.com',
          emailConsent: true,
          company_website: '',
          filters: search,
        },
      }),
    });
  });

  it("shows the server's message and keeps what was typed", async () => {
    const refusal = new Response(
      JSON.stringify({ error: 'rate_limited', message: 'Too many requests from your network.' }),
      { status: 429 },
    );
    invoke.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('429'), { context: refusal }),
    });
    const user = userEvent.setup();
    render(<ListingAlertForm filters={search} />);
    await user.type(screen.getByLabelText(/Email address/), 'renter@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Email me matches' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('renter@example.com');
  });

  it('a search the alert cannot keep says so and cannot be sent', () => {
    render(<ListingAlertForm filters={{ ...search, minPrice: 3000, maxPrice: 1000 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(leadMessages.alertPriceRange);
    expect(screen.getByRole('button', { name: 'Email me matches' })).toBeDisabled();
  });
});

describe('ListingAlertControl', () => {
  it('opens the form on demand (loaded lazily) and closes it again', async () => {
    const user = userEvent.setup();
    render(
      <ListingsContentProvider value={listingsContent}>
        <ListingAlertControl filters={search} />
      </ListingsContentProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Email me when a home matches' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('form', { name: 'Listing alert' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The same button closes it (aria-expanded says which).
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });
});
