import { assertEquals, assertThrows } from '../../../../tests/support/deno/test-assert.ts';
import { formatCents, formatDollars } from './money-format.ts';

Deno.test('cents always show their cents, in both languages, and the sign', () => {
  for (const locale of ['en', 'es'] as const) {
    assertEquals(formatCents(245000, locale), '$2,450.00');
    assertEquals(formatCents(125050, locale), '$1,250.50');
    assertEquals(formatCents(42000, locale), '$420.00'); // a repair cost reads as a receipt does
    assertEquals(formatCents(-1250, locale), '-$12.50');
    assertEquals(formatCents(0, locale), '$0.00');
    assertEquals(formatCents(-0, locale), '$0.00');
    assertEquals(formatCents(1, locale), '$0.01');
    assertEquals(formatCents(-1, locale), '-$0.01');
  }
});

Deno.test('dollars are whole unless asked for cents', () => {
  for (const locale of ['en', 'es'] as const) {
    assertEquals(formatDollars(1500, locale), '$1,500');
    assertEquals(formatDollars(1_000_000, locale), '$1,000,000');
    assertEquals(formatDollars(0, locale), '$0');
    assertEquals(formatDollars(-250, locale), '-$250');
    assertEquals(formatDollars(2799.5, locale), '$2,800');
    assertEquals(formatDollars(149.49, locale), '$149');
    assertEquals(formatDollars(99.5, locale, { cents: true }), '$99.50');
    assertEquals(formatDollars(1234, locale, { cents: true }), '$1,234.00');
  }
});

Deno.test('a number that is not finite is refused, not printed as $NaN', () => {
  for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) {
    assertThrows(() => formatDollars(bad), RangeError);
    assertThrows(() => formatCents(bad), RangeError);
  }
});
