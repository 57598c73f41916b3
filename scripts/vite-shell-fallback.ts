/**
 * `vite preview` answers a page it has no file for with dist/index.html, which is the prerendered
 * home page: a listing published after the build would first paint the home page, then jump to
 * the listing. Production hosts are told to serve dist/404.html (the bare shell) instead (README,
 * deploy step 5); this makes the preview do the same, so tests see what production serves.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The files a static host would serve for `pathname` from `dir` (clean URLs, directory index). */
export function servedFiles(pathname: string): string[] {
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  return clean === '' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
}

export function shellFallbackPlugin(): Plugin {
  return {
    name: 'shell-fallback',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const wantsPage =
          (req.method === 'GET' || req.method === 'HEAD') &&
          (req.headers.accept ?? '').includes('text/html');
        if (!wantsPage) return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        } catch {
          return next();
        }
        const shell = join(outDir, '404.html');
        if (pathname.includes('..') || !isFile(shell)) return next();
        if (servedFiles(pathname).some((file) => isFile(join(outDir, file)))) return next();
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(shell));
      });
    },
  };
}
