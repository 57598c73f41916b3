import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberAccountArea, type AccountArea } from '@/lib/accountArea';
import { LeadDialogProvider } from '@/app/LeadDialogProvider';
import { ThemeProvider } from '@/lib/ThemeProvider';
import { company } from '@/config/company';
import { Header } from './Header';

function renderHeader(path = '/') {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <LeadDialogProvider>
          <Header />
          <Routes>
            <Route path="*" element={<p>page</p>} />
          </Routes>
        </LeadDialogProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** A browser where supabase-js keeps a session, and the area the app noted for it. */
function signIn(area: AccountArea) {
  localStorage.setItem('sb-127-auth-token', '{}');
  rememberAccountArea(area);
}

afterEach(() => localStorage.clear());

/** The desktop bar's account controls (shown from xl up) and the phone menu's, as [text, href]. */
function accountControls() {
  const pairs = (elements: NodeListOf<HTMLElement>) =>
    Array.from(elements).map((el) => [el.textContent, el.getAttribute('href')]);
  return {
    bar: pairs(document.querySelectorAll('header [class~="xl:inline-flex"]')),
    menu: pairs(document.querySelectorAll('#mobile-menu > div a, #mobile-menu > div button')),
  };
}

describe('Header account links', () => {
  it.each([
    ['/', 'Portal Sign In', 'Get Started'],
    ['/es', 'Entrar al portal', 'Empezar'],
  ])('a visitor on %s: sign in to the portal, or get started', (path, signInLabel, start) => {
    renderHeader(path);
    const expected = [
      [signInLabel, '/portal'],
      [start, null],
    ];
    expect(accountControls()).toEqual({ bar: expected, menu: expected });
  });

  it.each([
    ['/', 'portal', 'My portal', '/portal'],
    ['/es/pricing', 'portal', 'Mi portal', '/portal'],
    ['/', 'staff', 'Admin', '/admin'],
    ['/es/pricing', 'staff', 'Administración', '/admin'],
  ] as const)(
    'signed in on %s as %s: one link to their area, no Get Started',
    (path, area, label, href) => {
      signIn(area);
      renderHeader(path);
      expect(accountControls()).toEqual({ bar: [[label, href]], menu: [[label, href]] });
    },
  );

  it('follows a sign-in or sign-out in this tab, and a session that ended', () => {
    renderHeader('/');
    expect(screen.queryByRole('link', { name: 'My portal' })).toBeNull();
    act(() => signIn('portal'));
    expect(screen.getAllByRole('link', { name: 'My portal' })[0]).toHaveAttribute(
      'href',
      '/portal',
    );
    act(() => rememberAccountArea(null));
    expect(screen.queryByRole('link', { name: 'My portal' })).toBeNull();
    act(() => signIn('portal'));
    // supabase-js dropped the session (expired, or signed out in another tab): no area link.
    act(() => {
      localStorage.removeItem('sb-127-auth-token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token' }));
    });
    expect(screen.queryByRole('link', { name: 'My portal' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Portal Sign In' }).length).toBeGreaterThan(0);
  });
});

describe('Header', () => {
  it('on a Spanish page: Spanish words, Spanish links, and a switch to the same page in English', () => {
    renderHeader('/es/faq?x=1');
    const main = screen.getByRole('navigation', { name: 'Principal' });
    const links = Array.from(main.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Servicios', '/es/services'],
      ['Precios', '/es/pricing'],
      ['Propiedades', '/es/properties'],
      ['Blog', '/es/blog'],
      ['Preguntas', '/es/faq'],
      ['Contacto', '/es/contact'],
    ]);
    expect(main.querySelector('[aria-current="page"]')?.textContent).toBe('Preguntas');
    expect(screen.getByRole('link', { name: new RegExp(company.shortName) })).toHaveAttribute(
      'href',
      '/es',
    );
    const toEnglish = screen.getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/faq?x=1');
    expect(toEnglish).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('button', { name: 'Empezar' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
  });

  it('switches an English page to its Spanish twin, and shows no switch where there is none', () => {
    const { unmount } = renderHeader('/pricing');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/pricing');
    unmount();
    renderHeader('/portal');
    expect(screen.queryByRole('link', { name: 'Español' })).toBeNull();
  });

  it('links the logo home and lists the main navigation', () => {
    renderHeader('/faq');
    // jsdom applies no CSS, so both the full and the short name count towards the link's name.
    expect(screen.getByRole('link', { name: new RegExp(company.shortName) })).toHaveAttribute(
      'href',
      '/',
    );
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(main.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['Properties', '/properties'],
      ['Blog', '/blog'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
    ]);
    expect(main.querySelector('[aria-current="page"]')?.textContent).toBe('FAQ');
    // Owners and tenants sign in to the portal; staff sign in from the footer.
    expect(screen.getAllByRole('link', { name: 'Portal Sign In' })[0]).toHaveAttribute(
      'href',
      '/portal',
    );
    expect(document.querySelector('header a[href="/auth"]')).toBeNull();
  });

  it('toggles the mobile menu and closes it with Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();

    await user.tab();
    expect(document.activeElement?.closest('#mobile-menu')).toBe(menu);

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes the mobile menu when a link is followed', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    const blog = Array.from(mobileNav.querySelectorAll('a')).find((a) => a.textContent === 'Blog');
    await user.click(blog as HTMLAnchorElement);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the lead dialog from Get Started', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getAllByRole('button', { name: 'Get Started' })[0] as HTMLElement);
    // The dialog's code is fetched on first open.
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
