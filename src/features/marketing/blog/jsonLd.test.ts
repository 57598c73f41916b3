// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { articlePageCopy, blogPosts } from '@/content/blog';
import { articlePageCopy as spanishCopy, blogPosts as spanishPosts } from '@/content/es/blog';
import { company } from '@/config/company';
import {
  articleBreadcrumbs,
  buildBlogJsonLd,
  buildBlogPostingJsonLd,
  buildBreadcrumbJsonLd,
} from './jsonLd';

const post = blogPosts.find((p) => p.id === 'tenant-screening')!;
const spanishPost = spanishPosts.find((p) => p.id === 'tenant-screening')!;
const english = { locale: 'en', author: articlePageCopy.authorOrganization(post.author) } as const;

describe('blog JSON-LD', () => {
  it('describes an article as a BlogPosting with absolute URLs', () => {
    const ld = buildBlogPostingJsonLd(post, { wordCount: 964, readMinutes: 5 }, english);
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
      author: { '@type': 'Organization', name: `${company.name} ${post.author}` },
      inLanguage: 'en-US',
    });
  });

  it('describes a Spanish article at its /es URL, in es-US', () => {
    const ld = buildBlogPostingJsonLd(
      spanishPost,
      { wordCount: spanishPost.wordCount, readMinutes: 6 },
      { locale: 'es', author: spanishCopy.authorOrganization(spanishPost.author) },
    );
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: spanishPost.title,
      description: spanishPost.excerpt,
      url: `${site.url}/es/blog/tenant-screening`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site.url}/es/blog/tenant-screening` },
      articleSection: spanishPost.category,
      author: { '@type': 'Organization', name: `Equipo de Arrendamiento de ${company.name}` },
      inLanguage: 'es-US',
    });
  });

  it('builds the Home > Blog > title breadcrumb list', () => {
    const ld = buildBreadcrumbJsonLd(articleBreadcrumbs(post, articlePageCopy));
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
    expect(ld.inLanguage).toBe('en-US');
    const entries = ld.blogPost as Array<Record<string, unknown>>;
    expect(entries.map((e) => e.url)).toEqual(blogPosts.map((p) => `${site.url}/blog/${p.id}`));
    expect(entries.every((e) => e['@type'] === 'BlogPosting')).toBe(true);
  });

  it('builds the Spanish trail and Blog block at /es URLs, in es-US', () => {
    const trail = buildBreadcrumbJsonLd(articleBreadcrumbs(spanishPost, spanishCopy, 'es'));
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${site.url}/es` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/es/blog` },
      {
        '@type': 'ListItem',
        position: 3,
        name: spanishPost.title,
        item: `${site.url}/es/blog/tenant-screening`,
      },
    ]);
    const blog = buildBlogJsonLd(spanishPosts, { name: 'Blog', description: 'Todos' }, 'es');
    expect(blog).toMatchObject({ url: `${site.url}/es/blog`, inLanguage: 'es-US' });
    const entries = blog.blogPost as Array<Record<string, unknown>>;
    expect(entries.map((e) => e.url)).toEqual(
      spanishPosts.map((p) => `${site.url}/es/blog/${p.id}`),
    );
    expect(entries.every((e) => e.inLanguage === 'es-US')).toBe(true);
  });

  it('serialises to JSON that survives a round trip', () => {
    const ld = buildBlogPostingJsonLd(post, { wordCount: 1, readMinutes: 1 }, english);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});
