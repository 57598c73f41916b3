import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ownerPortalPage } from '@/content/owner-portal';
import OwnerPortalPage from './OwnerPortalPage';

describe('OwnerPortalPage', () => {
  it('shows Coming Soon, four feature cards, the benefits, the notify form and Contact Us', async () => {
    render(
      <MemoryRouter>
        <OwnerPortalPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Owner Portal' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    const features = screen.getByRole('region', { name: ownerPortalPage.featuresTitle });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const benefits = screen.getByRole('region', { name: ownerPortalPage.benefitsTitle });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(ownerPortalPage.benefits.length);
    expect(
      await screen.findByRole('textbox', { name: /Email address/ }, { timeout: 5000 }),
    ).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
