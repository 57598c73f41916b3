import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingMessages, type CalendarSettings } from '@contract/booking.ts';
import { BlackoutForm, HoursForm } from './SettingsForms';

const initial: CalendarSettings = {
  slotMinutes: 20,
  bufferMinutes: 10,
  windows: [{ weekday: 1, starts: '10:00', ends: '17:00' }],
};

function renderHours(onSave = vi.fn<(v: CalendarSettings) => Promise<void>>()) {
  const user = userEvent.setup({ delay: null });
  render(<HoursForm name="Showing hours" initial={initial} onSave={onSave} />);
  return { user, onSave };
}

describe('HoursForm', () => {
  it('saves the length, buffer and windows', async () => {
    const { user, onSave } = renderHours(vi.fn().mockResolvedValue(undefined));
    await user.click(screen.getByRole('button', { name: 'Add a window' }));
    const windows = screen.getAllByRole('listitem');
    await user.selectOptions(within(windows[1] as HTMLElement).getByLabelText('Day'), 'Saturday');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        slotMinutes: 20,
        bufferMinutes: 10,
        windows: [
          { weekday: 1, starts: '10:00', ends: '17:00' },
          { weekday: 6, starts: '09:00', ends: '17:00' },
        ],
      }),
    );
  });

  it('refuses a bad length, a window ending before it starts and overlapping windows', async () => {
    const { user, onSave } = renderHours();
    const length = screen.getByLabelText(/Length \(minutes\)/);
    await user.clear(length);
    await user.type(length, '5');
    // Window one ends before it starts; window two (Monday 9-5) overlaps it once fixed.
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    const ends = within(first).getByLabelText('To');
    await user.clear(ends);
    await user.type(ends, '09:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText(bookingMessages.slotLength)).toBeInTheDocument();
    expect(screen.getByText(bookingMessages.windowOrder)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(length);
    await user.type(length, '30');
    await user.clear(ends);
    await user.type(ends, '17:00');
    await user.click(screen.getByRole('button', { name: 'Add a window' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText(bookingMessages.windowOverlap)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the database's refusal and keeps what was typed", async () => {
    const { user } = renderHours(
      vi.fn().mockRejectedValue(new Error(bookingMessages.windowOverlap)),
    );
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.windowOverlap);
    expect(screen.getByLabelText(/Length \(minutes\)/)).toHaveValue(20);
  });
});

describe('BlackoutForm', () => {
  it('asks for a date and keeps the note short', async () => {
    const user = userEvent.setup({ delay: null });
    const onAdd = vi.fn().mockResolvedValue(undefined);
    render(<BlackoutForm onAdd={onAdd} />);
    await user.type(screen.getByLabelText('Note (optional)'), 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    expect(await screen.findByText(bookingMessages.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(bookingMessages.noteMax)).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Note (optional)'));
    await user.type(screen.getByLabelText('Note (optional)'), 'Thanksgiving');
    await user.type(screen.getByLabelText(/Date/), '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({ onDate: '2026-11-26', note: 'Thanksgiving' }),
    );
  });
});
