import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareCopy, ShareButtons } from './ShareButtons';

const url = 'https://www.example.com/blog/tenant-screening';
const copyMessages = { success: shareCopy.en.copied, failure: shareCopy.en.copyFailed };

/** The buttons on an article page: their language is the page's (/es/... is Spanish). */
function renderShare(page = '/blog/tenant-screening') {
  return render(
    <MemoryRouter initialEntries={[page]}>
      <ShareButtons url={url} title="Tenant screening" summary="How to screen" />
      <Toaster />
    </MemoryRouter>,
  );
}

/** Replace navigator.clipboard (a browser API jsdom lacks) for one test. */
function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

describe('ShareButtons', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    // Sonner keeps toasts in module state; start every test with none.
    toast.dismiss();
  });

  it('labels the group and opens social share pages in a new tab with rel noopener', () => {
    renderShare();
    const group = screen.getByRole('group', { name: 'Share this article' });
    for (const [name, host] of [
      ['Share on Facebook', 'www.facebook.com'],
      ['Share on Twitter', 'twitter.com'],
      ['Share on LinkedIn', 'www.linkedin.com'],
    ] as const) {
      const link = within(group).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(new URL(link.getAttribute('href')!).host).toBe(host);
      expect(link.getAttribute('href')).toContain(encodeURIComponent(url));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    const email = within(group).getByRole('link', { name: 'Share by email' });
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=Tenant%20screening&body=/);
    expect(email).not.toHaveAttribute('target');
  });

  it('copies the article URL and confirms with a toast', async () => {
    const user = userEvent.setup();
    renderShare();
    // userEvent.setup installs its own clipboard stub; replace it after setup.
    const writeText = mockClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(copyMessages.success)).toBeInTheDocument();
    expect(copyMessages.success).toBe('Link copied to clipboard!');
  });

  it('shows an error toast when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderShare();
    mockClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(copyMessages.failure)).toBeInTheDocument();
    expect(copyMessages.failure).toBe('Failed to copy link.');
  });

  it('shows the error toast when there is no clipboard API at all', async () => {
    const user = userEvent.setup();
    renderShare();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(copyMessages.failure)).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish article, toasts included', async () => {
    const user = userEvent.setup();
    renderShare('/es/blog/tenant-screening');
    const group = screen.getByRole('group', { name: 'Compartir este artículo' });
    expect(
      within(group).getByRole('link', {
        name: 'Compartir en Facebook (se abre en una pestaña nueva)',
      }),
    ).toBeInTheDocument();
    expect(
      within(group).getByRole('link', { name: 'Compartir por correo electrónico' }),
    ).toBeInTheDocument();
    mockClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('¡Enlace copiado!')).toBeInTheDocument();
  });
});
