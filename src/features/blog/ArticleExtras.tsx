import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { blogPosts } from '@/content/blog';
import { articleCtaCopy } from '@/content/blog/articleCta';
import type { BlogPostMeta } from '@/content/blog/types';
import { ArticleCard } from './ArticleCard';
import { relatedPosts } from './related';

// The parts of an article below its body. The page loads them lazily (LazyArticleParts.tsx).

/** The call to action at the end of the article. */
export function ArticleCta() {
  return (
    <section
      aria-labelledby="article-cta-heading"
      className="mt-12 rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8"
    >
      <h2 id="article-cta-heading" className="text-2xl font-bold">
        {articleCtaCopy.title}
      </h2>
      <p className="mt-2">{articleCtaCopy.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <Link to={paths.scheduleDemo}>
            {articleCtaCopy.scheduleDemo}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button
          asChild
          variant="outline"
          className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground"
        >
          <Link to={paths.contact}>{articleCtaCopy.contact}</Link>
        </Button>
      </div>
    </section>
  );
}

/** Cards of the articles related to `post`, if any. */
export function RelatedArticles({ post }: { post: BlogPostMeta }) {
  const related = relatedPosts(post, blogPosts);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
          Related Articles
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((p) => (
            <li key={p.id}>
              <ArticleCard post={p} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
