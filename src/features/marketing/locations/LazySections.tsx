import type { ComponentType } from 'react';
import type { Locale } from '@contract/locale.ts';
import type { CitySlug } from '@/config/paths';
import { cityFacts } from '@/content/cityFacts';
import type { CityRule } from '@/content/cityRules';
import type { CitySectionCopy, CountyDetails, LocationDetails } from '@/content/locationDetails';
import { island } from '@/lib/islands';
import type { SectionTitles } from './LocationSections';

// The sections under the hero of the location pages are an island (lib/islands) in chunks of
// their own (their copy in the page's language, and the icons): the prerendered HTML stays until
// the visitor reaches for them, so the content is in the page without JavaScript and nothing
// shifts; a client-side visit shows a placeholder briefly. The headings come from the page.
interface DetailsModule {
  locationDetails: Record<CitySlug, LocationDetails>;
  sanBernardinoCountyDetails: CountyDetails;
  citySectionCopy: CitySectionCopy;
  cityRules: (slug: CitySlug) => CityRule[];
}

const detailsOf: Record<Locale, () => Promise<DetailsModule>> = {
  en: () => import('@/content/locationDetails'),
  es: () => import('@/content/es/locationDetails'),
};

const placeholder = <div className="min-h-screen" />;

export interface LazyLocationSectionsProps {
  slug: CitySlug;
  /** The city's name, as the page shows it. */
  city: string;
  titles: SectionTitles;
}

export interface LazyCountySectionsProps {
  titles: SectionTitles;
}

function sectionsIn(locale: Locale) {
  const load = () =>
    Promise.all([import('./LocationSections').then((m) => m.DetailSections), detailsOf[locale]()]);
  return {
    location: island<LazyLocationSectionsProps>(
      'location-sections',
      () =>
        load().then(([DetailSections, details]) => {
          return function LocationDetailSections({
            slug,
            city,
            titles,
          }: LazyLocationSectionsProps) {
            const d = details.locationDetails[slug];
            const copy = details.citySectionCopy;
            return (
              <DetailSections
                highlights={{ id: 'benefits-heading', items: d.benefits }}
                services={d.services}
                areas={{ id: 'neighborhoods-heading', items: d.neighborhoods, intro: d.about }}
                titles={titles}
                city={{
                  city,
                  rules: details.cityRules(slug),
                  county: copy.countyNames[cityFacts[slug].county],
                  copy,
                }}
              />
            );
          };
        }),
      placeholder,
    ),
    county: island<LazyCountySectionsProps>(
      'county-sections',
      () =>
        load().then(([DetailSections, details]) => {
          return function CountyDetailSections({ titles }: LazyCountySectionsProps) {
            const d = details.sanBernardinoCountyDetails;
            return (
              <DetailSections
                highlights={{ id: 'reasons-heading', items: d.reasons }}
                services={d.services}
                areas={{ id: 'hotspots-heading', items: d.hotspots }}
                titles={titles}
              />
            );
          };
        }),
      placeholder,
    ),
  };
}

export const LazyDetailSections: Record<
  Locale,
  {
    location: ComponentType<LazyLocationSectionsProps>;
    county: ComponentType<LazyCountySectionsProps>;
  }
> = { en: sectionsIn('en'), es: sectionsIn('es') };
