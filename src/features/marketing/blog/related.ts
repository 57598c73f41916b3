import type { BlogPostMeta } from '@/content/blog/types';

export const MAX_RELATED_POSTS = 3;

/**
 * Up to `limit` other posts of the same category, in the order of `allPosts` (newest first).
 * Returns an empty list when no other post shares the category.
 */
export function relatedPosts<T extends Pick<BlogPostMeta, 'id' | 'category'>>(
  post: Pick<BlogPostMeta, 'id' | 'category'>,
  allPosts: readonly T[],
  limit: number = MAX_RELATED_POSTS,
): T[] {
  return allPosts.filter((p) => p.id !== post.id && p.category === post.category).slice(0, limit);
}
