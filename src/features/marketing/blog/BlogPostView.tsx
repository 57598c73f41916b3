import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { localizedPath, paths } from '@/config/paths';
import { absoluteUrl } from '@/config/site';
import type { ArticlePageCopy, LocalizedPostMeta } from '@/content/blog';
import { blogImageSizes } from '@/content/blog/types';
import { formatDate } from '@contract/date-format.ts';
import { LocalizedLink, useLocale } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { Breadcrumbs } from './Breadcrumbs';
import { articleBreadcrumbs, buildBlogPostingJsonLd, buildBreadcrumbJsonLd } from './jsonLd';
import { LazyArticleBody } from './LazyArticleBody';
import { LazyArticleCta, LazyRelatedArticles, LazyShareButtons } from './LazyArticleParts';
import { readTimeMinutes } from './readTime';
import { company } from '@/config/company';

// Only for unknown ids (never prerendered): not part of an article's critical path.
const PostNotFound = lazy(() =>
  import('./PostNotFound').then((m) => ({ default: m.PostNotFound })),
);

export interface BlogPostViewProps {
  /** The page language's posts (the article is looked up by the URL's id). */
  posts: readonly LocalizedPostMeta[];
  copy: ArticlePageCopy;
}

/**
 * An article page in one language (pages/BlogPostPage and pages/es/BlogPostPage pass the
 * content). The body, share buttons, call to action and related articles are islands that pick
 * the page's language themselves.
 */
export function BlogPostView({ posts, copy }: BlogPostViewProps) {
  const { id = '' } = useParams();
  const locale = useLocale();
  const post = posts.find((p) => p.id === id);
  if (!post) {
    return (
      <Suspense fallback={null}>
        <PostNotFound id={id} />
      </Suspense>
    );
  }

  const { wordCount } = post;
  const readMinutes = readTimeMinutes(wordCount);
  const url = absoluteUrl(localizedPath(locale, paths.blogPost(post.id)));
  const breadcrumbs = articleBreadcrumbs(post, copy, locale);
  const { width, height } = blogImageSizes.hero;

  return (
    <>
      <Seo
        title={`${post.title} | ${company.shortName}`}
        description={post.excerpt}
        path={paths.blogPost(post.id)}
        image={post.image.src}
        type="article"
        jsonLd={[
          buildBlogPostingJsonLd(
            post,
            { wordCount, readMinutes },
            { locale, author: copy.authorOrganization(post.author) },
          ),
          buildBreadcrumbJsonLd(breadcrumbs),
        ]}
      />

      <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Breadcrumbs items={breadcrumbs} label={copy.breadcrumb} />
          <Button asChild variant="ghost" size="sm" className="self-start">
            <LocalizedLink to={paths.blog}>
              <ArrowLeft aria-hidden="true" />
              {copy.backToBlog}
            </LocalizedLink>
          </Button>
        </div>

        <header className="mt-8">
          {/* Badge's look, without its code on this page's critical path. */}
          <span className="inline-flex items-center rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-secondary-foreground">
            {post.category}
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <time dateTime={post.published}>{formatDate(post.published, locale)}</time>
            </li>
            <li className="flex items-center gap-1.5">
              <span>
                <span className="sr-only">{copy.author} </span>
                {post.author}
              </span>
            </li>
            <li className="flex items-center gap-1.5">
              <span>{copy.readTime(readMinutes)}</span>
            </li>
          </ul>
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground sm:text-xl">
            {post.excerpt}
          </p>
        </header>

        <img
          src={post.image.src}
          srcSet={`${post.image.cardSrc} ${blogImageSizes.card.width}w, ${post.image.src} ${width}w`}
          sizes="(min-width: 800px) 736px, calc(100vw - 32px)"
          alt={post.image.alt}
          width={width}
          height={height}
          fetchPriority="high"
          decoding="async"
          className="mt-8 aspect-[1200/630] h-auto w-full rounded-2xl bg-muted object-cover"
        />

        <div className="mt-6 border-y border-border py-4">
          <LazyShareButtons url={url} title={post.title} summary={post.excerpt} />
        </div>

        <div className="mt-8">
          <LazyArticleBody id={post.id} />
        </div>

        <LazyArticleCta />
      </article>

      <LazyRelatedArticles post={post} posts={posts} />
    </>
  );
}
