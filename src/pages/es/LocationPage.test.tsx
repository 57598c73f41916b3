import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import {
  cityRules,
  locationDetails,
  sanBernardinoCountyDetails,
} from '@/content/es/locationDetails';
import { locationPages, sanBernardinoCounty } from '@/content/es/locations';
import CityPage from '../CityPage';
import LocationPage from './LocationPage';
import SanBernardinoCountyPage from './SanBernardinoCountyPage';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/es/san-bernardino-county" element={<SanBernardinoCountyPage />} />
        <Route path="/es/locations/:slug" element={<LocationPage />} />
        <Route path="/es/city/:slug" element={<CityPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
  );

describe('Spanish place pages', () => {
  it('shows a location page in Spanish, its sections from the Spanish copy', async () => {
    const page = locationPages['la-verne'];
    const details = locationDetails['la-verne'];
    renderAt('/es/locations/la-verne');
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText('menos del 3%')).toBeInTheDocument();
    // The sections under the hero are a lazy island with the Spanish details: wait for it.
    await screen.findByRole('heading', { level: 3, name: details.benefits[0]!.title });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Por qué invertir en La Verne' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Vecindarios de La Verne donde trabajamos' }),
    ).toBeInTheDocument();
    for (const service of details.services) expect(screen.getByText(service)).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/es/contact', '/es/schedule-demo']));
    expect(hrefs).not.toContain('/contact');
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${site.url}/es/locations/la-verne`,
      ),
    );
    expect(jsonLd().find((b) => b['@type'] === 'Service')).toMatchObject({
      name: page.title,
      serviceType: 'Administración de propiedades residenciales',
      url: `${site.url}/es/locations/la-verne`,
      areaServed: { '@type': 'City', name: 'La Verne' },
    });
  });

  it('shows the county page in Spanish', async () => {
    renderAt('/es/san-bernardino-county');
    expect(
      screen.getByRole('heading', { level: 1, name: sanBernardinoCounty.title }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', {
      level: 3,
      name: sanBernardinoCountyDetails.reasons[0]!.title,
    });
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: '¿Listo para rentar su propiedad en el condado de San Bernardino?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2.2 millones')).toBeInTheDocument();
    for (const spot of sanBernardinoCountyDetails.hotspots) {
      expect(screen.getByRole('heading', { level: 3, name: spot.name })).toBeInTheDocument();
    }
    const demoLinks = screen
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href') === '/es/schedule-demo');
    expect(demoLinks).toHaveLength(2);
  });

  it('sends an old Spanish city link on to the Spanish city page', async () => {
    renderAt('/es/city/rancho-cucamonga');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: locationPages['rancho-cucamonga'].title,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Muy pronto' })).not.toBeInTheDocument();
  });

  it('shows a city without market figures in Spanish: prices, rules with sources, listings', async () => {
    renderAt('/es/locations/claremont');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Administración de propiedades en Claremont' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', {
      level: 2,
      name: 'Reglas de renta que aplican en Claremont',
    });
    for (const rule of cityRules('claremont')) {
      expect(screen.getByRole('heading', { level: 3, name: rule.title })).toBeInTheDocument();
      for (const source of rule.sources) {
        expect(screen.getByRole('link', { name: source.label })).toHaveAttribute(
          'href',
          source.url,
        );
      }
    }
    expect(
      screen.getByText(
        /en el condado de Los Ángeles eso es 8\.7% para los aumentos desde el 1 de agosto de 2026/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver casas en renta en Claremont' })).toHaveAttribute(
      'href',
      '/es/properties?type=rent&city=Claremont',
    );
    expect(screen.getByRole('link', { name: /Compare los planes/ })).toHaveAttribute(
      'href',
      '/es/pricing',
    );
    expect(screen.getByText('$149 al mes, mes a mes')).toBeInTheDocument();
  });
});
