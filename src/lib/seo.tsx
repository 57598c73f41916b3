import { absoluteUrl, site } from '@/config/site';

export type JsonLd = Record<string, unknown>;

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the page, e.g. `/pricing`; becomes the canonical URL. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: JsonLd | JsonLd[];
}

/**
 * Title, description, canonical, Open Graph, Twitter and JSON-LD for one page. React 19 hoists
 * <title>, <meta> and <link> into <head> (and the prerender writes them there); JSON-LD stays in
 * the body, where crawlers read it too.
 */
export function Seo({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex,
  jsonLd,
}: SeoProps) {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? site.defaultImage);
  const blocks = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {blocks.map((block, i) => (
        <script
          key={i}
          type="application/ld+json"
          // JSON is not HTML: React would entity-escape text children. '<' is escaped so a value
          // can never close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
