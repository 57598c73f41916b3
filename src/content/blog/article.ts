import type { BlogBlock } from './types';

/**
 * An article body written as a small Markdown subset, blocks parted by a blank line: `## ` a
 * heading, `### ` a subheading, lines of `- ` (or `1. `) a list, `> ` lines a callout (its first
 * line the title, the next its text), anything else a paragraph. Parsed into typed blocks, which
 * ArticleBody renders (no raw HTML); prose reads and translates as prose.
 */
export function article(source: string): readonly BlogBlock[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk): BlogBlock => {
      const lines = chunk.split('\n').map((line) => line.trim());
      const first = lines[0] ?? '';
      const after = (prefix: RegExp) => lines.map((line) => line.replace(prefix, ''));
      if (first.startsWith('### ')) return { type: 'subheading', text: first.slice(4) };
      if (first.startsWith('## ')) return { type: 'heading', text: first.slice(3) };
      if (first.startsWith('> ')) {
        const [title = '', ...text] = after(/^> /);
        return { type: 'callout', title, text: text.join(' ') };
      }
      if (first.startsWith('- ')) return { type: 'list', items: after(/^- /) };
      if (/^\d+\. /.test(first)) return { type: 'list', ordered: true, items: after(/^\d+\. /) };
      return { type: 'paragraph', text: lines.join(' ') };
    });
}
