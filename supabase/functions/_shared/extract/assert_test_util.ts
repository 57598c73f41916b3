/**
 * Minimal assertions for the Deno tests. `node:assert` would need @types/node resolved by Deno and
 * jsr:@std/assert needs the network; this needs neither.
 */
function stable(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
          )
        : v,
    2,
  );
}

export function assertEquals(actual: unknown, expected: unknown, message = ''): void {
  const a = stable(actual);
  const e = stable(expected);
  if (a !== e) {
    throw new Error(
      `${message ? message + ': ' : ''}values differ\n--- actual\n${a}\n--- expected\n${e}`,
    );
  }
}

export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new Error(message);
}
