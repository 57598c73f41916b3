import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/layout/Logo';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { Seo } from '@/lib/seo';

export const comingSoonCopy = {
  heading: 'Coming Soon',
  text: 'We’re working on something amazing. Stay tuned!',
  back: 'Back to Home',
} as const;

export interface ComingSoonProps {
  /** Page title for search results and tabs; a city page passes its own. */
  seoTitle?: string;
  seoDescription?: string;
  /** Canonical path of the page showing this screen (defaults to /coming-soon). */
  path?: string;
}

/** The coming-soon screen. /coming-soon renders it as is; /city/{slug} with its own title. */
export function ComingSoon({
  seoTitle = `Coming Soon | ${company.shortName}`,
  seoDescription = `This part of the ${company.name} website is on its way. In the meantime, call ${company.phone} or browse our services and flat-fee pricing.`,
  path = paths.comingSoon,
}: ComingSoonProps) {
  return (
    <>
      <Seo title={seoTitle} description={seoDescription} path={path} />
      <section
        aria-labelledby="coming-soon-heading"
        className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
      >
        <LogoMark className="size-16" />
        <h1
          id="coming-soon-heading"
          className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl"
        >
          {comingSoonCopy.heading}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{comingSoonCopy.text}</p>
        <Button asChild size="lg" className="mt-10">
          <Link to={paths.home}>{comingSoonCopy.back}</Link>
        </Button>
      </section>
    </>
  );
}

export default function ComingSoonPage() {
  return <ComingSoon />;
}
