/**
 * The one mailer of the edge functions. Resend's HTTP API when RESEND_API_KEY is set (hosted
 * functions cannot open SMTP ports 25/587), else SMTP at SMTP_URL through nodemailer (locally:
 * the mail catcher).
 *
 * Header injection: every address is checked against a strict pattern and the subject is
 * stripped of CR/LF and control characters before either transport sees them; nodemailer then
 * encodes headers and bodies itself, so nothing a visitor types can end the headers.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * An http(s) URL that unsubscribes with one POST (RFC 8058): sent as `List-Unsubscribe: <url>`
   * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  listUnsubscribe?: string;
  /** Files sent with the mail (a booking's .ics invitation). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** A plain file name ('invite.ics'): checked, never taken from visitor input. */
  filename: string;
  /** The MIME type, parameters allowed ('text/calendar; method=REQUEST; charset=UTF-8'). */
  contentType: string;
  /** Text content (UTF-8). */
  content: string;
}

const FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+(; ?[a-z-]+=[A-Za-z0-9-]+)*$/;

/** Checks attachments' names and types before either transport sees them. */
export function checkAttachments(attachments: MailAttachment[] | undefined): MailAttachment[] {
  for (const a of attachments ?? []) {
    if (!FILENAME.test(a.filename)) throw new MailError('Invalid attachment file name');
    if (!CONTENT_TYPE.test(a.contentType)) throw new MailError('Invalid attachment content type');
  }
  return attachments ?? [];
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
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

const RESEND_URL = 'https://api.resend.com/emails';

export function mailerConfigFromEnv(env: (name: string) => string | undefined): MailerConfig {
  const value = (name: string) => {
    const v = env(name)?.trim();
    return v ? v : undefined;
  };
  return {
    // No default sender: the provider refuses one it has not verified (config.ts checks it).
    from: value('MAIL_FROM') ?? '',
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

/** `Name <address>`, as both transports take it. */
export function formatMailbox(mailbox: Mailbox): string {
  if (!mailbox.name) return mailbox.address;
  return `"${mailbox.name.replace(/["\\]/g, '\\$&')}" <${mailbox.address}>`;
}

interface CheckedMessage {
  from: Mailbox;
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

/** The RFC 8058 headers of a one-click unsubscribe URL (checked: http(s), no spaces or breaks). */
export function listUnsubscribeHeaders(url: string | undefined): Record<string, string> {
  if (url === undefined) return {};
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new MailError('List-Unsubscribe URL is not a URL');
  }
  if (!/^https?:$/.test(parsed.protocol) || /[\s<>]/.test(url)) {
    throw new MailError('List-Unsubscribe URL must be a plain http(s) URL');
  }
  return {
    'List-Unsubscribe': `<${parsed.href}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Every address checked and every header value cleaned before either transport sees it. */
function checkMessage(message: MailMessage, from: string): CheckedMessage {
  const replyTo = message.replyTo ? parseMailbox(message.replyTo) : undefined;
  return {
    from: parseMailbox(from),
    to: parseMailbox(message.to),
    ...(replyTo ? { replyTo } : {}),
    subject: cleanHeaderText(message.subject).slice(0, 200),
    headers: listUnsubscribeHeaders(message.listUnsubscribe),
    attachments: checkAttachments(message.attachments),
  };
}

// ---------------------------------------------------------------------------------------------
// Transports
// ---------------------------------------------------------------------------------------------

export async function sendMail(message: MailMessage, config: MailerConfig): Promise<void> {
  if (!config.from.trim()) throw new MailError('Mail is not configured: set MAIL_FROM.');
  const built = checkMessage(message, config.from);
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
  await sendViaSmtp(built, message, config.smtpUrl, timeoutMs);
}

/** Hosted Supabase blocks outbound SMTP on 25 and 587; these are the ports that get through. */
export const ALLOWED_SMTP_PORTS: readonly number[] = [465, 2525];

async function sendViaResend(
  built: CheckedMessage,
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
        ...(Object.keys(built.headers).length > 0 ? { headers: built.headers } : {}),
        ...(built.attachments.length > 0
          ? {
              attachments: built.attachments.map((a) => ({
                filename: a.filename,
                content: base64Utf8(a.content),
                content_type: a.contentType,
              })),
            }
          : {}),
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

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.startsWith('127.') ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
}

/** The SMTP port an smtp(s):// URL may use, or a MailError saying why not. */
function smtpTarget(smtpUrl: string): {
  url: URL;
  hostname: string;
  port: number;
  secure: boolean;
} {
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
  return { url, hostname, port, secure };
}

/** SMTP through nodemailer (loaded only on this path: hosted functions use Resend). */
async function sendViaSmtp(
  built: CheckedMessage,
  message: MailMessage,
  smtpUrl: string,
  timeoutMs: number,
): Promise<void> {
  const target = smtpTarget(smtpUrl);
  // A full specifier: every function's own import map works without a nodemailer entry.
  const { default: nodemailer } = await import('npm:nodemailer@6.10.1');
  const transport = nodemailer.createTransport({
    host: target.hostname,
    port: target.port,
    secure: target.secure,
    // STARTTLS when offered, except to a loopback catcher (no certificate to check there).
    ignoreTLS: isLoopback(target.hostname),
    // The EHLO name: nodemailer would otherwise ask the OS, which needs --allow-sys.
    name: built.from.address.split('@')[1] ?? 'localhost',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(target.url.username
      ? {
          auth: {
            user: decodeURIComponent(target.url.username),
            pass: decodeURIComponent(target.url.password),
          },
        }
      : {}),
  });
  try {
    await transport.sendMail({
      from: formatMailbox(built.from),
      to: built.to.address,
      ...(built.replyTo ? { replyTo: built.replyTo.address } : {}),
      subject: built.subject,
      text: message.text,
      html: message.html,
      ...(Object.keys(built.headers).length > 0 ? { headers: built.headers } : {}),
      ...(built.attachments.length > 0
        ? {
            attachments: built.attachments.map((a) => ({
              filename: a.filename,
              content: a.content,
              contentType: a.contentType,
            })),
          }
        : {}),
    });
  } catch (error) {
    const text = errorText(error);
    // nodemailer names the SMTP command that failed (e.g. 'RCPT TO'); keep it for the record.
    const command = (error as { command?: unknown } | null)?.command;
    throw new MailError(
      /timeout/i.test(text)
        ? `SMTP timed out after ${timeoutMs} ms: ${text}`
        : `SMTP ${typeof command === 'string' ? `${command} ` : ''}error: ${text}`,
    );
  } finally {
    transport.close();
  }
}
