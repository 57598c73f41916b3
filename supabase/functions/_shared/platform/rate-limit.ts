/**
 * Who a request comes from, for the lead functions' rate limit (the limit itself is kept by the
 * database: `take_lead_quota`, so it holds across isolates and restarts).
 *
 * The fallback order, each header read only when the ones before it give no valid
 * IP address:
 *
 * 1. `cf-connecting-ip`: **trusted**. Cloudflare sets it to the address of the connection it
 *    accepted and overwrites any value the client sent ("CF-Connecting-IP provides the client IP
 *    address connecting to Cloudflare", https://developers.cloudflare.com/fundamentals/reference/http-headers/).
 *    The local backend's gateway sets it from the socket the same way (packages/local-supabase/src/functions.ts).
 * 2. `x-real-ip`, then the first entry of `x-forwarded-for`: **claimed**. Supabase says its
 *    gateway fills `x-forwarded-for` with the client's address (github.com/orgs/supabase/
 *    discussions/7884, answer by a Supabase engineer; auth-helpers#714 sees `x-real-ip` in the
 *    API logs), but no Supabase source says a value the client sent is replaced rather than
 *    kept in front (discussion #52040 is unanswered). So such an address keys its own bucket
 *    AND takes from the site-wide ceiling below: forging a new one per request gets a flood no
 *    further than the ceiling.
 * 3. None: the site-wide ceiling alone, with a logged warning. Every visitor then shares one
 *    bucket, so it is sized for the site's real traffic, not for one person.
 *
 * `npm run smoke -- --secret-key ...` asks the deployed function which of these headers arrive
 * and whether a forged one gets through (`?diagnose=headers`, client-address.ts).
 */
import { parseIPv4, parseIPv6 } from './ip-address.ts';

/** The headers read, in order. */
export const CLIENT_ADDRESS_HEADERS = ['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for'] as const;
export type ClientAddressHeader = (typeof CLIENT_ADDRESS_HEADERS)[number];
/** The one header whose value the platform sets itself. */
export const CLIENT_IP_HEADER: ClientAddressHeader = 'cf-connecting-ip';

/** The bucket every request without a usable address shares. */
export const SITE_WIDE_CLIENT = 'site-wide';

export interface LeadLimits {
  /** Submissions at once (the bucket's size). */
  capacity: number;
  /** Submissions an hour once the bucket is empty. */
  perHour: number;
  /** Confirmation mails a day for this key (each recipient has its own 3 a day besides). */
  confirmationsPerDay: number;
}

/** One visitor (one address, an IPv6 client by its /64): a person sends a form or two. */
export const PER_CLIENT_LIMITS: LeadLimits = { capacity: 10, perHour: 10, confirmationsPerDay: 10 };

/**
 * The whole site, when addresses are missing or only claimed. A one-office management company
 * gets a few leads a day and, in its busiest hour (a mailing, a local news mention), a few
 * dozen; 100 at once and 100 an hour is several times that, so real visitors are not refused,
 * while a flood is held to 100 stored leads an hour. Confirmations: 300 a day site-wide, and
 * still at most 3 a day to any one address (take_confirmation_quota), so nobody is mail-bombed.
 */
export const SITE_WIDE_LIMITS: LeadLimits = {
  capacity: 100,
  perHour: 100,
  confirmationsPerDay: 300,
};

/** The normalised address: an IPv4 address, or an IPv6 client's /64. Null when not an IP. */
export function addressKey(raw: string): string | null {
  const value = raw.trim();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) {
    const v4 = parseIPv4(value);
    if (v4) return v4.join('.');
  }
  const v6 = value.includes(':') ? parseIPv6(value) : null;
  if (v6) {
    // One subscriber gets a whole /64: keying by the full address would give them 2^64 buckets.
    const groups = Array.from({ length: 4 }, (_, i) =>
      ((v6[2 * i]! << 8) | v6[2 * i + 1]!).toString(16),
    );
    return `${groups.join(':')}::/64`;
  }
  return null;
}

/** The address one header gives (x-forwarded-for: its first entry), or null. */
export function headerAddress(req: Request, header: ClientAddressHeader): string | null {
  const value = req.headers.get(header);
  if (value === null) return null;
  const first = header === 'x-forwarded-for' ? (value.split(',')[0] ?? '') : value;
  return addressKey(first);
}

export interface ClientIdentity {
  /** The bucket key: an address, or SITE_WIDE_CLIENT. */
  key: string;
  /** Where the address came from; null when no header gave one. */
  header: ClientAddressHeader | null;
  /** Whether the platform set the address (the client cannot choose it). */
  trusted: boolean;
}

/** Who sent the request, by the fallback order above. */
export function clientIdentity(req: Request): ClientIdentity {
  for (const header of CLIENT_ADDRESS_HEADERS) {
    const key = headerAddress(req, header);
    if (key) return { key, header, trusted: header === CLIENT_IP_HEADER };
  }
  return { key: SITE_WIDE_CLIENT, header: null, trusted: false };
}

/** The rate-limit key alone (the image proxy's per-client admission). */
export function clientKey(req: Request): string {
  return clientIdentity(req).key;
}

/** The buckets one submission takes from: its own, and the site-wide one unless trusted. */
export function quotaBuckets(identity: ClientIdentity): { key: string; limits: LeadLimits }[] {
  if (identity.header === null) return [{ key: SITE_WIDE_CLIENT, limits: SITE_WIDE_LIMITS }];
  const own = { key: identity.key, limits: PER_CLIENT_LIMITS };
  return identity.trusted ? [own] : [own, { key: SITE_WIDE_CLIENT, limits: SITE_WIDE_LIMITS }];
}

/**
 * The key that bounds one client's bookings (book_lead), or null when no header gave an address
 * (then every visitor would share it, so only the per-email and per-day bounds apply). IPv6 is
 * keyed by its /56, not its /64: a home or a small site is given a /56 or wider, and a /56 holds
 * 256 /64s, so a /64 key would give one subscriber 256 clients' worth of slots.
 */
export function bookingClientKey(identity: ClientIdentity): string | null {
  if (identity.header === null) return null;
  const v6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4})::\/64$/.exec(
    identity.key,
  );
  if (!v6) return identity.key;
  const fourth = (parseInt(v6[4]!, 16) & 0xff00).toString(16);
  return `${v6[1]}:${v6[2]}:${v6[3]}:${fourth}::/56`;
}
