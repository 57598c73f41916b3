/** schema.org JSON-LD for the company, built from its facts (src/config/company.ts). */
import { absoluteUrl, site } from '@/config/site';
import { company } from '@/config/company';
import type { JsonLd } from './seo';

type Company = typeof company;

function postalAddress(office: Company['offices'][number]): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.state,
    postalCode: office.zip,
    addressCountry: 'US',
  };
}

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The company as an Organization: name, logo, contact point, offices, social profiles. */
export function buildOrganizationJsonLd(
  facts: Company = company,
  siteUrl: string = site.url,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: facts.name,
    alternateName: facts.shortName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: facts.email,
    telephone: facts.phone,
    foundingDate: String(facts.founded),
    address: facts.offices.map(postalAddress),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: facts.phone,
      email: facts.email,
      areaServed: 'US-CA',
      availableLanguage: ['English'],
    },
    sameAs: facts.social.map((s) => s.href),
  };
}

/** The company as a RealEstateAgent (a LocalBusiness): price range, hours, service area. */
export function buildRealEstateAgentJsonLd(
  facts: Company = company,
  siteUrl: string = site.url,
): JsonLd {
  const [mainOffice] = facts.offices;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${siteUrl}/#real-estate-agent`,
    name: facts.name,
    url: `${siteUrl}/`,
    image: absoluteUrl(site.defaultImage),
    telephone: facts.phone,
    email: facts.email,
    priceRange: facts.priceRange,
    address: mainOffice ? postalAddress(mainOffice) : undefined,
    // schema.org's compact form of 7am-7pm every day (company.hours.office).
    openingHours: 'Mo-Su 07:00-19:00',
    areaServed: { '@type': 'State', name: 'California' },
    parentOrganization: { '@id': organizationId(siteUrl) },
  };
}
