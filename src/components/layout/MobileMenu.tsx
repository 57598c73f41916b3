import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { LocalizedNavLink } from '@/lib/i18n';
import type { NavLinkItem } from '@/content/cities';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  links: NavLinkItem[];
  /** Sign in to the portal, or a signed-in person's own area (then without Get Started). */
  account: NavLinkItem;
  onNavigate: () => void;
  onGetStarted?: (() => void) | undefined;
  /** The menu's name and the button's text, in the page's language. */
  label: string;
  getStartedLabel: string;
}

/**
 * The small-screen navigation panel. It sits right after the menu button in the DOM, so Tab moves
 * from the button into the links; Escape handling lives in the Header, which owns the button.
 */
export function MobileMenu({
  id,
  open,
  links,
  account,
  onNavigate,
  onGetStarted,
  label,
  getStartedLabel,
}: MobileMenuProps) {
  return (
    <nav
      id={id}
      aria-label={label}
      hidden={!open}
      className="border-t border-border bg-background xl:hidden"
    >
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
        {links.map((link) => (
          <li key={link.to}>
            <LocalizedNavLink
              to={link.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent',
                  isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
                )
              }
            >
              {link.label}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
      <div className="mx-auto flex max-w-7xl gap-3 px-4 pb-4">
        <Button asChild variant={onGetStarted ? 'outline' : 'default'} className="flex-1">
          <Link to={account.to} onClick={onNavigate}>
            {account.label}
          </Link>
        </Button>
        {onGetStarted ? (
          <Button className="flex-1" onClick={onGetStarted}>
            {getStartedLabel}
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
