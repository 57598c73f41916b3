import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { CountyPageContent, LocationPageCopy } from '@/content/locations';
import { LocalizedLink, useLocale } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { buildLocationServiceJsonLd } from './jsonLd';
import { LazyDetailSections } from './LazySections';
import { StatList } from './StatList';

export interface CountyViewProps {
  county: CountyPageContent;
  copy: LocationPageCopy;
}

/** The San Bernardino County page in either language. */
export function CountyView({ county, copy }: CountyViewProps) {
  const locale = useLocale();
  const Sections = LazyDetailSections[locale].county;
  const place = county.place;

  return (
    <>
      <Seo
        title={county.seoTitle}
        description={county.seoDescription}
        path={paths.sanBernardinoCounty}
        jsonLd={buildLocationServiceJsonLd({
          name: county.serviceName,
          serviceType: copy.serviceType,
          description: county.seoDescription,
          path: paths.sanBernardinoCounty,
          locale,
          area: { type: 'AdministrativeArea', name: county.areaName },
        })}
      />

      <section aria-labelledby="county-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.eyebrow}
          </p>
          <h1
            id="county-heading"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {county.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{county.intro}</p>
          <Button asChild size="lg" className="mt-8">
            <LocalizedLink to={paths.scheduleDemo}>
              {copy.scheduleDemo}
              <ArrowRight aria-hidden="true" />
            </LocalizedLink>
          </Button>
          <div className="mt-10">
            <StatList stats={county.stats} />
          </div>
        </div>
      </section>

      <Sections
        titles={{
          highlights: copy.whyInvest(place),
          services: copy.services(place),
          areas: copy.hotspots,
        }}
      />

      <section
        aria-labelledby="county-closing-heading"
        className="bg-primary text-primary-foreground"
      >
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:py-16">
          <h2 id="county-closing-heading" className="text-3xl font-bold tracking-tight">
            {copy.closingTitle(place)}
          </h2>
          <p className="mt-3 max-w-2xl text-lg">{copy.closingText}</p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <LocalizedLink to={paths.scheduleDemo}>
              {copy.scheduleDemo}
              <ArrowRight aria-hidden="true" />
            </LocalizedLink>
          </Button>
        </div>
      </section>
    </>
  );
}
