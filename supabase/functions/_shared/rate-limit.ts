/**
 * Who a request comes from, for the lead functions' rate limit (the limit itself is kept by the
 * database: `take_lead_quota`, so it holds across isolates and restarts).
 *
 * Hosted Supabase serves every project through Cloudflare, which sets `cf-connecting-ip` to the
 * address of the TCP connection it accepted, replacing any value the client sent. That is the
 * only header trusted here. `x-forwarded-for` is not: Cloudflare appends the real address to
 * whatever list the client sent, so its first hop is whatever the client typed. Rotating a forged
 * `x-forwarded-for` therefore never changes the key. The local backend's gateway sets
 * `cf-connecting-ip` from the socket the same way (packages/local-supabase/src/functions.ts).
 */
import { parseIPv4, parseIPv6 } from './ip-address.ts';

export const CLIENT_IP_HEADER = 'cf-connecting-ip';

/** The rate-limit key: the IPv4 address, an IPv6 client by its /64, else one shared bucket. */
export function clientKey(req: Request): string {
  const value = req.headers.get(CLIENT_IP_HEADER)?.trim() ?? '';
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
  // No trusted address (never on hosted): everyone without one shares a bucket, so a client
  // cannot escape the limit by dropping the header.
  return 'unknown';
}
