import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactConsent } from '@contract/privacy-options.ts';
import { submitLead } from '@/lib/leads';
import { ContactForm } from './ContactForm';

import { preloadLeadChunks, settle } from '../../../../tests/support/leadForms';

vi.mock('@/lib/leads', () => ({ submitLead: vi.fn() }));
const send = vi.mocked(submitLead);

function renderForm() {
  render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full Name/), 'Chris Park');
  await user.type(field(/Email/), 'chris@example.com');
  await user.type(field(/Phone/), '626 555 0199');
  await user.type(field(/About Your Property/), 'A vacant three-bedroom house in Covina.');
}

describe('ContactForm', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadLeadChunks();
  });
  beforeEach(() => {
    send.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the messages under the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await settle();
    expect(field(/Full Name/)).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(field(/Email/)).toHaveAccessibleDescription('Invalid email address');
    expect(field(/Phone/)).toHaveAccessibleDescription(
      `${contactConsent.phoneLine} Phone number must be at least 10 digits`,
    );
    expect(field(/About Your Property/)).toHaveAccessibleDescription(
      /Please tell us about your property/,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(field(/Full Name/)).toHaveFocus();

    await user.type(field(/Full Name/), 'Chris');
    await user.type(field(/Email/), 'chris@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await settle();
    expect(field(/Full Name/)).not.toHaveAttribute('aria-invalid');
    expect(field(/Email/)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the snake_case lead, shows 'Sending...', then toasts and resets", async () => {
    let finish: () => void = () => {};
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await settle();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith(
      'contact',
      {
        name: 'Chris Park',
        email: 'chris@example.com',
        phone: '626 555 0199',
        propertyInfo: 'A vacant three-bedroom house in Covina.',
        company_website: '',
      },
      'en',
    );
    await act(async () => finish());
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll reach out within 24 hours.")).toBeInTheDocument();
    for (const name of [/Full Name/, /Email/, /Phone/, /About Your Property/]) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("on failure shows the error's message and keeps the input", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValueOnce(new Error('Too many requests. Please wait a minute and try again.'));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await settle();
    expect(
      await screen.findByText('Too many requests. Please wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(field(/Full Name/)).toHaveValue('Chris Park');
    expect(field(/About Your Property/)).toHaveValue('A vacant three-bedroom house in Covina.');
  });

  it('falls back to the generic message when the error has none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValueOnce('network gone');
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await settle();
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
  });
});
