/** Types of the blog's typed content: posts are data, rendered block by block (no raw HTML). */
export const blogCategories = [
  'Property Management Tips',
  'Landlord Resources',
  'Maintenance & Repairs',
  'Legal & Compliance',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** One block of an article body. `heading` renders as h2, `subheading` as h3. */
export type BlogBlock =
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered?: boolean; items: readonly string[] }
  | { type: 'callout'; title: string; text: string };

export interface BlogImage {
  /** Hero image, 1200x630 WebP. */
  src: string;
  /** Card image, 600x315 WebP (same artwork). */
  cardSrc: string;
  alt: string;
}

/**
 * Everything about a post except its body: enough for cards, lists and metadata. The same shape
 * in every language (the Spanish posts keep the English ids, dates and images).
 */
export interface BlogPostMeta {
  id: string;
  title: string;
  excerpt: string;
  /** The category's name in the post's language (English: a `BlogCategory`); posts sharing it are related. */
  category: string;
  /** ISO date of publication (YYYY-MM-DD); shown as e.g. 'March 15, 2025'. */
  published: string;
  author: string;
  image: BlogImage;
  /**
   * Words in the body (see countBodyWords). Kept with the metadata so the header, read time and
   * JSON-LD render without loading the body; a test checks it against the body.
   */
  wordCount: number;
}

/** Sizes of the generated blog illustrations. */
export const blogImageSizes = {
  hero: { width: 1200, height: 630 },
  card: { width: 600, height: 315 },
} as const;
