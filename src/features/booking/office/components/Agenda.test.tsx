import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgendaBooking, AgendaVisit } from '../../api/calendar';
import { Agenda, AGENDA_MESSAGES } from './Agenda';

const fetchAgenda = vi.fn<(from: string, to: string) => Promise<AgendaBooking[]>>();
const cancelBooking = vi.fn<(id: string) => Promise<void>>();
const fetchVisits = vi.fn<(from: string, to: string) => Promise<AgendaVisit[]>>();
vi.mock('../../api/calendar', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/calendar')>()),
  fetchAgenda: (from: string, to: string) => fetchAgenda(from, to),
  fetchVisits: (from: string, to: string) => fetchVisits(from, to),
  cancelBooking: (id: string) => cancelBooking(id),
  fetchMyUserId: () => Promise.resolve(ME),
  fetchListingChoices: () =>
    Promise.resolve([
      { id: LISTING, title: 'Garey Ave house', address: '1', city: 'Pomona', status: 'active' },
    ]),
}));
vi.mock('@/lib/staff', () => ({
  staffQuery: () => ({
    queryKey: ['admin', 'staff'],
    queryFn: () =>
      Promise.resolve([
        {
          userId: OTHER,
          email: 'ana@example.com',
          since: '',
          invitedByEmail: null,
          pending: false,
        },
      ]),
  }),
}));

const ME = 'aaaaaaaa-0000-4000-8000-000000000001';
const OTHER = 'aaaaaaaa-0000-4000-8000-000000000002';
const LISTING = 'bbbbbbbb-0000-4000-8000-000000000001';
// Wednesday 25 Nov 2026, 8:00 AM Pacific.
const NOW = new Date('2026-11-25T16:00:00Z');

function booking(overrides: Partial<AgendaBooking>): AgendaBooking {
  return {
    id: 'b1',
    kind: 'showing',
    status: 'booked',
    // 10:00-10:20 AM Pacific on Wednesday 25 Nov.
    starts_at: '2026-11-25T18:00:00+00:00',
    ends_at: '2026-11-25T18:20:00+00:00',
    location: '1520 N Garey Ave, Pomona, CA 91767',
    staff_id: OTHER,
    listing_id: LISTING,
    lead: { id: 'lead-1', full_name: 'Rita Renter', phone: '(909) 555-0101' },
    listing: { title: 'Garey Ave house' },
    ...overrides,
  };
}

const consultation = booking({
  id: 'b2',
  kind: 'consultation',
  // 4:00 PM Pacific on Friday 27 Nov (00:00 UTC on the 28th: the Pacific date decides).
  starts_at: '2026-11-28T00:00:00+00:00',
  ends_at: '2026-11-28T00:30:00+00:00',
  location: '',
  staff_id: ME,
  listing_id: null,
  listing: null,
  lead: { id: 'lead-2', full_name: 'Olga Owner', phone: '(626) 555-0102' },
});

const visit: AgendaVisit = {
  id: 'req-1',
  status: 'scheduled',
  category: 'plumbing',
  location: 'Kitchen sink',
  urgent: false,
  // 9:00-11:00 AM Pacific on Wednesday 25 Nov.
  visit_starts_at: '2026-11-25T17:00:00+00:00',
  visit_ends_at: '2026-11-25T19:00:00+00:00',
  vendor: { name: 'Valley Plumbing & Rooter', phone: '(909) 555-0150' },
  where: '1520 N Garey Ave, Pomona · Unit A',
};

function Where() {
  const { search } = useLocation();
  return <output aria-label="query string">{search}</output>;
}

