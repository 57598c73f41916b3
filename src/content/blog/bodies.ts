/**
 * Article bodies, one lazily loaded module (and so one chunk) per post: an article page
 * downloads only its own body, and the /blog index none.
 */
import type { BlogPostId } from './index';
import type { BlogBlock } from './types';

type BodyModule = { body: readonly BlogBlock[] };

const loaders: Record<BlogPostId, () => Promise<BodyModule>> = {
  'hidden-cost-self-managing': () => import('./posts/hidden-cost-self-managing'),
  'boost-rental-profits': () => import('./posts/boost-rental-profits'),
  'tenant-screening': () => import('./posts/tenant-screening'),
  'maintenance-guide': () => import('./posts/maintenance-guide'),
  'california-laws': () => import('./posts/california-laws'),
  'rental-marketing': () => import('./posts/rental-marketing'),
};

/** A promise React's `use()` can read synchronously once settled (it checks these fields). */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

const cache = new Map<BlogPostId, TrackedPromise<readonly BlogBlock[]>>();

/**
 * The body of a post. The same promise is returned for the same id (React's `use()` needs a
 * stable promise), and it records its outcome on itself, so a preloaded body renders without
 * suspending. A failed download surfaces as an error (the route's error screen), not a retry loop.
 */
export function loadBlogBody(id: BlogPostId): Promise<readonly BlogBlock[]> {
  const cached = cache.get(id);
  if (cached) return cached;
  const promise: TrackedPromise<readonly BlogBlock[]> = loaders[id]().then(
    (m) => {
      promise.status = 'fulfilled';
      promise.value = m.body;
      return m.body;
    },
    (error: unknown) => {
      promise.status = 'rejected';
      promise.reason = error;
      throw error;
    },
  );
  cache.set(id, promise);
  return promise;
}

/** Start downloading a body early (e.g. when a link to the article is hovered or focused). */
export function preloadBlogBody(id: BlogPostId): void {
  loadBlogBody(id).catch(() => {
    // Preloading is best effort; the article page reports a failed download itself.
  });
}
