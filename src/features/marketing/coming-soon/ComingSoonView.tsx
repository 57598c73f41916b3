import { LogoMark } from '@/components/layout/Logo';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { ComingSoonCopy } from '@/content/comingSoon';
import { LocalizedLink } from '@/lib/i18n';
import { Seo } from '@/lib/seo';

export interface ComingSoonViewProps {
  copy: ComingSoonCopy;
}

/** The coming-soon screen in either language. */
export function ComingSoonView({ copy }: ComingSoonViewProps) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.comingSoon} />
      <section
        aria-labelledby="coming-soon-heading"
        className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
      >
        <LogoMark className="size-16" />
        <h1
          id="coming-soon-heading"
          className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl"
        >
          {copy.heading}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.text}</p>
        <Button asChild size="lg" className="mt-10">
          <LocalizedLink to={paths.home}>{copy.back}</LocalizedLink>
        </Button>
      </section>
    </>
  );
}
