// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blogPosts } from '@/content/blog';
import type { BlogCategory } from '@/content/blog/types';
import { MAX_RELATED_POSTS, relatedPosts } from './related';

const post = (id: string, category: BlogCategory) => ({ id, category });

describe('relatedPosts', () => {
  const all = [
    post('a', 'Legal & Compliance'),
    post('b', 'Legal & Compliance'),
    post('c', 'Landlord Resources'),
    post('d', 'Legal & Compliance'),
    post('e', 'Legal & Compliance'),
    post('f', 'Legal & Compliance'),
  ];

  it('returns other posts of the same category, in list order, never the post itself', () => {
    expect(relatedPosts(all[0]!, all).map((p) => p.id)).toEqual(['b', 'd', 'e']);
    expect(relatedPosts(all[3]!, all).map((p) => p.id)).toEqual(['a', 'b', 'e']);
  });

  it('returns at most 3', () => {
    expect(MAX_RELATED_POSTS).toBe(3);
    expect(relatedPosts(all[0]!, all)).toHaveLength(3);
    expect(relatedPosts(all[0]!, all, 2).map((p) => p.id)).toEqual(['b', 'd']);
  });

  it('returns an empty list when no other post shares the category', () => {
    expect(relatedPosts(all[2]!, all)).toEqual([]);
  });

  it('finds something for the real posts that share a category', () => {
    for (const p of blogPosts) {
      const expected = blogPosts.filter((o) => o.category === p.category && o.id !== p.id);
      const related = relatedPosts(p, blogPosts);
      expect(related.map((r) => r.id)).toEqual(expected.slice(0, 3).map((r) => r.id));
      expect(related.every((r) => r.category === p.category && r.id !== p.id)).toBe(true);
    }
    expect(
      relatedPosts(
        blogPosts.find((p) => p.id === 'tenant-screening')!,
        blogPosts,
      ).length,
    ).toBeGreaterThan(0);
  });
});
