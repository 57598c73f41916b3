/** Service JSON-LD for the county and location pages: the company provides management in an area. */
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
  description: string;
  /** Site path of the page, e.g. '/locations/la-verne'. */
  path: string;
  area: ServiceArea;
}

export function buildLocationServiceJsonLd(input: LocationServiceInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: 'Residential property management',
    description: input.description,
    url: absoluteUrl(input.path),
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
