// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { company } from '@/config/company';
import { buildLocationServiceJsonLd } from './jsonLd';

describe('buildLocationServiceJsonLd', () => {
  it('describes management in a city, provided by the company', () => {
    const ld = buildLocationServiceJsonLd({
      name: 'La Verne Property Management',
      description: 'Flat-fee management in La Verne.',
      path: '/locations/la-verne',
      area: { type: 'City', name: 'La Verne' },
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'La Verne Property Management',
      url: `${site.url}/locations/la-verne`,
      provider: {
        '@type': 'RealEstateAgent',
        name: company.name,
        telephone: company.phone,
        email: company.email,
      },
      areaServed: { '@type': 'City', name: 'La Verne' },
      offers: { priceSpecification: { minPrice: 99, maxPrice: 249, priceCurrency: 'USD' } },
    });
  });
});
