import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slot } from '@contract/booking-api.ts';
import { bookingMessages } from '@contract/booking.ts';
import { leadMessages } from '@contract/lead-options.ts';
import { fetchOpenSlots } from '@/lib/bookingSlots';
import { LeadRefused } from '@/lib/leadErrors';
import { submitLead } from '@/lib/leads';
import { showingMessages } from './showing';
import { ShowingRequestForm } from './ShowingRequestForm';

vi.mock('@/lib/leads', () => ({ submitLead: vi.fn() }));
vi.mock('@/lib/bookingSlots', () => ({ fetchOpenSlots: vi.fn() }));
const send = vi.mocked(submitLead);
const slotsFor = vi.mocked(fetchOpenSlots);

const listingId = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01';
// Saturday 5 December 2026, 10:00 and 10:30 AM Pacific.
const ten: Slot = { start: '2026-12-05T10:00:00-08:00', end: '2026-12-05T10:20:00-08:00' };
const tenThirty: Slot = { start: '2026-12-05T10:30:00-08:00', end: '2026-12-05T10:50:00-08:00' };

function renderForm() {
  render(
    <>
      <ShowingRequestForm listingId={listingId} />
      <Toaster />
    </>,
  );
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Dana Whitfield');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@example.com');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '(909) 555-0199');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Preferred Contact Method/ }),
    'email',
  );
}

const expected = {
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(909) 555-0199',
  preferredContact: 'email',
  textConsent: false,
  propertyId: listingId,
  message: '',
  company_website: '',
};

describe('ShowingRequestForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    send.mockReset();
    slotsFor.mockReset();
  });

  it('with open slots: loads them on use, books one without best time or date', async () => {
    slotsFor.mockResolvedValue([ten, tenThirty]);
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.getByRole('heading', { name: 'Book a showing' })).toBeInTheDocument();
    expect(slotsFor).not.toHaveBeenCalled();
    await fillContact(user);
    expect(slotsFor).toHaveBeenCalledWith({ kind: 'showing', listing: listingId });
    await screen.findByRole('group', { name: 'Times on Saturday, December 5' });
    expect(screen.queryByRole('combobox', { name: /Best Time/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Preferred Showing Date/)).not.toBeInTheDocument();

    // No time picked: the message is on the picker.
    await user.click(screen.getByRole('button', { name: 'Book Showing' }));
    expect(
      await screen.findByRole('group', { name: /Pick a showing time/ }),
    ).toHaveAccessibleDescription(new RegExp(bookingMessages.slotRequired));
    expect(send).not.toHaveBeenCalled();

    send.mockResolvedValue();
    await user.click(screen.getByRole('radio', { name: '10:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Showing' }));
    // The heading takes focus in an effect, which can run after it appears.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Confirm from your email' })).toHaveFocus(),
    );
    expect(screen.getByText('Saturday, December 5 at 10:30 AM (Pacific Time)')).toBeInTheDocument();
    expect(screen.getByText(/We are holding this time for you for 30 minutes/)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(
      'property_showing',
      {
        ...expected,
        slotStart: tenThirty.start,
        bestTime: '',
        preferredDate: '',
      },
      'en',
    );
  });

  it('when the slot was just taken: says so at once, keeps the values, shows fresh slots', async () => {
    slotsFor.mockResolvedValue([ten, tenThirty]);
    send.mockRejectedValueOnce(new LeadRefused(bookingMessages.slotTaken, 'slot_taken', 409));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillContact(user);
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    slotsFor.mockResolvedValue([tenThirty]);
    await user.click(screen.getByRole('button', { name: 'Book Showing' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.slotTaken);
    const times = await screen.findByRole('group', { name: /Times on/ });
    expect(within(times).getAllByRole('radio')).toHaveLength(1);
    expect(slotsFor).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Dana Whitfield');
    expect(screen.getByRole('combobox', { name: /Preferred Contact Method/ })).toHaveValue('email');
  });

  it('without open slots: stays the request (best time, preferred date) and toasts', async () => {
    slotsFor.mockResolvedValue([]);
    send.mockResolvedValue();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillContact(user);
    expect(await screen.findByRole('heading', { name: 'Request a showing' })).toBeInTheDocument();
    expect(screen.getByText(showingMessages.noSlots)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request a Showing' }));
    expect(
      await screen.findByRole('combobox', { name: /Best Time to Reach You/ }),
    ).toHaveAccessibleDescription(leadMessages.bestTimeRequired);
    expect(send).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: /Best Time/ }), 'evening');
    await user.type(screen.getByLabelText(/Preferred Showing Date/), '2999-05-02');
    await user.click(screen.getByRole('button', { name: 'Request a Showing' }));
    expect(await screen.findByText(showingMessages.successTitle)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(
      'property_showing',
      {
        ...expected,
        slotStart: '',
        bestTime: 'evening',
        preferredDate: '2999-05-02',
      },
      'en',
    );
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  });

  it('when the slots cannot load: says so with a retry, and the request still works', async () => {
    slotsFor.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillContact(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.slotsFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Best Time/ })).toBeInTheDocument();
  });
});
