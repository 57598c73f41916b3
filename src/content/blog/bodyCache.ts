/**
 * Loading article bodies, one lazily loaded module (and so one chunk) per post and language: an
 * article page downloads only its own body, and the /blog index none.
 */
import type { BlogPostId } from './index';
import type { BlogBlock } from './types';

export type BodyLoaders = Record<BlogPostId, () => Promise<{ body: readonly BlogBlock[] }>>;

/** A language's bodies: load one (for React's `use()`), or start its download early. */
export interface BlogBodies {
  load(id: BlogPostId): Promise<readonly BlogBlock[]>;
  /** Start downloading a body early (e.g. when a link to the article is hovered or focused). */
  preload(id: BlogPostId): void;
}

/** A promise React's `use()` can read synchronously once settled (it checks these fields). */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * The same promise is returned for the same id (React's `use()` needs a stable promise), and it
 * records its outcome on itself, so a preloaded body renders without suspending. A failed
 * download surfaces as an error (the route's error screen), not a retry loop.
 */
export function blogBodies(loaders: BodyLoaders): BlogBodies {
  const cache = new Map<BlogPostId, TrackedPromise<readonly BlogBlock[]>>();
  function load(id: BlogPostId): Promise<readonly BlogBlock[]> {
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
  return {
    load,
    preload(id) {
      load(id).catch(() => {
        // Preloading is best effort; the article page reports a failed download itself.
      });
    },
  };
}