function renderAgenda(url = '/admin/calendar') {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Agenda now={NOW} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('Agenda', () => {
  beforeEach(() => {
    fetchAgenda.mockReset();
    cancelBooking.mockReset();
    fetchVisits.mockReset();
    fetchVisits.mockResolvedValue([]);
  });

  it('lists a repair visit beside the bookings, in time order, linking to its request', async () => {
    fetchAgenda.mockResolvedValue([booking({})]);
    fetchVisits.mockResolvedValue([visit]);
    renderAgenda();
    const day = await screen.findByRole('list', { name: /Bookings on Wednesday, November 25/ });
    const items = await within(day).findAllByRole('listitem');
    // The 9:00 AM visit comes before the 10:00 AM showing.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('9:00 AM–11:00 AM');
    expect(items[0]).toHaveTextContent(AGENDA_MESSAGES.repairVisit);
    expect(items[0]).toHaveTextContent('1520 N Garey Ave, Pomona · Unit A');
    expect(within(items[0]!).getByRole('link', { name: 'Plumbing: Kitchen sink' })).toHaveAttribute(
      'href',
      '/admin/maintenance/req-1',
    );
    expect(within(items[0]!).getByRole('link', { name: /Call Valley Plumbing/ })).toHaveAttribute(
      'href',
      'tel:(909) 555-0150',
    );
    expect(items[1]).toHaveTextContent('Rita Renter');
  });

  it("keeps repair visits with Mine (the office's) and leaves them out of a listing's view", async () => {
    fetchAgenda.mockResolvedValue([booking({})]);
    fetchVisits.mockResolvedValue([visit]);
    renderAgenda('/admin/calendar?date=2026-11-25&who=mine');
    expect(await screen.findByText('Plumbing: Kitchen sink')).toBeInTheDocument();
    cleanup();
    renderAgenda(`/admin/calendar?date=2026-11-25&listing=${LISTING}`);
    expect(await screen.findByText('Rita Renter')).toBeInTheDocument();
    expect(screen.queryByText('Plumbing: Kitchen sink')).not.toBeInTheDocument();
  });

  it("shows today's bookings in Pacific time with the lead one tap away", async () => {
    fetchAgenda.mockResolvedValue([booking({}), consultation]);
    renderAgenda();
    const day = await screen.findByRole('list', { name: /Bookings on Wednesday, November 25/ });
    const item = within(day).getByRole('listitem');
    expect(item).toHaveTextContent('10:00 AM–10:20 AM');
    expect(item).toHaveTextContent('Showing');
    expect(item).toHaveTextContent('Garey Ave house · 1520 N Garey Ave');
    expect(within(item).getByRole('link', { name: 'Rita Renter' })).toHaveAttribute(
      'href',
      '/admin/leads?lead=lead-1',
    );
    expect(within(item).getByRole('link', { name: /Call Rita Renter/ })).toHaveAttribute(
      'href',
      'tel:(909) 555-0101',
    );
    await waitFor(() => expect(item).toHaveTextContent('ana@example.com'));
    // Friday's consultation is not on Wednesday.
    expect(screen.queryByText('Olga Owner')).not.toBeInTheDocument();
  });

  it('switches to the week (kept in the URL) and places a booking by its Pacific date', async () => {
    fetchAgenda.mockResolvedValue([booking({}), consultation]);
    const user = renderAgenda();
    await screen.findByText('Rita Renter');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByLabelText('query string')).toHaveTextContent('view=week&date=2026-11-25');
    const friday = await screen.findByRole('list', { name: /Bookings on Friday, November 27/ });
    expect(friday).toHaveTextContent('4:00 PM–4:30 PM');
    expect(friday).toHaveTextContent('Consultation call');
    expect(friday).toHaveTextContent('Phone call');
    expect(friday).toHaveTextContent('You');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByLabelText('query string')).toHaveTextContent('date=2026-12-02');
  });

  it('filters to my bookings and to one listing from the URL', async () => {
    fetchAgenda.mockResolvedValue([booking({}), consultation]);
    renderAgenda('/admin/calendar?view=week&date=2026-11-25&who=mine');
    expect(await screen.findByText('Olga Owner')).toBeInTheDocument();
    expect(screen.queryByText('Rita Renter')).not.toBeInTheDocument();
  });

  it('says when nothing is booked, and when loading failed', async () => {
    fetchAgenda.mockResolvedValueOnce([]);
    renderAgenda();
    expect(await screen.findByText(AGENDA_MESSAGES.emptyDay)).toBeInTheDocument();
  });

  it('offers a retry when the bookings fail to load', async () => {
    fetchAgenda.mockRejectedValue(new Error('boom'));
    renderAgenda();
    expect(await screen.findByText(`${AGENDA_MESSAGES.loadFailed}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('marks a cancelled booking, hides it on demand, and cancels a booking after a confirmation', async () => {
    fetchAgenda.mockResolvedValue([
      booking({}),
      booking({
        id: 'b3',
        status: 'cancelled',
        starts_at: '2026-11-25T19:00:00+00:00',
        ends_at: '2026-11-25T19:20:00+00:00',
        lead: { id: 'lead-3', full_name: 'Carl Cancelled', phone: null },
      }),
    ]);
    cancelBooking.mockResolvedValue();
    const user = renderAgenda();
    const cancelled = (await screen.findByText('Carl Cancelled')).closest('li') as HTMLElement;
    expect(within(cancelled).getByText(AGENDA_MESSAGES.cancelled)).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show cancelled' }));
    expect(screen.queryByText('Carl Cancelled')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel booking with Rita Renter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith('b1'));
  });
});
