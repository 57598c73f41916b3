/** Service JSON-LD for the county and location pages: the company provides management in an area. */
import type { Locale } from '@contract/locale.ts';
import { localizedPath } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import { claims } from '@/content/claims';
import { company } from '@/config/company';
import type { JsonLd } from '@/lib/seo';

export interface ServiceArea {
  /** Schema.org type of the area: a City, or an AdministrativeArea such as a county. */
  type: 'City' | 'AdministrativeArea';
  name: string;
}

export interface LocationServiceInput {
  name: string;
  /** What the service is, in the page's language. */
  serviceType: string;
  description: string;
  /** Site path of the page in English, e.g. '/locations/la-verne'. */
  path: string;
  /** The page's language: the url is its twin's in that language. */
  locale: Locale;
  area: ServiceArea;
}

export function buildLocationServiceJsonLd(input: LocationServiceInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: absoluteUrl(localizedPath(input.locale, input.path)),
    provider: {
      '@type': 'RealEstateAgent',
      '@id': `${site.url}/#real-estate-agent`,
      name: company.name,
      telephone: company.phone,
      email: company.email,
      url: `${site.url}/`,
      priceRange: company.priceRange,
    },
    areaServed: {
      '@type': input.area.type,
      name: input.area.name,
      containedInPlace: { '@type': 'State', name: 'California' },
    },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'USD',
        minPrice: claims.flatRate.min,
        maxPrice: claims.flatRate.max,
        unitText: 'MONTH',
      },
    },
  };
}
