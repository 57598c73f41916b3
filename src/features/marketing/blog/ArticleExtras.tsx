import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { LocalizedPostMeta } from '@/content/blog';
import { articleCtaCopy } from '@/content/blog/articleCta';
import { articleCtaCopy as spanishCtaCopy } from '@/content/es/blog/articleCta';
import { LocalizedLink, useCatalogue, useLocale, type Catalogue } from '@/lib/i18n';
import { ArticleCard } from './ArticleCard';
import { bodiesByLocale } from './bodies';
import { relatedPosts } from './related';

// The parts of an article below its body. The page loads them lazily (LazyArticleParts.tsx), so
// both languages' few words ride along here rather than in either page's chunk.

const ctaCopy: Catalogue<typeof articleCtaCopy> = { en: articleCtaCopy, es: spanishCtaCopy };
const relatedEn = { heading: 'Related Articles' };
const relatedText: Catalogue<typeof relatedEn> = {
  en: relatedEn,
  es: { heading: 'Artículos relacionados' },
};

/** The call to action at the end of the article. */
export function ArticleCta() {
  const copy = useCatalogue(ctaCopy);
  return (
    <section
      aria-labelledby="article-cta-heading"
      className="mt-12 rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8"
    >
      <h2 id="article-cta-heading" className="text-2xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-2">{copy.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <LocalizedLink to={paths.scheduleDemo}>
            {copy.scheduleDemo}
            <ArrowRight aria-hidden="true" />
          </LocalizedLink>
        </Button>
        <Button
          asChild
          variant="outline"
          className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground"
        >
          <LocalizedLink to={paths.contact}>{copy.contact}</LocalizedLink>
        </Button>
      </div>
    </section>
  );
}

export interface RelatedArticlesProps {
  post: LocalizedPostMeta;
  /** Every post of the page's language, newest first. */
  posts: readonly LocalizedPostMeta[];
}

/** Cards of the articles related to `post`, if any. */
export function RelatedArticles({ post, posts }: RelatedArticlesProps) {
  const locale = useLocale();
  const related = relatedPosts(post, posts);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
          {relatedText[locale].heading}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((p) => (
            <li key={p.id}>
              <ArticleCard post={p} onPreload={bodiesByLocale[locale].preload} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
