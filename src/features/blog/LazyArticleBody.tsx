import { lazy } from 'react';

// The block renderer is loaded with the body (in parallel, see preloadArticleBody), not with the
// page: it is only needed once the body's chunk is in anyway.
const loadRenderer = () => import('./ArticleBody');

/** The body of a stored post: suspends until its renderer and its text are in. */
export const LazyArticleBody = lazy(() =>
  loadRenderer().then((m) => ({ default: m.StoredArticleBody })),
);

/** Starts downloading the body renderer (the text itself: preloadBlogBody). */
export function preloadArticleBodyRenderer(): void {
  void loadRenderer();
}

/** Placeholder while a body downloads (client-side navigation only; prerendered HTML has it). */
export function ArticleBodyFallback() {
  return (
    <div aria-busy="true" className="min-h-[60vh] space-y-4">
      <span className="sr-only">Loading article…</span>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="h-4 rounded bg-muted" style={{ width: `${90 - (i % 3) * 12}%` }} />
      ))}
    </div>
  );
}
