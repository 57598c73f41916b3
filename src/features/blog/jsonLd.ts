/** schema.org JSON-LD for the blog: the Blog index, each BlogPosting and breadcrumb trails. */
import { paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import type { BlogPostMeta } from '@/content/blog/types';
import { company } from '@/config/company';
import type { JsonLd } from '@/lib/seo';

export interface BreadcrumbItem {
  name: string;
  /** Site path, e.g. '/blog'. */
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

/** Home > Blog > title */
export function articleBreadcrumbs(post: Pick<BlogPostMeta, 'id' | 'title'>): BreadcrumbItem[] {
  return [
    { name: 'Home', path: paths.home },
    { name: 'Blog', path: paths.blog },
    { name: post.title, path: paths.blogPost(post.id) },
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
): JsonLd {
  const url = absoluteUrl(paths.blogPost(post.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image.src),
    datePublished: post.published,
    dateModified: post.published,
    author: {
      '@type': 'Organization',
      name: `${company.name} ${post.author}`,
      url: `${site.url}/`,
    },
    publisher: publisher(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    wordCount: stats.wordCount,
    timeRequired: `PT${stats.readMinutes}M`,
    inLanguage: 'en-US',
  };
}

export function buildBlogJsonLd(
  posts: readonly BlogPostMeta[],
  page: { name: string; description: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: page.name,
    description: page.description,
    url: absoluteUrl(paths.blog),
    publisher: publisher(),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      url: absoluteUrl(paths.blogPost(post.id)),
      datePublished: post.published,
      image: absoluteUrl(post.image.cardSrc),
      articleSection: post.category,
    })),
  };
}
