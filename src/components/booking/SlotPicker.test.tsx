import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Slot } from '@contract/booking-api.ts';
import { bookingMessages } from '@contract/booking.ts';
import { company } from '@/config/company';
import { SlotPicker, type SlotsStatus } from './SlotPicker';

// Tuesday 1 and Wednesday 2 December 2026, Pacific (UTC-8): 9:00 and 9:30 AM, then 2:00 PM.
const slots: Slot[] = [
  { start: '2026-12-01T17:00:00Z', end: '2026-12-01T17:30:00Z' },
  { start: '2026-12-01T09:30:00-08:00', end: '2026-12-01T10:00:00-08:00' },
  { start: '2026-12-02T22:00:00Z', end: '2026-12-02T22:30:00Z' },
];

function Harness({
  load,
  startActive = false,
  onStatus,
}: {
  load: () => Promise<Slot[]>;
  startActive?: boolean;
  onStatus?: (s: SlotsStatus) => void;
}) {
  const [active, setActive] = useState(startActive);
  const [value, setValue] = useState('');
  return (
    <>
      <SlotPicker
        name="slotStart"
        legend="Pick a time"
        load={load}
        active={active}
        onActivate={() => setActive(true)}
        value={value}
        onChange={setValue}
        {...(onStatus ? { onStatus } : {})}
      />
      <output aria-label="picked">{value}</output>
    </>
  );
}

describe('SlotPicker', () => {
  it('loads nothing until asked, then offers the days and their times in Pacific time', async () => {
    const load = vi.fn(() => Promise.resolve(slots));
    const user = userEvent.setup();
    render(<Harness load={load} />);
    const group = screen.getByRole('group', { name: /Pick a time/ });
    expect(group).toHaveAccessibleDescription(/Times are Pacific Time/);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Show open times' }));
    expect(load).toHaveBeenCalledTimes(1);
    const days = await screen.findByRole('group', { name: 'Day' });
    expect(
      within(days)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Tuesday, December 1', 'Wednesday, December 2']);
    expect(within(days).getByRole('radio', { name: 'Tuesday, December 1' })).toBeChecked();
    const times = screen.getByRole('group', { name: 'Times on Tuesday, December 1' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['9:00 AM', '9:30 AM']);
    await user.click(within(times).getByRole('radio', { name: '9:30 AM' }));
    expect(screen.getByRole('status', { name: 'picked' })).toHaveTextContent(
      '2026-12-01T09:30:00-08:00',
    );
  });

  it('works by keyboard alone: arrows pick the day, Tab moves to its times', async () => {
    const user = userEvent.setup();
    render(<Harness load={() => Promise.resolve(slots)} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show open times' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const tuesday = await screen.findByRole('radio', { name: 'Tuesday, December 1' });
    await user.tab();
    expect(tuesday).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Wednesday, December 2' })).toBeChecked();
    const times = screen.getByRole('group', { name: 'Times on Wednesday, December 2' });
    await user.tab();
    const two = within(times).getByRole('radio', { name: '2:00 PM' });
    expect(two).toHaveFocus();
    await user.keyboard(' ');
    expect(two).toBeChecked();
    expect(screen.getByRole('status', { name: 'picked' })).toHaveTextContent(
      '2026-12-02T22:00:00Z',
    );
  });

  it('says when no time is open, with the office phone to call', async () => {
    const statuses: SlotsStatus[] = [];
    render(
      <Harness load={() => Promise.resolve([])} startActive onStatus={(s) => statuses.push(s)} />,
    );
    expect(screen.getByText('Loading open times...')).toBeInTheDocument();
    expect(await screen.findByText(bookingMessages.noSlots, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(statuses.at(-1)).toBe('empty');
  });

  it('says when the times could not load, and loads them again on retry', async () => {
    const load = vi
      .fn<() => Promise<Slot[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(slots);
    const user = userEvent.setup();
    render(<Harness load={load} startActive />);
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.slotsFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: '9:00 AM' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
