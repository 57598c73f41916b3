import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactConsent } from '@contract/privacy-options.ts';
import { submitLead } from '@/lib/leads';
import { ConsultationForm } from './ConsultationForm';

import { preloadLeadChunks, settle } from '../../../tests/support/leadForms';

vi.mock('@/lib/leads', () => ({ submitLead: vi.fn() }));
const send = vi.mocked(submitLead);

async function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/schedule-demo',
        element: (
          <>
            <ConsultationForm />
            <Toaster />
          </>
        ),
      },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: ['/schedule-demo'] },
  );
  render(<RouterProvider router={router} />);
  // The calendar is its own chunk, shown once the page is hydrated.
  await screen.findByRole('grid', {}, { timeout: 5000 });
  return router;
}

/** The first bookable weekday after today. */
function pickableDay(): Date {
  const today = new Date();
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return d;
}

const dayButton = (date: Date) =>
  screen.getByRole('button', { name: new RegExp(format(date, 'MMMM d')) });

async function fillValid(user: ReturnType<typeof userEvent.setup>, date: Date) {
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), ' Sam ');
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Nguyen');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
  await user.type(screen.getByRole('textbox', { name: /Cell Number/ }), '909-555-0142');
  if (date.getMonth() !== new Date().getMonth()) {
    await user.click(screen.getByRole('button', { name: /next month/i }));
  }
  await user.click(dayButton(date));
  await user.selectOptions(screen.getByRole('combobox', { name: /Preferred Time/ }), '9:00 AM');
}

describe('ConsultationForm', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadLeadChunks();
  });
  beforeEach(() => {
    send.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('offers the 13 slots and disables past days and weekends', async () => {
    await renderForm();
    const select = screen.getByRole('combobox', { name: /Preferred Time/ });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Select a time',
      '7:00 AM',
      '8:00 AM',
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
      '6:00 PM',
      '7:00 PM',
    ]);
    const grid = screen.getByRole('grid');
    const today = new Date();
    for (const button of within(grid).getAllByRole('button')) {
      const day = Number(button.textContent);
      const date = new Date(today.getFullYear(), today.getMonth(), day);
      const past = day < today.getDate();
      const weekend = date.getDay() === 0 || date.getDay() === 6;
      if (past || weekend) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
  });

  it('shows all messages and focuses the first invalid field; the calendar gets focus when it is first', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    await settle();
    const first = screen.getByRole('textbox', { name: /First Name/ });
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveAccessibleDescription(
      'Last name is required',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Invalid email address',
    );
    expect(screen.getByRole('textbox', { name: /Cell Number/ })).toHaveAccessibleDescription(
      `${contactConsent.phoneLine} Phone number must be at least 10 digits`,
    );
    expect(screen.getByRole('group', { name: /Preferred Date/ })).toHaveAccessibleDescription(
      /Please select a date/,
    );
    expect(screen.getByRole('combobox', { name: /Preferred Time/ })).toHaveAccessibleDescription(
      /Please select a time/,
    );
    expect(first).toHaveFocus();

    await user.type(first, 'Sam');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Nguyen');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: /Cell Number/ }), '9095550142');
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    await settle();
    // The date is now the first invalid field: focus lands on a day of the calendar.
    const focused = document.activeElement as HTMLElement;
    expect(screen.getByRole('grid').contains(focused)).toBe(true);
    expect(focused.tagName).toBe('BUTTON');
    expect(send).not.toHaveBeenCalled();
  });

  it('picks a day by keyboard: Tab into the grid, arrows to move, Enter to pick', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    screen.getByRole('textbox', { name: /Cell Number/ }).focus();
    while (!screen.getByRole('grid').contains(document.activeElement)) await user.tab();
    await user.keyboard('{ArrowRight}');
    const focused = document.activeElement as HTMLButtonElement;
    expect(screen.getByRole('grid').contains(focused)).toBe(true);
    expect(focused).toBeEnabled();
    await user.keyboard('{Enter}');
    const selected = await screen.findByText(/^Selected: /);
    // 'Selected: March 17, 2025' names the day the keyboard landed on ('Monday, March 17th, 2025').
    const [, month, day, year] =
      /^Selected: (\w+) (\d+), (\d+)$/.exec(selected.textContent ?? '') ?? [];
    expect(focused.getAttribute('aria-label')).toMatch(new RegExp(`${month} ${day}\\w*, ${year}`));
    expect(focused.closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the request with the formatted date and slot, then toasts, resets and goes home after 2 s', async () => {
    let finish: () => void = () => {};
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    const router = await renderForm();
    const date = pickableDay();
    await fillValid(user, date);
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    await settle();

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The date travels as an ISO calendar date.
    expect(send).toHaveBeenCalledWith('consultation', {
      firstName: 'Sam',
      lastName: 'Nguyen',
      email: 'sam@example.com',
      phone: '909-555-0142',
      date: format(date, 'yyyy-MM-dd'),
      time: '9:00 AM',
      company_website: '',
    });

    const started = Date.now();
    await act(async () => finish());
    expect(await screen.findByText('Consultation Requested!')).toBeInTheDocument();
    expect(screen.getByText(/contact you within 24 hours/)).toBeInTheDocument();
    expect(
      screen.getByText(/free guide on the most common DIY landlord mistakes/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Preferred Time/ })).toHaveValue('');
    expect(screen.queryByText(/^Selected: /)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schedule-demo');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('on failure logs the error, toasts and keeps the input', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue(new Error('function down'));
    const user = userEvent.setup({ delay: null });
    const router = await renderForm();
    await fillValid(user, pickableDay());
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    await settle();

    expect(
      await screen.findByText('Failed to send demo request. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue(' Sam ');
    expect(screen.getByText(/^Selected: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Call' })).toBeEnabled();
    await new Promise((r) => setTimeout(r, 2200));
    expect(router.state.location.pathname).toBe('/schedule-demo');
  });
});
