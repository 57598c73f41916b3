import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GUIDE_PATH } from '@contract/guide.ts';
import { yearInOfficeZone } from '@/config/buildYear';
import { citySlugs } from '@/config/paths';
import { company, licenceLine } from '@/config/company';
import { Footer } from './Footer';

function renderFooter(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Footer />
    </MemoryRouter>,
  );
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer', () => {
  it('links the required pages', () => {
    renderFooter();
    expect(hrefOf(/^Terms/)).toBe('/terms');
    expect(hrefOf('Owner Sign In')).toBe('/portal');
    expect(hrefOf('Tenant Sign In')).toBe('/portal');
    expect(hrefOf('Owner Guide')).toBe(GUIDE_PATH);
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
    expect(hrefOf('Schedule a Quick Call')).toBe('/schedule-demo');
    expect(hrefOf('Staff sign in')).toBe('/auth');
  });

  it('has the Company, Services and Resources columns', () => {
    renderFooter();
    for (const name of ['Company', 'Services', 'Resources']) {
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    }
  });

  it('shows contact details, credentials and the copyright line', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    for (const office of company.offices) {
      expect(screen.getByText(new RegExp(office.street))).toBeInTheDocument();
    }
    expect(screen.getByText(`Office hours ${company.hours.office}`)).toBeInTheDocument();
    expect(screen.getByText(`Maintenance ${company.hours.maintenance}`)).toBeInTheDocument();
    // The DRE licence and the responsible broker, from the company facts.
    expect(screen.getByText(licenceLine)).toBeInTheDocument();
    expect(licenceLine).toContain(company.licence);
    expect(licenceLine).toContain(company.responsibleBroker.name);
  });

  it('dates the copyright line with the year the site was built, not a fixed one', () => {
    renderFooter();
    // Tests are built now: vite.config.ts compiles the year in from the build's date.
    const year = yearInOfficeZone(new Date());
    expect(screen.getByText(`© ${year} ${company.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it('links the owner guide, a static page in English, from the Spanish footer too', () => {
    renderFooter('/es');
    const guide = screen.getByRole('link', { name: 'Guía para propietarios (en inglés)' });
    expect(guide).toHaveAttribute('href', GUIDE_PATH);
    expect(guide).toHaveAttribute('hreflang', 'en');
  });

  it('lists every served city with its page', () => {
    renderFooter();
    const cities = screen.getByRole('navigation', { name: 'Cities we serve' });
    const hrefs = within(cities)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(citySlugs.map((slug) => `/locations/${slug}`));
    expect(within(cities).getByRole('link', { name: 'Rancho Cucamonga' })).toHaveAttribute(
      'href',
      '/locations/rancho-cucamonga',
    );
  });

  it('labels the social links', () => {
    renderFooter();
    for (const social of company.social) {
      expect(
        screen.getByRole('link', { name: `${company.name} on ${social.name}` }),
      ).toHaveAttribute('href', social.href);
    }
  });

  it('draws every social network from a symbol the static sprite has', () => {
    const sprite = readFileSync(path.resolve('public/icons/social.svg'), 'utf8');
    const { container } = renderFooter();
    const uses = [...container.querySelectorAll('use')].map((u) => u.getAttribute('href'));
    expect(uses).toHaveLength(company.social.length);
    for (const href of uses) {
      const id = href!.split('#')[1]!;
      expect(sprite).toContain(`<symbol id="${id}"`);
    }
  });
});
