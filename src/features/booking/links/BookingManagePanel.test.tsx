import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedBooking } from '@contract/booking-api.ts';
import { bookingMessages, bookingMessagesByLocale } from '@contract/booking.ts';
import { company } from '@/config/company';
import { BookingManagePanel } from './BookingManagePanel';

// Only the network is mocked: the function's answers as the contract (booking-api.ts) says.
const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'bookingToken-0123456789abcdefghij';

const booking: ManagedBooking = {
  kind: 'showing',
  status: 'booked',
  holdUntil: null,
  start: '2026-12-05T10:00:00-08:00',
  end: '2026-12-05T10:20:00-08:00',
  location: '2418 Fifth St, La Verne, CA 91750',
  listingTitle: 'Craftsman Bungalow Near Old Town La Verne',
  listingId: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
  firstName: 'Dana',
  locale: 'en',
};
const later = { start: '2026-12-07T14:00:00-08:00', end: '2026-12-07T14:20:00-08:00' };
const other = { start: '2026-12-07T15:00:00-08:00', end: '2026-12-07T15:20:00-08:00' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The JSON body of the page's i-th call. */
const sent = (i: number) =>
  JSON.parse(String(fetchMock.mock.calls[i]?.[1]?.body)) as Record<string, unknown>;

function renderAt(search: string) {
  const router = createMemoryRouter([{ path: '/booking', element: <BookingManagePanel /> }], {
    initialEntries: [`/booking${search}`],
  });
  return render(<RouterProvider router={router} />);
}

async function opened(answer: Response = json({ booking })) {
  fetchMock.mockResolvedValueOnce(answer);
  renderAt(`?token=${TOKEN}`);
  await screen.findByText(/Hi Dana/);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('BookingManagePanel', () => {
  it('reads the booking with a POST and shows what, when and where', async () => {
    await opened();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/functions\/v1\/bookings$/);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sent(0)).toEqual({ action: 'view', token: TOKEN });
    expect(screen.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();
    expect(screen.getByText('Showing: Craftsman Bungalow Near Old Town La Verne')).toBeVisible();
    expect(screen.getByText('Saturday, December 5 at 10:00 AM (Pacific Time)')).toBeVisible();
    expect(screen.getByText(booking.location)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
  });

  it('a held booking says until when it is held, and confirms only on the button', async () => {
    const held = { ...booking, status: 'held' as const, holdUntil: '2026-12-01T09:30:00-08:00' };
    await opened(json({ booking: held }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/We are holding this time for you until 9:30 AM/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(json({ booking }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm appointment' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Appointment booked' })).toHaveFocus(),
    );
    expect(sent(1)).toEqual({ action: 'confirm', token: TOKEN });
    expect(screen.getByRole('status')).toHaveTextContent(bookingMessages.confirmed);
  });

  it('a hold that lapsed says the time is free again, in the booking language', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ error: 'hold_expired', message: 'x', locale: 'es' }, 410),
    );
    renderAt(`?token=${TOKEN}`);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Hora liberada' })).toHaveFocus(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(bookingMessagesByLocale.es.holdExpired);
  });

  it('says a phone call for a consultation', async () => {
    await opened(json({ booking: { ...booking, kind: 'consultation', location: '' } }));
    expect(screen.getByText('Consultation call')).toBeVisible();
    expect(screen.getByText('By phone: we will call you.')).toBeVisible();
  });

  it.each([
    [404, { error: 'link_invalid', message: 'x' }, 'Link not valid', bookingMessages.linkInvalid],
    [
      410,
      { error: 'booking_closed', message: 'x' },
      'Appointment closed',
      bookingMessages.bookingClosed,
    ],
  ])('answers %i with its message and the office phone', async (status, body, heading, text) => {
    fetchMock.mockResolvedValueOnce(json(body, status));
    renderAt(`?token=${TOKEN}`);
    // The heading takes focus in an effect, which can run after it appears.
    await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('a link without a token is not valid, and nothing is asked', async () => {
    renderAt('');
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a network error offers to try again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderAt(`?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server/);
    fetchMock.mockResolvedValueOnce(json({ booking }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Hi Dana/)).toBeVisible();
  });

  it('reschedules to a picked slot; a slot just taken says so and shows fresh ones', async () => {
    await opened();
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json({ slots: [later, other] }));
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('group', { name: /Pick a new time/ })).toBeVisible();
    expect(sent(1)).toEqual({ action: 'slots', token: TOKEN });

    // Nothing picked yet: asks for a time, sends nothing.
    await user.click(screen.getByRole('button', { name: 'Move appointment' }));
    expect(screen.getByRole('group', { name: /Pick a new time/ })).toHaveAccessibleDescription(
      new RegExp(bookingMessages.slotRequired),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('radio', { name: '2:00 PM' }));
    fetchMock
      .mockResolvedValueOnce(json({ error: 'slot_taken', message: 'taken' }, 409))
      .mockResolvedValueOnce(json({ slots: [other] }));
    await user.click(screen.getByRole('button', { name: 'Move appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.slotTaken);
    expect(sent(2)).toEqual({ action: 'reschedule', token: TOKEN, slotStart: later.start });
    const times = await screen.findByRole('group', { name: /Times on/ });
    expect(within(times).getAllByRole('radio')).toHaveLength(1);

    fetchMock.mockResolvedValueOnce(json({ booking: { ...booking, ...other } }));
    await user.click(within(times).getByRole('radio', { name: '3:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Move appointment' }));
    // The heading takes focus in an effect, which can run after it appears.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Appointment moved' })).toHaveFocus(),
    );
    expect(screen.getByText(bookingMessages.rescheduled)).toBeVisible();
    expect(screen.getByText('Monday, December 7 at 3:00 PM (Pacific Time)')).toBeVisible();
    expect(sent(4)).toEqual({ action: 'reschedule', token: TOKEN, slotStart: other.start });
  });

  it('cancels only after the visitor confirms', async () => {
    await opened();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    fetchMock.mockResolvedValueOnce(json({ booking: { ...booking, status: 'cancelled' } }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel appointment',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Appointment cancelled' })).toBeVisible();
    expect(screen.getByText(bookingMessages.cancelled)).toBeVisible();
    expect(sent(1)).toEqual({ action: 'cancel', token: TOKEN });
  });

  it('shows a Spanish booking in Spanish, dates in es-US Pacific time', async () => {
    fetchMock.mockResolvedValueOnce(json({ booking: { ...booking, locale: 'es' } }));
    renderAt(`?token=${TOKEN}`);
    await screen.findByText('Hola, Dana. Esta es su cita.');
    expect(screen.getByRole('heading', { level: 1, name: 'Su cita' })).toBeVisible();
    expect(screen.getByText('Visita: Craftsman Bungalow Near Old Town La Verne')).toBeVisible();
    expect(
      screen.getByText('sábado, 5 de diciembre a las 10:00 a.m. (hora del Pacífico)'),
    ).toBeVisible();
    expect(screen.getByText('Cuándo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambiar la hora' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar la cita' })).toBeVisible();
    // The page is marked Spanish for screen readers (it stays at /booking).
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute(
      'lang',
      'es',
    );
  });

  it('offers a Spanish booking its new times in Spanish, though /booking has no /es twin', async () => {
    fetchMock.mockResolvedValueOnce(json({ booking: { ...booking, locale: 'es' } }));
    renderAt(`?token=${TOKEN}`);
    await screen.findByText(/Hola, Dana/);
    fetchMock.mockResolvedValueOnce(json({ slots: [later, other] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cambiar la hora' }));
    const times = await screen.findByRole('group', { name: /^Horarios del lunes, 7 de diciembre/ });
    expect(within(times).getByRole('radio', { name: '2:00 p.m.' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Día' })).toBeVisible();
  });

  it('a Spanish booking is cancelled in Spanish', async () => {
    fetchMock.mockResolvedValueOnce(json({ booking: { ...booking, locale: 'es' } }));
    renderAt(`?token=${TOKEN}`);
    await screen.findByText(/Hola, Dana/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar la cita' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar esta cita?' });
    fetchMock.mockResolvedValueOnce(
      json({ booking: { ...booking, locale: 'es', status: 'cancelled' } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar la cita' }));
    expect(await screen.findByRole('heading', { name: 'Cita cancelada' })).toBeVisible();
    expect(
      screen.getByText('Su cita está cancelada. La hora queda libre para otra persona.'),
    ).toBeVisible();
  });

  it('a closed Spanish booking says so in Spanish', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ error: 'booking_closed', message: 'x', locale: 'es' }, 410),
    );
    renderAt(`?token=${TOKEN}`);
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Esta cita ya no se puede cambiar' }),
      ).toHaveFocus(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta cita ya no se puede cambiar en línea. Por favor, llámenos.',
    );
  });
});
