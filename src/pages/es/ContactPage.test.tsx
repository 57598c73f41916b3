import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { contactPage } from '@/content/es/contact';
import { scheduleDemoCopy } from '@/content/es/scheduleDemo';
import ContactPage from './ContactPage';
import ScheduleDemoPage from './ScheduleDemoPage';

// The forms are the leads feature's (and its tests'): here, the Spanish text around them.
describe('ContactPage in Spanish', () => {
  it('shows the Spanish intro, hours, credentials and service area around the form', () => {
    render(
      <MemoryRouter initialEntries={['/es/contact']}>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hablemos de su propiedad');
    expect(screen.getByText(contactPage.intro)).toBeInTheDocument();
    for (const title of ['Nuestras oficinas', 'Llámenos', 'Escríbanos', 'Horario de oficina']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Oficina: todos los días de 7 a.m. a 7 p.m.')).toBeInTheDocument();
    expect(screen.getByText(company.licence)).toBeInTheDocument();
    expect(screen.getByText('Miembro de NARPM®')).toBeInTheDocument();
    const area = screen.getByRole('region', { name: 'Zonas donde trabajamos' });
    expect(within(area).getByText('Rancho Cucamonga')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cuéntenos sobre su propiedad' }),
    ).toBeInTheDocument();
  });
});

describe('ScheduleDemoPage in Spanish', () => {
  it('shows the Spanish heading, a way back to the Spanish home and what to expect', () => {
    render(
      <MemoryRouter initialEntries={['/es/schedule-demo']}>
        <ScheduleDemoPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Agende su llamada de consulta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Qué puede esperar' }),
    ).toBeInTheDocument();
    for (const item of scheduleDemoCopy.expect) expect(screen.getByText(item)).toBeInTheDocument();
  });
});
