/**
 * The site's HTTP security headers, from one source: the prerender (scripts/prerender.ts) turns
 * these rules into dist/_headers (Netlify, Cloudflare Pages) and dist/vercel.json (Vercel), and
 * `vite preview` serves what dist/_headers says (securityHeadersPlugin), so the end-to-end tests
 * run under the real policy. Inputs come from the build: the Supabase project's URL, whether
 * Turnstile is configured, the hashes of the shell's inline scripts and the token pages' paths.
 * docs/security.md#http-security-headers explains each choice.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  parseDsn,
  securityReportUrl,
} from '../supabase/functions/_shared/contract/error-reference.ts';

/** Where Cloudflare serves Turnstile's script and widget frame (src/lib/challenge.ts loads it). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export interface SecurityHeaderInputs {
  /** VITE_SUPABASE_URL of the build: the Data API, Auth, Storage, functions (images) and Realtime. */
  supabaseUrl: string;
  /** VITE_TURNSTILE_SITE_KEY is set: the forms may load Cloudflare's script and frame. */
  turnstile: boolean;
  /** `sha256-…` of every inline executable script of the built pages (inlineScriptHashes). */
  scriptHashes: readonly string[];
  /** Pages opened from a mail link carrying a token: no Referer leaves them. */
  tokenPaths: readonly string[];
  /**
   * VITE_SENTRY_* of the build: with a DSN, the browser may send reports to the tracker's origin
   * and the policy's violations are reported to its security endpoint (report-uri).
   */
  errorTracker?: { dsn?: string; environment?: string; release?: string };
}

/** A path pattern as `_headers` writes it (`*` a splat) and the headers it sets. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** The Content-Security-Policy of every page. */
export function contentSecurityPolicy(inputs: SecurityHeaderInputs): string {
  const api = new URL(inputs.supabaseUrl);
  const https = api.protocol === 'https:';
  const origin = api.origin;
  // Realtime (supabase-js's WebSocket) is the same host on ws(s).
  const socket = `${https ? 'wss' : 'ws'}://${api.host}`;
  const turnstile = inputs.turnstile ? [TURNSTILE_ORIGIN] : [];
  const hashes = [...new Set(inputs.scriptHashes)].sort().map((hash) => `'${hash}'`);
  const tracker = parseDsn(inputs.errorTracker?.dsn);
  const trackerOrigin = tracker && tracker.origin !== origin ? [tracker.origin] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline' and no 'unsafe-eval': the theme bootstrap is allowed by its hash.
    ['script-src', ["'self'", ...hashes, ...turnstile]],
    // 'unsafe-inline' for styles only: the prerendered HTML has style attributes (islands'
    // display:contents), the entry stylesheet is inlined, and Radix's scroll lock and sonner
    // inject <style> elements at run time; a static host cannot hand out per-response nonces.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Listing photos come through the image-proxy function and Storage (the project's origin),
    // and from their own site, wherever a listing URL put them, when the proxy fails
    // (src/features/listings/public/ListingPhoto.tsx): any host on the build's scheme (https: in production). An
    // image runs no code. blob: and data: are photo previews and the SVG icons of CSS.
    ['img-src', ["'self'", 'data:', 'blob:', origin, api.protocol]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", origin, socket, ...trackerOrigin]],
    ['frame-src', turnstile.length > 0 ? turnstile : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // No page of the site may be framed: the approval and work-order pages are one button each.
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  if (tracker) policy.push(`report-uri ${securityReportUrl(tracker, inputs.errorTracker ?? {})}`);
  return policy.join('; ');
}

/** The rules, broadest first: a later rule's header replaces an earlier one's (see below). */
export function securityHeaderRules(inputs: SecurityHeaderInputs): HeaderRule[] {
  const every: HeaderRule = {
    path: '/*',
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(inputs),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Two years, the preload list's minimum; no includeSubDomains: the company's other
      // hosts are not this build's to promise.
      'Strict-Transport-Security': 'max-age=63072000',
      // The site uses none of these (photos come through a file input, which needs no camera
      // permission); no frame it embeds may ask for them either.
      'Permissions-Policy':
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    },
  };
  const tokenRules = [...new Set(inputs.tokenPaths)].flatMap((path) => {
    const bare = path.replace(/\/+$/, '');
    return [bare, `${bare}/*`].map((pattern) => ({
      path: pattern,
      headers: { 'Referrer-Policy': 'no-referrer' },
    }));
  });
  return [every, ...tokenRules];
}

/**
 * dist/_headers. Netlify gives a path the header of the last matching rule; Cloudflare Pages
 * joins the matching rules' values with commas in file order, and a Referrer-Policy list means
 * its last valid token (https://w3c.github.io/webappsec-referrer-policy/#parse-referrer-policy-from-header),
 * so both end at `no-referrer` on the token pages (whose HTML says so too, in a meta tag).
 */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Generated by npm run build (scripts/security-headers.ts): do not edit.\n${blocks.join('\n')}\n`;
}

/** Reads a `_headers` file back into its rules (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a rule: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` path pattern matches a request path (`*` matches anything, `/` included). */
export function pathMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/** The headers a path gets: every matching rule in order, a later one replacing a header. */
export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => pathMatches(rule.path, pathname)).map((rule) => rule.headers),
  ) as Record<string, string>;
}

