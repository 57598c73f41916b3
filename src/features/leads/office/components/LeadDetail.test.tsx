import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@contract/account-schemas.ts';
import type { LeadStatusChange } from '@/lib/database.types';
import { LeadDetail, type LeadDetailProps } from './LeadDetail';
import { workflowMessages, type InboxLead, type LeadBookingEvent } from '../../leads';
import { testLead } from '../../../../../tests/support/adminLeads';

const admin: StaffMember = {
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'office@example.com',
  since: '2026-11-01T10:00:00Z',
  invitedByEmail: null,
  pending: false,
};

const lead: InboxLead = {
  ...testLead({ full_name: 'Maria Lopez', email: 'maria@example.com' }),
  notes: [
    {
      id: 'n1',
      lead_id: 'x',
      body: 'Called, left a message',
      author_id: admin.userId,
      author_email: 'office@example.com',
      created_at: '2026-03-16T17:00:00Z',
    },
  ],
};

const history: LeadStatusChange[] = [
  {
    id: 1,
    lead_id: lead.id,
    from_status: null,
    to_status: 'new',
    lost_reason: null,
    changed_by: null,
    changed_by_email: null,
    changed_at: '2026-03-15T17:30:00Z',
  },
  {
    id: 2,
    lead_id: lead.id,
    from_status: 'new',
    to_status: 'contacted',
    lost_reason: null,
    changed_by: admin.userId,
    changed_by_email: 'office@example.com',
    changed_at: '2026-03-16T17:00:00Z',
  },
];

function renderDetail(overrides: Partial<LeadDetailProps> = {}) {
  const props: LeadDetailProps = {
    lead,
    history,
    bookingEvents: [],
    related: [],
    staff: [admin],
    onSave: vi.fn(() => Promise.resolve()),
    onAddNote: vi.fn(() => Promise.resolve()),
    onArchive: vi.fn(() => Promise.resolve()),
    onOpenLead: vi.fn(),
    ...overrides,
  };
  const user = userEvent.setup({ delay: null });
  render(<LeadDetail {...props} />);
  return { user, props };
}

