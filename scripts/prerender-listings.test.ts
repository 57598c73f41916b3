// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeListingsRequest, isLoopbackUrl } from './prerender-listings.ts';

describe('the build reading active listings', () => {
  it('asks the Data API for active rows as the anonymous role, page by page', () => {
    const { url, headers } = activeListingsRequest(
      'https://ref.supabase.co/',
      'sb_publishable_x',
      'id, title,\n status',
      1000,
    );
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://ref.supabase.co/rest/v1/properties');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      select: 'id,title,status',
      status: 'eq.active',
      order: 'id.asc',
      limit: '1000',
      offset: '1000',
    });
    // A new publishable key travels in apikey only; a legacy anon JWT also as the bearer.
    expect(headers).toEqual({ apikey: 'sb_publishable_x', accept: 'application/json' });
    expect(activeListingsRequest('https://x.test', 'eyJabc', 'id', 0).headers.authorization).toBe(
      'Bearer eyJabc',
    );
  });

  it('starts a throwaway backend only for loopback addresses', () => {
    expect(isLoopbackUrl('http://127.0.0.1:54321')).toBe(true);
    expect(isLoopbackUrl('http://localhost:54321')).toBe(true);
    expect(isLoopbackUrl('https://ref.supabase.co')).toBe(false);
  });
});
