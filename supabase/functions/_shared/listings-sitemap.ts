/**
 * The sitemap of active listing pages, with `lastmod` from each row's `updated_at`. Served by
 * the listings-sitemap function and referenced from robots.txt beside the static sitemap.xml
 * (which the build writes for the static routes): listings change without a deploy, so they
 * cannot be in a file written at build time.
 */
export interface SitemapListing {
  id: string;
  updated_at: string;
}

export const SITEMAP_QUERY = 'select=id,updated_at&status=eq.active&order=updated_at.desc';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function buildListingsSitemap(rows: readonly SitemapListing[], siteUrl: string): string {
  const urls = rows.map(
    (row) =>
      `  <url>\n    <loc>${escapeXml(`${siteUrl}/properties/${row.id}`)}</loc>\n    <lastmod>${new Date(row.updated_at).toISOString()}</lastmod>\n    <priority>0.7</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
