import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '@/content/blog';
import { englishBodies } from '@/content/blog/bodies';
import { blogIndexCopy as spanishIndex, blogPosts as spanishPosts } from '@/content/es/blog';
import { spanishBodies } from '@/content/es/blog/bodies';
import { countBodyWords, readTimeMinutes } from '@/features/marketing/blog/readTime';
import BlogPage from './BlogPage';
import BlogPostPage from './BlogPostPage';
import SpanishBlogPage from './es/BlogPage';
import SpanishBlogPostPage from './es/BlogPostPage';

/**
 * Article bodies load with React's use(): under Testing Library's act environment React retries
 * a suspended render only inside an awaited act, so tests await the body inside act.
 */
async function renderArticle(path: string) {
  let view: ReturnType<typeof renderAt> | undefined;
  await act(async () => {
    view = renderAt(path);
  });
  return view!;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={<BlogPage />} />
        <Route path="/blog/:id" element={<BlogPostPage />} />
        <Route path="/es/blog" element={<SpanishBlogPage />} />
        <Route path="/es/blog/:id" element={<SpanishBlogPostPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

// The body is its own module: the first import in a test run includes Vite's transform.
const bodyTimeout = { timeout: 10_000 };

function jsonLdBlocks(): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
  );
}

describe('BlogPostPage', () => {
  it('renders the whole article with its metadata', async () => {
    await renderArticle('/blog/tenant-screening');
    const post = blogPosts.find((p) => p.id === 'tenant-screening')!;
    const body = await englishBodies.load('tenant-screening');

    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(breadcrumb).getByText(post.title)).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('February 27, 2025')).toHaveAttribute('datetime', '2025-02-27');
    expect(screen.getByText(post.author)).toBeInTheDocument();
    expect(
      screen.getByText(`${readTimeMinutes(countBodyWords(body))} min read`),
    ).toBeInTheDocument();
    expect(screen.getAllByText(post.category).length).toBeGreaterThan(0);
    expect(screen.getAllByText(post.excerpt).length).toBeGreaterThan(0);

    const hero = screen.getByRole('img', { name: post.image.alt });
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '630');

    // The body (its own lazily loaded chunk) renders every heading as an h2 or h3.
    for (const block of body) {
      if (block.type === 'heading') {
        expect(
          await screen.findByRole('heading', { level: 2, name: block.text }, bodyTimeout),
        ).toBeInTheDocument();
      }
      if (block.type === 'subheading') {
        expect(screen.getByRole('heading', { level: 3, name: block.text })).toBeInTheDocument();
      }
    }

    // The call to action, share buttons and related articles are lazy islands: wait for them.
    expect(
      await screen.findByRole('link', { name: 'Schedule a Consultation' }, bodyTimeout),
    ).toHaveAttribute('href', '/schedule-demo');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    expect(
      await screen.findByRole('button', { name: /copy link/i }, bodyTimeout),
    ).toBeInTheDocument();
    const related = await screen.findByRole(
      'heading',
      { level: 2, name: 'Related Articles' },
      bodyTimeout,
    );
    const relatedList = related.parentElement!.querySelector('ul')!;
    const relatedLinks = within(relatedList).getAllByRole('link');
    expect(relatedLinks.length).toBeGreaterThan(0);
    expect(relatedLinks.length).toBeLessThanOrEqual(3);
    for (const link of relatedLinks) {
      const id = link.getAttribute('href')!.replace('/blog/', '');
      expect(id).not.toBe('tenant-screening');
      expect(blogPosts.find((p) => p.id === id)!.category).toBe(post.category);
    }

    await waitFor(() => expect(document.title).toContain(post.title));
    const types = jsonLdBlocks().map((b) => b['@type']);
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  });

  it('loads the body of an article that was not preloaded', async () => {
    await renderArticle('/blog/maintenance-guide');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Spring: get ready for the heat' },
        bodyTimeout,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading article…')).not.toBeInTheDocument();
  });

  it('goes back to the blog with the back button', async () => {
    await renderArticle('/blog/california-laws');
    const back = screen
      .getAllByRole('link', { name: 'Back to Blog' })
      .find((l) => l.getAttribute('href') === '/blog')!;
    await userEvent.click(back);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Property Management Insights' }),
    ).toBeInTheDocument();
  });

  it('shows Post Not Found for an unknown id, with a way back and noindex', async () => {
    renderAt('/blog/no-such-post');
    // Its own lazily loaded chunk: wait for it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post Not Found' }, bodyTimeout),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
        'noindex',
      ),
    );
  });
});

