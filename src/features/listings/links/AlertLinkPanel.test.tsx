import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newAlertToken } from '@contract/alert-tokens.ts';
import { getSupabase } from '@/lib/supabase';
import { AlertLinkPanel } from './AlertLinkPanel';
import { alertsContent as alertPageCopy } from '@/content/alerts';
import { alertsContent as spanish } from '@/content/es/alerts';

const alertOutcomeMessages = alertPageCopy.outcomes;

// The function call is mocked for UI states; the integration tests call the real one.
const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/alerts', element: <AlertLinkPanel copy={alertPageCopy} /> },
      { path: '/es/alerts', element: <AlertLinkPanel copy={spanish} /> },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => invoke.mockReset());

describe('AlertLinkPanel', () => {
  it('without a link, says what the page is for', () => {
    renderAt('/alerts');
    expect(screen.getByRole('heading', { name: alertPageCopy.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: alertPageCopy.browse })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('a confirm link does nothing until the button is pressed, then says the alert is on', async () => {
    const token = newAlertToken();
    invoke.mockResolvedValue({ data: { status: 'confirmed' }, error: null });
    const user = userEvent.setup();
    renderAt(`/alerts?confirm=${token}`);
    expect(screen.getByRole('heading', { name: alertPageCopy.confirm.heading })).toBeVisible();
    expect(invoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: alertPageCopy.confirm.button }));
    const heading = await screen.findByRole('heading', {
      name: alertOutcomeMessages.confirmed.title,
    });
    expect(heading).toHaveFocus();
    expect(invoke).toHaveBeenCalledWith('listing-alerts', { body: { action: 'confirm', token } });
  });

  it.each([
    ['expired', alertOutcomeMessages.expired.title],
    ['unknown', alertOutcomeMessages.unknown.title],
    ['already_confirmed', alertOutcomeMessages.already_confirmed.title],
  ])('confirm answered %s', async (status, title) => {
    invoke.mockResolvedValue({ data: { status }, error: null });
    const user = userEvent.setup();
    renderAt(`/alerts?confirm=${newAlertToken()}`);
    await user.click(screen.getByRole('button', { name: alertPageCopy.confirm.button }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('unsubscribes on the button; a broken link is unknown without a request', async () => {
    invoke.mockResolvedValue({ data: { status: 'unsubscribed' }, error: null });
    const user = userEvent.setup();
    const { unmount } = renderAt(`/alerts?unsubscribe=${newAlertToken()}`);
    await user.click(screen.getByRole('button', { name: alertPageCopy.unsubscribe.button }));
    expect(
      await screen.findByRole('heading', { name: alertOutcomeMessages.unsubscribed.title }),
    ).toBeInTheDocument();
    unmount();
    invoke.mockClear();
    renderAt('/alerts?unsubscribe=abc');
    await user.click(screen.getByRole('button', { name: alertPageCopy.unsubscribe.button }));
    expect(
      await screen.findByRole('heading', { name: alertOutcomeMessages.unknown.title }),
    ).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('a failed request says so and can be tried again', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: new Error('network') });
    invoke.mockResolvedValueOnce({ data: { status: 'unsubscribed' }, error: null });
    const user = userEvent.setup();
    renderAt(`/alerts?unsubscribe=${newAlertToken()}`);
    const button = screen.getByRole('button', { name: alertPageCopy.unsubscribe.button });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(alertPageCopy.failed);
    await user.click(screen.getByRole('button', { name: alertPageCopy.unsubscribe.button }));
    expect(
      await screen.findByRole('heading', { name: alertOutcomeMessages.unsubscribed.title }),
    ).toBeInTheDocument();
  });

  it('in Spanish: the confirm link, its answer and the way back to the Spanish listings', async () => {
    invoke.mockResolvedValue({ data: { status: 'expired' }, error: null });
    const user = userEvent.setup();
    renderAt(`/es/alerts?confirm=${newAlertToken()}`);
    expect(
      screen.getByRole('heading', { name: 'Confirme su alerta de propiedades' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirmar mi alerta' }));
    // The heading takes focus in an effect, which can run after it appears.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Este enlace ya venció' })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: 'Buscar casas' })).toHaveAttribute(
      'href',
      '/es/properties',
    );
  });

  it('in Spanish: a failed request says so in Spanish', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: new Error('network') });
    const user = userEvent.setup();
    renderAt(`/es/alerts?unsubscribe=${newAlertToken()}`);
    await user.click(screen.getByRole('button', { name: 'Cancelar la alerta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(spanish.failed);
  });
});
