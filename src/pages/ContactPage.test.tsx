import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { contactPage } from '@/content/contact';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  it('shows the intro, both offices, phone, email, hours, credentials, service area and the form', async () => {
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(contactPage.heading);
    expect(screen.getByText(contactPage.intro)).toBeInTheDocument();
    for (const office of company.offices) {
      expect(screen.getByText(office.street, { exact: false })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(screen.getByText('Office 7am-7pm daily')).toBeInTheDocument();
    expect(screen.getByText('Maintenance emergencies 24/7')).toBeInTheDocument();
    expect(screen.getByText(company.licence)).toBeInTheDocument();
    for (const membership of company.memberships) {
      expect(screen.getByText(membership)).toBeInTheDocument();
    }
    const area = screen.getByRole('region', { name: 'Areas we serve' });
    for (const city of ['West Covina', 'Desert Hot Springs', 'La Verne', 'Rancho Cucamonga']) {
      expect(within(area).getByText(city)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tell us about your property' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Send Message' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
