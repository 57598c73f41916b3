import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { servicesContent } from '@/content/es/services';
import { ServicesView } from './ServicesView';

describe('ServicesView in Spanish', () => {
  it('shows the Spanish services, reasons and calls to action', () => {
    render(
      <MemoryRouter initialEntries={['/es/services']}>
        <ServicesView content={servicesContent} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Administración completa, una sola tarifa fija',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: servicesContent.hero.imageAlt })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Lo que hacemos por usted' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const why = screen.getByRole('region', { name: servicesContent.differentiators.heading });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Agende una llamada' })).toHaveAttribute(
      'href',
      '/es/schedule-demo',
    );
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      '/es/contact',
    );
  });
});
