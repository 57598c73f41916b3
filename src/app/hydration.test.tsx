// The prerender contract: HTML rendered by ServerApp (or by react-router's static data router
// from the same route table) hydrates in the browser app without a mismatch.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { BrowserApp } from './BrowserApp';
import { createQueryClient } from './queryClient';
import { preloadRoutes } from './routeElements';
import { routes } from './routes';
import { ServerApp } from './ServerApp';

let root: Root | undefined;

async function hydrateHtml(path: string, html: string) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  container.querySelectorAll(':scope > script').forEach((script) => script.remove());
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <BrowserApp />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, recoverable };
}

describe('prerendered HTML hydrates', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it.each(['/definitely-not-a-page', '/coming-soon', '/properties'])(
    'ServerApp output for %s',
    async (path) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      await preloadRoutes(routes, path);
      // The footer is a lazy island: the first pass starts its import, a later one renders it.
      const render = () =>
        renderToString(<ServerApp location={path} queryClient={createQueryClient()} />);
      let html = render();
      for (let pass = 0; html.includes('<!--$!-->') && pass < 100; pass += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        html = render();
      }
      expect(html).not.toContain('<!--$!-->');
      expect(html).toContain('<main id="main"');
      const { container, recoverable } = await hydrateHtml(path, html);
      expect(recoverable).toEqual([]);
      const hydrationWarnings = consoleError.mock.calls.filter((call) =>
        String(call[0]).match(/hydrat|did not match/i),
      );
      expect(hydrationWarnings).toEqual([]);
      expect(container.querySelector('header')).not.toBeNull();
    },
  );

  it('static data router output (createStaticHandler + StaticRouterProvider)', async () => {
    const path = '/definitely-not-a-page';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`http://localhost${path}`));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} />
      </AppProviders>,
    );
    await preloadRoutes(routes, path);
    const { container, recoverable } = await hydrateHtml(path, html);
    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain('Oops! Page not found');
  });
});
