/**
 * Address classification for outbound fetches (SSRF defence). Pure functions, no I/O, so the
 * whole table of hostile forms is unit-tested without DNS.
 *
 * A host is refused when it is, or resolves to, anything that is not a plain public unicast
 * address: loopback, private, link-local, CGNAT, multicast, unspecified, broadcast, reserved,
 * benchmarking, documentation, IPv6 ULA / site-local, and IPv6 forms that embed such an IPv4
 * (mapped, compatible, NAT64, 6to4, Teredo), plus well-known metadata and local names.
 */

/** Parses an IPv4 address the way `inet_aton` (and so many HTTP stacks) does: 1 to 4 parts,
 * each decimal, octal (leading 0) or hex (0x); the last part fills the remaining bytes. This
 * accepts 2130706433, 0177.0.0.1, 0x7f.0.0.1 and 127.1. Returns the 4 bytes or null. */
export function parseIPv4(input: string): [number, number, number, number] | null {
  const parts = input.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = parseInt(part, 10);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    values.push(value);
  }
  const last = values.pop() as number;
  if (values.some((v) => v > 255)) return null;
  const lastBytes = 4 - values.length;
  if (last >= 2 ** (8 * lastBytes)) return null;
  const bytes = [...values];
  for (let i = lastBytes - 1; i >= 0; i--) bytes.push(Math.floor(last / 2 ** (8 * i)) % 256);
  return bytes as [number, number, number, number];
}

/** Parses an IPv6 address (with optional brackets and an optional trailing dotted IPv4) into 16
 * bytes. Zone ids (`fe80::1%eth0`) are rejected: they only make sense for link-local targets. */
export function parseIPv6(input: string): Uint8Array | null {
  let s = input;
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  if (s.includes('%') || !s.includes(':')) return null;
  const halves = s.split('::');
  if (halves.length > 2) return null;

  const parseGroups = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i] as string;
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(piece) ? parseIPv4(piece) : null;
        if (!v4) return null;
        groups.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return null;
        groups.push(parseInt(piece, 16));
      }
    }
    return groups;
  };

  const head = parseGroups(halves[0] as string);
  const tail = halves.length === 2 ? parseGroups(halves[1] as string) : [];
  if (!head || !tail) return null;
  let groups: number[];
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  } else {
    groups = head;
  }
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  return bytes;
}

type Range = { base: [number, number, number, number]; bits: number; reason: string };

const blockedV4: Range[] = [
  { base: [0, 0, 0, 0], bits: 8, reason: 'unspecified / "this network" (0.0.0.0/8)' },
  { base: [10, 0, 0, 0], bits: 8, reason: 'private (10.0.0.0/8)' },
  { base: [100, 64, 0, 0], bits: 10, reason: 'carrier-grade NAT (100.64.0.0/10)' },
  { base: [127, 0, 0, 0], bits: 8, reason: 'loopback (127.0.0.0/8)' },
  { base: [169, 254, 0, 0], bits: 16, reason: 'link-local / cloud metadata (169.254.0.0/16)' },
  { base: [172, 16, 0, 0], bits: 12, reason: 'private (172.16.0.0/12)' },
  { base: [192, 0, 0, 0], bits: 24, reason: 'IETF protocol assignments (192.0.0.0/24)' },
  { base: [192, 0, 2, 0], bits: 24, reason: 'documentation (192.0.2.0/24)' },
  { base: [192, 88, 99, 0], bits: 24, reason: '6to4 relay anycast (192.88.99.0/24)' },
  { base: [192, 168, 0, 0], bits: 16, reason: 'private (192.168.0.0/16)' },
  { base: [198, 18, 0, 0], bits: 15, reason: 'benchmarking (198.18.0.0/15)' },
  { base: [198, 51, 100, 0], bits: 24, reason: 'documentation (198.51.100.0/24)' },
  { base: [203, 0, 113, 0], bits: 24, reason: 'documentation (203.0.113.0/24)' },
  { base: [224, 0, 0, 0], bits: 4, reason: 'multicast (224.0.0.0/4)' },
  { base: [240, 0, 0, 0], bits: 4, reason: 'reserved / broadcast (240.0.0.0/4)' },
];

function v4ToInt(b: readonly number[]): number {
  return (
    (((b[0] as number) << 24) >>> 0) +
    ((b[1] as number) << 16) +
    ((b[2] as number) << 8) +
    (b[3] as number)
  );
}

/** Why an IPv4 address must not be fetched, or null when it is public unicast. */
export function blockedIPv4Reason(bytes: readonly number[]): string | null {
  const value = v4ToInt(bytes);
  for (const range of blockedV4) {
    const mask = range.bits === 0 ? 0 : (0xffffffff << (32 - range.bits)) >>> 0;
    if ((value & mask) >>> 0 === (v4ToInt(range.base) & mask) >>> 0) return range.reason;
  }
  return null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte] as number) & mask) !== (((prefix[byte] ?? 0) as number) & mask)) return false;
  }
  return true;
}

