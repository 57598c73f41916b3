import { island } from '@/lib/islands';
import type { RelatedArticlesProps } from './ArticleExtras';
import type { ShareButtonsProps } from './ShareButtons';

// Islands of the article page, below its hero image (lib/islands): each in a chunk of its own,
// downloaded when the visitor reaches for it, so none is part of a page load. Until then the
// prerendered HTML stays, so the content is in the page without JavaScript and nothing shifts; a
// client-side visit shows a same-size placeholder briefly.
const extras = () => import('./ArticleExtras');

export const LazyShareButtons = island<ShareButtonsProps>(
  'share-buttons',
  () => import('./ShareButtons').then((m) => m.ShareButtons),
  <div className="h-10" />,
);

export const LazyArticleCta = island(
  'article-cta',
  () => extras().then((m) => m.ArticleCta),
  <div className="mt-12 min-h-56" />,
);

export const LazyRelatedArticles = island<RelatedArticlesProps>(
  'related-articles',
  () => extras().then((m) => m.RelatedArticles),
  <div className="min-h-96 bg-muted" />,
);
