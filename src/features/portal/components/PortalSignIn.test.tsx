import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalSignIn } from './PortalSignIn';

function renderForm(onSignIn = vi.fn(() => Promise.resolve())) {
  render(
    <PortalSignIn
      onSignIn={onSignIn}
      onRequestReset={() => Promise.resolve()}
      errorMessage={() => 'Invalid login credentials'}
      resetSentMessage="Check your inbox."
    />,
  );
  return onSignIn;
}

describe('PortalSignIn', () => {
  it('asks for the missing fields before calling Auth, then signs in with the trimmed email', async () => {
    const user = userEvent.setup();
    const onSignIn = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSignIn).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' owner@example.com ');
    await user.type(screen.getByLabelText(/Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledWith({
      email: 'owner@example.com',
      password: 'secret-password',
    });
  });

  it('says why Auth refused', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(() => Promise.reject(new Error('bad'))));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'owner@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  });
});
