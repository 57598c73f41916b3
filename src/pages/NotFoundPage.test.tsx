import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotFoundPage from './NotFoundPage';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 404 heading, the message and a link home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('logs the attempted path with console.error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/missing/deep/path');
    expect(error).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/missing/deep/path',
    );
  });

  it('goes home when the link is followed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/nowhere');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
