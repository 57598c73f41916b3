/**
 * The one mailer of the edge functions. Resend's HTTP API when RESEND_API_KEY is set (hosted
 * functions cannot open SMTP ports), else plain SMTP at SMTP_URL (locally: the mail catcher).
 *
 * Header injection: every address is checked against a strict pattern and every header value
 * is stripped of CR/LF and control characters before it is written; bodies travel
 * quoted-printable inside a MIME multipart, so nothing a visitor types can end the headers.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface MailerConfig {
  from: string;
  resendApiKey?: string;
  /** Overridable for tests; defaults to Resend's endpoint. */
  resendApiUrl?: string;
  smtpUrl?: string;
  timeoutMs?: number;
}

export class MailError extends Error {
  override name = 'MailError';
}

const DEFAULT_FROM = 'Summit Flat Fee Property Management <no-reply@summitflatfeepm.com>';
const RESEND_URL = 'https://api.resend.com/emails';

export function mailerConfigFromEnv(env: (name: string) => string | undefined): MailerConfig {
  const value = (name: string) => {
    const v = env(name)?.trim();
    return v ? v : undefined;
  };
  return {
    from: value('MAIL_FROM') ?? DEFAULT_FROM,
    resendApiKey: value('RESEND_API_KEY'),
    resendApiUrl: value('RESEND_API_URL'),
    smtpUrl: value('SMTP_URL'),
    timeoutMs: Number(value('MAIL_TIMEOUT_MS') ?? 10_000),
  };
}

// ---------------------------------------------------------------------------------------------
// Addresses and header values
// ---------------------------------------------------------------------------------------------

export interface Mailbox {
  name?: string;
  address: string;
}

const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isSafeAddress(address: string): boolean {
  return address.length <= 254 && ADDRESS.test(address);
}

/** Parses `addr@x.y` or `Display Name <addr@x.y>`; throws MailError on anything else. */
export function parseMailbox(value: string): Mailbox {
  if (/[\r\n]/.test(value)) throw new MailError('Address contains a line break');
  const trimmed = value.trim();
  const angle = /^(.*?)\s*<([^<>]+)>$/.exec(trimmed);
  const address = (angle ? angle[2] : trimmed)?.trim() ?? '';
  if (!isSafeAddress(address))
    throw new MailError(`Invalid email address: ${address.slice(0, 80)}`);
  const name = angle?.[1]?.trim().replace(/^"(.*)"$/, '$1');
  return name ? { name: cleanHeaderText(name), address } : { address };
}

