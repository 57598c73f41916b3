import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { faqItems } from '@/content/faq';
import FaqPage from './FaqPage';

function renderPage(page: React.ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

describe('FaqPage', () => {
  it('shows 20 questions, the calls to action and FAQPage JSON-LD', async () => {
    renderPage(<FaqPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    // The questions are a lazy island: wait for it. One role query for all (they are slow in
    // jsdom), then compare in order.
    await screen.findByRole('button', { name: faqItems[0]!.question }, { timeout: 10_000 });
    const questions = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => h.querySelector('button[aria-expanded]'));
    expect(questions.map((q) => q.textContent)).toEqual(faqItems.map((i) => i.question));
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