const allZero = (bytes: Uint8Array, from: number, to: number) =>
  bytes.subarray(from, to).every((b) => b === 0);

/** Why an IPv6 address must not be fetched, or null when it is public unicast. Forms that embed
 * an IPv4 address are judged by that address (or refused outright when obsolete). */
export function blockedIPv6Reason(bytes: Uint8Array): string | null {
  const v4At = (offset: number) => Array.from(bytes.subarray(offset, offset + 4));
  if (allZero(bytes, 0, 16)) return 'unspecified (::)';
  if (allZero(bytes, 0, 15) && bytes[15] === 1) return 'loopback (::1)';
  // ::ffff:a.b.c.d (IPv4-mapped): the socket talks IPv4 to a.b.c.d.
  if (allZero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) {
    const inner = blockedIPv4Reason(v4At(12));
    return inner ? `IPv4-mapped ${inner}` : null;
  }
  // ::a.b.c.d (IPv4-compatible, deprecated) and ::ffff:0:a.b.c.d (IPv4-translated): never public.
  if (allZero(bytes, 0, 12)) return 'IPv4-compatible (::/96, deprecated)';
  if (allZero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && allZero(bytes, 10, 12))
    return 'IPv4-translated (::ffff:0:0:0/96)';
  // 64:ff9b::/96 (well-known NAT64 prefix): the gateway connects to the embedded IPv4.
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b], 32) && allZero(bytes, 4, 12)) {
    const inner = blockedIPv4Reason(v4At(12));
    return inner ? `NAT64 ${inner}` : null;
  }
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48))
    return 'local-use NAT64 (64:ff9b:1::/48)';
  // 2002:AABB:CCDD::/48 (6to4): routed to the embedded IPv4 AA.BB.CC.DD.
  if (startsWith(bytes, [0x20, 0x02], 16)) {
    const inner = blockedIPv4Reason(v4At(2));
    return inner ? `6to4 ${inner}` : null;
  }
  // 2001:0::/32 (Teredo) tunnels to IPv4 endpoints hidden in the address; no public images there.
  if (startsWith(bytes, [0x20, 0x01, 0x00, 0x00], 32)) return 'Teredo (2001::/32)';
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'documentation (2001:db8::/32)';
  if (startsWith(bytes, [0x3f, 0xff], 20)) return 'documentation (3fff::/20)';
  if (startsWith(bytes, [0x20, 0x01, 0x00, 0x02, 0x00, 0x00], 48))
    return 'benchmarking (2001:2::/48)';
  if (startsWith(bytes, [0x20, 0x01, 0x00, 0x10], 28)) return 'ORCHID (2001:10::/28)';
  if (startsWith(bytes, [0x20, 0x01, 0x00, 0x20], 28)) return 'ORCHIDv2 (2001:20::/28)';
  if (startsWith(bytes, [0x01, 0x00, 0, 0, 0, 0, 0, 0], 64)) return 'discard-only (100::/64)';
  if (startsWith(bytes, [0xfc], 7)) return 'unique local (fc00::/7)';
  if (startsWith(bytes, [0xfe, 0x80], 10)) return 'link-local (fe80::/10)';
  if (startsWith(bytes, [0xfe, 0xc0], 10)) return 'site-local (fec0::/10, deprecated)';
  if (startsWith(bytes, [0xff], 8)) return 'multicast (ff00::/8)';
  // Only global unicast (2000::/3) is public; everything else is reserved.
  if (!startsWith(bytes, [0x20], 3)) return 'reserved (outside 2000::/3)';
  return null;
}

/** Parses an IP literal (IPv4 in any inet_aton form, or IPv6) and says why it is refused. */
export function classifyIpLiteral(
  host: string,
): { kind: 'ipv4' | 'ipv6'; blocked: string | null } | null {
  const v6 = parseIPv6(host);
  if (v6) return { kind: 'ipv6', blocked: blockedIPv6Reason(v6) };
  const v4 = parseIPv4(host);
  if (v4) return { kind: 'ipv4', blocked: blockedIPv4Reason(v4) };
  return null;
}

/** Names that point at the machine itself, the local network or a cloud metadata service. */
const blockedNames = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
  'kubernetes.default',
  'kubernetes.default.svc',
]);
const blockedSuffixes = [
  '.localhost',
  '.local',
  '.localdomain',
  '.internal',
  '.home.arpa',
  '.lan',
  '.intranet',
  '.corp',
  '.private',
  '.svc',
  '.cluster.local',
];

/** Why a host *name* (not an IP literal) must not be fetched before even resolving it. Single
 * labels are refused because resolvers expand them with internal search domains. */
export function blockedHostnameReason(hostname: string): string | null {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  if (name === '') return 'empty host name';
  if (blockedNames.has(name)) return `local or metadata host name (${name})`;
  if (blockedSuffixes.some((suffix) => name.endsWith(suffix)))
    return `local or internal domain (${name})`;
  if (!name.includes('.')) return `single-label host name (${name})`;
  return null;
}
