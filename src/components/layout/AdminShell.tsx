import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';

export interface AdminShellProps {
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * On phones, every control in the admin area is a 44 px tap target (dialogs are portalled, so
 * they carry the same classes).
 */
export const touchTargets =
  'max-sm:[&_button]:min-h-11 max-sm:[&_button]:min-w-11 max-sm:[&_input]:min-h-11 max-sm:[&_select]:min-h-11';

/**
 * Heading and the way to the public site, shared by the admin pages. Their navigation and sign-out
 * are in the admin bar above the site header (src/features/auth/AdminBar.tsx).
 */
export function AdminShell({ title, description, children }: AdminShellProps) {
  return (
    <div
      className={`mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-4 sm:py-10 ${touchTargets}`}
    >
      <header className="flex flex-col gap-4 border-b border-border pb-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        <Button asChild variant="outline" className="min-h-11 self-start lg:self-auto">
          <Link to={paths.properties}>
            <ExternalLink aria-hidden="true" />
            View Public Page
          </Link>
        </Button>
      </header>
      {children}
    </div>
  );
}
