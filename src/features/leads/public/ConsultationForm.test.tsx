import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slot } from '@contract/booking-api.ts';
import { bookingMessages } from '@contract/booking.ts';
import { contactConsent } from '@contract/privacy-options.ts';
import { fetchOpenSlots } from '@/lib/bookingSlots';
import { LeadRefused } from '@/lib/leadErrors';
import { submitLead } from '@/lib/leads';
import { ConsultationForm } from './ConsultationForm';

import { preloadLeadChunks, settle } from '../../../../tests/support/leadForms';

vi.mock('@/lib/leads', () => ({ submitLead: vi.fn() }));
vi.mock('@/lib/bookingSlots', () => ({ fetchOpenSlots: vi.fn() }));
const send = vi.mocked(submitLead);
const slotsFor = vi.mocked(fetchOpenSlots);

// Tuesday 1 December 2026, 9:00 and 9:30 AM Pacific.
const nine: Slot = { start: '2026-12-01T09:00:00-08:00', end: '2026-12-01T09:30:00-08:00' };
const nineThirty: Slot = { start: '2026-12-01T09:30:00-08:00', end: '2026-12-01T10:00:00-08:00' };

function renderForm() {
  render(
    <>
      <ConsultationForm />
      <Toaster />
    </>,
  );
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), ' Sam ');
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Nguyen');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
  await user.type(screen.getByRole('textbox', { name: /Cell Number/ }), '909-555-0142');
}

describe('ConsultationForm', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadLeadChunks();
  });
  beforeEach(() => {
    send.mockReset();
    slotsFor.mockReset();
    slotsFor.mockResolvedValue([nine, nineThirty]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the open times only once the visitor starts using the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.getByRole('button', { name: 'Show open times' })).toBeInTheDocument();
    expect(slotsFor).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'S');
    expect(slotsFor).toHaveBeenCalledWith({ kind: 'consultation' });
    expect(await screen.findByRole('radio', { name: '9:00 AM' })).toBeInTheDocument();
    expect(slotsFor).toHaveBeenCalledTimes(1);
  });

  it('shows all messages and focuses the first invalid field, the time last', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await settle();
    const first = screen.getByRole('textbox', { name: /First Name/ });
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveAccessibleDescription(
      'Last name is required',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Invalid email address',
    );
    expect(screen.getByRole('textbox', { name: /Cell Number/ })).toHaveAccessibleDescription(
      `${contactConsent.phoneLine} Phone number must be at least 10 digits`,
    );
    expect(
      screen.getByRole('group', { name: /Pick a time for your call/ }),
    ).toHaveAccessibleDescription(new RegExp(bookingMessages.slotRequired));
    expect(first).toHaveFocus();

    await fillContact(user);
    await screen.findByRole('radio', { name: '9:00 AM' });
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await settle();
    // The time is now the first invalid field: focus lands on the picker's first choice.
    expect(screen.getByRole('radio', { name: 'Tuesday, December 1' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('holds the picked slot and says when, and to confirm it from the email', async () => {
    let finish: () => void = () => {};
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillContact(user);
    await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await settle();

    expect(await screen.findByRole('button', { name: 'Booking...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith(
      'consultation',
      {
        firstName: 'Sam',
        lastName: 'Nguyen',
        email: 'sam@example.com',
        phone: '909-555-0142',
        slotStart: nineThirty.start,
        company_website: '',
      },
      'en',
    );
    await act(async () => finish());
    const booked = await screen.findByRole('heading', { name: 'Confirm from your email' });
    // The heading takes focus in an effect, which can run after it appears.
    await waitFor(() => expect(booked).toHaveFocus());
    expect(screen.getByText('Tuesday, December 1 at 9:30 AM (Pacific Time)')).toBeInTheDocument();
    expect(screen.getByText(/We are holding this time for you for 30 minutes/)).toBeInTheDocument();
  });

  it('when the slot was just taken: says so at once, keeps the values and shows fresh times', async () => {
    send.mockRejectedValueOnce(new LeadRefused(bookingMessages.slotTaken, 'slot_taken', 409));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillContact(user);
    await user.click(await screen.findByRole('radio', { name: '9:00 AM' }));
    slotsFor.mockResolvedValue([nineThirty]);
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await settle();

    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.slotTaken);
    expect(slotsFor).toHaveBeenCalledTimes(2);
    const times = await screen.findByRole('group', { name: /Times on/ });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['9:30 AM']);
    expect(within(times).getByRole('radio', { name: '9:30 AM' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue(' Sam ');
    expect(screen.getByRole('textbox', { name: /Cell Number/ })).toHaveValue('909-555-0142');

    send.mockResolvedValueOnce();
    await user.click(within(times).getByRole('radio', { name: '9:30 AM' }));
    // Picking a time revalidates the field (the schema loads asynchronously): the message goes.
    await waitFor(() =>
      expect(screen.queryByText(bookingMessages.slotTaken)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await settle();
    expect(
      await screen.findByRole('heading', { name: 'Confirm from your email' }),
    ).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith(
      'consultation',
      expect.objectContaining({ slotStart: nineThirty.start }),
      'en',
    );
  });

  it('on another failure logs the error, toasts and keeps the input and the slot', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue(new Error('function down'));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillContact(user);
    await user.click(await screen.findByRole('radio', { name: '9:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Call' }));
    await settle();

    expect(
      await screen.findByText('Failed to book your call. Please try again.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue(' Sam ');
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Book Call' })).toBeEnabled();
  });
});
