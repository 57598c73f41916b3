/**
 * The browser's error tracker (Sentry, docs/decisions/0013-error-tracker.md), loaded by
 * errorReports.ts on the first error. Configured only by VITE_SENTRY_DSN, VITE_SENTRY_ENVIRONMENT
 * and VITE_SENTRY_RELEASE. Every event and breadcrumb passes the contract's one scrubber before
 * it leaves; the SDK adds no personal data of its own (sendDefaultPii off, no user, no session
 * tracking, no replay). Each report's event id is chosen here, so its reference is known at once.
 */
import {
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
} from '@sentry/browser';
import { newEventId, referenceOf } from '@contract/error-reference.ts';
import { scrubReport } from '@contract/error-scrub.ts';

init({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: import.meta.env.VITE_SENTRY_ENVIRONMENT || 'production',
  release: import.meta.env.VITE_SENTRY_RELEASE || undefined,
  // No user, cookies, headers, bodies or query strings, whatever the SDK could collect.
  dataCollection: {
    userInfo: false,
    cookies: false,
    httpHeaders: false,
    httpBodies: [],
    urlQueryParams: false,
  },
  // Only what finds a fault: no global handlers (errorReports.ts is the one path), no sessions.
  defaultIntegrations: false,
  integrations: [
    breadcrumbsIntegration({ dom: false }),
    dedupeIntegration(),
    httpContextIntegration(),
    linkedErrorsIntegration(),
  ],
  beforeSend: (event) => scrubReport(event),
  beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
});

/** The same error (a boundary and the window both saw it) is reported once. */
const reported = new WeakMap<object, string>();

/** Sends `error` (scrubbed) and answers its reference: caught by a route's boundary, or not. */
export function report(error: unknown, kind: 'route' | 'window' = 'window'): string {
  const known = typeof error === 'object' && error !== null ? reported.get(error) : undefined;
  if (known) return known;
  const eventId = newEventId();
  const reference = referenceOf(eventId);
  if (typeof error === 'object' && error !== null) reported.set(error, reference);
  withScope((scope) => {
    scope.setTags({
      source: 'browser',
      kind,
      reference,
      // The router's path is the address bar's (BrowserRouter).
      route: location.pathname,
    });
    captureException(error, { event_id: eventId });
  });
  return reference;
}
