// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('zodWithoutEval', () => {
  it('makes zod parse without compiling code (no eval under the CSP)', async () => {
    await import('./zodWithoutEval');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
