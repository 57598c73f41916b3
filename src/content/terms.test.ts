// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { termsLastUpdated, termsSections } from './terms';

const allText = termsSections.flatMap((s) => s.paragraphs).join('\n');

describe('Terms of Service content', () => {
  it('has 13 numbered sections with unique ids', () => {
    expect(termsSections).toHaveLength(13);
    expect(new Set(termsSections.map((s) => s.id)).size).toBe(13);
    termsSections.forEach((section, i) => {
      expect(section.title.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    });
  });

  it('was last updated in December 2024', () => {
    expect(termsLastUpdated).toBe('December 2024');
  });

  it('caps liability at six months of management fees', () => {
    expect(allText).toContain('capped at six months of management fees');
  });

  it('requires 30 days’ written notice to terminate', () => {
    expect(allText).toContain('30 days’ written notice');
  });
});
