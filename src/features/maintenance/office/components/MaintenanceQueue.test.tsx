import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueFilters, QueuePage, QueueRow } from '../../api/maintenance';
import { MaintenanceQueue, QUEUE_MESSAGES } from './MaintenanceQueue';

const fetchQueue = vi.fn<(filters: QueueFilters, limit: number) => Promise<QueuePage>>();
vi.mock('../../api/maintenance', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/maintenance')>()),
  fetchQueue: (filters: QueueFilters, limit: number) => fetchQueue(filters, limit),
  fetchHomeChoices: () =>
    Promise.resolve([
      { id: HOME, street: '1520 N Garey Ave', city: 'Pomona' },
      { id: OTHER_HOME, street: '3871 Via Verde', city: 'San Dimas' },
    ]),
}));

const HOME = '5eed0300-0000-4000-8000-000000000001';
const OTHER_HOME = '5eed0300-0000-4000-8000-000000000002';
// Wednesday 25 Nov 2026, 12:00 PST.
const NOW = new Date('2026-11-25T20:00:00Z');

function row(overrides: Partial<QueueRow>): QueueRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    created_at: '2026-11-25T19:30:00Z',
    home_id: HOME,
    category: 'plumbing',
    location: 'Kitchen sink',
    status: 'submitted',
    urgent: false,
    acknowledged_at: null,
    unit: 'Unit A',
    ...overrides,
  };
}

function Where() {
  const { search } = useLocation();
  return <output aria-label="query string">{search}</output>;
}

function renderQueue(url = '/admin/maintenance') {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <MaintenanceQueue now={NOW} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('MaintenanceQueue', () => {
  beforeEach(() => fetchQueue.mockReset());

  it('flags a job marked done as one to check, on the default view', async () => {
    fetchQueue.mockResolvedValue({
      rows: [row({ id: '00000000-0000-4000-8000-000000000009', status: 'completed' })],
      more: false,
    });
    renderQueue();
    const item = (await screen.findByRole('link', { name: 'Plumbing: Kitchen sink' })).closest(
      'li',
    ) as HTMLElement;
    expect(item).toHaveTextContent(QUEUE_MESSAGES.toCheck);
    expect(fetchQueue).toHaveBeenCalledWith(expect.objectContaining({ status: 'open' }), 50);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue(
      'Open and to check',
    );
  });

  it('shows the rows in the order read, with home, unit, age and a late flag', async () => {
    fetchQueue.mockResolvedValue({
      more: false,
      rows: [
        // Urgent, filed 2 hours ago, never acknowledged: late (1 hour).
        row({
          id: 'a',
          urgent: true,
          category: 'electrical',
          location: 'Breaker',
          created_at: '2026-11-25T18:00:00Z',
        }),
        // Routine, 3 days ago and acknowledged: not late.
        row({
          id: 'b',
          status: 'acknowledged',
          created_at: '2026-11-22T20:00:00Z',
          acknowledged_at: '2026-11-22T21:00:00Z',
          home_id: OTHER_HOME,
          unit: null,
        }),
        // Routine, 30 minutes ago: not late yet.
        row({ id: 'c', location: 'Bathroom' }),
      ],
    });
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Maintenance requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
      'Electrical: Breaker',
      'Plumbing: Kitchen sink',
      'Plumbing: Bathroom',
    ]);
    expect(within(items[0]!).getByText('Urgent')).toBeInTheDocument();
    expect(within(items[0]!).getByText(QUEUE_MESSAGES.late)).toBeInTheDocument();
    expect(within(items[0]!).getByText('2 h')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(QUEUE_MESSAGES.late)).toBeNull();
    expect(within(items[1]!).getByText('3 d')).toBeInTheDocument();
    expect(within(items[1]!).getByText('3871 Via Verde, San Dimas')).toBeInTheDocument();
    expect(within(items[2]!).getByText('30 min')).toBeInTheDocument();
    expect(within(items[2]!).getByText('1520 N Garey Ave, Pomona · Unit A')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/admin/maintenance/a');
    expect(fetchQueue).toHaveBeenCalledWith({ homeId: '', status: 'open', category: '' }, 50);
  });

  it('reads its filters from the URL and writes changes back', async () => {
    fetchQueue.mockResolvedValue({ more: false, rows: [] });
    const user = renderQueue(`/admin/maintenance?home=${HOME}&status=closed&category=bogus`);
    expect(await screen.findByText(QUEUE_MESSAGES.empty)).toBeInTheDocument();
    expect(fetchQueue).toHaveBeenLastCalledWith(
      { homeId: HOME, status: 'closed', category: '' },
      50,
    );
    await waitFor(() => expect(screen.getByLabelText('Home')).toHaveValue(HOME));
    expect(screen.getByLabelText('Status')).toHaveValue('closed');

    await user.selectOptions(screen.getByLabelText('Category'), 'pests');
    await waitFor(() =>
      expect(fetchQueue).toHaveBeenLastCalledWith(
        { homeId: HOME, status: 'closed', category: 'pests' },
        50,
      ),
    );
    expect(screen.getByLabelText('query string')).toHaveTextContent(
      `?home=${HOME}&status=closed&category=pests`,
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await user.selectOptions(screen.getByLabelText('Home'), '');
    expect(screen.getByLabelText('query string')).toHaveTextContent('?category=pests');
  });

  it('asks for the next page on "Show more", and offers a retry when the read fails', async () => {
    fetchQueue.mockResolvedValueOnce({ more: true, rows: [row({ id: 'a' })] });
    fetchQueue.mockRejectedValueOnce(new Error('network down'));
    const user = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(fetchQueue).toHaveBeenLastCalledWith({ homeId: '', status: 'open', category: '' }, 100);
    expect(await screen.findByText(`${QUEUE_MESSAGES.loadFailed}.`)).toBeInTheDocument();
    fetchQueue.mockResolvedValueOnce({ more: false, rows: [row({ id: 'a' })] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Maintenance requests' })).toBeInTheDocument();
  });
});
