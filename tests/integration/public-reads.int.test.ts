/**
 * What anonymous callers may ask of the listings (migration 20261125000300): every structured
 * column, filtered in the database, but no free text they could run a regex over; the free text
 * of active listings comes whole from listing_texts(), which no filter can reach.
 */
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/backend.ts';

const BACKTRACKING = '(.{1,100})\\1{3}';

describe('public listing reads through supabase-js as anon', () => {
  it('refuses a regex, like or full-text filter on free text before reading a row', async () => {
    for (const column of ['title', 'description', 'address', 'virtual_tour_url']) {
      const started = performance.now();
      const { data, error } = await anonClient()
        .from('properties')
        .select('id')
        .filter(column, 'match', BACKTRACKING);
      expect(data, column).toBeNull();
      expect(error?.code, column).toBe('42501');
      expect(performance.now() - started).toBeLessThan(1_000);
      const like = await anonClient().from('properties').select('id').ilike(column, '%a%');
      expect(like.error?.code, column).toBe('42501');
    }
    const star = await anonClient().from('properties').select('*');
    expect(star.error?.code).toBe('42501');
  });

  it('still filters every structured column the search uses', async () => {
    const { data, error } = await anonClient()
      .from('properties')
      .select('id, price, city, bedrooms')
      .eq('status', 'active')
      .ilike('city', 'la verne')
      .gte('bedrooms', 1)
      .order('price');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((r) => r.city.toLowerCase() === 'la verne')).toBe(true);
    // numeric columns arrive as JSON numbers: the app reads rows as typed, with no mapper.
    const { data: rent } = await anonClient()
      .from('properties')
      .select('price, bathrooms, security_deposit')
      .eq('status', 'active')
      .not('security_deposit', 'is', null)
      .limit(1)
      .single();
    expect(typeof rent!.price).toBe('number');
    expect(typeof rent!.bathrooms).toBe('number');
    expect(typeof rent!.security_deposit).toBe('number');
  });

  it('listing_texts() gives the free text of every active listing, or of the ids asked for', async () => {
    const service = serviceClient();
    const { data: rows } = await service
      .from('properties')
      .select('id, title, description, address, status');
    const active = rows!.filter((r) => r.status === 'active');
    const inactive = rows!.filter((r) => r.status !== 'active');
    expect(inactive.length).toBeGreaterThan(0);

    const all = await anonClient().rpc('listing_texts');
    expect(all.error).toBeNull();
    const texts = all.data as Record<string, { title: string; description: string | null }>;
    expect(Object.keys(texts).sort()).toEqual(active.map((r) => r.id).sort());
    for (const row of active) {
      expect(texts[row.id]).toMatchObject({
        title: row.title,
        description: row.description,
        address: row.address,
      });
    }

    const some = await anonClient().rpc('listing_texts', {
      listing_ids: [active[0]!.id, inactive[0]!.id],
    });
    expect(Object.keys(some.data as object)).toEqual([active[0]!.id]);

    const tooMany = await anonClient().rpc('listing_texts', {
      listing_ids: Array.from({ length: 201 }, () => active[0]!.id),
    });
    expect(tooMany.error?.code).toBe('22023');
  });

  it('a filter on listing_texts() cannot reach the text (a scalar result has no columns)', async () => {
    const whole = await anonClient().rpc('listing_texts', {}, { get: true });
    const res = await anonClient()
      .rpc('listing_texts', {}, { get: true })
      .filter('title', 'match', BACKTRACKING);
    // PostgREST names no column of a scalar result: the filter is refused (42703), or at most
    // ignored; it never runs over the text.
    if (res.error) expect(res.error.code).toBe('42703');
    else expect(res.data).toEqual(whole.data);
  });
});
