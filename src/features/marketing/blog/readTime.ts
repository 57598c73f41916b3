import type { BlogBlock } from '@/content/blog/types';

/** Reading speed used for the estimate, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Number of whitespace-separated words in a text. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** The texts of a block, in reading order. */
export function blockTexts(block: BlogBlock): readonly string[] {
  switch (block.type) {
    case 'list':
      return block.items;
    case 'callout':
      return [block.title, block.text];
    default:
      return [block.text];
  }
}

/** Words in an article body: headings, paragraphs, list items and callouts. */
export function countBodyWords(body: readonly BlogBlock[]): number {
  return body.reduce(
    (sum, block) => sum + blockTexts(block).reduce((s, t) => s + countWords(t), 0),
    0,
  );
}

/** Estimated read time in whole minutes: words / 200, rounded up (at least 1 minute). */
export function readTimeMinutes(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount < 0) {
    throw new RangeError(`readTimeMinutes: invalid word count ${wordCount}`);
  }
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}
