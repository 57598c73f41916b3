import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ownerPortalPage } from '@/content/owner-portal';
import OwnerPortalPage from './OwnerPortalPage';

describe('OwnerPortalPage', () => {
  it('presents the portal with a sign-in, what owners and tenants get, what is coming, and the get-started lead', async () => {
    render(
      <MemoryRouter>
        <OwnerPortalPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Owner Portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to the portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
    for (const title of [ownerPortalPage.ownerTitle, ownerPortalPage.tenantTitle]) {
      const region = screen.getByRole('region', { name: title });
      expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    }
    // What does not exist yet still says so; the portal itself no longer does.
    const coming = screen.getByRole('region', { name: ownerPortalPage.comingTitle });
    expect(within(coming).getAllByText('Coming soon')).toHaveLength(ownerPortalPage.coming.length);
    expect(screen.getAllByText('Coming soon')).toHaveLength(ownerPortalPage.coming.length);
    // Shipped: statements and maintenance are what owners and tenants get, not "coming".
    expect(coming).not.toHaveTextContent(/statement|maintenance/i);
    expect(coming).toHaveTextContent('Online rent payments');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Money and monthly statements' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Maintenance requests' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/statements come by email/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Not a client yet? Get started' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', { name: /Email address/ }, { timeout: 5000 }),
    ).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
