import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { absoluteUrl } from '@/config/site';
import { blogImageSizes, getBlogPostMeta, isBlogPostId } from '@/content/blog';
import { company } from '@/config/company';
import { LazyArticleBody } from '@/features/blog/LazyArticleBody';
import { Breadcrumbs } from '@/features/blog/Breadcrumbs';
import { formatCalendarDate } from '@/lib/dates';
import {
  articleBreadcrumbs,
  buildBlogPostingJsonLd,
  buildBreadcrumbJsonLd,
} from '@/features/blog/jsonLd';
import {
  LazyArticleCta,
  LazyRelatedArticles,
  LazyShareButtons,
} from '@/features/blog/LazyArticleParts';
import { formatReadTime, readTimeMinutes } from '@/features/blog/readTime';
import { Seo } from '@/lib/seo';

// Only for unknown ids (never prerendered): not part of an article's critical path.
const PostNotFound = lazy(() =>
  import('@/features/blog/PostNotFound').then((m) => ({ default: m.PostNotFound })),
);

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const post = getBlogPostMeta(id);
  if (!post || !isBlogPostId(id)) {
    return (
      <Suspense fallback={null}>
        <PostNotFound id={id} />
      </Suspense>
    );
  }

  const { wordCount } = post;
  const readMinutes = readTimeMinutes(wordCount);
  const url = absoluteUrl(paths.blogPost(post.id));
  const breadcrumbs = articleBreadcrumbs(post);
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
          buildBlogPostingJsonLd(post, { wordCount, readMinutes }),
          buildBreadcrumbJsonLd(breadcrumbs),
        ]}
      />

      <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Breadcrumbs items={breadcrumbs} />
          <Button asChild variant="ghost" size="sm" className="self-start">
            <Link to={paths.blog}>
              <ArrowLeft aria-hidden="true" />
              Back to Blog
            </Link>
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
              <time dateTime={post.published}>{formatCalendarDate(post.published)}</time>
            </li>
            <li className="flex items-center gap-1.5">
              <span>
                <span className="sr-only">Author: </span>
                {post.author}
              </span>
            </li>
            <li className="flex items-center gap-1.5">
              <span>{formatReadTime(readMinutes)}</span>
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
          <LazyArticleBody id={id} />
        </div>

        <LazyArticleCta />
      </article>

      <LazyRelatedArticles post={post} />
    </>
  );
}
