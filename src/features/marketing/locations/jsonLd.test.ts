// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { company } from '@/config/company';
import { buildLocationServiceJsonLd } from './jsonLd';

describe('buildLocationServiceJsonLd', () => {
  it('describes management in a city, provided by the company', () => {
    const ld = buildLocationServiceJsonLd({
      name: 'La Verne Property Management',
      serviceType: 'Residential property management',
      description: 'Flat-fee management in La Verne.',
      path: '/locations/la-verne',
      locale: 'en',
      area: { type: 'City', name: 'La Verne' },
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'La Verne Property Management',
      serviceType: 'Residential property management',
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

  it('points a Spanish page’s service at the Spanish twin, in Spanish words', () => {
    const ld = buildLocationServiceJsonLd({
      name: 'Administración de propiedades en La Verne',
      serviceType: 'Administración de propiedades residenciales',
      description: 'Administración con tarifa fija en La Verne.',
      path: '/locations/la-verne',
      locale: 'es',
      area: { type: 'City', name: 'La Verne' },
    });
    expect(ld).toMatchObject({
      name: 'Administración de propiedades en La Verne',
      serviceType: 'Administración de propiedades residenciales',
      url: `${site.url}/es/locations/la-verne`,
    });
  });
});
