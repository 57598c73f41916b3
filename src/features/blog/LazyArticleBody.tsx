import type { BlogPostId } from '@/content/blog';
import type { Locale } from '@contract/locale.ts';
import { useLocale } from '@/lib/i18n';
import { island } from '@/lib/islands';

const loadingLabel: Record<Locale, string> = {
  en: 'Loading article…',
  es: 'Cargando el artículo…',
};

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
  const locale = useLocale();
  return (
    <div aria-busy="true" className="min-h-[60vh] space-y-4">
      <span className="sr-only">{loadingLabel[locale]}</span>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="h-4 rounded bg-muted" style={{ width: `${90 - (i % 3) * 12}%` }} />
      ))}
    </div>
  );
}
