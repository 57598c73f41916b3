import { render, screen } from '@testing-library/react';
import { MemoryRouter, UNSAFE_ErrorResponseImpl, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeRouteError, RouteErrorScreen } from './RouteErrorScreen';
import { toRouteElements } from './routeElements';

// The tracker as the boundary sees it: each caught error reported, its reference answered.
const reported = vi.hoisted(() => [] as Array<{ error: unknown; kind?: string }>);
vi.mock('@/lib/errorReports', () => ({
  reportError: (error: unknown, kind?: string) => {
    reported.push({ error, kind });
    return Promise.resolve('7F3A-09BC');
  },
}));

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function renderThrowing(error: unknown) {
  const routes = toRouteElements([
    { path: '/', errorElement: <RouteErrorScreen />, element: <Thrower error={error} /> },
  ]);
  function App() {
    return useRoutes(routes);
  }
  return render(
    <MemoryRouter initialEntries={['/']}>
      <App />
    </MemoryRouter>,
  );
}

describe('RouteErrorScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the status of an error response, without a stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderThrowing(
      new UNSAFE_ErrorResponseImpl(404, 'Not Found', 'No listing with that id'),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '404 Not Found: No listing with that id' }),
    ).toBeInTheDocument();
    expect(container.querySelector('pre')).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it("shows an Error's message and its stack", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Failed to fetch dynamically imported module');
    const { container } = renderThrowing(error);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Failed to fetch dynamically imported module',
      }),
    ).toBeInTheDocument();
    const pre = container.querySelector('pre');
    expect(pre).not.toBeNull();
    expect(pre?.textContent).toBe(error.stack);
  });

  it('describes other thrown values', () => {
    expect(describeRouteError('plain text')).toEqual({ message: 'plain text' });
    expect(describeRouteError(42)).toEqual({ message: 'An unknown error occurred.' });
    expect(describeRouteError(new UNSAFE_ErrorResponseImpl(500, 'Server Error', null))).toEqual({
      message: '500 Server Error',
    });
  });

  it('reports what the boundary caught and names the reference', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reported.length = 0;
    const error = new Error('boom');
    renderThrowing(error);
    expect(await screen.findByText(/\(Ref\. 7F3A-09BC\)/)).toBeInTheDocument();
    // Once per error: StrictMode's second effect asks again and the tracker answers the same.
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every((r) => r.error === error && r.kind === 'route')).toBe(true);
  });
});
