// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shareCopy } from './ShareButtons';
import { buildShareLinks } from './shareLinks';

describe('buildShareLinks', () => {
  const url = 'https://example.com/blog/tenant-screening';
  const links = buildShareLinks(url, 'Screening & You', shareCopy.en.links, 'A short summary');
  const byTarget = Object.fromEntries(links.map((l) => [l.target, l]));

  it('offers Facebook, Twitter, LinkedIn and email, in that order', () => {
    expect(links.map((l) => l.target)).toEqual(['facebook', 'twitter', 'linkedin', 'email']);
    expect(links.map((l) => l.label)).toEqual([
      'Share on Facebook',
      'Share on Twitter',
      'Share on LinkedIn',
      'Share by email',
    ]);
  });

  it('builds the share-page URLs with the article URL encoded', () => {
    const encoded = encodeURIComponent(url);
    expect(byTarget.facebook!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(byTarget.twitter!.href).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=Screening%20%26%20You`,
    );
    expect(byTarget.linkedin!.href).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    const twitter = new URL(byTarget.twitter!.href);
    expect(twitter.searchParams.get('url')).toBe(url);
    expect(twitter.searchParams.get('text')).toBe('Screening & You');
  });

  it('builds a mailto link with the title as subject and summary plus URL as body', () => {
    const href = byTarget.email!.href;
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Screening & You');
    expect(params.get('body')).toBe(`A short summary\n\n${url}`);
  });

  it('names the links in Spanish with the Spanish labels', () => {
    const spanish = buildShareLinks(url, 'Evaluación', shareCopy.es.links);
    expect(spanish.map((l) => l.label)).toEqual([
      'Compartir en Facebook',
      'Compartir en Twitter',
      'Compartir en LinkedIn',
      'Compartir por correo electrónico',
    ]);
    expect(spanish.map((l) => l.href)).toEqual(
      buildShareLinks(url, 'Evaluación', shareCopy.en.links).map((l) => l.href),
    );
  });
});
