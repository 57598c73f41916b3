import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { localeNames, type Locale } from '@contract/locale.ts';
import { storedAccountArea, subscribeAccountArea } from '@/lib/accountArea';
import { useLeadDialog } from '@/lib/leadDialog';
import { Button } from '@/components/ui/Button';
import { isBilingualPath, paths, splitLocale } from '@/config/paths';
import { company } from '@/config/company';
import { headerNavigation } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { LocalizedLink, LocalizedNavLink, switchTarget } from '@/lib/i18n';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const leadDialog = useLeadDialog();
  const { pathname, search } = useLocation();
  const { locale, path } = splitLocale(pathname);
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const { text, headerNav, portalLink, areaLinks } = headerNavigation(locale);
  // A signed-in person gets their area's link instead of signing in and Get Started. Read after
  // hydration (the prerendered header is a visitor's); the server snapshot is signed out.
  const area = useSyncExternalStore(subscribeAccountArea, storedAccountArea, () => null);
  const areaLink = area ? areaLinks[area] : null;

  // Close the menu whenever the route changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const getStarted = () => {
    setMenuOpen(false);
    leadDialog.open();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <LocalizedLink to={paths.home} className="mr-auto rounded-md xl:mr-0">
          <Logo name={company.name} shortName={company.shortName} />
        </LocalizedLink>

        <nav aria-label={text.mainNav} className="mx-auto hidden xl:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((link) => (
              <li key={link.to}>
                <LocalizedNavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                      isActive ? 'text-primary' : 'text-foreground',
                    )
                  }
                >
                  {link.label}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          {isBilingualPath(path) ? (
            // The same page in the other language, named in that language.
            <Link
              to={switchTarget(pathname, search, other)}
              lang={other}
              hrefLang={other}
              title={text.switchTo}
              className="rounded-md px-2 py-2 text-sm font-medium underline-offset-4 hover:underline"
            >
              {localeNames[other]}
            </Link>
          ) : null}
          <ThemeToggle />
          {areaLink ? (
            <Button asChild className="hidden xl:inline-flex">
              <Link to={areaLink.to}>{areaLink.label}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden xl:inline-flex">
                <Link to={portalLink.to}>{portalLink.label}</Link>
              </Button>
              <Button
                className="hidden xl:inline-flex"
                onClick={getStarted}
                onPointerEnter={leadDialog.preload}
                onFocus={leadDialog.preload}
              >
                {text.getStarted}
              </Button>
            </>
          )}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? text.closeMenu : text.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        links={headerNav}
        account={areaLink ?? portalLink}
        onNavigate={() => setMenuOpen(false)}
        onGetStarted={areaLink ? undefined : getStarted}
        label={text.mobileNav}
        getStartedLabel={text.getStarted}
      />
    </header>
  );
}
