/**
 * The closing call to action of the marketing pages: a light section or a band in the primary
 * colour, each a heading, a line and links onward.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { LocalizedLink } from '@/lib/i18n';
import { ArrowRight } from './icons';

export interface ClosingProps {
  /** The h2's id, which the section's `aria-labelledby` names. */
  id: string;
  heading: ReactNode;
  text: ReactNode;
}

/** A link onward: where it goes and its words. */
export interface ClosingLink {
  to: string;
  label: string;
}

/**
 * Light: one link is a large button; two are the primary one and an outlined one beside it.
 * `tall` adds room on wider screens.
 */
export function ClosingSection({
  id,
  heading,
  text,
  links,
  tall,
}: ClosingProps & {
  links: readonly [ClosingLink] | readonly [ClosingLink, ClosingLink];
  tall?: boolean;
}) {
  const [first, second] = links;
  return (
    <section aria-labelledby={id}>
      <div className={`mx-auto max-w-4xl px-4 py-16 text-center${tall ? ' sm:py-20' : ''}`}>
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text}</p>
        {second ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <LocalizedLink to={first.to}>{first.label}</LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <LocalizedLink to={second.to}>{second.label}</LocalizedLink>
            </Button>
          </div>
        ) : (
          <Button asChild size="lg" className="mt-8">
            <LocalizedLink to={first.to}>{first.label}</LocalizedLink>
          </Button>
        )}
      </div>
    </section>
  );
}

/** The consultation link with its arrow, as the location pages and the blog show it. */
export function ScheduleDemoButton({
  label,
  variant,
  className,
}: {
  label: string;
  variant?: 'secondary';
  className?: string;
}) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <LocalizedLink to={paths.scheduleDemo}>
        {label}
        <ArrowRight />
      </LocalizedLink>
    </Button>
  );
}

/**
 * The band in the primary colour: its heading and line, `children` between them and the links
 * (the consultation, and contact when `contact` is given).
 */
export function ClosingBand({
  id,
  heading,
  text,
  scheduleDemo,
  contact,
  children,
}: ClosingProps & { scheduleDemo: string; contact?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:py-16">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg">{text}</p>
        {children}
        {contact === undefined ? (
          <ScheduleDemoButton label={scheduleDemo} variant="secondary" className="mt-8" />
        ) : (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ScheduleDemoButton label={scheduleDemo} variant="secondary" />
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground"
            >
              <LocalizedLink to={paths.contact}>{contact}</LocalizedLink>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
