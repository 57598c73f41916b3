import { ClosingBand, ScheduleDemoButton } from '@/components/marketing/Closing';
import { PageHero } from '@/components/marketing/HeroText';
import { paths } from '@/config/paths';
import type { CountyPageContent, LocationPageCopy } from '@/content/locations';
import { useLocale } from '@/lib/i18n';
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

      <PageHero
        id="county-heading"
        eyebrow={copy.eyebrow}
        title={county.title}
        intro={county.intro}
        titleWidth="max-w-3xl"
        introWidth="max-w-2xl"
      >
        <ScheduleDemoButton label={copy.scheduleDemo} className="mt-8" />
        <div className="mt-10">
          <StatList stats={county.stats} />
        </div>
      </PageHero>

      <Sections
        titles={{
          highlights: copy.whyInvest(place),
          services: copy.services(place),
          areas: copy.hotspots,
        }}
      />

      <ClosingBand
        id="county-closing-heading"
        heading={copy.closingTitle(place)}
        text={copy.closingText}
        scheduleDemo={copy.scheduleDemo}
      />
    </>
  );
}
