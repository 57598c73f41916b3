import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { Credentials } from './api';
import { AuthForm } from './AuthForm';

/** A promise the test settles by hand, to see the form while a request is in flight. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderForm(
  onSignIn: (c: Credentials) => Promise<void> = () => Promise.resolve(),
  onSignUp: (c: Credentials) => Promise<void> = () => Promise.resolve(),
  onRequestReset: (email: string) => Promise<void> = () => Promise.resolve(),
  signUpAllowed = true,
) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <AuthForm
        onSignIn={onSignIn}
        onSignUp={onSignUp}
        onRequestReset={onRequestReset}
        signUpAllowed={signUpAllowed}
      />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const email = () => screen.getByRole('textbox', { name: /Email/ });
const password = () => screen.getByLabelText(/^Password/);

describe('AuthForm', { timeout: 15_000 }, () => {
  it('offers no sign-up where the project takes none (production): sign-in and reset only', async () => {
    const onSignUp = vi.fn(() => Promise.resolve());
    const user = renderForm(undefined, onSignUp, undefined, false);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign up/ })).toBeNull();
    expect(screen.queryByText(/Create Admin Account/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(onSignUp).not.toHaveBeenCalled();
  });

  it('starts in sign-in mode with email and password fields and a way home', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('validates email and password (min 8, as Auth) before calling anything', async () => {
    const onSignIn = vi.fn(() => Promise.resolve());
    const user = renderForm(onSignIn);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(email(), 'not-an-email');
    await user.type(password(), '1234567');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const user = renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'password');
  });

  it("says 'Please wait...' and disables the button while signing in, then confirms", async () => {
    const pending = deferred();
    const onSignIn = vi.fn(() => pending.promise);
    const user = renderForm(onSignIn);
    await user.type(email(), ' staff@example.com ');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Please wait...' });
    expect(busy).toBeDisabled();
    expect(onSignIn).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'secret-123' });
    await act(async () => pending.resolve());
    expect(await screen.findByText('Successfully logged in!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows the server's message when sign-in fails", async () => {
    const user = renderForm(() => Promise.reject(new Error('Invalid login credentials')));
    await user.type(email(), 'staff@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
  });

  it('toggles to sign-up, creates the account and returns to sign-in', async () => {
    const onSignUp = vi.fn(() => Promise.resolve());
    const user = renderForm(undefined, onSignUp);
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Admin Account' }),
    ).toBeInTheDocument();
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
    expect(await screen.findByText('Account created! You can now log in.')).toBeInTheDocument();
    expect(onSignUp).toHaveBeenCalledWith({ email: 'new@example.com', password: 'secret-123' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument(),
    );
    expect(email()).toHaveValue('new@example.com');
    expect(password()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('turns "already registered" into a hint to log in', async () => {
    const user = renderForm(undefined, () => Promise.reject(new Error('User already registered')));
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    await user.type(email(), 'taken@example.com');
    await user.type(password(), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
    expect(
      await screen.findByText('This email is already registered. Please log in instead.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Admin Account' }),
    ).toBeInTheDocument();
  });

  it('"Forgot password?" asks for the email, keeps what was typed and confirms the request', async () => {
    const onRequestReset = vi.fn(() => Promise.resolve());
    const user = renderForm(undefined, undefined, onRequestReset);
    await user.type(email(), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(email()).toHaveValue('staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/link to set a new password/);
    expect(onRequestReset).toHaveBeenCalledWith('staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('"Forgot password?" validates the email and shows a failed request', async () => {
    const onRequestReset = vi.fn(() => Promise.reject(new Error('Email rate limit exceeded')));
    const user = renderForm(undefined, undefined, onRequestReset);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(onRequestReset).not.toHaveBeenCalled();
    await user.type(email(), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email rate limit exceeded');
  });
});
