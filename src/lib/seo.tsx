import { intlLocales, locales, ogLocales } from '@contract/locale.ts';
import { isBilingualPath, localizedPath } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import { useLocale } from '@/lib/i18n';

export type JsonLd = Record<string, unknown>;

export interface SeoProps {
  title: string;
  description: string;
  /**
   * Path of the page in English, e.g. `/pricing`: the canonical URL is the page's own language's
   * ('/es/pricing' on the Spanish twin), and a bilingual page links both and `x-default`.
   */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** A mail link's page with a token in its URL (src/config/tokenLinks.ts): send no Referer. */
  noReferrer?: boolean;
  jsonLd?: JsonLd | JsonLd[];
}

/** schema.org types that take `inLanguage` (CreativeWork and its kinds the site uses). */
const CREATIVE_WORKS = new Set(['WebPage', 'Blog', 'BlogPosting', 'Article', 'FAQPage']);

/**
 * Title, description, canonical, hreflang alternates, Open Graph, Twitter and JSON-LD (each block
 * that is a creative work, and a WebPage block, say the page's language) for one page. React 19 hoists
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
  noReferrer,
  jsonLd,
}: SeoProps) {
  const locale = useLocale();
  const url = absoluteUrl(localizedPath(locale, path));
  const imageUrl = absoluteUrl(image ?? site.defaultImage);
  const inLanguage = intlLocales[locale];
  const given = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  const blocks: JsonLd[] = [
    ...given.map((block) =>
      CREATIVE_WORKS.has(String(block['@type'])) ? { inLanguage, ...block } : block,
    ),
    ...(given.some((block) => block['@type'] === 'WebPage')
      ? []
      : [
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            url,
            name: title,
            description,
            inLanguage,
          },
        ]),
  ];
  const bilingual = !noindex && isBilingualPath(path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {bilingual
        ? [
            ...locales.map((l) => (
              <link
                key={l}
                rel="alternate"
                hrefLang={l}
                href={absoluteUrl(localizedPath(l, path))}
              />
            )),
            <link
              key="x-default"
              rel="alternate"
              hrefLang="x-default"
              href={absoluteUrl(localizedPath('en', path))}
            />,
          ]
        : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {/* A mail link's token must not leave in a Referer (the host's header says so too). */}
      {noReferrer ? <meta name="referrer" content="no-referrer" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={ogLocales[locale]} />
      {bilingual
        ? locales
            .filter((l) => l !== locale)
            .map((l) => <meta key={l} property="og:locale:alternate" content={ogLocales[l]} />)
        : null}
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
