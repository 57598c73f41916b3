// The marketing pages, prerendered as scripts/prerender.ts does it (ServerApp after
// preloadRoutes, hoisted head tags moved into <head>), hydrate in the browser app with development React,
// which reports even attribute-level mismatches that production React ignores.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserApp } from '@/app/BrowserApp';
import { createQueryClient } from '@/app/queryClient';
import { preloadRoutes } from '@/app/routeElements';
import { routes } from '@/app/routes';
import { ServerApp } from '@/app/ServerApp';
import { splitHoisted } from '../../scripts/prerender-html';

let root: Root | undefined;

// renderToString, not the prerenderer's prerenderToNodeStream, which cannot share React's
// context stacks with the client renderer in one jsdom realm. A page's own lazy parts (the
// pricing calculator) suspend on the first pass; once loaded, the second pass renders them all.
async function prerender(path: string): Promise<string> {
  await preloadRoutes(routes, path);
  const render = () =>
    renderToString(<ServerApp location={path} queryClient={createQueryClient()} />);
  let html = render();
  // Rendered again until the lazy parts have loaded: a fixed pause failed on a busy machine.
  await vi.waitFor(
    () => {
      html = render();
      expect(html).not.toContain('<!--$!-->'); // no boundary left to client rendering
    },
    { timeout: 10_000, interval: 50 },
  );
  return html;
}

describe('marketing pages hydrate without mismatches', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it.each(['/', '/services', '/pricing', '/coming-soon'])('%s', async (path) => {
    const { head, body } = splitHoisted(await prerender(path));
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toMatch(/<h1[\s>]/);
    // The lazy calculator is in the HTML, so hydration must adopt it too.
    if (path === '/pricing') expect(body).toContain('data-testid="savings-results"');

    window.history.replaceState(null, '', path);
    document.head.innerHTML = head;
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = body;
    document.body.append(container);
    const h1 = container.querySelector('main h1');

    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <BrowserApp />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([]);
    // The prerendered nodes were adopted, not replaced, and the head keeps one title.
    expect(container.querySelector('main h1')).toBe(h1);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(head.match(/<title>([^<]+)<\/title>/)?.[1]?.replace(/&amp;/g, '&'));
  });
});
