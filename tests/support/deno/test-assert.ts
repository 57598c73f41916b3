/**
 * Minimal assertions for Deno tests. `jsr:@std/assert` needs the network and `node:assert`
 * needs @types/node resolution that the manual node_modules setup does not provide.
 */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

export function assert(condition: unknown, message = 'Assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

function stable(value: unknown): string {
  if (value instanceof Uint8Array) return `Uint8Array[${Array.from(value).join(',')}]`;
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

export function assertEquals<T>(actual: T, expected: T, message?: string): void {
  const a = stable(actual);
  const e = stable(expected);
  if (a !== e) throw new AssertionError(`${message ? `${message}: ` : ''}expected ${e}, got ${a}`);
}

/** Awaits `fn`, requires it to reject, and returns the error for further checks. */
export async function assertRejects(
  fn: () => Promise<unknown>,
  message?: string,
): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new AssertionError(message ?? 'Expected the promise to reject');
}

/** Requires `fn` to throw an instance of `type`, and returns the error. */
export function assertThrows<E extends Error>(
  fn: () => unknown,
  type: new (...args: never[]) => E,
): E {
  try {
    fn();
  } catch (error) {
    if (error instanceof type) return error;
    throw new AssertionError(`Expected ${type.name}, got ${String(error)}`);
  }
  throw new AssertionError(`Expected ${type.name} to be thrown`);
}
