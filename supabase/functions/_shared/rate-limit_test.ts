import { assert, assertEquals } from './test-assert.ts';
import { clientAddress, RateLimiter } from './rate-limit.ts';

Deno.test('a burst over the capacity is refused, then tokens come back with time', () => {
  const limiter = new RateLimiter({ capacity: 10, refillPerMinute: 10 });
  const t0 = 1_000_000;
  const results = Array.from({ length: 20 }, () => limiter.take('1.2.3.4', t0).allowed);
  assertEquals(results.filter(Boolean).length, 10);
  assertEquals(results.slice(10).some(Boolean), false);
  const refused = limiter.take('1.2.3.4', t0);
  assertEquals(refused.allowed, false);
  assertEquals(refused.retryAfterSeconds, 6); // one token per 6 s at 10 a minute
  assertEquals(limiter.take('1.2.3.4', t0 + 5_999).allowed, false);
  assertEquals(limiter.take('1.2.3.4', t0 + 6_000).allowed, true);
  // A full minute later the bucket is full again, but never above the capacity.
  const later = t0 + 10 * 60_000;
  const again = Array.from({ length: 12 }, () => limiter.take('1.2.3.4', later).allowed);
  assertEquals(again.filter(Boolean).length, 10);
});

Deno.test('each address has its own bucket', () => {
  const limiter = new RateLimiter({ capacity: 2, refillPerMinute: 1 });
  assert(limiter.take('a', 0).allowed);
  assert(limiter.take('a', 0).allowed);
  assertEquals(limiter.take('a', 0).allowed, false);
  assert(limiter.take('b', 0).allowed);
});

Deno.test('memory stays bounded under a spray of addresses', () => {
  const limiter = new RateLimiter({ capacity: 5, refillPerMinute: 5, maxKeys: 100 });
  for (let i = 0; i < 1000; i++) limiter.take(`10.0.${Math.floor(i / 256)}.${i % 256}`, i);
  assert(limiter.size <= 100, `size ${limiter.size}`);
  // A busy (drained) client survives eviction of idle ones when it was used recently.
  const busy = new RateLimiter({ capacity: 1, refillPerMinute: 1, maxKeys: 10 });
  busy.take('busy', 0);
  for (let i = 0; i < 9; i++) busy.take(`idle-${i}`, 0);
  busy.take('busy', 1);
  busy.take('new', 2);
  assertEquals(busy.take('busy', 3).allowed, false);
});

Deno.test('the options must make sense', () => {
  let threw = false;
  try {
    new RateLimiter({ capacity: 0, refillPerMinute: 1 });
  } catch {
    threw = true;
  }
  assert(threw);
});

Deno.test('clientAddress takes the first x-forwarded-for hop, else the connection', () => {
  const req = (headers: Record<string, string>) =>
    new Request('http://x/', { method: 'POST', headers });
  assertEquals(clientAddress(req({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' })), '203.0.113.9');
  assertEquals(clientAddress(req({ 'x-forwarded-for': '2001:DB8::1' })), '2001:db8::1');
  assertEquals(clientAddress(req({}), { hostname: '127.0.0.1' }), '127.0.0.1');
  // Garbage in the header does not become a key of its own.
  assertEquals(
    clientAddress(req({ 'x-forwarded-for': '<script>' }), { hostname: '10.1.1.1' }),
    '10.1.1.1',
  );
  assertEquals(clientAddress(req({})), 'unknown');
});
