import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accessibilitySections } from '@/content/accessibility';
import { accessibilityContent as es } from '@/content/es/accessibility';
import AccessibilityPage from './AccessibilityPage';
import SpanishAccessibilityPage from './es/AccessibilityPage';

describe('AccessibilityPage', () => {
  it('shows the statement with a contents list linking to every section', () => {
    render(
      <MemoryRouter initialEntries={['/accessibility']}>
        <AccessibilityPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility Statement');
    expect(screen.getByText('Last reviewed: November 2026')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Sections' });
    for (const section of accessibilitySections) {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    }
  });

  it('in Spanish (/es/accessibility): the same sections and anchors, the date in Spanish', () => {
    render(
      <MemoryRouter initialEntries={['/es/accessibility']}>
        <SpanishAccessibilityPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Declaración de accesibilidad',
    );
    expect(screen.getByText('Última revisión: noviembre de 2026')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Secciones' });
    es.sections.forEach((section, i) => {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${accessibilitySections[i]!.id}`,
      );
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    });
  });
});
