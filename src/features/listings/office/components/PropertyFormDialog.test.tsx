import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { showingDefaultsLabel } from '@contract/booking.ts';
import { paths } from '@/config/paths';
import type { ExtractedListing } from '../../extraction';
import { PropertyFormDialog } from './PropertyFormDialog';

describe('PropertyFormDialog', { timeout: 20_000 }, () => {
  it('tells staff adding a listing that it gets the default showing hours, and links where they are changed', () => {
    render(
      <MemoryRouter>
        <PropertyFormDialog
          open
          property={null}
          onOpenChange={vi.fn()}
          onSubmit={vi.fn(() => Promise.resolve())}
          onExtract={vi.fn(() => Promise.resolve({} as ExtractedListing))}
        />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add New Property' });
    expect(dialog).toHaveTextContent(`default showing hours (${showingDefaultsLabel})`);
    expect(within(dialog).getByRole('link', { name: 'Calendar → Hours and feed' })).toHaveAttribute(
      'href',
      paths.adminShowingHours(),
    );
  });
});
