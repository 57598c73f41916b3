/**
 * schema.org JSON-LD for the blog: the Blog index, each BlogPosting and breadcrumb trails, in the
 * page's language (its URLs and `inLanguage`).
 */
import { intlLocales, type Locale } from '@contract/locale.ts';
import { localizedPath, paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import type { BlogPostMeta } from '@/content/blog/types';
import { company } from '@/config/company';
import type { JsonLd } from '@/lib/seo';

export interface BreadcrumbItem {
  name: string;
  /** Site path in the page's language, e.g. '/blog' or '/es/blog'. */
  path: string;
}

export function buildBreadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** Home > Blog > title, in the post's language. */
export function articleBreadcrumbs(
  post: Pick<BlogPostMeta, 'id' | 'title'>,
  names: { home: string; blog: string },
  locale: Locale = 'en',
): BreadcrumbItem[] {
  return [
    { name: names.home, path: localizedPath(locale, paths.home) },
    { name: names.blog, path: localizedPath(locale, paths.blog) },
    { name: post.title, path: localizedPath(locale, paths.blogPost(post.id)) },
  ];
}

const publisher = (): JsonLd => ({
  '@type': 'Organization',
  name: company.name,
  url: `${site.url}/`,
  logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
});

export function buildBlogPostingJsonLd(
  post: BlogPostMeta,
  stats: { wordCount: number; readMinutes: number },
  options: { locale: Locale; author: string },
): JsonLd {
  const url = absoluteUrl(localizedPath(options.locale, paths.blogPost(post.id)));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image.src),
    datePublished: post.published,
    dateModified: post.published,
    author: { '@type': 'Organization', name: options.author, url: `${site.url}/` },
    publisher: publisher(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    wordCount: stats.wordCount,
    timeRequired: `PT${stats.readMinutes}M`,
    inLanguage: intlLocales[options.locale],
  };
}

export function buildBlogJsonLd(
  posts: readonly BlogPostMeta[],
  page: { name: string; description: string },
  locale: Locale = 'en',
): JsonLd {
  const inLanguage = intlLocales[locale];
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: page.name,
    description: page.description,
    url: absoluteUrl(localizedPath(locale, paths.blog)),
    inLanguage,
    publisher: publisher(),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      url: absoluteUrl(localizedPath(locale, paths.blogPost(post.id))),
      datePublished: post.published,
      image: absoluteUrl(post.image.cardSrc),
      articleSection: post.category,
      inLanguage,
    })),
  };
}
