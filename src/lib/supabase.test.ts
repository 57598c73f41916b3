import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditedFetch } from './supabase';

const ID = '5eed0300-0000-4000-8000-000000000001';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function sent() {
  const fetchSpy = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response('[]')),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

describe("the client's fetch names the screen to the audit trail", () => {
  it('a Data API write carries the screen, its ids as :id', async () => {
    window.history.replaceState(null, '', `/admin/homes/${ID}?tab=leases`);
    const fetchSpy = sent();
    await auditedFetch('http://127.0.0.1:54321/rest/v1/leases?id=eq.1', {
      method: 'PATCH',
      headers: { apikey: 'k' },
    });
    const headers = new Headers(fetchSpy.mock.calls[0]![1]!.headers);
    expect(headers.get('x-audit-source')).toBe('screen:/admin/homes/:id');
    expect(headers.get('apikey')).toBe('k');
  });

  it('reads, Auth, Storage and functions go as they are', async () => {
    const fetchSpy = sent();
    await auditedFetch('http://127.0.0.1:54321/rest/v1/leases', { method: 'GET' });
    await auditedFetch('http://127.0.0.1:54321/functions/v1/files', { method: 'POST' });
    await auditedFetch('http://127.0.0.1:54321/auth/v1/token', { method: 'POST' });
    for (const [, init] of fetchSpy.mock.calls) {
      expect(new Headers(init?.headers).has('x-audit-source')).toBe(false);
    }
  });
});
