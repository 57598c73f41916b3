// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tokenLinkPaths } from '../src/config/tokenLinks';
import { TURNSTILE_SCRIPT } from '../src/lib/challenge';
import {
  contentSecurityPolicy,
  headersForPath,
  inlineScriptHashes,
  missingSecurityHeaders,
  parseHeadersFile,
  pathMatches,
  renderHeadersFile,
  renderVercelConfig,
  securityHeaderRules,
  TURNSTILE_ORIGIN,
  type SecurityHeaderInputs,
} from './security-headers';

const hosted: SecurityHeaderInputs = {
  supabaseUrl: 'https://abcd.supabase.co',
  turnstile: false,
  scriptHashes: ['sha256-AAA='],
  tokenPaths: ['/maintenance/approval', '/booking', '/privacy', '/es/privacy'],
};

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the hashed inline script only, never inline or eval', () => {
    const csp = directives(contentSecurityPolicy(hosted));
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-AAA='"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets the page reach the Supabase project over https and wss, and show its images', () => {
    const csp = directives(contentSecurityPolicy(hosted));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
    ]);
    expect(csp.get('img-src')).toContain('https://abcd.supabase.co');
    // A listing's photo from its own site when the image proxy fails.
    expect(csp.get('img-src')).toContain('https:');
    expect(csp.get('img-src')).not.toContain('http:');
  });

  it("adds Turnstile's script and frame only when it is configured", () => {
    const csp = directives(contentSecurityPolicy({ ...hosted, turnstile: true }));
    expect(csp.get('script-src')).toContain(TURNSTILE_ORIGIN);
    expect(csp.get('frame-src')).toEqual([TURNSTILE_ORIGIN]);
    // The loader's URL is on that origin.
    expect(new URL(TURNSTILE_SCRIPT).origin).toBe(TURNSTILE_ORIGIN);
  });

  it('with an error tracker: the browser may reach its origin, and violations go to its security endpoint', () => {
    const csp = directives(
      contentSecurityPolicy({
        ...hosted,
        errorTracker: {
          dsn: 'https://abc123@o42.ingest.sentry.io/4501',
          environment: 'production',
          release: 'r1',
        },
      }),
    );
    expect(csp.get('connect-src')).toContain('https://o42.ingest.sentry.io');
    expect(csp.get('report-uri')).toEqual([
      'https://o42.ingest.sentry.io/api/4501/security/?sentry_key=abc123&sentry_environment=production&sentry_release=r1',
    ]);
    // None set, nothing named: the policy is the one above.
    expect(contentSecurityPolicy({ ...hosted, errorTracker: {} })).toBe(
      contentSecurityPolicy(hosted),
    );
  });

  it('a local build talks to its loopback backend over http and ws, without upgrading requests', () => {
    const csp = directives(
      contentSecurityPolicy({ ...hosted, supabaseUrl: 'http://127.0.0.1:54329' }),
    );
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:54329',
      'ws://127.0.0.1:54329',
    ]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts as the browser does, and skips data and external ones', () => {
    const html =
      '<script>alert(1)</script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="application/json" id="listing-data">{}</script>' +
      '<script type="module" src="/assets/index.js"></script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      // printf 'alert(1)' | openssl dgst -sha256 -binary | base64, and the same for 'go()'
      'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
      'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw=',
    ]);
  });
});

describe('the rules, _headers and vercel.json', () => {
  const rules = securityHeaderRules(hosted);

  it('gives every page the headers, and the token pages no Referer', () => {
    const home = headersForPath(rules, '/');
    expect(home).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000',
    });
    expect(home['Content-Security-Policy']).toBe(contentSecurityPolicy(hosted));
    expect(home['Permissions-Policy']).toContain('camera=()');
    for (const path of ['/maintenance/approval', '/booking', '/booking/', '/es/privacy']) {
      expect(headersForPath(rules, path)['Referrer-Policy'], path).toBe('no-referrer');
      expect(headersForPath(rules, path)['Content-Security-Policy'], path).toBeDefined();
    }
    expect(headersForPath(rules, '/bookings')['Referrer-Policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('_headers reads back as the same rules (the preview serves what it says)', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it('keeps every _headers line under Cloudflare Pages’ 2,000 characters, and its 100 rules', () => {
    const many = securityHeaderRules({
      ...hosted,
      turnstile: true,
      scriptHashes: Array.from({ length: 5 }, (_, i) => `sha256-${'x'.repeat(43)}${i}`),
    });
    const file = renderHeadersFile(many);
    expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThan(2000);
    expect(many.length).toBeLessThanOrEqual(100);
  });

  it('vercel.json has the same rules as path-to-regexp sources', () => {
    const vercel = JSON.parse(renderVercelConfig(rules)) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    expect(vercel.headers.map((entry) => entry.source)).toEqual(
      rules.map((rule) => rule.path.replace('*', '(.*)')),
    );
    expect(vercel.headers[0]!.headers).toContainEqual({
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy(hosted),
    });
  });

  it('every token page of the app is in the generated rules', () => {
    const all = securityHeaderRules({ ...hosted, tokenPaths: tokenLinkPaths });
    for (const path of tokenLinkPaths) {
      expect(headersForPath(all, path)['Referrer-Policy'], path).toBe('no-referrer');
    }
  });
});

describe('pathMatches', () => {
  it('matches splats and exact paths as the hosts do', () => {
    expect(pathMatches('/*', '/')).toBe(true);
    expect(pathMatches('/booking', '/booking')).toBe(true);
    expect(pathMatches('/booking', '/booking/x')).toBe(false);
    expect(pathMatches('/booking/*', '/booking/x')).toBe(true);
    expect(pathMatches('/es/privacy', '/es/privacy.html')).toBe(false);
  });
});

describe('missingSecurityHeaders (npm run smoke -- --site)', () => {
  const rules = securityHeaderRules(hosted);
  const served = (path: string) => new Headers(headersForPath(rules, path));
  const api = { supabaseUrl: hosted.supabaseUrl };

  it('finds nothing missing in what the build writes, token pages included', () => {
    expect(missingSecurityHeaders(served('/'), { ...api, tokenPage: false })).toEqual([]);
    expect(
      missingSecurityHeaders(served('/maintenance/approval'), { ...api, tokenPage: true }),
    ).toEqual([]);
    // Cloudflare Pages joins overlapping rules' values: the last one counts.
    const joined = served('/');
    joined.set('Referrer-Policy', 'strict-origin-when-cross-origin, no-referrer');
    expect(missingSecurityHeaders(joined, { ...api, tokenPage: true })).toEqual([]);
  });

  it('names what a host dropped or weakened', () => {
    const weak = served('/');
    weak.delete('X-Frame-Options');
    weak.set('Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-inline'");
    expect(missingSecurityHeaders(weak, { ...api, tokenPage: true })).toEqual([
      "CSP without frame-ancestors 'none'",
      "CSP script-src allows too much: 'self' 'unsafe-inline'",
      'CSP connect-src lacks https://abcd.supabase.co',
      'no x-frame-options',
      'referrer-policy: strict-origin-when-cross-origin',
    ]);
    expect(missingSecurityHeaders(new Headers(), { ...api, tokenPage: false })).toContain(
      'no Content-Security-Policy',
    );
  });
});
