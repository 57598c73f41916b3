// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildSitemap,
  fillShell,
  outputFilesFor,
  splitHoisted,
  withListingsSitemapLine,
  withSitemapLine,
  untranslatedTexts,
  listingPageJobs,
} from './prerender-html.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shell title</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

describe('splitHoisted', () => {
  it('takes the leading title, meta and link tags and leaves the body with its JSON-LD', () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><title>Pricing</title>' +
      '<meta name="description" content="Plans"/><link rel="canonical" href="https://x.test/pricing"/>' +
      '<div><script type="application/ld+json">{}</script><h1>Pricing</h1><meta itemprop="x" content="y"/></div>';
    const { head, body } = splitHoisted(html);
    expect(head).toBe(
      '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><title>Pricing</title>' +
        '<meta name="description" content="Plans"/><link rel="canonical" href="https://x.test/pricing"/>',
    );
    expect(body).toBe(
      '<div><script type="application/ld+json">{}</script><h1>Pricing</h1><meta itemprop="x" content="y"/></div>',
    );
  });

  it('returns everything as body when nothing was hoisted', () => {
    expect(splitHoisted('<main>hi</main>')).toEqual({ head: '', body: '<main>hi</main>' });
  });
});

describe('fillShell', () => {
  it('replaces the shell title, adds head tags and marks #root with the path', () => {
    const html = fillShell(shell, {
      path: '/pricing',
      head: '<title>Pricing</title><link rel="modulepreload" href="/assets/P.js">',
      body: '<h1>Costs $99 &amp; up</h1>',
    });
    expect(html).not.toContain('Shell title');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Pricing</title><link rel="modulepreload" href="/assets/P.js">\n  </head>',
    );
    expect(html).toContain(
      '<div id="root" data-prerendered-path="/pricing"><h1>Costs $99 &amp; up</h1></div>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it("sets <html lang> to the page's language", () => {
    expect(fillShell(shell, { path: '/', head: '', body: '' })).toContain('<html lang="en">');
    const spanish = fillShell(shell, { path: '/es', head: '', body: '', lang: 'es' });
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).not.toContain('lang="en"');
  });

  it('keeps `$&` in page text literally', () => {
    expect(fillShell(shell, { path: '/', head: '', body: '<p>$& $1</p>' })).toContain(
      '<p>$& $1</p>',
    );
  });
});

describe('outputFilesFor', () => {
  it('writes a route as <route>.html and <route>/index.html, the home page as index.html', () => {
    expect(outputFilesFor('/')).toEqual(['index.html']);
    expect(outputFilesFor('/pricing')).toEqual(['pricing.html', 'pricing/index.html']);
    expect(outputFilesFor('/blog/tenant-screening')).toEqual([
      'blog/tenant-screening.html',
      'blog/tenant-screening/index.html',
    ]);
  });
});

describe('sitemap and robots', () => {
  it('adds the listings sitemap line once, after the site sitemap', () => {
    const robots = 'User-agent: *\n\nSitemap: https://new.test/sitemap.xml\n';
    const url = 'https://ref.supabase.co/functions/v1/listings-sitemap';
    const once = withListingsSitemapLine(robots, url);
    expect(once).toBe(`${robots}Sitemap: ${url}\n`);
    expect(withListingsSitemapLine(once, url)).toBe(once);
  });

  it('lists each path once as an absolute URL', () => {
    const xml = buildSitemap(
      'https://www.example.test/',
      ['/', '/pricing', '/pricing', '/city/covina'].map((path) => ({ path })),
      '2025-01-02',
    );
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://www.example.test/</loc>');
    expect(xml).toContain('<loc>https://www.example.test/pricing</loc>');
    expect(xml).toContain('<loc>https://www.example.test/city/covina</loc>');
    expect(xml).toContain('<lastmod>2025-01-02</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists each language's twin on both pages, with x-default", () => {
    const alternates = { en: '/pricing', es: '/es/pricing', 'x-default': '/pricing' };
    const xml = buildSitemap(
      'https://www.example.test',
      [
        { path: '/pricing', alternates },
        { path: '/es/pricing', alternates },
      ],
      '2025-01-02',
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const blocks = xml.split('<url>').slice(1);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      expect(block).toContain(
        '<xhtml:link rel="alternate" hreflang="es" href="https://www.example.test/es/pricing"/>',
      );
      expect(block).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.test/pricing"/>',
      );
      expect(block).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.test/pricing"/>',
      );
      expect(block).toContain('<priority>0.8</priority>');
    }
  });

  it('points robots.txt at the sitemap of this site', () => {
    const robots = 'User-agent: *\nDisallow: /auth\n\nSitemap: https://old.test/sitemap.xml\n';
    expect(withSitemapLine(robots, 'https://new.test/sitemap.xml')).toBe(
      'User-agent: *\nDisallow: /auth\n\nSitemap: https://new.test/sitemap.xml\n',
    );
    expect(withSitemapLine('User-agent: *\n', 'https://new.test/sitemap.xml')).toBe(
      'User-agent: *\n\nSitemap: https://new.test/sitemap.xml\n',
    );
  });
});

