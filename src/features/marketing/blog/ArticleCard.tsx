import { blogImageSizes, type BlogPostMeta } from '@/content/blog/types';
import type { LocalizedPostMeta } from '@/content/blog';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/Badge';
import { formatDate } from '@contract/date-format.ts';
import type { Locale } from '@contract/locale.ts';
import { LocalizedLink, useLocale } from '@/lib/i18n';

export interface ArticleCardProps {
  post: LocalizedPostMeta;
  /** Load the image eagerly (for a card at the top of the page); lazy otherwise. */
  priority?: boolean;
  /** Start downloading the article's body when its link is hovered or focused. */
  onPreload?: (id: LocalizedPostMeta['id']) => void;
}

/** A post's card: image, category, title and excerpt; the whole card links to the article. */
export function ArticleCard({ post, priority = false, onPreload }: ArticleCardProps) {
  const { width, height } = blogImageSizes.card;
  const locale = useLocale();
  const preload = onPreload ? () => onPreload(post.id) : undefined;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring">
      <img
        src={post.image.cardSrc}
        alt={post.image.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{post.category}</Badge>
          <PublishedDate post={post} locale={locale} />
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <LocalizedLink
            to={paths.blogPost(post.id)}
            onPointerEnter={preload}
            onFocus={preload}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-primary"
          >
            {post.title}
          </LocalizedLink>
        </h3>
        <p className="text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
      </div>
    </article>
  );
}

/** The publication date, written in the page's language ('March 15, 2025', '15 de marzo de 2025'). */
export function PublishedDate({
  post,
  locale,
}: {
  post: Pick<BlogPostMeta, 'published'>;
  locale: Locale;
}) {
  return <time dateTime={post.published}>{formatDate(post.published, locale)}</time>;
}
