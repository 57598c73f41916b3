import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadMessages } from '@contract/lead-options.ts';
import { submitLead } from '@/lib/leads';
import { PrivacyRequestForm, privacyRequestMessages } from './PrivacyRequestForm';
import { preloadLeadChunks, settle } from '../../../../tests/support/leadForms';

vi.mock('@/lib/leads', () => ({ submitLead: vi.fn() }));
const send = vi.mocked(submitLead);

function renderForm() {
  render(
    <>
      <PrivacyRequestForm />
      <Toaster />
    </>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('PrivacyRequestForm', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadLeadChunks();
  });
  beforeEach(() => {
    send.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks what to do, with messages under the fields and nothing sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await settle();
    expect(
      screen.getByRole('group', { name: /What would you like us to do/ }),
    ).toHaveAccessibleDescription(leadMessages.privacyRequestTypeRequired);
    expect(field(/Full Name/)).toHaveAccessibleDescription(leadMessages.nameMin);
    expect(field(/^Email/)).toHaveAccessibleDescription(/Invalid email address/);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a delete request through the lead pipeline, then toasts and resets', async () => {
    let finish: () => void = () => {};
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Delete my information' }));
    await user.type(field(/Full Name/), 'Pat Rivera');
    await user.type(field(/^Email/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await settle();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith(
      'privacy_request',
      {
        fullName: 'Pat Rivera',
        email: 'pat@example.com',
        phone: '',
        requestType: 'delete',
        details: '',
        company_website: '',
      },
      'en',
    );
    await act(async () => finish());
    expect(await screen.findByText(privacyRequestMessages.successTitle)).toBeInTheDocument();
    expect(field(/Full Name/)).toHaveValue('');
  });

  it('on failure keeps what was typed and shows the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue(new Error('Too many requests from your network.'));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Know what you hold about me' }));
    await user.type(field(/Full Name/), 'Pat Rivera');
    await user.type(field(/^Email/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await settle();
    expect(await screen.findByText('Too many requests from your network.')).toBeInTheDocument();
    expect(field(/Full Name/)).toHaveValue('Pat Rivera');
  });
});
