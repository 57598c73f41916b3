import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { BlogIndexCopy, LocalizedPostMeta } from '@/content/blog';
import { LocalizedLink, useLocale } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { ArticleCard } from './ArticleCard';
import { buildBlogJsonLd } from './jsonLd';

export interface BlogIndexViewProps {
  copy: BlogIndexCopy;
  /** The page language's posts, newest first. */
  posts: readonly LocalizedPostMeta[];
  /**
   * Starts downloading an article's body in the same language when its card is reached for (the
   * page imports the loaders then, so they are not part of its load).
   */
  preloadBody: (id: LocalizedPostMeta['id']) => void;
}

/** The /blog page in one language (pages/BlogPage and pages/es/BlogPage pass the content). */
export function BlogIndexView({ copy, posts, preloadBody }: BlogIndexViewProps) {
  const locale = useLocale();
  return (
    <>
      <Seo
        title={copy.seoTitle}
        description={copy.seoDescription}
        path={paths.blog}
        jsonLd={buildBlogJsonLd(
          posts,
          { name: copy.title, description: copy.seoDescription },
          locale,
        )}
      />

      <section aria-labelledby="blog-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.eyebrow}
          </p>
          <h1
            id="blog-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {copy.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>

          <div className="mt-10 flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2 className="text-xl font-bold">{copy.ctaCard.title}</h2>
              <p className="mt-2 text-muted-foreground">{copy.ctaCard.text}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <LocalizedLink to={paths.contact}>{copy.ctaCard.contact}</LocalizedLink>
              </Button>
              <Button asChild variant="outline">
                <LocalizedLink to={paths.properties}>{copy.ctaCard.properties}</LocalizedLink>
              </Button>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="articles-heading">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
          <h2 id="articles-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.listTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, i) => (
              <li key={post.id}>
                <ArticleCard post={post} priority={i === 0} onPreload={preloadBody} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="blog-closing-heading"
        className="bg-primary text-primary-foreground"
      >
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:py-16">
          <h2 id="blog-closing-heading" className="text-3xl font-bold tracking-tight">
            {copy.closing.title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg">{copy.closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <LocalizedLink to={paths.scheduleDemo}>
                {copy.closing.scheduleDemo}
                <ArrowRight aria-hidden="true" />
              </LocalizedLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground"
            >
              <LocalizedLink to={paths.contact}>{copy.closing.contact}</LocalizedLink>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
