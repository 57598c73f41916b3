import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ScheduleDemoPage from './ScheduleDemoPage';

describe('ScheduleDemoPage', () => {
  it('has the title, a way back home and the consultation form', async () => {
    const router = createMemoryRouter([{ path: '/', element: <ScheduleDemoPage /> }]);
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Schedule Your Consultation Call' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(
      await screen.findByRole('group', { name: /Pick a time for your call/ }, { timeout: 5000 }),
    ).toHaveAccessibleDescription(/Times are Pacific Time/);
    for (const name of [/First Name/, /Last Name/, /Email/, /Cell Number/]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    // The times load once the visitor uses the form, not with the page.
    expect(screen.getByRole('button', { name: 'Show open times' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Call' })).toBeInTheDocument();
    expect(
      screen.getByText(/free guide to the 10 costliest DIY landlord mistakes/),
    ).toBeInTheDocument();
  });
});
