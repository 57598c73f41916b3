import { describe, expect, it } from 'vitest';
import { adminClient, anonClient } from '../../tests/helpers/backend.ts';

describe('smoke', () => {
  it('reads active properties and is_admin', async () => {
    const { data, error } = await anonClient().from('properties').select('id,status');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((p) => p.status === 'active')).toBe(true);
    const admin = await adminClient();
    expect((await admin.rpc('is_admin')).data).toBe(true);
  });
});
