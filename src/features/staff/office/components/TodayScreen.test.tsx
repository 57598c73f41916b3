import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkCounts } from '@/lib/staffWork';
import type { TodayData, TodayRequest } from '../../api/todayQuery';
import { TodayScreen, TODAY_MESSAGES } from './TodayScreen';

const fetchToday = vi.fn<(range: { fromIso: string; toIso: string }) => Promise<TodayData>>();
const fetchWorkCounts = vi.fn<() => Promise<WorkCounts>>();
vi.mock('../../api/today', () => ({
  fetchToday: (range: { fromIso: string; toIso: string }) => fetchToday(range),
}));
vi.mock('@/lib/staffWork', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/staffWork')>()),
  fetchWorkCounts: () => fetchWorkCounts(),
}));

// Wednesday 25 Nov 2026, 12:00 PM Pacific.
const NOW = new Date('2026-11-25T20:00:00Z');
const ZERO: WorkCounts = { newLeads: 0, unacknowledged: 0, urgent: 0, toCheck: 0, latePayouts: 0 };
const EMPTY: TodayData = { bookings: [], visits: [], attention: [], toCheck: [], newLeads: [] };

function request(overrides: Partial<TodayRequest>): TodayRequest {
  return {
    id: 'req-1',
    created_at: '2026-11-25T17:00:00Z',
    category: 'plumbing',
    location: 'Kitchen sink',
    status: 'submitted',
    urgent: false,
    acknowledged_at: null,
    visit_starts_at: null,
    visit_ends_at: null,
    vendor: null,
    where: '1520 N Garey Ave, Pomona · Unit A',
    ...overrides,
  };
}

function renderToday() {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin']}>
        <TodayScreen now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('TodayScreen', () => {
  beforeEach(() => {
    fetchToday.mockReset();
    fetchWorkCounts.mockReset();
    fetchWorkCounts.mockResolvedValue(ZERO);
  });

  it('asks for the office day and says so while loading', async () => {
    fetchToday.mockReturnValue(new Promise(() => {}));
    renderToday();
    expect(screen.getByRole('status')).toHaveTextContent('Loading today’s work…');
    expect(fetchToday).toHaveBeenCalledWith(
      expect.objectContaining({
        fromIso: '2026-11-25T08:00:00.000Z',
        toIso: '2026-11-26T08:00:00.000Z',
      }),
    );
  });

  it('offers a retry when the read fails', async () => {
    fetchToday.mockRejectedValueOnce(new Error('boom')).mockResolvedValue(EMPTY);
    const user = renderToday();
    expect(await screen.findByText(`${TODAY_MESSAGES.loadFailed}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(TODAY_MESSAGES.allClear)).toBeInTheDocument();
  });

  it('says when nothing is waiting, section by section', async () => {
    fetchToday.mockResolvedValue(EMPTY);
    renderToday();
    expect(await screen.findByText(TODAY_MESSAGES.allClear)).toBeInTheDocument();
    for (const text of [
      TODAY_MESSAGES.noAppointments,
      TODAY_MESSAGES.noAttention,
      TODAY_MESSAGES.noChecks,
      TODAY_MESSAGES.noLeads,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("lists today's appointments, the requests that can't wait, jobs to check and new leads, each linked", async () => {
    fetchToday.mockResolvedValue({
      bookings: [
        {
          id: 'b1',
          kind: 'showing',
          // 10:00-10:20 AM Pacific.
          starts_at: '2026-11-25T18:00:00Z',
          ends_at: '2026-11-25T18:20:00Z',
          location: '1520 N Garey Ave, Pomona',
          lead: { id: 'lead-1', full_name: 'Rita Renter', phone: null },
          listing: { title: 'Garey Ave house' },
        },
      ],
      visits: [
        request({
          id: 'req-visit',
          status: 'scheduled',
          location: 'Water heater',
          // 9:00-11:00 AM Pacific.
          visit_starts_at: '2026-11-25T17:00:00Z',
          visit_ends_at: '2026-11-25T19:00:00Z',
          vendor: { name: 'Valley Plumbing & Rooter' },
        }),
      ],
      attention: [
        // Filed 3 hours ago, urgent and never acknowledged: late.
        request({ id: 'req-urgent', urgent: true, location: 'Bathroom flood' }),
      ],
      toCheck: [request({ id: 'req-done', status: 'completed', location: 'Garbage disposal' })],
      newLeads: [
        {
          id: 'lead-2',
          created_at: '2026-11-25T16:00:00Z',
          full_name: 'Olga Owner',
          source: 'consultation',
        },
      ],
    });
    fetchWorkCounts.mockResolvedValue({ ...ZERO, newLeads: 14, toCheck: 1, urgent: 1 });
    renderToday();

    const agenda = await screen.findByRole('list', { name: 'Today’s appointments' });
    const [first, second] = within(agenda).getAllByRole('listitem');
    expect(first).toHaveTextContent('9:00 AM–11:00 AM');
    expect(first).toHaveTextContent('Repair visit');
    expect(first).toHaveTextContent('Valley Plumbing & Rooter');
    expect(within(first!).getByRole('link', { name: 'Plumbing: Water heater' })).toHaveAttribute(
      'href',
      '/admin/maintenance/req-visit',
    );
    expect(second).toHaveTextContent('10:00 AM–10:20 AM');
    expect(within(second!).getByRole('link', { name: 'Rita Renter' })).toHaveAttribute(
      'href',
      '/admin/leads?lead=lead-1',
    );

    const attention = screen.getByRole('list', { name: 'Urgent and unacknowledged requests' });
    expect(attention).toHaveTextContent('Urgent');
    expect(attention).toHaveTextContent(TODAY_MESSAGES.late);
    expect(
      within(attention).getByRole('link', { name: 'Plumbing: Bathroom flood' }),
    ).toHaveAttribute('href', '/admin/maintenance/req-urgent');

    const checks = screen.getByRole('list', { name: 'Jobs to check' });
    expect(checks).toHaveTextContent(TODAY_MESSAGES.checkHint);
    expect(within(checks).getByRole('link')).toHaveAttribute('href', '/admin/maintenance/req-done');

    const leads = screen.getByRole('list', { name: 'New leads' });
    expect(leads).toHaveTextContent('Consultation request');
    expect(within(leads).getByRole('link', { name: 'Olga Owner' })).toHaveAttribute(
      'href',
      '/admin/leads?lead=lead-2',
    );
    // 14 new leads in all, one shown: the way to the rest.
    expect(await screen.findByRole('link', { name: 'Show all 14' })).toHaveAttribute(
      'href',
      '/admin/leads',
    );
    expect(screen.queryByText(TODAY_MESSAGES.allClear)).not.toBeInTheDocument();
  });

  it('names late owner payouts with the way to month end', async () => {
    fetchToday.mockResolvedValue(EMPTY);
    fetchWorkCounts.mockResolvedValue({ ...ZERO, latePayouts: 2 });
    renderToday();
    expect(await screen.findByText('2 owner payouts are late')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open month end' })).toHaveAttribute(
      'href',
      '/admin/money/month-end',
    );
    expect(screen.queryByText(TODAY_MESSAGES.allClear)).not.toBeInTheDocument();
  });
});
