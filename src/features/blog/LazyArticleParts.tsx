import { lazy, Suspense } from 'react';
import type { BlogPostMeta } from '@/content/blog/types';
import type { ShareButtonsProps } from './ShareButtons';

// Islands of the article page, below its hero image: each in a chunk of its own, so they are not
// part of the JS needed before first interaction. Hydration keeps their prerendered HTML until
// the chunk arrives (React's selective hydration), so the content is in the page without
// JavaScript and nothing shifts; a client-side visit shows a same-size placeholder briefly.
const ShareButtons = lazy(() =>
  import('./ShareButtons').then((m) => ({ default: m.ShareButtons })),
);
const extras = () => import('./ArticleExtras');
const ArticleCta = lazy(() => extras().then((m) => ({ default: m.ArticleCta })));
const RelatedArticles = lazy(() => extras().then((m) => ({ default: m.RelatedArticles })));

export function LazyShareButtons(props: ShareButtonsProps) {
  return (
    <Suspense fallback={<div className="h-10" />}>
      <ShareButtons {...props} />
    </Suspense>
  );
}

export function LazyArticleCta() {
  return (
    <Suspense fallback={<div className="mt-12 min-h-56" />}>
      <ArticleCta />
    </Suspense>
  );
}

export function LazyRelatedArticles({ post }: { post: BlogPostMeta }) {
  return (
    <Suspense fallback={<div className="min-h-96 bg-muted" />}>
      <RelatedArticles post={post} />
    </Suspense>
  );
}