/**
 * dist/vercel.json: the same rules as `headers` entries (path-to-regexp sources). Vercel applies
 * every matching entry and a later entry's header replaces an earlier one's.
 */
export function renderVercelConfig(rules: readonly HeaderRule[]): string {
  const config = {
    headers: rules.map((rule) => ({
      source: rule.path.replace(/\*/g, '(.*)'),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * `sha256-…` of each inline script of an HTML page that the browser would run: `<script>` without
 * a type or with a JavaScript type. JSON data blocks (`application/json`, `application/ld+json`)
 * are never run, so CSP does not apply to them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && !/^(text|application)\/javascript$/.test(type)) {
      continue;
    }
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}`,
    );
  }
  return hashes;
}

/**
 * What a served page lacks of these headers (`npm run smoke -- --site`): empty when the host
 * sends them. `tokenPage`: the page must send no Referer.
 */
export function missingSecurityHeaders(
  headers: Headers,
  { supabaseUrl, tokenPage }: { supabaseUrl: string; tokenPage: boolean },
): string[] {
  const problems: string[] = [];
  const csp = directivesOf(headers.get('content-security-policy') ?? '');
  const api = new URL(supabaseUrl).origin;
  if (csp.size === 0) problems.push('no Content-Security-Policy');
  else {
    if (csp.get('frame-ancestors')?.join(' ') !== "'none'") {
      problems.push("CSP without frame-ancestors 'none'");
    }
    const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
    if (scripts.length === 0 || scripts.some((v) => /unsafe-inline|unsafe-eval|^\*$/.test(v))) {
      problems.push(`CSP script-src allows too much: ${scripts.join(' ') || 'unset'}`);
    }
    if (!(csp.get('connect-src') ?? []).includes(api))
      problems.push(`CSP connect-src lacks ${api}`);
  }
  const expected: Record<string, RegExp> = {
    'x-frame-options': /^DENY$/i,
    'x-content-type-options': /^nosniff$/i,
    'strict-transport-security': /max-age=\d{7,}/,
    'permissions-policy': /camera=\(\)/,
    'referrer-policy': tokenPage ? /(^|,\s*)no-referrer$/ : /./,
  };
  for (const [name, pattern] of Object.entries(expected)) {
    const value = headers.get(name);
    if (value === null) problems.push(`no ${name}`);
    else if (!pattern.test(value)) problems.push(`${name}: ${value}`);
  }
  return problems;
}

function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The file the build writes and `vite preview` serves from. */
export const HEADERS_FILE = '_headers';

/**
 * `vite preview` sends what dist/_headers says, read at each request (a rebuild needs no
 * restart), so the end-to-end tests and the budgets run under the production policy.
 */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), HEADERS_FILE);
      server.middlewares.use((req, res, next) => {
        let rules: HeaderRule[];
        try {
          rules = parseHeadersFile(readFileSync(file, 'utf8'));
        } catch (error) {
          // A build without the file is not what production serves: say so instead of serving it.
          res.statusCode = 500;
          res.end(`dist/${HEADERS_FILE} is missing or unreadable: ${String(error)}`);
          return;
        }
        let pathname: string;
        try {
          pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        } catch {
          return next();
        }
        for (const [name, value] of Object.entries(headersForPath(rules, pathname))) {
          res.setHeader(name, value);
        }
        next();
      });
    },
  };
}
