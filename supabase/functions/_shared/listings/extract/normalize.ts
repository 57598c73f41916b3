/** Turning the loose values found on pages into the clean values the form and the DB accept. */
import { parseHtml, textContent } from './html.ts';
import { decodeEntities } from './entities.ts';

/** Limits that mirror the properties table, so an extracted value always saves. */
export const LIMITS = {
  title: 200,
  description: 5000,
  address: 200,
  city: 100,
  images: 30,
  imageUrl: 2048,
} as const;

/**
 * Plain text from a value that may hold HTML or entities (descriptions often do). Block
 * boundaries become single newlines when `multiline`, else everything collapses to one line.
 */
export function plainText(value: unknown, maxLength: number, multiline = false): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let text = String(value);
  // Entity-escaped markup (`&lt;p&gt;`) appears in feeds; decode first so it is stripped too.
  if (/&lt;\/?[a-z]/i.test(text)) text = decodeEntities(text);
  text = /<\/?[a-z!][^>]*>/i.test(text) ? textContent(parseHtml(text)) : decodeEntities(text);
  // Control characters other than newlines never belong in a listing field.
  // deno-lint-ignore no-control-regex
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  text = text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');
  text = multiline
    ? text
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n')
    : text.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length > maxLength) text = text.slice(0, maxLength - 1).trimEnd() + '\u2026';
  return text;
}

/**
 * A number from `725000`, `"725,000"`, `"$725,000.00"`, `"1,850 sq ft"` or `"2.5"`; with
 * `allowSuffix`, `"$1.2M"` and `"$850K"` too. Returns null for anything without a usable number.
 */
export function parseNumber(value: unknown, allowSuffix = false): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const m = /(\d[\d,]*(?:\.\d+)?|\.\d+)\s*([kKmM](?![a-zA-Z0-9\u00b2]))?/.exec(
    value.replace(/\u00a0/g, ' '),
  );
  if (!m) return null;
  const digits = (m[1] ?? '').replace(/,/g, '');
  let n = Number(digits);
  if (!Number.isFinite(n)) return null;
  const suffix = allowSuffix ? m[2]?.toLowerCase() : undefined;
  if (suffix === 'k') n *= 1_000;
  if (suffix === 'm') n *= 1_000_000;
  return n;
}

export function normalizePrice(value: unknown): number | null {
  const n = parseNumber(value, true);
  if (n === null || n <= 0 || n > 9_999_999_999) return null;
  return Math.round(n * 100) / 100;
}

export function normalizeBedrooms(value: unknown): number | null {
  if (typeof value === 'string' && /^\s*studio\b/i.test(value)) return 0;
  const n = parseNumber(value);
  if (n === null || n < 0 || n > 50) return null;
  return Math.round(n);
}

/** Bathrooms in half steps, as the form takes them. */
export function normalizeBathrooms(value: unknown): number | null {
  const n = parseNumber(value);
  if (n === null || n <= 0 || n > 50) return null;
  return Math.round(n * 2) / 2;
}

/** Square feet; square metres (unit code MTK) are converted. */
export function normalizeSquareFeet(value: unknown, unit?: string): number | null {
  let n = parseNumber(value);
  if (n === null || n <= 0) return null;
  if (unit && /^(mtk|m2|m²|sqm|square ?met)/i.test(unit.trim())) n *= 10.7639;
  n = Math.round(n);
  return n >= 1 && n <= 1_000_000 ? n : null;
}

const STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const STATE_CODES = new Set(Object.values(STATES));

/** Two-letter US state code from a code or a full name ("California" -> "CA"). */
export function normalizeState(value: unknown): string | null {
  const text = plainText(value, 60);
  if (!text) return null;
  const upper = text.replace(/\./g, '').trim().toUpperCase();
  if (STATE_CODES.has(upper)) return upper;
  return STATES[text.toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/** Five-digit ZIP code (a ZIP+4 keeps its first five digits). */
export function normalizeZip(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value).padStart(5, '0') : plainText(value, 20);
  const m = text ? /\b(\d{5})(?:-\d{4})?\b/.exec(text) : null;
  return m ? (m[1] as string) : null;
}

/** An absolute http(s) URL for an image reference, resolved against the page; else null. */
export function absoluteHttpUrl(raw: unknown, base: string): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = decodeEntities(raw.trim());
  if (!trimmed || trimmed.startsWith('data:') || trimmed.length > LIMITS.imageUrl) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}
