// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BCRYPT_COST, TEST_BCRYPT_COST, checkPassword, hashPassword } from './users.ts';

describe('password hashes', () => {
  it("are GoTrue's (bcrypt, cost 10) unless a test backend asks for the least cost", async () => {
    expect(BCRYPT_COST).toBe(10);
    const stored = await hashPassword('password-123');
    expect(stored).toMatch(/^\$2[aby]\$10\$/);
    const cheap = await hashPassword('password-123', TEST_BCRYPT_COST);
    expect(cheap).toMatch(/^\$2[aby]\$04\$/);
    // Either is checked the same way: the cost travels in the hash.
    for (const hash of [stored, cheap]) {
      expect(await checkPassword('password-123', hash)).toBe(true);
      expect(await checkPassword('password-124', hash)).toBe(false);
    }
  });
});
