import { use } from 'react';
import type { BlogPostId } from '@/content/blog';
import type { BlogBlock } from '@/content/blog/types';
import { useLocale } from '@/lib/i18n';
import { bodiesByLocale } from './bodies';

/** Renders an article's typed blocks as semantic HTML (h2/h3, p, ul/ol, aside): no raw HTML. */
export function ArticleBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <div className="space-y-5 text-base leading-relaxed text-foreground sm:text-lg">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={i} className="pt-4 text-2xl font-bold tracking-tight">
                {block.text}
              </h2>
            );
          case 'subheading':
            return (
              <h3 key={i} className="pt-2 text-xl font-semibold">
                {block.text}
              </h3>
            );
          case 'paragraph':
            return <p key={i}>{block.text}</p>;
          case 'list': {
            const ListTag = block.ordered ? 'ol' : 'ul';
            return (
              <ListTag
                key={i}
                className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-primary`}
              >
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ListTag>
            );
          }
          case 'callout':
            return (
              <aside
                key={i}
                aria-label={block.title}
                className="rounded-xl border border-border bg-muted p-5 sm:p-6"
              >
                <p className="font-semibold text-foreground">{block.title}</p>
                <p className="mt-2 text-muted-foreground">{block.text}</p>
              </aside>
            );
        }
      })}
    </div>
  );
}

/**
 * The body of a stored post in the page's language, loaded on demand: suspends until the post's
 * chunk is in.
 */
export function StoredArticleBody({ id }: { id: BlogPostId }) {
  return <ArticleBody blocks={use(bodiesByLocale[useLocale()].load(id))} />;
}
