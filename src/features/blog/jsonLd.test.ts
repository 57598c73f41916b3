// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { blogPosts } from '@/content/blog';
import { company } from '@/config/company';
import {
  articleBreadcrumbs,
  buildBlogJsonLd,
  buildBlogPostingJsonLd,
  buildBreadcrumbJsonLd,
} from './jsonLd';

const post = blogPosts.find((p) => p.id === 'tenant-screening')!;

describe('blog JSON-LD', () => {
  it('describes an article as a BlogPosting with absolute URLs', () => {
    const ld = buildBlogPostingJsonLd(post, { wordCount: 964, readMinutes: 5 });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      image: `${site.url}${post.image.src}`,
      datePublished: post.published,
      url: `${site.url}/blog/tenant-screening`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site.url}/blog/tenant-screening` },
      articleSection: post.category,
      wordCount: 964,
      timeRequired: 'PT5M',
      publisher: { '@type': 'Organization', name: company.name },
    });
  });

  it('builds the Home > Blog > title breadcrumb list', () => {
    const ld = buildBreadcrumbJsonLd(articleBreadcrumbs(post));
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/blog` },
        {
          '@type': 'ListItem',
          position: 3,
          name: post.title,
          item: `${site.url}/blog/tenant-screening`,
        },
      ],
    });
  });

  it('lists every post in the Blog block of /blog', () => {
    const ld = buildBlogJsonLd(blogPosts, { name: 'Blog', description: 'All posts' });
    expect(ld['@type']).toBe('Blog');
    expect(ld.url).toBe(`${site.url}/blog`);
    const entries = ld.blogPost as Array<Record<string, unknown>>;
    expect(entries.map((e) => e.url)).toEqual(blogPosts.map((p) => `${site.url}/blog/${p.id}`));
    expect(entries.every((e) => e['@type'] === 'BlogPosting')).toBe(true);
  });

  it('serialises to JSON that survives a round trip', () => {
    const ld = buildBlogPostingJsonLd(post, { wordCount: 1, readMinutes: 1 });
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});
