import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { homeContent } from '@/content/es/home';
import { LeadDialogContext } from '@/lib/leadDialog';
import { HomeView } from './HomeView';

describe('HomeView in Spanish', () => {
  it('shows the Spanish copy, alt texts and links to the Spanish pages', () => {
    const dialog = { isOpen: false, open: vi.fn(), close: vi.fn(), preload: vi.fn() };
    render(
      <MemoryRouter initialEntries={['/es']}>
        <LeadDialogContext value={dialog}>
          <HomeView content={homeContent} />
        </LeadDialogContext>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: homeContent.hero.headline }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: homeContent.hero.imageAlt })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: homeContent.portals.imageAlt })).toBeInTheDocument();
    // Six feature cards and two portals, as in English.
    const features = screen.getByRole('region', { name: homeContent.features.heading });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: homeContent.features.pricingCta })).toHaveAttribute(
      'href',
      '/es/pricing',
    );
    expect(screen.getByRole('link', { name: homeContent.closingCta.cta })).toHaveAttribute(
      'href',
      '/es/schedule-demo',
    );
    // The portal is private: one address for both languages.
    expect(screen.getByRole('link', { name: homeContent.portals.cards.owner.cta })).toHaveAttribute(
      'href',
      '/portal',
    );
    screen.getByRole('button', { name: homeContent.hero.cta }).click();
    expect(dialog.open).toHaveBeenCalled();
  });
});
