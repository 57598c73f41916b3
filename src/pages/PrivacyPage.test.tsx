import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { privacyContent as es } from '@/content/es/privacy';
import { privacySections } from '@/content/privacy';
import SpanishPrivacyPage from './es/PrivacyPage';
import PrivacyPage from './PrivacyPage';

/** The page's own WebPage block (the one with datePublished). */
function webPageJsonLd(): Record<string, unknown> | undefined {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((block) => 'datePublished' in block);
}

describe('PrivacyPage', () => {
  beforeAll(async () => {
    // The form is its own chunk; load it first so the page renders whole.
    await import('@/features/leads/public/PrivacyRequestForm');
  });

  it('shows the policy, what each form collects and the request form', async () => {
    render(
      <MemoryRouter initialEntries={['/privacy']}>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText('Effective date: November 24, 2026')).toBeInTheDocument();
    expect(screen.getByText(/the English version governs/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Spanish translation' })).toHaveAttribute(
      'href',
      '/es/privacy',
    );
    const contents = screen.getByRole('navigation', { name: 'Sections' });
    for (const section of privacySections) {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
    }
    expect(screen.getByText('Showing request')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Privacy request' });
    expect(within(form).getByRole('radio', { name: 'Delete my information' })).toBeInTheDocument();
    expect(webPageJsonLd()).toMatchObject({
      url: expect.stringMatching(/[^s]\/privacy$/),
      datePublished: '2026-11-24',
      inLanguage: 'en-US',
    });
  });

  it('in Spanish (/es/privacy): the same sections and anchors, the English version governs', async () => {
    render(
      <MemoryRouter initialEntries={['/es/privacy']}>
        <SpanishPrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de privacidad');
    expect(screen.getByText('Vigente desde: 24 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText(/prevalece la versión en inglés/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la versión en inglés' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const contents = screen.getByRole('navigation', { name: 'Secciones' });
    es.sections.forEach((section, i) => {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${privacySections[i]!.id}`,
      );
    });
    expect(screen.getByText('Solicitud de visita')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: es.formTitle });
    const section = heading.closest('section')!;
    // The request form itself is the forms' part: here only that it is rendered.
    await waitFor(() => expect(section.querySelector('form')).not.toBeNull());
    expect(webPageJsonLd()).toMatchObject({
      url: expect.stringMatching(/\/es\/privacy$/),
      name: 'Política de privacidad',
      datePublished: '2026-11-24',
      inLanguage: 'es-US',
    });
  });
});
