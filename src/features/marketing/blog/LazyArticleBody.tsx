import type { BlogPostId } from '@/content/blog';
import { useCatalogue, type Catalogue } from '@/lib/i18n';
import { island } from '@/lib/islands';

const en = { loading: 'Loading article…' };
const text: Catalogue<typeof en> = { en, es: { loading: 'Cargando el artículo…' } };

/**
 * The body of a stored post, an island (lib/islands): its renderer and its text download when
 * the visitor reaches for it (or on a client-side visit); the prerendered article reads the same
 * until then.
 */
export const LazyArticleBody = island<{ id: BlogPostId }>(
  'article-body',
  () => import('./ArticleBody').then((m) => m.StoredArticleBody),
  <ArticleBodyFallback />,
);

/** Placeholder while a body downloads (client-side navigation only; prerendered HTML has it). */
export function ArticleBodyFallback() {
  const t = useCatalogue(text);
  return (
    <div aria-busy="true" className="min-h-[60vh] space-y-4">
      <span className="sr-only">{t.loading}</span>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="h-4 rounded bg-muted" style={{ width: `${90 - (i % 3) * 12}%` }} />
      ))}
    </div>
  );
}
