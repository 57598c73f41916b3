import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { termsContent as es } from '@/content/es/terms';
import { termsSections } from '@/content/terms';
import SpanishTermsPage from './es/TermsPage';
import TermsPage from './TermsPage';

function renderPage(page: React.ReactNode, path = '/terms') {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

describe('TermsPage', () => {
  it('shows the 13 sections and the last-updated date', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: December 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(13);
    for (const section of termsSections) {
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
    }
  });

  it('says the English version governs and links the Spanish translation', () => {
    renderPage(<TermsPage />);
    expect(screen.getByText(/the English version governs/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Spanish translation' })).toHaveAttribute(
      'href',
      '/es/terms',
    );
  });
});

describe('TermsPage in Spanish (/es/terms)', () => {
  it('shows the same 13 sections and anchors in Spanish, with the date in Spanish', () => {
    renderPage(<SpanishTermsPage />, '/es/terms');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Términos del servicio' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Última actualización: diciembre de 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(13);
    const contents = screen.getByRole('navigation', { name: 'Secciones' });
    es.sections.forEach((section, i) => {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${termsSections[i]!.id}`,
      );
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    });
  });

  it('says the English version governs and links it', () => {
    renderPage(<SpanishTermsPage />, '/es/terms');
    expect(screen.getByText(/prevalece la versión en inglés/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la versión en inglés' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
