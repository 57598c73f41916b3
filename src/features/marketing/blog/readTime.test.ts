// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BlogBlock } from '@/content/blog/types';
import { countBodyWords, countWords, readTimeMinutes, WORDS_PER_MINUTE } from './readTime';

describe('countWords', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('Three little words')).toBe(3);
    expect(countWords('  spaced \n out\ttext  ')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
  });
});

describe('countBodyWords', () => {
  it('counts headings, paragraphs, list items and callouts', () => {
    const body: BlogBlock[] = [
      { type: 'heading', text: 'Two words' },
      { type: 'subheading', text: 'One' },
      { type: 'paragraph', text: 'four words right here' },
      { type: 'list', items: ['a b', 'c'] },
      { type: 'callout', title: 'Title', text: 'callout body' },
    ];
    expect(countBodyWords(body)).toBe(2 + 1 + 4 + 3 + 3);
  });
});

describe('readTimeMinutes', () => {
  it('divides by 200 words a minute and rounds up', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(399)).toBe(2);
    expect(readTimeMinutes(400)).toBe(2);
    expect(readTimeMinutes(401)).toBe(3);
    expect(readTimeMinutes(1049)).toBe(6);
  });

  it('never shows less than one minute', () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(1)).toBe(1);
  });

  it('rejects impossible counts', () => {
    expect(() => readTimeMinutes(-1)).toThrow(RangeError);
    expect(() => readTimeMinutes(Number.NaN)).toThrow(RangeError);
  });
});
