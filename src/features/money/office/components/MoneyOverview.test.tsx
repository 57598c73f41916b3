import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactChannel } from '@contract/ledger.ts';
import type { DelinquentLease, LeaseChoice } from '../../api/money';
import { MoneyOverview, OVERVIEW_MESSAGES } from './MoneyOverview';

const fetchDelinquent = vi.fn<(asOf: string) => Promise<DelinquentLease[]>>();
const addContact =
  vi.fn<
    (lease: string, channel: ContactChannel, note: string, cents: number | null) => Promise<void>
  >();
const leases: LeaseChoice[] = [
  {
    id: 'lease-1',
    home_id: 'home-1',
    status: 'active',
    address: '1520 N Garey Ave, Pomona',
    unit: 'Unit A',
    tenants: 'Jordan Avila',
  },
  {
    id: 'lease-2',
    home_id: 'home-2',
    status: 'active',
    address: '3871 Via Verde, San Dimas',
    unit: 'House',
    tenants: 'Priya Natarajan',
  },
];
vi.mock('../../api/money', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/money')>()),
  fetchDelinquent: (asOf: string) => fetchDelinquent(asOf),
  fetchLeaseChoices: () => Promise.resolve(leases),
  addContact: (lease: string, channel: ContactChannel, note: string, cents: number | null) =>
    addContact(lease, channel, note, cents),
}));

// Wednesday 25 Nov 2026, 12:00 PST.
const NOW = new Date('2026-11-25T20:00:00Z');

function renderOverview() {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MoneyOverview now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('MoneyOverview', () => {
  beforeEach(() => {
    fetchDelinquent.mockReset();
    addContact.mockReset();
  });

  it('says so when nobody is late, on the office’s date', async () => {
    fetchDelinquent.mockResolvedValue([]);
    renderOverview();
    expect(await screen.findByText(OVERVIEW_MESSAGES.noneLate)).toBeVisible();
    expect(fetchDelinquent).toHaveBeenCalledWith('2026-11-25');
  });

  it('lists a late lease with its last contact, one tap from its ledger, and mails a reminder', async () => {
    fetchDelinquent.mockResolvedValue([
      {
        lease_id: 'lease-1',
        home_id: 'home-1',
        address: '1520 N Garey Ave, Pomona',
        unit_label: 'Unit A',
        tenant_names: 'Jordan Avila',
        balance_cents: 187_500,
        oldest_open_on: '2026-11-01',
        days_late: 24,
        last_contact_at: '2026-11-10T18:00:00Z',
        last_contact_channel: 'call',
      },
    ]);
    addContact.mockResolvedValue();
    const user = renderOverview();
    const list = await screen.findByRole('list', { name: 'Leases behind on rent' });
    const link = within(list).getByRole('link', { name: '1520 N Garey Ave, Pomona, Unit A' });
    expect(link).toHaveAttribute('href', '/admin/money/leases/lease-1');
    expect(within(list).getByText('$1,875.00')).toBeVisible();
    expect(
      within(list).getByText(/24 days late · Last contact: Phone call, Nov 10, 2026/),
    ).toBeVisible();
    await user.dblClick(
      within(list).getByRole('button', {
        name: 'Send a reminder mail for 1520 N Garey Ave, Pomona, Unit A',
      }),
    );
    await waitFor(() =>
      expect(addContact).toHaveBeenCalledWith('lease-1', 'reminder_mail', '', 187_500),
    );
    expect(await screen.findByText('Reminder mailed to the tenants.')).toBeVisible();
    expect(addContact).toHaveBeenCalledTimes(1);
  });

  it('finds a lease by a tenant’s name or part of the address', async () => {
    fetchDelinquent.mockResolvedValue([]);
    const user = renderOverview();
    const search = screen.getByRole('searchbox', { name: 'Find the lease' });
    await user.type(search, 'priya');
    const found = await screen.findByRole('list', { name: 'Matching leases' });
    expect(within(found).getAllByRole('link')).toHaveLength(1);
    expect(within(found).getByRole('link')).toHaveAttribute('href', '/admin/money/leases/lease-2');
    await user.clear(search);
    await user.type(search, 'garey unit a');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /1520 N Garey Ave/ })).toHaveAttribute(
        'href',
        '/admin/money/leases/lease-1',
      ),
    );
    await user.clear(search);
    await user.type(search, 'nowhere');
    expect(await screen.findByText(OVERVIEW_MESSAGES.noMatch)).toBeVisible();
  });
});