describe('untranslatedTexts', () => {
  const english =
    '<h1>Flat-fee management</h1><p>Call <a href="tel:1">(909) 555-0142</a> today</p><img alt="A blue house" src="/a.png"><button aria-label="Open menu">≡</button><script>var x = "Flat-fee management";</script><p>Summit Flat Fee PM</p><p>FAQ</p>';

  it('finds the phrases, alt and aria texts a Spanish page kept from its English twin', () => {
    const spanish =
      '<h1>Administración con tarifa fija</h1><p>Llame al <a href="tel:1">(909) 555-0142</a> hoy</p><img alt="A blue house" src="/a.png"><button aria-label="Open menu">≡</button><p>Summit Flat Fee PM</p><p>FAQ</p>';
    expect(untranslatedTexts(spanish, english, ['Summit Flat Fee PM'])).toEqual([
      'A blue house',
      'Open menu',
    ]);
  });

  it('passes text made only of names and stored text, with numbers and punctuation', () => {
    const page =
      '<title>Craftsman Bungalow | $3,450 | Summit Flat Fee PM</title><p>2418 Fifth St, La Verne, CA 91750</p><p>Walk to Old Town&#x27;s cafes</p>';
    const same = [
      'Summit Flat Fee PM',
      'Craftsman Bungalow',
      '2418 Fifth St',
      'La Verne',
      "Walk to Old Town's cafes",
    ];
    expect(untranslatedTexts(page, page, same)).toEqual([]);
    expect(untranslatedTexts(page, page, same.slice(0, 1))).toEqual([
      'Craftsman Bungalow | $3,450 | Summit Flat Fee PM',
      '2418 Fifth St, La Verne, CA 91750',
      "Walk to Old Town's cafes",
    ]);
  });

  it('passes a page whose words are all translated (numbers, names and code aside)', () => {
    const spanish =
      '<h1>Administración con tarifa fija</h1><p>Llame al <a href="tel:1">(909) 555-0142</a> hoy</p><img alt="Una casa azul" src="/a.png"><button aria-label="Abrir menú">≡</button><script>var x = "Flat-fee management";</script><p>Summit Flat Fee PM</p><p>FAQ</p>';
    expect(untranslatedTexts(spanish, english, ['Summit Flat Fee PM'])).toEqual([]);
  });

  it('finds English words inside Spanish sentences: a run of the twin, law names, dates', () => {
    const en =
      '<p>Rent for December 2026</p><p>Your manager receives notices (California Civil Code 1962).</p><p>Equal Housing Opportunity</p>';
    const es =
      '<p>Rent for December 2026 pagada</p><p>La administradora recibe los avisos (California Civil Code 1962).</p><p>Equal Housing Opportunity (Igualdad de oportunidades en la vivienda)</p><p>La visita es el Monday, December 1, 2026, 9:00 AM</p>';
    expect(untranslatedTexts(es, en, [])).toEqual([
      'December',
      'Rent for December 2026',
      'California Civil Code',
      'California Civil Code 1962',
      'Equal Housing Opportunity',
      'Monday',
      '9:00 AM',
    ]);
  });

  it('passes the glossary’s Spanish, and HUD’s slogan after its Spanish when `same` lists it', () => {
    const en =
      '<p>Rent for December 2026</p><p>Your manager receives notices (California Civil Code 1962).</p><p>Equal Housing Opportunity</p>';
    const slogan = 'Igualdad de Oportunidades en la Vivienda (Equal Housing Opportunity)';
    const es = `<p>Renta de diciembre de 2026</p><p>La administradora recibe los avisos (Código Civil de California, sección 1962).</p><p>${slogan}</p><p>La visita es el lunes, 1 de diciembre de 2026, 9:00 a.m.</p>`;
    expect(untranslatedTexts(es, en, [slogan])).toEqual([]);
  });
});

describe('listing pages', () => {
  const pagesOf = (id: string) => [
    { locale: 'en', path: `/properties/${id}` },
    { locale: 'es', path: `/es/properties/${id}` },
  ];

  it("writes each listing's page in both languages and records the first listing's two for the budgets", () => {
    expect(listingPageJobs(['a', 'b'], pagesOf)).toEqual([
      { id: 'a', locale: 'en', path: '/properties/a', recorded: true },
      { id: 'a', locale: 'es', path: '/es/properties/a', recorded: true },
      { id: 'b', locale: 'en', path: '/properties/b', recorded: false },
      { id: 'b', locale: 'es', path: '/es/properties/b', recorded: false },
    ]);
    expect(listingPageJobs([], pagesOf)).toEqual([]);
  });
});
