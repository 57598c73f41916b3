/** Work that outlives the answer: hosted's and the local backend's EdgeRuntime.waitUntil. */

/** The runtime's handle, or undefined where there is none (tests, plain Deno). */
export const edgeRuntime = () =>
  (globalThis as { EdgeRuntime?: { waitUntil(t: Promise<unknown>): void } }).EdgeRuntime;

/** Keeps `task` running after the answer; a failure is logged, never thrown. */
export function deferOnEdge(task: Promise<unknown>): void {
  const guarded = task.catch((error) =>
    console.error(JSON.stringify({ event: 'deferred_failed', error: String(error) })),
  );
  edgeRuntime()?.waitUntil(guarded);
}
