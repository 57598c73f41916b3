// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';

describe('the browser zod (src/lib/zod.ts, through the alias of vite.config.ts)', () => {
  it('parses without compiling code, so the CSP needs no eval', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
