import { ArrowRight, Mail, Phone } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { paths, type CitySlug } from '@/config/paths';
import { company, mailtoHref } from '@/config/company';
import type { LocationPageContent, LocationPageCopy } from '@/content/locations';
import { LocalizedLink, useLocale } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { buildLocationServiceJsonLd } from './jsonLd';
import { LazyDetailSections } from './LazySections';
import { StatList } from './StatList';

export interface LocationViewProps {
  slug: CitySlug;
  page: LocationPageContent;
  copy: LocationPageCopy;
}

/** A city's page (/locations/:slug) in either language. */
export function LocationView({ slug, page, copy }: LocationViewProps) {
  const locale = useLocale();
  const Sections = LazyDetailSections[locale].location;
  const path = paths.location(slug);

  return (
    <>
      <Seo
        title={page.seoTitle}
        description={page.seoDescription}
        path={path}
        jsonLd={buildLocationServiceJsonLd({
          name: page.title,
          serviceType: copy.serviceType,
          description: page.seoDescription,
          path,
          locale,
          area: { type: 'City', name: page.city },
        })}
      />

      <section aria-labelledby="location-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.eyebrow} · {page.city}, CA
          </p>
          <h1
            id="location-heading"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {page.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{page.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <LocalizedLink to={paths.scheduleDemo}>
                {copy.scheduleDemo}
                <ArrowRight aria-hidden="true" />
              </LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <LocalizedLink to={paths.contact}>{copy.contact}</LocalizedLink>
            </Button>
          </div>
          <div className="mt-10">
            <StatList stats={page.stats} />
          </div>
        </div>
      </section>

      <Sections
        slug={slug}
        city={page.city}
        titles={{
          highlights: copy.whyInvest(page.city),
          services: copy.services(page.city),
          areas: copy.neighborhoods(page.city),
          prices: copy.prices(page.city),
          rules: copy.rules(page.city),
          listings: copy.listings(page.city),
        }}
      />

      <section
        aria-labelledby="location-closing-heading"
        className="bg-primary text-primary-foreground"
      >
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:py-16">
          <h2 id="location-closing-heading" className="text-3xl font-bold tracking-tight">
            {copy.closingTitle(page.city)}
          </h2>
          <p className="mt-3 max-w-2xl text-lg">{copy.closingText}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-8 gap-y-3 text-lg font-semibold">
            <li>
              <a
                href={company.phoneHref}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <Phone aria-hidden="true" className="size-5" />
                {company.phone}
              </a>
            </li>
            <li>
              <a
                href={mailtoHref}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-5" />
                {company.email}
              </a>
            </li>
          </ul>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <LocalizedLink to={paths.scheduleDemo}>
                {copy.scheduleDemo}
                <ArrowRight aria-hidden="true" />
              </LocalizedLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground"
            >
              <LocalizedLink to={paths.contact}>{copy.contact}</LocalizedLink>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
