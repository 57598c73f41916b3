import { render, screen, waitFor } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { faqItems } from '@/content/faq';
import FaqPage from './FaqPage';

function renderPage(page: React.ReactNode) {
  return render(
    <HelmetProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </HelmetProvider>,
  );
}

describe('FaqPage', () => {
  it('shows 20 questions, the calls to action and FAQPage JSON-LD', async () => {
    renderPage(<FaqPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    for (const item of faqItems) {
      expect(screen.getByRole('button', { name: item.question })).toBeInTheDocument();
    }
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/contact', '/schedule-demo']));
    await waitFor(() => {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '{}') as { '@type': string; mainEntity?: unknown[] },
      );
      const faq = blocks.find((b) => b['@type'] === 'FAQPage');
      expect(faq?.mainEntity).toHaveLength(20);
    });
  });
});
