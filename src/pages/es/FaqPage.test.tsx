import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { faqItems } from '@/content/es/faq';
import FaqPage from './FaqPage';

describe('FaqPage in Spanish', () => {
  it('shows the Spanish questions, Spanish links and FAQPage JSON-LD in Spanish', async () => {
    render(
      <MemoryRouter initialEntries={['/es/faq']}>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '¿Le quedan dudas?' }),
    ).toBeInTheDocument();
    // The questions are a lazy island with the Spanish catalogue: wait for it.
    await screen.findByRole('button', { name: faqItems[0]!.question }, { timeout: 10_000 });
    const questions = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => h.querySelector('button[aria-expanded]'));
    expect(questions.map((q) => q.textContent)).toEqual(faqItems.map((i) => i.question));
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      '/es/contact',
    );
    expect(screen.getByRole('link', { name: 'Agende una llamada' })).toHaveAttribute(
      'href',
      '/es/schedule-demo',
    );
    await waitFor(() => {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) =>
          JSON.parse(s.textContent ?? '{}') as {
            '@type': string;
            inLanguage?: string;
            mainEntity?: Array<{ name: string }>;
          },
      );
      const faq = blocks.find((b) => b['@type'] === 'FAQPage');
      expect(faq?.inLanguage).toBe('es-US');
      expect(faq?.mainEntity?.map((q) => q.name)).toEqual(faqItems.map((i) => i.question));
    });
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site.url}/es/faq`,
    );
  });
});
