/**
 * The first chunk's whole share of error reporting: with no DSN in the build, nothing (the
 * import below is dropped); with one, the tracker's SDK is downloaded on the first error only
 * (errorTracker.ts), so no page pays for it up front. The route error screen reports what a
 * route's boundary caught (`route`); the window's listeners what nothing caught. Until it arrives, the error waits in the
 * import's promise. Resolves the report's reference ("7F3A-09BC"), or undefined when off.
 */
export const reportError = (error: unknown, kind?: 'route'): Promise<string | undefined> =>
  import.meta.env.VITE_SENTRY_DSN
    ? import('./errorTracker').then(
        (tracker) => tracker.report(error, kind),
        () => undefined,
      )
    : Promise.resolve(undefined);
