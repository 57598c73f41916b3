// @vitest-environment jsdom
/**
 * The listings sitemap (functions/listings-sitemap) against the local backend: every active
 * listing page in English and in Spanish and nothing else, each with lastmod and alternates.
 */
import { describe, expect, it } from 'vitest';
import { anonClient, functionsUrl, testEnv } from '../support/backend';

describe('listings-sitemap', () => {
  it('lists every active listing page in both languages with its lastmod and alternates', async () => {
    const response = await fetch(functionsUrl('listings-sitemap'), {
      headers: { apikey: testEnv().anonKey },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('xmlns')).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    const urls = [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        [...url.getElementsByTagName('xhtml:link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
    }));
    const { data, error } = await anonClient()
      .from('properties')
      .select('id, updated_at')
      .eq('status', 'active');
    if (error) throw error;
    const ids = data.map((r: { id: string }) => r.id).sort();
    const english = urls.filter((u) => !/\/es\/properties\//.test(u.loc));
    const spanish = urls.filter((u) => /\/es\/properties\//.test(u.loc));
    expect(english.map((u) => u.loc.replace(/^.*\/properties\//, '')).sort()).toEqual(ids);
    expect(spanish.map((u) => u.loc.replace(/^.*\/properties\//, '')).sort()).toEqual(ids);
    for (const url of urls) {
      expect(url.loc).toMatch(/^https?:\/\/[^/]+(\/es)?\/properties\/[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
      const englishLoc = url.loc.replace('/es/properties/', '/properties/');
      expect(url.alternates).toEqual({
        en: englishLoc,
        es: englishLoc.replace('/properties/', '/es/properties/'),
        'x-default': englishLoc,
      });
    }
  });
});
