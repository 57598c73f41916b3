import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitLead } from '@/lib/leads';
import { OwnerPortalNotifyForm } from './OwnerPortalNotifyForm';

import { preloadLeadChunks, settle } from '../../../../tests/support/leadForms';

vi.mock('@/lib/leads', () => ({ submitLead: vi.fn() }));
const join = vi.mocked(submitLead);

function renderForm() {
  render(
    <>
      <OwnerPortalNotifyForm />
      <Toaster />
    </>,
  );
}

const email = () => screen.getByRole('textbox', { name: /Email address/ });

describe('OwnerPortalNotifyForm', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadLeadChunks();
  });
  beforeEach(() => {
    join.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses an email input and needs a valid address', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(email()).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await settle();
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    expect(email()).toHaveFocus();
    await user.type(email(), 'owner@');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await settle();
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    expect(join).not.toHaveBeenCalled();
  });

  it("shows 'Submitting...', then clears the email with the on-the-list toast", async () => {
    let finish: () => void = () => {};
    join.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(email(), ' owner@example.com ');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await settle();
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(join).toHaveBeenCalledWith(
      'owner_portal',
      {
        email: 'owner@example.com',
        company_website: '',
      },
      'en',
    );
    await act(async () => finish());
    expect(await screen.findByText("Thanks! We'll be in touch.")).toBeInTheDocument();
    expect(
      screen.getByText("We'll email you within 24 hours about managing your rental."),
    ).toBeInTheDocument();
    expect(email()).toHaveValue('');
  });

  it('on failure keeps the email and shows the error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    join.mockRejectedValueOnce(new Error('insert refused'));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(email(), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await settle();
    expect(await screen.findByText('Failed to submit. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(email()).toHaveValue('owner@example.com');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });
});
