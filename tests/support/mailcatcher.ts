/** The test mail catcher (maildev) through its REST API. */
import { testEnv } from './backend.ts';

export interface MailAddress {
  address: string;
  name: string;
}

export interface CaughtEmail {
  id: string;
  subject: string;
  from: MailAddress[];
  to: MailAddress[];
  cc?: MailAddress[];
  replyTo?: MailAddress[];
  text?: string;
  html?: string;
  date: string;
  headers: Record<string, string>;
  /** Files sent with the mail (maildev keeps them; their content is fetched by name). */
  attachments?: CaughtAttachment[];
}

export interface CaughtAttachment {
  fileName: string;
  generatedFileName: string;
  contentType: string;
  length: number;
}

function mailUrl(): string {
  const url = testEnv().mailUrl;
  if (!url) throw new Error('The test mail catcher is not running.');
  return url;
}

export async function listEmails(): Promise<CaughtEmail[]> {
  const res = await fetch(`${mailUrl()}/email`);
  if (!res.ok) throw new Error(`maildev GET /email: ${res.status}`);
  return (await res.json()) as CaughtEmail[];
}

/** The text of an attachment of a caught mail (e.g. its .ics invitation). */
export async function attachmentText(email: CaughtEmail, fileName: string): Promise<string> {
  const file = email.attachments?.find((a) => a.fileName === fileName);
  if (!file) throw new Error(`${email.subject}: no attachment ${fileName}`);
  const res = await fetch(
    `${mailUrl()}/email/${email.id}/attachment/${encodeURIComponent(file.generatedFileName)}`,
  );
  if (!res.ok) throw new Error(`maildev attachment ${fileName}: ${res.status}`);
  return await res.text();
}

/** Polls until an email matches `predicate`; throws after `timeoutMs`. */
export async function waitForEmail(
  predicate: (email: CaughtEmail) => boolean,
  timeoutMs = 10_000,
): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  let seen = 0;
  while (Date.now() < deadline) {
    const emails = await listEmails();
    seen = emails.length;
    const match = emails.find(predicate);
    if (match) return match;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching email within ${timeoutMs} ms (${seen} caught)`);
}
