/**
 * GoTrue's redirect check (supabase/auth internal/utilities/request.go `IsRedirectURLValid`),
 * mirrored so the local backend refuses what hosted refuses: the URL must parse as Go's
 * net/url parses it; the site URL's scheme and host (any port on loopback) pass; otherwise the
 * host must look like a host name (or be a loopback IP), and the URL without its fragment must
 * match an allow-list entry compiled by github.com/gobwas/glob with '.' and '/' as separators
 * (internal/conf/configuration.go): `*` never crosses a '.' or '/', `**` crosses anything.
 */
import { isIPv4, isIPv6 } from 'node:net';

interface GoUrl {
  scheme: string;
  hostname: string;
  port: string;
}

const SCHEME_START = /^[A-Za-z]$/;
const SCHEME_CHAR = /^[A-Za-z0-9+.-]$/;
// net/url validUserinfo: unreserved, sub-delims, ':', '%' and '@'.
const USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;
// net/url shouldEscape(c, encodeHost) is false only for these (plus non-ASCII).
// eslint-disable-next-line no-control-regex -- the non-ASCII range starts at U+0000.
const HOST_CHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"]|[^\u0000-\u007f]|%[0-9A-Fa-f]{2})*$/;

/** net/url.Parse as far as IsRedirectURLValid reads it; undefined where Go answers an error. */
export function parseGoUrl(raw: string): GoUrl | undefined {
  // eslint-disable-next-line no-control-regex -- Go refuses ASCII control bytes anywhere.
  if (/[\x00-\x1f\x7f]/.test(raw)) return undefined;
  let rest = raw.split('#')[0] as string;
  let scheme = '';
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i] as string;
    if (SCHEME_START.test(c) || (i > 0 && SCHEME_CHAR.test(c))) continue;
    if (c === ':') {
      if (i === 0) return undefined; // "missing protocol scheme"
      scheme = rest.slice(0, i).toLowerCase();
      rest = rest.slice(i + 1);
    }
    break;
  }
  rest = rest.split('?')[0] as string;
  if (!rest.startsWith('//') || rest.startsWith('///')) {
    // No authority: an opaque or path-only URL has no host.
    return { scheme, hostname: '', port: '' };
  }
  const slash = rest.indexOf('/', 2);
  const authority = slash === -1 ? rest.slice(2) : rest.slice(2, slash);
  const at = authority.lastIndexOf('@');
  if (at !== -1 && !USERINFO.test(authority.slice(0, at))) return undefined;
  const host = authority.slice(at + 1);
  let hostname = host;
  let port = '';
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    if (close === -1) return undefined;
    const after = host.slice(close + 1);
    if (after !== '' && !/^:[0-9]*$/.test(after)) return undefined;
    hostname = host.slice(1, close);
    port = after.slice(1);
  } else {
    const colon = host.lastIndexOf(':');
    if (colon !== -1) {
      if (!/^:[0-9]*$/.test(host.slice(colon))) return undefined;
      hostname = host.slice(0, colon);
      port = host.slice(colon + 1);
    }
    if (!HOST_CHARS.test(hostname)) return undefined;
  }
  try {
    hostname = decodeURIComponent(hostname); // Go unescapes the host's %XX
  } catch {
    return undefined;
  }
  return { scheme, hostname, port };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const DECIMAL_IP = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

function isLoopbackIp(ip: string): boolean {
  if (isIPv4(ip)) return ip.startsWith('127.');
  // Canonical form: ::1, or an IPv4-mapped 127.0.0.0/8 (Go's IP.IsLoopback takes both).
  const canonical = new URL(`http://[${ip}]/`).hostname;
  return canonical === '[::1]' || canonical.startsWith('[::ffff:7f');
}

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const NOT_SEPARATOR = '[^./]';

/**
 * github.com/gobwas/glob's syntax compiled to a RegExp, with '.' and '/' as separators:
 * `*` any run of non-separators, `**` any run, `?` one non-separator, `[abc]` / `[a-z]` /
 * `[!…]` one character, `{a,b}` alternatives, `\` escapes. Throws where glob.Compile errs.
 */
export function compileGlob(pattern: string): RegExp {
  const chars = Array.from(pattern);
  let i = 0;
  const parse = (inBraces: boolean): string => {
    let out = '';
    while (i < chars.length) {
      const c = chars[i] as string;
      if (inBraces && (c === ',' || c === '}')) return out;
      i++;
      if (c === '\\') {
        if (i >= chars.length) throw new Error(`glob ${pattern}: trailing escape`);
        out += regexEscape(chars[i++] as string);
      } else if (c === '*') {
        if (chars[i] === '*') {
          i++;
          out += '[\\s\\S]*';
        } else out += `${NOT_SEPARATOR}*`;
      } else if (c === '?') {
        out += NOT_SEPARATOR;
      } else if (c === '[') {
        const close = chars.indexOf(']', i);
        if (close === -1) throw new Error(`glob ${pattern}: unclosed [`);
        let body = chars.slice(i, close);
        i = close + 1;
        const not = body[0] === '!';
        if (not) body = body.slice(1);
        if (body.length === 0) throw new Error(`glob ${pattern}: empty [ ]`);
        const set =
          body.length === 3 && body[1] === '-'
            ? `${regexEscape(body[0] as string)}-${regexEscape(body[2] as string)}`
            : body.map(regexEscape).join('');
        out += `[${not ? '^' : ''}${set}]`;
      } else if (c === '{') {
        const options: string[] = [];
        for (;;) {
          options.push(parse(true));
          const stop = chars[i++];
          if (stop === '}') break;
          if (stop !== ',') throw new Error(`glob ${pattern}: unclosed {`);
        }
        out += `(?:${options.join('|')})`;
      } else {
        out += regexEscape(c);
      }
    }
    if (inBraces) throw new Error(`glob ${pattern}: unclosed {`);
    return out;
  };
  return new RegExp(`^${parse(false)}$`, 'u');
}

/** IsRedirectURLValid: may Auth send the browser (and its token) to `redirectUrl`? */
export function isRedirectUrlValid(
  siteUrl: string,
  allowList: readonly RegExp[],
  redirectUrl: string,
): boolean {
  if (!redirectUrl) return false;
  const base = parseGoUrl(siteUrl);
  const ref = parseGoUrl(redirectUrl);
  if (!base || !ref) return false;
  if (
    base.hostname === ref.hostname &&
    base.scheme === ref.scheme &&
    (base.port === ref.port || LOOPBACK_NAMES.has(ref.hostname.toLowerCase()))
  ) {
    return true;
  }
  const isHttp = ref.scheme === 'http' || ref.scheme === 'https';
  if (DECIMAL_IP.test(ref.hostname)) return false;
  if (isIPv4(ref.hostname) || isIPv6(ref.hostname)) return isLoopbackIp(ref.hostname);
  if (isHttp && !REGULAR_HOSTNAME.test(ref.hostname)) return false;
  const withoutFragment = redirectUrl.split('#')[0] as string;
  return allowList.some((glob) => glob.test(withoutFragment));
}
