import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { company } from '@/config/company';
import { cityRules, locationDetails, sanBernardinoCountyDetails } from '@/content/locationDetails';
import { plans } from '@/content/pricing';
import { formatDollars } from '@contract/money-format.ts';
import { locationPages, sanBernardinoCounty } from '@/content/locations';
import CityPage from './CityPage';
import LocationPage from './LocationPage';
import SanBernardinoCountyPage from './SanBernardinoCountyPage';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/san-bernardino-county" element={<SanBernardinoCountyPage />} />
        <Route path="/locations/:slug" element={<LocationPage />} />
        <Route path="/city/:slug" element={<CityPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
  );

describe('LocationPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(Object.values(locationPages))(
    'renders $city with its figures, cards, prices, rules and links',
    async (page) => {
      renderAt(`/locations/${page.slug}`);
      expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
      for (const stat of page.stats)
        expect(screen.getAllByText(stat.value).length).toBeGreaterThan(0);
      // The sections under the hero are a lazy island: wait for it.
      const details = locationDetails[page.slug];
      await screen.findByRole('heading', {
        level: 2,
        name: `Rent Rules That Apply in ${page.city}`,
      });
      // Every rule with its sources, linked.
      for (const rule of cityRules(page.slug)) {
        expect(screen.getByRole('heading', { level: 3, name: rule.title })).toBeInTheDocument();
        for (const source of rule.sources) {
          expect(screen.getAllByRole('link', { name: source.label })[0]).toHaveAttribute(
            'href',
            source.url,
          );
        }
      }
      // The prices are the plans'.
      for (const plan of plans) {
        expect(screen.getByRole('heading', { level: 3, name: plan.name })).toBeInTheDocument();
        expect(
          screen.getByText(`${formatDollars(plan.monthlyPrice.monthly)} a month, month-to-month`),
        ).toBeInTheDocument();
      }
      expect(
        screen.getByRole('link', { name: `See homes for rent in ${page.city}` }),
      ).toHaveAttribute(
        'href',
        `/properties?type=rent&city=${encodeURIComponent(page.city).replace(/%20/g, '+')}`,
      );
      // Reasons to invest only where market figures back them.
      if (details.benefits.length === 0) {
        expect(screen.queryByRole('heading', { level: 2, name: /^Why Invest/ })).toBeNull();
      }
      for (const benefit of details.benefits) {
        expect(screen.getByRole('heading', { level: 3, name: benefit.title })).toBeInTheDocument();
      }
      for (const area of details.neighborhoods) {
        expect(screen.getByRole('heading', { level: 3, name: area.name })).toBeInTheDocument();
      }
      for (const service of details.services) expect(screen.getByText(service)).toBeInTheDocument();
      const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
      expect(hrefs).toEqual(
        expect.arrayContaining(['/contact', '/schedule-demo', company.phoneHref]),
      );
      expect(screen.getByText(company.email)).toBeInTheDocument();

      await waitFor(() =>
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
          `${site.url}/locations/${page.slug}`,
        ),
      );
      const service = jsonLd().find((b) => b['@type'] === 'Service');
      expect(service).toMatchObject({
        provider: { name: company.name },
        areaServed: { '@type': 'City', name: page.city },
      });
    },
  );

  it('shows the 404 screen for an unknown location', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/locations/atlantis');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});

describe('SanBernardinoCountyPage', () => {
  it('shows the four reasons, the checklist, four hotspots and the call to action', async () => {
    renderAt('/san-bernardino-county');
    await screen.findByRole('heading', { level: 3, name: 'Strong Rental Demand' });
    expect(
      screen.getByRole('heading', { level: 1, name: sanBernardinoCounty.title }),
    ).toBeInTheDocument();
    for (const title of [
      'Strong Rental Demand',
      'Affordable Entry Points',
      'Expanding Job Market',
      'Landlord-Friendly Environment',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    for (const service of sanBernardinoCountyDetails.services)
      expect(screen.getByText(service)).toBeInTheDocument();
    for (const spot of sanBernardinoCountyDetails.hotspots) {
      expect(screen.getByRole('heading', { level: 3, name: spot.name })).toBeInTheDocument();
    }
    for (const stat of sanBernardinoCounty.stats)
      expect(screen.getByText(stat.value)).toBeInTheDocument();
    const demoLinks = screen
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href') === '/schedule-demo');
    expect(demoLinks.length).toBeGreaterThanOrEqual(2);
  });
});

describe('CityPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends an old city link on to the city’s page', async () => {
    renderAt('/city/rancho-cucamonga');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: locationPages['rancho-cucamonga'].title,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${site.url}/locations/rancho-cucamonga`,
      ),
    );
  });

  it('shows the 404 screen for a city we do not serve', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/city/sacramento');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(within(document.body).queryByText('Coming Soon')).not.toBeInTheDocument();
  });
});
