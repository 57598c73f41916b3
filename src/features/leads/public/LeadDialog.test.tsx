import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LeadDialog from './LeadDialog';
import { contactConsent } from '@contract/privacy-options.ts';
import { submitLead } from '@/lib/leads';

import { preloadLeadChunks, settle } from '../../../../tests/support/leadForms';

vi.mock('@/lib/leads', () => ({ submitLead: vi.fn() }));
const submit = vi.mocked(submitLead);

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>dialog is {open ? 'open' : 'closed'}</p>
      <LeadDialog open={open} onOpenChange={setOpen} />
      <Toaster />
    </>
  );
}

async function fillValidLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Maria Lopez');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'maria@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '(909) 555-0142');
  await user.type(screen.getByLabelText(/Property Address \(or City\/Zip\)/), 'West Covina 91790');
  await user.selectOptions(screen.getByLabelText(/Property Type/), 'condo');
  await user.selectOptions(screen.getByLabelText(/Units Owned/), '2-5');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.type(screen.getByLabelText(/biggest frustration/i), 'Late rent and slow repairs.');
  await user.click(screen.getByRole('radio', { name: 'Text message' }));
  await user.click(screen.getByRole('checkbox', { name: /receive text messages/ }));
  await user.selectOptions(screen.getByLabelText(/Best Time/), 'evening');
}

describe('LeadDialog', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadLeadChunks();
  });
  beforeEach(() => {
    submit.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts empty, in a titled dialog', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Get Started' });
    for (const input of within(dialog).getAllByRole('textbox')) expect(input).toHaveValue('');
    expect(screen.getByLabelText(/Property Type/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('shows every message under its field, announced, and focuses the first invalid field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();

    const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
    const select = (name: RegExp) => screen.getByRole('combobox', { name });
    const expected: Array<[HTMLElement, string]> = [
      [textbox(/Full Name/), 'Name must be at least 2 characters'],
      [textbox(/^Email/), 'Invalid email address'],
      [textbox(/^Phone/), `${contactConsent.phoneLine} Phone number must be at least 10 digits`],
      [textbox(/Property Address/), 'Property address is required'],
      [select(/Property Type/), 'Please select a property type'],
      [select(/Units Owned/), 'Please select number of units'],
      [textbox(/biggest frustration/i), 'Please share your biggest frustration'],
      [select(/Best Time/), 'Please select a time'],
    ];
    for (const [control, message] of expected) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining(['Please select yes or no', 'Please select a contact method']),
    );
    expect(screen.getByRole('group', { name: /current.*manager/i })).toHaveAccessibleDescription(
      'Please select yes or no',
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    // Fixing the first field moves focus on the next submit to the next invalid one.
    await user.type(screen.getByLabelText(/Full Name/), 'Al');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  });

  it('asks for the text-message box only when text is picked, and requires it then', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const box = () => screen.queryByRole('checkbox', { name: /receive text messages/ });
    expect(box()).toBeNull();
    await fillValidLead(user);
    await user.click(box()!); // untick
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(box()).toHaveAccessibleDescription(
      'Please agree to receive text messages, or pick another contact method',
    );
    expect(submit).not.toHaveBeenCalled();

    // Email instead: the box goes away and the lead goes through.
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(box()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[1]).toMatchObject({ preferredContact: 'email' });
  });

  it('shows the consent line under the phone field and links the privacy policy', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      contactConsent.phoneLine,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('shows the maximum-length messages', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByLabelText(/Full Name/));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByLabelText(/biggest frustration/i));
    await user.paste('y'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription(
      'Name must be at most 100 characters',
    );
    expect(screen.getByLabelText(/biggest frustration/i)).toHaveAccessibleDescription(
      'Please keep it under 1000 characters',
    );
  });

  it('submits the parsed values, shows Submitting..., then resets, closes and toasts', async () => {
    let finish: () => void = () => {};
    submit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(submit).toHaveBeenCalledWith(
      'lead_dialog',
      {
        fullName: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '(909) 555-0142',
        propertyAddress: 'West Covina 91790',
        propertyType: 'condo',
        unitsOwned: '2-5',
        hasCurrentManager: 'yes',
        biggestFrustration: 'Late rent and slow repairs.',
        preferredContact: 'text',
        bestTime: 'evening',
        plan: '',
        textConsent: true,
        company_website: '',
      },
      'en',
    );

    await act(async () => finish());
    await waitFor(() => expect(screen.getByText('dialog is closed')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(
      screen.getByText("Your request has been submitted. We'll be in touch soon!"),
    ).toBeInTheDocument();
  });

  it('on failure stays open with what was typed and shows the error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    submit.mockRejectedValue(new Error('insert failed'));
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();

    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('dialog is open')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText(/Units Owned/)).toHaveValue('2-5');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('has a hidden honeypot that is out of the tab order and sent with the values', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<Harness />);
    const trap = document.querySelector<HTMLInputElement>('input[name="company_website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container).toBeDefined();
    // Bots fill it; the form still passes it on so the submit path can discard the lead.
    await fillValidLead(user);
    await user.type(trap!, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[1]).toMatchObject({ company_website: 'http://spam.example' });
  });
});
