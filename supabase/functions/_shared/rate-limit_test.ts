import { assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { clientKey } from './rate-limit.ts';

const req = (headers: Record<string, string>) => new Request('http://x/', { headers });

Deno.test('the key is the trusted cf-connecting-ip, whatever x-forwarded-for says', () => {
  assertEquals(clientKey(req({ 'cf-connecting-ip': '203.0.113.7' })), '203.0.113.7');
  assertEquals(
    clientKey(req({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' })),
    '203.0.113.7',
  );
  assertEquals(clientKey(req({ 'x-forwarded-for': '198.51.100.1' })), 'unknown');
});

Deno.test('an IPv6 client is keyed by its /64', () => {
  assertEquals(clientKey(req({ 'cf-connecting-ip': '2001:db8:1:2:aaaa::1' })), '2001:db8:1:2::/64');
  assertEquals(clientKey(req({ 'cf-connecting-ip': '2001:db8:1:2:bbbb::9' })), '2001:db8:1:2::/64');
});

Deno.test('garbage in the header shares the one unknown bucket', () => {
  assertEquals(clientKey(req({ 'cf-connecting-ip': 'not an address' })), 'unknown');
  assertEquals(clientKey(req({ 'cf-connecting-ip': '999.1.1.1' })), 'unknown');
  assertEquals(clientKey(req({})), 'unknown');
});
