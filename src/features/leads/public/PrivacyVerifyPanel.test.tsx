import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newAlertToken } from '@contract/alert-tokens.ts';
import { getSupabase } from '@/lib/supabase';
import { PrivacyVerifyPanel, privacyVerifyCopy, privacyVerifyMessages } from './PrivacyVerifyPanel';

// The function call is mocked for UI states; the integration tests call the real one.
const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never);

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/privacy', element: <PrivacyVerifyPanel /> }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => invoke.mockReset());

describe('PrivacyVerifyPanel', () => {
  it('shows nothing on the privacy page without a link', () => {
    const { container } = renderAt('/privacy');
    expect(container).toBeEmptyDOMElement();
  });

  it('confirms nothing until the button is pressed, then says the request is confirmed', async () => {
    const token = newAlertToken();
    invoke.mockResolvedValue({ data: { status: 'verified' }, error: null });
    const user = userEvent.setup();
    renderAt(`/privacy?verify=${token}`);
    expect(screen.getByRole('heading', { name: privacyVerifyCopy.heading })).toBeVisible();
    expect(invoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: privacyVerifyCopy.button }));
    const heading = await screen.findByRole('heading', {
      name: privacyVerifyMessages.verified.title,
    });
    expect(heading).toHaveFocus();
    expect(invoke).toHaveBeenCalledWith('privacy-verify', { body: { token } });
  });

  it.each(['expired', 'unknown', 'already_verified'] as const)(
    'says what the answer %s means',
    async (status) => {
      invoke.mockResolvedValue({ data: { status }, error: null });
      const user = userEvent.setup();
      renderAt(`/privacy?verify=${newAlertToken()}`);
      await user.click(screen.getByRole('button', { name: privacyVerifyCopy.button }));
      expect(
        await screen.findByRole('heading', { name: privacyVerifyMessages[status].title }),
      ).toBeInTheDocument();
    },
  );

  it('a malformed token is unknown without a call; a failure can be retried', async () => {
    const user = userEvent.setup();
    renderAt('/privacy?verify=abc');
    await user.click(screen.getByRole('button', { name: privacyVerifyCopy.button }));
    expect(
      await screen.findByRole('heading', { name: privacyVerifyMessages.unknown.title }),
    ).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();

    invoke.mockResolvedValue({ data: null, error: new Error('down') });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = renderAt(`/privacy?verify=${newAlertToken()}`);
    await user.click(second.getAllByRole('button', { name: privacyVerifyCopy.button }).at(-1)!);
    expect(await second.findByRole('alert')).toHaveTextContent(privacyVerifyCopy.failed);
  });
});
