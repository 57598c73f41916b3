import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { privacyEffectiveDate, privacySections } from '@/content/privacy';
import PrivacyPage from './PrivacyPage';

describe('PrivacyPage', () => {
  beforeAll(async () => {
    // The form is its own chunk; load it first so the page renders whole.
    await import('@/features/leads/PrivacyRequestForm');
  });

  it('shows the policy, what each form collects and the request form', async () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText(`Effective date: ${privacyEffectiveDate}`)).toBeInTheDocument();
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
  });
});
