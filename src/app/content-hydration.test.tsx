// The content pages with lazy islands (FAQ questions, article share/CTA/related, location
// sections), prerendered as scripts/prerender.ts does it, hydrate in the browser app with
// development React (which reports even attribute-level mismatches) and adopt the islands'
// prerendered HTML instead of replacing it.
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
// context stacks with the client renderer in one jsdom realm. A page's lazy islands suspend on
// the first pass; once loaded, a later pass renders them all.
async function prerender(path: string): Promise<string> {
  await preloadRoutes(routes, path);
  const render = () =>
    renderToString(<ServerApp location={path} queryClient={createQueryClient()} />);
  // Islands can be nested (an article body's renderer, then its text): render until none suspends.
  let html = render();
  for (let pass = 0; pass < 4 && html.includes('<!--$!-->'); pass++) {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // first import: Vite transforms
    html = render();
  }
  expect(html).not.toContain('<!--$!-->'); // no boundary left to client rendering
  return html;
}

// Per route, a selector inside its island: present in the HTML and the same node after hydration.
const islands: Record<string, string> = {
  '/faq': '#faq-what-is-flat-fee-answer',
  '/blog/tenant-screening': '#related-heading',
  '/locations/west-covina': '#neighborhoods-heading',
  '/san-bernardino-county': '#hotspots-heading',
};

describe('content pages with islands hydrate without mismatches', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it.each(Object.keys(islands))('%s', { timeout: 20_000 }, async (path) => {
    const { head, body } = splitHoisted(await prerender(path));
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toMatch(/<h1[\s>]/);

    window.history.replaceState(null, '', path);
    document.head.innerHTML = head;
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = body;
    document.body.append(container);
    const h1 = container.querySelector('main h1');
    const island = container.querySelector(islands[path]!);
    expect(island).not.toBeNull();

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
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the islands' chunks
    });
    expect(container.querySelector(islands[path]!)).toBe(island);
    expect(recoverable).toEqual([]);
    expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([]);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(head.match(/<title>([^<]+)<\/title>/)?.[1]?.replace(/&amp;/g, '&'));
  });
});
