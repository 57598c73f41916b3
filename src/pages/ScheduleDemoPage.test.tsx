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
    expect(await screen.findByRole('grid', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const name of [/First Name/, /Last Name/, /Email/, /Cell Number/]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: /Preferred Date/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Preferred Time/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Call' })).toBeInTheDocument();
    expect(
      screen.getByText(/free guide to the 10 costliest DIY landlord mistakes/),
    ).toBeInTheDocument();
  });
});