/** Removes CR, LF and other control characters, and collapses whitespace. */
export function cleanHeaderText(value: string): string {
  return (
    value
      // deno-lint-ignore no-control-regex
      // eslint-disable-next-line no-control-regex -- header injection is made of control characters
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function isAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

function base64Utf8(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** RFC 2047 encoded-word(s) for non-ASCII header text, folded so lines stay short. */
export function encodeHeaderWord(value: string): string {
  const clean = cleanHeaderText(value);
  if (isAscii(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const ch of clean) {
    // 45 UTF-8 bytes of payload keep each encoded word under 75 characters.
    if (new TextEncoder().encode(chunk + ch).length > 45) {
      words.push(`=?UTF-8?B?${base64Utf8(chunk)}?=`);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(`=?UTF-8?B?${base64Utf8(chunk)}?=`);
  return words.join('\r\n ');
}

export function formatMailbox(mailbox: Mailbox): string {
  if (!mailbox.name) return `<${mailbox.address}>`;
  const name = isAscii(mailbox.name)
    ? `"${mailbox.name.replace(/["\\]/g, '\\$&')}"`
    : encodeHeaderWord(mailbox.name);
  return `${name} <${mailbox.address}>`;
}

// ---------------------------------------------------------------------------------------------
// MIME
// ---------------------------------------------------------------------------------------------

/** Quoted-printable (RFC 2045) of UTF-8 text, CRLF line ends, lines of at most 76 characters. */
export function quotedPrintable(text: string): string {
  const encoder = new TextEncoder();
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return lines
    .map((line) => {
      const bytes = encoder.encode(line);
      const tokens: string[] = [];
      bytes.forEach((b, i) => {
        const last = i === bytes.length - 1;
        const literal = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last);
        tokens.push(
          literal ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`,
        );
      });
      const out: string[] = [];
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > 75) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      out.push(current);
      return out.join('\r\n');
    })
    .join('\r\n');
}

/** SMTP transparency (RFC 5321 4.5.2): a line that starts with '.' gets one more. */
export function dotStuff(data: string): string {
  return data.replace(/(^|\r\n)\./g, '$1..');
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface BuiltMessage {
  from: Mailbox;
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  /** The full RFC 5322 message, CRLF line ends, not yet dot-stuffed. */
  raw: string;
}

export function buildMessage(message: MailMessage, from: string, now = new Date()): BuiltMessage {
  const fromBox = parseMailbox(from);
  const toBox = parseMailbox(message.to);
  const replyTo = message.replyTo ? parseMailbox(message.replyTo) : undefined;
  const subject = cleanHeaderText(message.subject).slice(0, 200);
  const boundary = `=_lead_${randomToken()}`;
  const domain = fromBox.address.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${formatMailbox(fromBox)}`,
    `To: ${formatMailbox(toBox)}`,
    ...(replyTo ? [`Reply-To: ${formatMailbox(replyTo)}`] : []),
    `Subject: ${encodeHeaderWord(subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomToken()}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=UTF-8`,
      'Content-Transfer-Encoding: quoted-printable',
      '',
      quotedPrintable(body),
    ].join('\r\n');
  const raw = [
    ...headers,
    '',
    part('text/plain', message.text),
    part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { from: fromBox, to: toBox, replyTo, subject, raw };
}

// ---------------------------------------------------------------------------------------------
// Transports
// ---------------------------------------------------------------------------------------------

export async function sendMail(message: MailMessage, config: MailerConfig): Promise<void> {
  const built = buildMessage(message, config.from);
  const timeoutMs = config.timeoutMs && config.timeoutMs > 0 ? config.timeoutMs : 10_000;
  if (config.resendApiKey) {
    await sendViaResend(
      built,
      message,
      config.resendApiKey,
      config.resendApiUrl ?? RESEND_URL,
      timeoutMs,
    );
    return;
  }
  if (!config.smtpUrl) {
    throw new MailError(
      'Mail is not configured: set RESEND_API_KEY, or SMTP_URL on port 465 (smtps://) or 2525.',
    );
  }
  await sendViaSmtp(built, config.smtpUrl, timeoutMs);
}

/** Hosted Supabase blocks outbound SMTP on 25 and 587; these are the ports that get through. */
export const ALLOWED_SMTP_PORTS: readonly number[] = [465, 2525];

async function sendViaResend(
  built: BuiltMessage,
  message: MailMessage,
  apiKey: string,
  url: string,
  timeoutMs: number,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: formatMailbox(built.from),
        to: [built.to.address],
        subject: built.subject,
        html: message.html,
        text: message.text,
        ...(built.replyTo ? { reply_to: built.replyTo.address } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new MailError(`Resend request failed: ${errorText(error)}`);
  }
  if (!res.ok) {
    const body = (await res.text().catch(() => '')).slice(0, 300);
    throw new MailError(`Resend answered ${res.status}: ${body}`);
  }
  await res.body?.cancel().catch(() => {});
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface SmtpReply {
  code: number;
  lines: string[];
}

/** A line-oriented SMTP conversation over one Deno connection. */
class SmtpSession {
  private buffer = '';
  private readonly decoder = new TextDecoder();
  private readonly encoder = new TextEncoder();

  constructor(private conn: Deno.Conn) {}

  async reply(): Promise<SmtpReply> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.readLine();
      lines.push(line.slice(4));
      // Continuation lines are `250-...`; the last line is `250 ...` (or just `250`).
      if (line.length < 4 || line[3] === ' ') return { code: Number(line.slice(0, 3)), lines };
    }
  }

  async expect(command: string | null, ok: number[]): Promise<SmtpReply> {
    if (command !== null) await this.write(`${command}\r\n`);
    const reply = await this.reply();
    if (!ok.includes(reply.code)) {
      const shown = command?.startsWith('AUTH') ? 'AUTH' : (command ?? 'greeting');
      throw new MailError(
        `SMTP ${shown} failed: ${reply.code} ${reply.lines.join(' ').slice(0, 200)}`,
      );
    }
    return reply;
  }

  async write(data: string): Promise<void> {
    const bytes = this.encoder.encode(data);
    let written = 0;
    while (written < bytes.length) written += await this.conn.write(bytes.subarray(written));
  }

  async startTls(hostname: string): Promise<void> {
    this.conn = await Deno.startTls(this.conn as Deno.TcpConn, { hostname });
    this.buffer = '';
  }

  close(): void {
    try {
      this.conn.close();
    } catch {
      // already closed
    }
  }

  private async readLine(): Promise<string> {
    for (;;) {
      const end = this.buffer.indexOf('\r\n');
      if (end >= 0) {
        const line = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return line;
      }
      if (this.buffer.length > 64 * 1024) throw new MailError('SMTP reply too long');
      const chunk = new Uint8Array(4096);
      const n = await this.conn.read(chunk);
      if (n === null) throw new MailError('SMTP server closed the connection');
      this.buffer += this.decoder.decode(chunk.subarray(0, n), { stream: true });
    }
  }
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.startsWith('127.') ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
}

async function sendViaSmtp(built: BuiltMessage, smtpUrl: string, timeoutMs: number): Promise<void> {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new MailError('SMTP_URL is not a URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailError('SMTP_URL must start with smtp:// or smtps://');
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const secure = url.protocol === 'smtps:';
  // A bare smtp:// would mean port 25, which hosted Supabase blocks: the port must be explicit.
  // Any port is fine on loopback (the local mail catcher); nothing else answers there on hosted.
  const port = url.port ? Number(url.port) : secure ? 465 : 0;
  if (!isLoopback(hostname) && !ALLOWED_SMTP_PORTS.includes(port)) {
    throw new MailError(
      `SMTP_URL must use port 465 (smtps://) or 2525: hosted Supabase blocks ${port || 'the default port 25'} (and 587). Or set RESEND_API_KEY.`,
    );
  }
  if (port === 0) throw new MailError('SMTP_URL must name its port, e.g. smtp://127.0.0.1:54325');

  let session: SmtpSession | undefined;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      session?.close();
      reject(new MailError(`SMTP timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });

  const conversation = async () => {
    const conn = secure
      ? await Deno.connectTls({ hostname, port })
      : await Deno.connect({ hostname, port });
    session = new SmtpSession(conn);
    if (timedOut) {
      session.close();
      throw new MailError('SMTP timed out');
    }
    await session.expect(null, [220]);
    const helo = `EHLO ${built.from.address.split('@')[1] ?? 'localhost'}`;
    let ehlo = await session.expect(helo, [250]);
    const advertises = (ext: string) => ehlo.lines.some((l) => l.toUpperCase().startsWith(ext));
    if (!secure && advertises('STARTTLS') && !isLoopback(hostname)) {
      await session.expect('STARTTLS', [220]);
      await session.startTls(hostname);
      ehlo = await session.expect(helo, [250]);
    }
    if (url.username) {
      const user = decodeURIComponent(url.username);
      const pass = decodeURIComponent(url.password);
      await session.expect(`AUTH PLAIN ${base64Utf8(`\u0000${user}\u0000${pass}`)}`, [235]);
    }
    await session.expect(`MAIL FROM:<${built.from.address}>`, [250]);
    await session.expect(`RCPT TO:<${built.to.address}>`, [250, 251]);
    await session.expect('DATA', [354]);
    await session.write(`${dotStuff(built.raw.replace(/\r\n$/, ''))}\r\n.\r\n`);
    await session.expect(null, [250]);
    await session.expect('QUIT', [221]).catch(() => undefined);
  };

  const running = conversation();
  // After a timeout the conversation fails on its closed socket; that failure is expected.
  running.catch(() => undefined);
  try {
    await Promise.race([running, timeout]);
  } catch (error) {
    if (error instanceof MailError) throw error;
    throw new MailError(`SMTP error: ${errorText(error)}`);
  } finally {
    clearTimeout(timer);
    session?.close();
  }
}
