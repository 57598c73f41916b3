import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const sections = [
  { to: paths.adminProperties, label: 'Listings' },
  { to: paths.adminLeads, label: 'Leads inbox' },
] as const;

export interface AdminShellProps {
  title: string;
  description: string;
  /** The sign-out control (from the auth feature). */
  logout: ReactNode;
  children: ReactNode;
}

/** Heading, admin navigation and account actions shared by the admin pages. */
export function AdminShell({ title, description, logout, children }: AdminShellProps) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-4 border-b border-border pb-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label="Admin sections" className="flex gap-1 rounded-lg bg-muted p-1">
            {sections.map((s) => (
              <NavLink
                key={s.to}
                to={s.to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    isActive
                      ? 'bg-background text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {s.label}
              </NavLink>
            ))}
          </nav>
          <Button asChild variant="outline">
            <Link to={paths.properties}>
              <ExternalLink aria-hidden="true" />
              View Public Page
            </Link>
          </Button>
          {logout}
        </div>
      </header>
      {children}
    </div>
  );
}
