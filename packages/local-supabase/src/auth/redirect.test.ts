// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './mailer.ts';
import { compileGlob, isRedirectUrlValid, parseGoUrl } from './redirect.ts';

const LOCAL = {
  siteUrl: 'http://localhost:5173',
  additionalRedirectUrls: ['http://localhost:*/**'],
};
const HOSTED = {
  siteUrl: 'https://www.example.com',
  additionalRedirectUrls: ['https://www.example.com/**', 'https://*.preview.example.com/**'],
};
const valid = (config: typeof LOCAL, url: string) =>
  isRedirectUrlValid(config.siteUrl, config.additionalRedirectUrls.map(compileGlob), url);

describe("redirect_to, judged as GoTrue's IsRedirectURLValid judges it", () => {
  it.each([
    ['userinfo before another host', 'http://localhost:5173@evil.test/auth'],
    ['the port running into another host', 'http://localhost:5173.evil.test/'],
    [
      'a backslash before userinfo (browsers read it as /, Go refuses it)',
      'http://localhost:5173\\@evil.test/',
    ],
    ['a backslash that browsers read as the end of the host', 'http://evil.test\\@localhost:5173/'],
    ['a protocol-relative URL', '//evil.test/auth'],
    ['a decimal IP', 'http://2130706433/'],
    ['a private IP', 'http://10.0.0.1:5173/'],
    ['javascript:', 'javascript:alert(1)//localhost:5173/'],
    ['a control character', 'http://localhost:5173/\n@evil.test'],
    ['an escaped dot in the host', 'http://localhost%2eevil.test:5173/'],
    ['an underscore in the host', 'http://evil_test/'],
  ])('refuses %s locally: %s', (_why, url) => {
    expect(valid(LOCAL, url)).toBe(false);
    expect(allowedRedirect(LOCAL, url)).toBe(LOCAL.siteUrl);
  });

  it.each([
    ['a subdomain of the site', 'https://www.example.com.evil.test/auth'],
    ['userinfo', 'https://www.example.com@evil.test/'],
    ['a wildcard crossing a dot', 'https://a.b.preview.example.com/'],
    ['another scheme on the site host', 'http://www.example.com/'],
  ])('refuses %s in production: %s', (_why, url) => {
    expect(valid(HOSTED, url)).toBe(false);
  });

  it.each([
    [LOCAL, 'http://localhost:5173/auth/set-password'],
    [LOCAL, 'http://localhost:4173/auth?x=1#frag'],
    [LOCAL, 'http://127.0.0.1:9999/auth'],
    [LOCAL, 'http://[::1]:5173/'],
    [HOSTED, 'https://www.example.com/auth/set-password?next=%2Fportal'],
    [HOSTED, 'https://pr-12.preview.example.com/auth'],
  ])('keeps the allowed %#: %s', (config, url) => {
    expect(valid(config, url)).toBe(true);
    expect(allowedRedirect(config, url)).toBe(url);
  });

  it("compiles gobwas/glob's syntax with '.' and '/' as separators", () => {
    expect(compileGlob('https://*.example.com').test('https://a.example.com')).toBe(true);
    expect(compileGlob('https://*.example.com').test('https://a.b.example.com')).toBe(false);
    expect(compileGlob('https://**.example.com').test('https://a.b.example.com')).toBe(true);
    expect(compileGlob('http://localhost:????/').test('http://localhost:5173/')).toBe(true);
    expect(compileGlob('http://localhost:????/').test('http://localhost:51.3/')).toBe(false);
    expect(compileGlob('https://{www,app}.example.com/**').test('https://app.example.com/x')).toBe(
      true,
    );
    expect(compileGlob('https://[!w]*.example.com').test('https://www.example.com')).toBe(false);
    expect(compileGlob('https://[a-c]pp.example.com').test('https://bpp.example.com')).toBe(true);
    expect(compileGlob('https://example.com/\\*').test('https://example.com/*')).toBe(true);
    expect(compileGlob('https://example.com/\\*').test('https://example.com/a')).toBe(false);
    expect(() => compileGlob('https://[a.example.com')).toThrow(/unclosed/);
    expect(() => compileGlob('https://{a,b.example.com')).toThrow(/unclosed/);
  });

  it("parses hosts as Go's net/url does", () => {
    expect(parseGoUrl('http://user@evil.test:80/x')).toEqual({
      scheme: 'http',
      hostname: 'evil.test',
      port: '80',
    });
    expect(parseGoUrl('http://localhost:51a3/')).toBeUndefined();
    expect(parseGoUrl('HTTP://[::1]:5173/')).toEqual({
      scheme: 'http',
      hostname: '::1',
      port: '5173',
    });
    expect(parseGoUrl(':no-scheme')).toBeUndefined();
  });
});
