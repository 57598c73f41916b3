import { Mail, Phone } from 'lucide-react';
import { ClosingBand, ScheduleDemoButton } from '@/components/marketing/Closing';
import { PageHero } from '@/components/marketing/HeroText';
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

      <PageHero
        id="location-heading"
        eyebrow={
          <>
            {copy.eyebrow} · {page.city}, CA
          </>
        }
        title={page.title}
        intro={page.intro}
        titleWidth="max-w-3xl"
        introWidth="max-w-2xl"
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ScheduleDemoButton label={copy.scheduleDemo} />
          <Button asChild size="lg" variant="outline">
            <LocalizedLink to={paths.contact}>{copy.contact}</LocalizedLink>
          </Button>
        </div>
        <div className="mt-10">
          <StatList stats={page.stats} />
        </div>
      </PageHero>

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

      <ClosingBand
        id="location-closing-heading"
        heading={copy.closingTitle(page.city)}
        text={copy.closingText}
        scheduleDemo={copy.scheduleDemo}
        contact={copy.contact}
      >
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
      </ClosingBand>
    </>
  );
}
