import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ownerPortalPage } from '@/content/es/owner-portal';
import { OwnerPortalView } from './OwnerPortalView';

describe('OwnerPortalView in Spanish', () => {
  it('presents the portal in Spanish around the notify form it is given', () => {
    render(
      <MemoryRouter initialEntries={['/es/owner-portal']}>
        <OwnerPortalView content={ownerPortalPage} notifyForm={<p>formulario</p>} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Portal del propietario' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar al portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
    for (const title of [ownerPortalPage.ownerTitle, ownerPortalPage.tenantTitle]) {
      const region = screen.getByRole('region', { name: title });
      expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    }
    expect(screen.getAllByText('Próximamente')).toHaveLength(ownerPortalPage.coming.length);
    expect(screen.getByText('formulario')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      '/es/contact',
    );
  });
});
