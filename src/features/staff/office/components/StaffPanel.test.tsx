import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@contract/account-schemas.ts';
import { STAFF_MESSAGES, StaffPanel } from './StaffPanel';

const me: StaffMember = {
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'me@example.com',
  since: '2026-11-01T10:00:00Z',
  invitedByEmail: null,
  pending: false,
};
const colleague: StaffMember = {
  userId: '22222222-2222-4222-8222-222222222222',
  email: 'colleague@example.com',
  since: '2026-11-20T10:00:00Z',
  invitedByEmail: 'me@example.com',
  pending: true,
};

function renderPanel(
  staff: StaffMember[],
  onInvite: (email: string) => Promise<string> = () => Promise.resolve('Invitation sent.'),
  onRevoke: (m: StaffMember) => Promise<string> = () => Promise.resolve('Admin access removed.'),
) {
  const user = userEvent.setup({ delay: null });
  render(
    <StaffPanel staff={staff} currentUserId={me.userId} onInvite={onInvite} onRevoke={onRevoke} />,
  );
  return user;
}

describe('StaffPanel', { timeout: 15_000 }, () => {
  it('lists the admins with since, inviter, pending invitations and which one is you', () => {
    renderPanel([me, colleague]);
    expect(screen.getByRole('heading', { name: 'Admins (2)' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('me@example.com');
    expect(within(items[0]!).getByText('You')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Admin since Nov 1, 2026');
    expect(items[1]).toHaveTextContent('invited by me@example.com');
    expect(within(items[1]!).getByText('Invitation pending')).toBeInTheDocument();
  });

  it('resends a pending invitation (a new link) and shows the outcome; accepted ones have none', async () => {
    const onInvite = vi.fn(() => Promise.resolve('Invitation sent to colleague@example.com.'));
    const user = renderPanel([me, colleague], onInvite);
    expect(
      screen.queryByRole('button', { name: 'Resend the invitation to me@example.com' }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Resend the invitation to colleague@example.com' }),
    );
    expect(onInvite).toHaveBeenCalledWith('colleague@example.com');
    expect(
      await screen.findByText('Invitation sent to colleague@example.com.'),
    ).toBeInTheDocument();
  });

  it('the only admin cannot remove their own access, and is told why', () => {
    renderPanel([me]);
    const button = screen.getByRole('button', { name: 'Remove my admin access' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(STAFF_MESSAGES.lastAdmin);
  });

  it('revokes a colleague after confirming, and shows the outcome', async () => {
    const onRevoke = vi.fn(() => Promise.resolve('Admin access removed.'));
    const user = renderPanel([me, colleague], undefined, onRevoke);
    await user.click(
      screen.getByRole('button', { name: 'Remove admin access for colleague@example.com' }),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove admin access for colleague@example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(onRevoke).toHaveBeenCalledWith(colleague);
    expect(await screen.findByText('Admin access removed.')).toBeInTheDocument();
  });

  it('with another admin, you may remove yourself (after a warning)', async () => {
    const user = renderPanel([me, colleague]);
    const self = screen.getByRole('button', { name: 'Remove my admin access' });
    expect(self).toBeEnabled();
    await user.click(self);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(STAFF_MESSAGES.confirmRevokeSelf);
  });

  it('a refused revoke says why', async () => {
    const user = renderPanel([me, colleague], undefined, () =>
      Promise.reject(new Error('The last admin cannot be removed.')),
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove admin access for colleague@example.com' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove access' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not remove access: The last admin cannot be removed.',
    );
  });

  it('validates the invite email, sends it and clears the field', async () => {
    const onInvite = vi.fn(() => Promise.resolve('Invitation sent to new@example.com.'));
    const user = renderPanel([me], onInvite);
    const field = screen.getByRole('textbox', { name: /Email/ });
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(onInvite).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(onInvite).toHaveBeenCalledWith('new@example.com');
    expect(await screen.findByText('Invitation sent to new@example.com.')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
