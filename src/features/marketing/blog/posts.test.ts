// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FEE_CAP } from '@contract/application-fee.ts';
import { countBodyWords } from '@/features/marketing/blog/readTime';
import { formatDate } from '@contract/date-format.ts';
import { englishBodies } from '@/content/blog/bodies';
import {
  blogCategories,
  blogImageSizes,
  blogPostIds,
  blogPosts,
  getBlogPostMeta,
  type BlogPostId,
} from '@/content/blog';
import { article } from '@/content/blog/article';
import type { BlogBlock } from '@/content/blog/types';

let blogBodies: Record<BlogPostId, readonly BlogBlock[]>;
beforeAll(async () => {
  const bodies = await Promise.all(blogPostIds.map((id) => englishBodies.load(id)));
  blogBodies = Object.fromEntries(
    blogPostIds.map((id, i) => [id, bodies[i]!]),
  ) as typeof blogBodies;
});

// Vitest runs from the repository root (jsdom's import.meta.url is not a file URL).
const publicDir = join(process.cwd(), 'public');

/** Width and height from a WebP file's header (VP8, VP8L or VP8X). */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.toString('ascii', 0, 4)).toBe('RIFF');
  expect(b.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') {
    return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
}

describe('blog content', () => {
  it('has the six posts with the required ids, each once', () => {
    expect(blogPostIds).toEqual([
      'hidden-cost-self-managing',
      'boost-rental-profits',
      'tenant-screening',
      'maintenance-guide',
      'california-laws',
      'rental-marketing',
    ]);
    expect(new Set(blogPostIds).size).toBe(6);
    for (const id of blogPostIds) expect(blogBodies[id].length).toBeGreaterThan(0);
  });

  it('gives every post a title, excerpt, known category, date and author', () => {
    for (const post of blogPosts) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(60);
      expect(blogCategories).toContain(post.category);
      expect(formatDate(post.published)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(post.author).not.toBe('');
    }
    expect(formatDate(getBlogPostMeta('hidden-cost-self-managing')!.published)).toBe(
      'March 15, 2025',
    );
  });

  it('reads an article body block by block', () => {
    expect(
      article(`
        Intro, on one line.

        ## A heading

        ### A subheading

        - one
        - two

        1. first
        2. second

        > Title
        > Its text.
      `),
    ).toEqual([
      { type: 'paragraph', text: 'Intro, on one line.' },
      { type: 'heading', text: 'A heading' },
      { type: 'subheading', text: 'A subheading' },
      { type: 'list', items: ['one', 'two'] },
      { type: 'list', ordered: true, items: ['first', 'second'] },
      { type: 'callout', title: 'Title', text: 'Its text.' },
    ]);
  });

  it('lists posts newest first', () => {
    const dates = blogPosts.map((p) => p.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('groups posts so that related articles exist', () => {
    const counts = new Map<string, number>();
    for (const p of blogPosts) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it.each(blogPostIds)('%s has a body of at least 700 words, with headings', (id) => {
    const body = blogBodies[id];
    expect(countBodyWords(body)).toBeGreaterThanOrEqual(700);
    // The stored count (header, read time, JSON-LD) must match the body.
    expect(getBlogPostMeta(id)!.wordCount).toBe(countBodyWords(body));
    expect(body.filter((b) => b.type === 'heading').length).toBeGreaterThanOrEqual(3);
    for (const block of body) {
      const texts =
        block.type === 'list' ? block.items : [block.type === 'callout' ? block.text : block.text];
      for (const text of texts) {
        expect(text).not.toMatch(/<[a-z]/i); // plain text, never HTML
        expect(text).not.toMatch(/lorem ipsum/i);
      }
    }
  });

  it.each(blogPostIds)('%s has its illustration at both sizes', (id) => {
    const post = getBlogPostMeta(id)!;
    expect(post.image.alt.length).toBeGreaterThan(20);
    const hero = `${publicDir}${post.image.src}`;
    const card = `${publicDir}${post.image.cardSrc}`;
    expect(existsSync(hero)).toBe(true);
    expect(existsSync(card)).toBe(true);
    expect(webpSize(hero)).toEqual(blogImageSizes.hero);
    expect(webpSize(card)).toEqual(blogImageSizes.card);
    expect(readFileSync(hero).length).toBeLessThan(60_000);
    expect(readFileSync(card).length).toBeLessThan(30_000);
  });

  it('states the key California rules accurately in the law and screening posts', () => {
    const text = (id: BlogPostId) =>
      blogBodies[id]
        .flatMap((b) =>
          b.type === 'list' ? b.items : b.type === 'callout' ? [b.title, b.text] : [b.text],
        )
        .join(' ');
    const laws = text('california-laws');
    expect(laws).toContain('5% plus the regional rise in the cost of living');
    expect(laws).toContain('maximum of 10%');
    expect(laws).toContain('one month’s rent as a security deposit');
    expect(laws).toContain('Within 21 days');
    expect(laws).toContain('24 hours is presumed reasonable');
    expect(laws).toContain('three-day notice to pay rent or quit');
    expect(laws).toMatch(/built before 1978/);
    expect(laws).toMatch(/bed bug/i);
    expect(laws).toMatch(/mold/i);
    expect(laws).toMatch(/carbon monoxide/);
    expect(laws).toMatch(/attorney/);
    const screening = text('tenant-screening');
    expect(screening).toContain('Fair Employment and Housing Act');
    expect(screening).toMatch(/source of income/i);
    expect(screening).toMatch(/about 3x the rent/);
    // Civil Code 1950.6: this year's cap (one dated figure), and since AB 2493 the report copy
    // goes to every applicant within 7 days, unasked.
    expect(screening).toContain(
      `$${APPLICATION_FEE_CAP.amount.toFixed(2)} per applicant in ${APPLICATION_FEE_CAP.year}`,
    );
    expect(screening).toContain('within 7 days of receiving it, without waiting to be asked');
    expect(screening).not.toMatch(/on request|in 2025 it is/);
  });
});
