import type { ReactNode } from 'react';

export interface HeroTextProps {
  /** The h1's id, which the hero section's `aria-labelledby` names. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  /** The heading's and the intro's widths: each page keeps its own measure. */
  titleWidth?: string;
  introWidth?: string;
}

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/** A marketing page's opening words: the eyebrow, the page's h1 and its intro. */
export function HeroText({ id, eyebrow, title, intro, titleWidth, introWidth }: HeroTextProps) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h1
        id={id}
        className={join(
          'mt-3',
          titleWidth,
          'text-4xl font-extrabold tracking-tight text-balance sm:text-5xl',
        )}
      >
        {title}
      </h1>
      <p className={join('mt-5', introWidth, 'text-lg text-muted-foreground')}>{intro}</p>
    </>
  );
}

/**
 * A marketing page's hero on the muted band, its words at the start of the page's width, then
 * `children` (buttons, figures, a call to action).
 */
export function PageHero({ children, ...text }: HeroTextProps & { children?: ReactNode }) {
  return (
    <section aria-labelledby={text.id} className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <HeroText {...text} />
        {children}
      </div>
    </section>
  );
}