describe('LeadDetail', { timeout: 15_000 }, () => {
  it('opens without a console error (React warns there of duplicate keys)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderDetail();
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('shows notes with author and Pacific time, and the history with who and when', () => {
    renderDetail();
    const notes = screen.getByRole('region', { name: 'Notes (1)' });
    expect(notes).toHaveTextContent('office@example.com, Mar 16, 2026, 10:00 AM');
    expect(notes).toHaveTextContent('Called, left a message');
    const changes = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(changes[0]).toHaveTextContent('New, by the website, Mar 15, 2026, 10:30 AM');
    expect(changes[1]).toHaveTextContent('Contacted, by office@example.com, Mar 16, 2026');
  });

  it('shows the booking as it is now, and its history: booked, confirmed, moved from one time to the other, cancelled', () => {
    const booked = (id: string, event: LeadBookingEvent['event'], startsAt: string, at: string) =>
      ({ id, event, starts_at: startsAt, actor: 'visitor', at }) satisfies LeadBookingEvent;
    const showingLead: InboxLead = {
      ...lead,
      source: 'property_showing',
      status: 'new',
      // The lead's stored time is the first one booked: the booking says what it is now.
      requested_date: '2026-11-30',
      requested_time: '11:00 AM',
      booking: {
        id: 'b1',
        lead_id: lead.id,
        kind: 'showing',
        status: 'cancelled',
        starts_at: '2026-12-01T19:00:00Z',
        hold_expires_at: '2026-11-28T18:30:00Z',
        staff_id: admin.userId,
      },
    };
    const statuses: LeadStatusChange[] = [
      { ...history[0]!, to_status: 'showing_scheduled', changed_at: '2026-11-28T18:00:00Z' },
      {
        ...history[0]!,
        id: 3,
        from_status: 'showing_scheduled',
        to_status: 'new',
        changed_at: '2026-11-29T17:00:00Z',
      },
    ];
    renderDetail({
      lead: showingLead,
      history: statuses,
      bookingEvents: [
        // Out of order on purpose: the history sorts them by when they happened.
        booked('e3', 'rescheduled', '2026-12-01T19:00:00Z', '2026-11-28T20:00:00Z'),
        booked('e1', 'booked', '2026-11-30T19:00:00Z', '2026-11-28T18:00:00Z'),
        booked('e2', 'confirmed', '2026-11-30T19:00:00Z', '2026-11-28T18:05:00Z'),
        booked('e4', 'cancelled', '2026-12-01T19:00:00Z', '2026-11-29T17:00:00Z'),
      ],
    });
    expect(screen.getByText(/^Cancelled \(was Dec 1, 2026, 11:00 AM\)$/)).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'History' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Showing scheduled, by the website, Nov 28, 2026, 10:00 AM',
      'Showing booked for Nov 30, 2026, 11:00 AM, by the visitor, Nov 28, 2026, 10:00 AM',
      'Showing confirmed by the visitor, Nov 28, 2026, 10:05 AM',
      'Showing moved from Nov 30, 2026, 11:00 AM to Dec 1, 2026, 11:00 AM, by the visitor, Nov 28, 2026, 12:00 PM',
      'New, by the website, Nov 29, 2026, 9:00 AM',
      'Showing cancelled (was Dec 1, 2026, 11:00 AM), by the visitor, Nov 29, 2026, 9:00 AM',
    ]);
  });

  it('a lost lead needs a reason: nothing is saved, the reason field says why and has focus', async () => {
    const { user, props } = renderDetail();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'lost');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const reason = screen.getByRole('textbox', { name: /Why was it lost/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(workflowMessages.lostReason);
    expect(props.onSave).not.toHaveBeenCalled();

    await user.type(reason, 'Chose another manager');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(props.onSave).toHaveBeenCalledWith({
      status: 'lost',
      lost_reason: 'Chose another manager',
      follow_up_on: null,
      assignee_id: null,
    });
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
  });

  // jsdom's native select ignores arrow keys: the e2e test changes it by keyboard in Chromium.
  it('saves status, follow-up and assignee, submitted with Enter', async () => {
    const { user, props } = renderDetail();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'contacted');
    await user.tab();
    expect(screen.getByLabelText('Follow up on')).toHaveFocus();
    await user.type(screen.getByLabelText('Follow up on'), '2026-04-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), admin.userId);
    screen.getByRole('button', { name: 'Save changes' }).focus();
    await user.keyboard('{Enter}');
    expect(props.onSave).toHaveBeenCalledWith({
      status: 'contacted',
      lost_reason: null,
      follow_up_on: '2026-04-01',
      assignee_id: admin.userId,
    });
  });

  it('keeps focus and the saved message when the saved lead comes back from the server', async () => {
    const user = userEvent.setup({ delay: null });
    const props: LeadDetailProps = {
      lead,
      history,
      bookingEvents: [],
      related: [],
      staff: [admin],
      onSave: () => Promise.resolve(),
      onAddNote: () => Promise.resolve(),
      onArchive: () => Promise.resolve(),
      onOpenLead: () => undefined,
    };
    const { rerender } = render(<LeadDetail {...props} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    rerender(<LeadDetail {...props} lead={{ ...lead, status: 'won' }} />);
    expect(screen.getByText('Changes saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();
  });

  it('a failed save says so and keeps what was chosen', async () => {
    const { user } = renderDetail({ onSave: () => Promise.reject(new Error('network down')) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: network down');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('won');
  });

  it('adds a note; an empty note is refused and a failed one keeps its text', async () => {
    const onAddNote = vi
      .fn<(body: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const { user } = renderDetail({ onAddNote });
    const box = screen.getByRole('textbox', { name: 'New note' });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent(workflowMessages.note);
    expect(box).toHaveFocus();
    expect(onAddNote).not.toHaveBeenCalled();

    await user.type(box, 'Showing on Friday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not added: offline');
    expect(box).toHaveValue('Showing on Friday');

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(onAddNote).toHaveBeenLastCalledWith('Showing on Friday');
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it("lists the same person's other leads and opens one", async () => {
    const other = testLead({ source: 'property_showing', status: 'contacted' });
    const { user, props } = renderDetail({ related: [other] });
    const person = screen.getByRole('region', { name: 'Same person, within 90 days' });
    await user.click(within(person).getByRole('button', { name: /Showing request.*Contacted/ }));
    expect(props.onOpenLead).toHaveBeenCalledWith(other.id);
  });

  it('archives and unarchives (no delete)', async () => {
    const { user, props } = renderDetail();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Archive lead' }));
    expect(props.onArchive).toHaveBeenCalledWith(true);
  });

  it('offers Unarchive on an archived lead', async () => {
    const { user, props } = renderDetail({
      lead: { ...lead, archived_at: '2026-03-20T17:00:00Z' },
    });
    await user.click(screen.getByRole('button', { name: 'Unarchive lead' }));
    expect(props.onArchive).toHaveBeenCalledWith(false);
  });
});
