import { describe, expect, it } from 'vitest';
import { imageProxyUrl, photoSource } from './imageUrl';

const context = { supabaseUrl: 'https://abc.supabase.co', siteOrigin: 'https://www.example.com' };

describe('photo URL builder', () => {
  it('sends external http(s) photos through the proxy, as stored, with the direct URL as fallback', () => {
    const raw = 'https://photos.example.net/listing 1/a.jpg?w=800&h=600';
    const source = photoSource(` ${raw} `, context);
    expect(source).toEqual({
      src: `https://abc.supabase.co/functions/v1/image-proxy?url=${encodeURIComponent(raw)}`,
      fallback: 'https://photos.example.net/listing%201/a.jpg?w=800&h=600',
    });
    // The proxy admits only a URL that a listing's images hold, so it gets the stored text.
    expect(new URL(source!.src).searchParams.get('url')).toBe(raw);
    expect(photoSource('http://cdn.example.org/b.png', context)?.fallback).toBe(
      'http://cdn.example.org/b.png',
    );
    expect(photoSource('//cdn.example.org/c.png', context)?.fallback).toBe(
      'https://cdn.example.org/c.png',
    );
  });

  it('loads the site’s own photos directly', () => {
    expect(photoSource('/images/properties/ranch.webp', context)).toEqual({
      src: '/images/properties/ranch.webp',
    });
    expect(photoSource('images/a.webp', context)).toEqual({ src: '/images/a.webp' });
    expect(photoSource('https://www.example.com/images/a.webp', context)).toEqual({
      src: 'https://www.example.com/images/a.webp',
    });
  });

  it('offers the small copy of the seed’s own listing photos', () => {
    expect(photoSource('/images/listings/ranch-1.webp', context)).toEqual({
      src: '/images/listings/ranch-1.webp',
      srcSet:
        '/images/listings/ranch-1-600.webp 600w, /images/listings/ranch-1-800.webp 800w, /images/listings/ranch-1.webp 1200w',
    });
    expect(photoSource('/images/listings/ranch-1-600.webp', context)?.srcSet).toBeUndefined();
    expect(photoSource('/images/listings/ranch-1-800.webp', context)?.srcSet).toBeUndefined();
    expect(photoSource('/images/other/ranch-1.webp', context)?.srcSet).toBeUndefined();
  });

  it('drops URLs that are not http(s) photos', () => {
    for (const raw of [
      '',
      '   ',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.example/a.png',
    ]) {
      expect(photoSource(raw, context)).toBeNull();
    }
  });

  it('builds the proxy URL without a doubled slash', () => {
    expect(imageProxyUrl('http://127.0.0.1:54321/', 'https://a.example/x.png')).toBe(
      'http://127.0.0.1:54321/functions/v1/image-proxy?url=https%3A%2F%2Fa.example%2Fx.png',
    );
  });
});

describe('photos uploaded in the admin', () => {
  it('load from Storage with a srcset of every stored width', () => {
    const api = 'http://127.0.0.1:54321';
    const folder = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01/7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    const base = `${api}/storage/v1/object/public/listing-photos/${folder}`;
    expect(
      photoSource(`${base}/1920x1280.webp`, {
        supabaseUrl: api,
        siteOrigin: 'https://site.example',
      }),
    ).toEqual({
      src: `${base}/1280x853.webp`,
      srcSet: `${base}/640x427.webp 640w, ${base}/1280x853.webp 1280w, ${base}/1920x1280.webp 1920w`,
    });
  });
});
