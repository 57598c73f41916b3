import { cn } from '@/lib/cn';

/** The brand mark: a roofline rising to a summit over a flat base line (one flat fee). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M6 21.5 13 12l3.2 4.3L19.5 10 26 21.5"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path
        d="M6 25h20"
        strokeWidth="2.6"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

/** Mark plus the company name: the full name on wide screens, the short one elsewhere. */
export function Logo({
  name,
  shortName,
  className,
}: {
  name: string;
  shortName: string;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-base leading-tight font-bold tracking-tight text-foreground">
        <span className="hidden xl:inline">{name}</span>
        <span className="xl:hidden">{shortName}</span>
      </span>
    </span>
  );
}
