import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { allInMonthlyRent, depositWarning } from './rental-rules.ts';

Deno.test('the all-in rent adds every mandatory monthly fee, to the cent', () => {
  assertEquals(allInMonthlyRent(2450, []), 2450);
  assertEquals(
    allInMonthlyRent(2450, [
      { label: 'Trash', amount: 35.1 },
      { label: 'Water and sewer', amount: 60.2 },
    ]),
    2545.3,
  );
  assertEquals(allInMonthlyRent(0.1, [{ label: 'Fee', amount: 0.2 }]), 0.3);
});

Deno.test('a deposit above one month of rent is warned about, naming AB 12', () => {
  const warning = depositWarning(5000, 2450);
  assert(warning !== null);
  assert(warning.message.includes('AB 12'));
  assert(warning.source.url.startsWith('https://leginfo.legislature.ca.gov/'));
});

Deno.test('a deposit of at most one month of rent, or no rent yet, is fine', () => {
  assertEquals(depositWarning(2450, 2450), null);
  assertEquals(depositWarning(2449.99, 2450), null);
  assertEquals(depositWarning(0, 2450), null);
  assertEquals(depositWarning(3000, 0), null);
  assertEquals(depositWarning(2450.01, 2450) !== null, true);
});
