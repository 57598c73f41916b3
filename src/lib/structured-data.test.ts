// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { buildOrganizationJsonLd, buildRealEstateAgentJsonLd } from './structured-data';

describe('structured data', () => {
  const siteUrl = 'https://example.test';

  it('describes the company as an Organization from its facts', () => {
    const org = buildOrganizationJsonLd(company, siteUrl);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://example.test/#organization',
      name: company.name,
      url: 'https://example.test/',
      telephone: company.phone,
      email: company.email,
      sameAs: company.social.map((s) => s.href),
    });
    const addresses = org.address as Array<Record<string, string>>;
    expect(addresses.map((a) => a.addressLocality)).toEqual(company.offices.map((o) => o.city));
    expect(addresses[0]).toMatchObject({ addressRegion: 'CA', addressCountry: 'US' });
  });

  it('describes the company as a RealEstateAgent with price range and daily 7am-7pm hours', () => {
    const agent = buildRealEstateAgentJsonLd(company, siteUrl);
    expect(agent).toMatchObject({
      '@type': 'RealEstateAgent',
      name: company.name,
      priceRange: '$99-$249',
      image: expect.stringMatching(/\/og-image\.png$/),
      openingHours: 'Mo-Su 07:00-19:00',
      parentOrganization: { '@id': 'https://example.test/#organization' },
    });
    expect(agent.address).toMatchObject({
      streetAddress: company.offices[0]?.street,
      postalCode: company.offices[0]?.zip,
    });
  });

  it('leaves no undefined values that JSON would silently drop', () => {
    const agent = buildRealEstateAgentJsonLd(company, siteUrl);
    const org = buildOrganizationJsonLd(company, siteUrl);
    for (const block of [agent, org]) {
      expect(Object.values(block).every((v) => v !== undefined)).toBe(true);
    }
  });
});
