/**
 * The reference a person is shown with an error ("Reference 7F3A-09BC") and the office searches
 * the error tracker for (`reference:7F3A-09BC`): the first 8 hex digits of the report's event id,
 * which the browser and the functions choose before sending, so it is known even while the
 * report is on its way (or when the tracker cannot be reached).
 */

/** A new event id: 32 lowercase hex digits, the tracker's format. */
export function newEventId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The reference of an event id: its first 8 hex digits, upper case, in two groups of four. */
export function referenceOf(eventId: string): string {
  const head = eventId.replace(/-/g, '').slice(0, 8).toUpperCase();
  return `${head.slice(0, 4)}-${head.slice(4)}`;
}

/** The tracker's DSN parts: where envelopes and CSP reports go (`{origin}{path}/api/{project}/…`). */
export interface TrackerDsn {
  origin: string;
  publicKey: string;
  /** Everything before the api path: origin plus the DSN's path prefix, if any. */
  base: string;
  projectId: string;
}

/** A DSN (`https://<key>@<host>[/<path>]/<project>`) read, or undefined when unset or malformed. */
export function parseDsn(dsn: string | undefined): TrackerDsn | undefined {
  if (!dsn?.trim()) return undefined;
  try {
    const url = new URL(dsn.trim());
    const parts = url.pathname.split('/').filter(Boolean);
    const projectId = parts.pop();
    if (!url.username || !projectId || !/^\d+$/.test(projectId)) return undefined;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    const path = parts.length > 0 ? `/${parts.join('/')}` : '';
    return { origin: url.origin, publicKey: url.username, base: `${url.origin}${path}`, projectId };
  } catch {
    return undefined;
  }
}

/** The envelope endpoint (events), authenticated in its query as the browser SDK does. */
export function envelopeUrl(dsn: TrackerDsn, client: string): string {
  return `${dsn.base}/api/${dsn.projectId}/envelope/?sentry_key=${dsn.publicKey}&sentry_version=7&sentry_client=${encodeURIComponent(client)}`;
}

/** The security endpoint the Content-Security-Policy's report-uri names. */
export function securityReportUrl(
  dsn: TrackerDsn,
  { environment, release }: { environment?: string; release?: string },
): string {
  const query = new URLSearchParams({ sentry_key: dsn.publicKey });
  if (environment) query.set('sentry_environment', environment);
  if (release) query.set('sentry_release', release);
  return `${dsn.base}/api/${dsn.projectId}/security/?${query.toString()}`;
}
