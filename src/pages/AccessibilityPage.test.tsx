import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accessibilitySections } from '@/content/accessibility';
import AccessibilityPage from './AccessibilityPage';

describe('AccessibilityPage', () => {
  it('shows the statement with a contents list linking to every section', () => {
    render(
      <MemoryRouter>
        <AccessibilityPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility Statement');
    const contents = screen.getByRole('navigation', { name: 'Sections' });
    for (const section of accessibilitySections) {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    }
  });
});
