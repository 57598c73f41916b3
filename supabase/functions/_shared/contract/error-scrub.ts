/**
 * The one scrubber of error reports, run on every report before it leaves the browser
 * (src/lib/errorTracker.ts: the SDK's beforeSend and beforeBreadcrumb) and before it leaves a
 * function (platform/error-report.ts). A report keeps what finds the fault (the error's type,
 * its message with personal data masked, the stack's files and lines, the release, the route,
 * the function, the request id and its reference) and loses the rest: request bodies, cookies,
 * headers, query strings, the user, and any name, email, phone number, address, token, JWT or
 * amount found in its text. Masking too much is the safe way to be wrong. Imports nothing.
 */

/** What a masked value becomes. */
export const FILTERED = '[Filtered]';

/** Keys whose value never leaves, whatever it holds. */
const SECRET_KEY =
  /(pass(word|wd)?|secret|token|auth|cookie|session|api[-_]?key|jwt|bearer|credential|signature|e-?mail|phone|mobile|fax|name|address|street|city|zip|postal|birth|ssn|amount|cents|price|rent|balance|deposit|payment|iban|card|account|body|data|query|headers)/i;

/** Keys that are the report's own structure: kept as they are (no personal data in them). */
const STRUCTURE = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'timestamp',
  'start_timestamp',
  'platform',
  'level',
  'logger',
  'release',
  'environment',
  'dist',
  'type',
  'category',
  'mechanism',
  'handled',
  'synthetic',
  'lineno',
  'colno',
  'in_app',
  'function',
  'module',
  'sdk',
  'version',
  'integrations',
  'packages',
  'status_code',
  'method',
  'reference',
  'request_id',
  'source',
  'fn',
  'kind',
]);

/** Keys of a Sentry event dropped outright: the request's body, cookies, headers and query, the user. */
const DROPPED = new Set(['data', 'cookies', 'headers', 'query_string', 'user', 'env', 'extra']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_ANYWHERE = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // URLs: scheme, host and path stay; query string and fragment go (tokens ride in them).
  [/\b(https?|wss?):\/\/[^\s"'<>?#]+[?#][^\s"'<>]*/gi, ''],
  // JWTs and Supabase keys.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, FILTERED],
  [/\bsb_(secret|publishable)_[\w-]+/g, FILTERED],
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, FILTERED],
  // Emails.
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, FILTERED],
  // Amounts: "$1,250.00", "1250.00", "USD 12".
  [/(\$|usd\s?)\s?\d[\d,]*(\.\d+)?/gi, FILTERED],
  [/\b\d[\d,]*\.\d{2}\b/g, FILTERED],
  // Phone numbers: seven or more digits with separators.
  [/\+?\(?\d[\d\s().-]{6,}\d/g, FILTERED],
  // Street addresses: a number, up to four words, a street word (English and Spanish).
  [
    /\b\d{1,6}\s+(?:[\w.'-]+\s+){0,4}(?:st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|ct|court|pl|place|ter|terrace|pkwy|parkway|hwy|highway|cir|circle|calle|avenida|camino)\b\.?/gi,
    FILTERED,
  ],
  [/\b(apt|apartment|unit|suite|ste|#)\s*\d+\w*/gi, FILTERED],
  // Quoted values ('…', "…", “…”): what a message quotes is usually what someone typed.
  [/"[^"\n]*"|'[^'\n]*'|“[^”\n]*”/g, FILTERED],
  // Names: two or more capitalised words in a row ("Maria Lopez", "Ana María García").
  [
    /(?<!\p{L})\p{Lu}[\p{Ll}'’-]+(?:\s+(?:(?:de|del|la|las|los|van|von|y)\s+)*\p{Lu}[\p{Ll}'’-]+)+/gu,
    FILTERED,
  ],
];

/** Long opaque strings with a digit and a letter (tokens, hashes, keys); a record's UUID stays. */
const OPAQUE = /[A-Za-z0-9_\-+=]{24,}/g;
const opaque = (match: string) =>
  /\d/.test(match) && /[a-z]/i.test(match) && !UUID.test(match) ? FILTERED : match;

/** The text with every personal or secret value masked. */
export function scrubText(text: string): string {
  // Record ids stay (they find the row, and name no one): set aside while the patterns run.
  const ids: string[] = [];
  let out = text.replace(UUID_ANYWHERE, (id) => `\uE000${ids.push(id) - 1}\uE000`);
  for (const [pattern, replacement] of PATTERNS) {
    out = out.replace(pattern, (match) =>
      replacement === '' ? match.replace(/[?#].*$/, '') : replacement,
    );
  }
  return out
    .replace(OPAQUE, opaque)
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => ids[Number(i)] ?? '');
}

/** A URL without its query string, fragment or credentials (its path kept, tokens masked). */
export function scrubUrl(url: string): string {
  const bare = url.replace(/[?#].*$/, '').replace(/\/\/[^/@]*@/, '//');
  return bare.replace(OPAQUE, opaque);
}

/** Keys holding a URL or a route: kept without query, fragment or tokens. */
const URL_KEY =
  /^(url|abs_path|filename|from|to|route|transaction|document-uri|documentURL|referrer|blocked-uri|blockedURL|source-file|sourceFile)$/i;

function scrubValue(key: string, value: unknown, depth: number): unknown {
  if (depth > 12) return FILTERED;
  if (typeof value === 'string') {
    if (STRUCTURE.has(key)) return value;
    if (URL_KEY.test(key)) return scrubUrl(value);
    return scrubText(value);
  }
  if (typeof value === 'number')
    return SECRET_KEY.test(key) && !STRUCTURE.has(key) ? FILTERED : value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(key, item, depth + 1));
  if (value && typeof value === 'object') {
    // The SDK's own name, version and integrations: no personal data, and the tracker reads them.
    if (key === 'sdk') return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (DROPPED.has(k)) continue;
      if (!STRUCTURE.has(k) && !URL_KEY.test(k) && SECRET_KEY.test(k)) {
        out[k] = FILTERED;
        continue;
      }
      out[k] = scrubValue(k, v, depth + 1);
    }
    return out;
  }
  return value;
}

/**
 * A report (a Sentry event, a breadcrumb, a CSP report: any JSON) as it may leave: dropped keys
 * gone, secret keys masked, every other string's personal data masked, URLs without queries.
 */
export function scrubReport<T>(report: T): T {
  return scrubValue('', report, 0) as T;
}
