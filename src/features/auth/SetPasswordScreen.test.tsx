import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, linkErrorMessage } from './authMessages';
import { SetPasswordScreen, type LinkState } from './SetPasswordScreen';

function renderScreen(
  state: LinkState,
  onSubmit: (p: string) => Promise<void> = () => Promise.resolve(),
  onRequestReset: (e: string) => Promise<void> = () => Promise.resolve(),
) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <SetPasswordScreen state={state} onSubmit={onSubmit} onRequestReset={onRequestReset} />
    </MemoryRouter>,
  );
  return user;
}

describe('linkErrorMessage', () => {
  it("reads GoTrue's error parameters from the fragment or the query", () => {
    expect(linkErrorMessage('#access_token=x&type=recovery', '')).toBeNull();
    expect(
      linkErrorMessage(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
        '',
      ),
    ).toBe(AUTH_MESSAGES.linkExpired);
    expect(linkErrorMessage('', '?error=server_error&error_description=Boom')).toBe(
      `Boom. ${AUTH_MESSAGES.linkInvalid}`,
    );
  });
});

describe('SetPasswordScreen', { timeout: 15_000 }, () => {
  it('says it is checking the link first', () => {
    renderScreen({ kind: 'checking' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
  });

  it('an expired or used link explains itself and offers a new one', async () => {
    const onRequestReset = vi.fn(() => Promise.resolve());
    const user = renderScreen(
      { kind: 'problem', message: AUTH_MESSAGES.linkExpired },
      undefined,
      onRequestReset,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/expired or has already been used/);
    expect(screen.queryByLabelText(/New password/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onRequestReset).toHaveBeenCalledWith('staff@example.com');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('validates the new password with the sign-up rules and a repeat', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = renderScreen({ kind: 'ready', email: 'staff@example.com' }, onSubmit);
    expect(screen.getByText(/For staff@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), '1234567');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'long-enough-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Repeat new password/));
    await user.type(screen.getByLabelText(/^Repeat new password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(onSubmit).toHaveBeenCalledWith('long-enough-1');
  });

  it("shows the server's refusal", async () => {
    const user = renderScreen({ kind: 'ready', email: null }, () =>
      Promise.reject(new Error('New password should be different from the old password.')),
    );
    await user.type(screen.getByLabelText(/^New password/), 'same-as-before');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'same-as-before');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/different from the old password/);
  });
});