describe('BlogPage', () => {
  it('lists the six articles with image, category, title and excerpt', () => {
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const list = screen.getByRole('heading', { level: 2, name: 'Latest Articles' }).parentElement!;
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(6);
    blogPosts.forEach((post, i) => {
      const card = cards[i]!;
      expect(within(card).getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog/${post.id}`,
      );
      expect(within(card).getByText(post.category)).toBeInTheDocument();
      expect(within(card).getByText(post.excerpt)).toBeInTheDocument();
      const img = within(card).getByRole('img', { name: post.image.alt });
      expect(img).toHaveAttribute('src', post.image.cardSrc);
      expect(img).toHaveAttribute('width', '600');
      expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    });
  });

  it('links to contact, properties and the consultation form', () => {
    renderAt('/blog');
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/contact', '/properties', '/schedule-demo']));
  });
});

describe('the Spanish blog pages', () => {
  it('renders a Spanish article, its islands in Spanish and JSON-LD in es-US', async () => {
    await renderArticle('/es/blog/tenant-screening');
    const post = spanishPosts.find((p) => p.id === 'tenant-screening')!;
    const body = await spanishBodies.load('tenant-screening');

    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/es/blog',
    );
    expect(screen.getByText('27 de febrero de 2025')).toHaveAttribute('datetime', '2025-02-27');
    expect(
      screen.getByText(`${readTimeMinutes(countBodyWords(body))} min de lectura`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute(
      'href',
      '/es/blog',
    );

    const firstHeading = body.find((b) => b.type === 'heading')!;
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: firstHeading.type === 'heading' ? firstHeading.text : '' },
        bodyTimeout,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Agende una consulta' }, bodyTimeout),
    ).toHaveAttribute('href', '/es/schedule-demo');
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      '/es/contact',
    );
    expect(
      await screen.findByRole('button', { name: 'Copiar enlace' }, bodyTimeout),
    ).toBeInTheDocument();
    const related = await screen.findByRole(
      'heading',
      { level: 2, name: 'Artículos relacionados' },
      bodyTimeout,
    );
    for (const link of within(related.parentElement!).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/es\/blog\/[a-z-]+$/);
    }

    await waitFor(() => expect(document.title).toContain(post.title));
    const blocks = jsonLdBlocks();
    expect(blocks.map((b) => b['@type'])).toEqual(
      expect.arrayContaining(['BlogPosting', 'BreadcrumbList', 'WebPage']),
    );
    const posting = blocks.find((b) => b['@type'] === 'BlogPosting')!;
    expect(posting.inLanguage).toBe('es-US');
    expect(posting.url).toMatch(/\/es\/blog\/tenant-screening$/);
    for (const block of blocks.filter((b) => b['@type'] !== 'BreadcrumbList')) {
      expect(block.inLanguage).toBe('es-US');
    }
  });

  it('lists the six Spanish articles with links to their Spanish pages', () => {
    renderAt('/es/blog');
    expect(screen.getByRole('heading', { level: 1, name: spanishIndex.title })).toBeInTheDocument();
    const list = screen.getByRole('heading', {
      level: 2,
      name: spanishIndex.listTitle,
    }).parentElement!;
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(6);
    spanishPosts.forEach((post, i) => {
      expect(within(cards[i]!).getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/es/blog/${post.id}`,
      );
      expect(within(cards[i]!).getByText(post.category)).toBeInTheDocument();
    });
    expect(screen.getByText('15 de marzo de 2025')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/es/contact', '/es/properties', '/es/schedule-demo']),
    );
    const blog = jsonLdBlocks().find((b) => b['@type'] === 'Blog')!;
    expect(blog.inLanguage).toBe('es-US');
    expect(blog.url).toMatch(/\/es\/blog$/);
  });

  it('shows the Spanish not-found page for an unknown id', async () => {
    renderAt('/es/blog/no-such-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' }, bodyTimeout),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute(
      'href',
      '/es/blog',
    );
  });
});
