import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  allInMonthlyRent,
  APPLICATION_FEE_CAP,
  applicationFeeWarning,
  depositWarning,
  LATE_FEE_WARN_SHARE,
  lateFeeWarning,
  mandatoryFeeWarnings,
  rentalRuleSources,
} from './rental-rules.ts';

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

Deno.test(
  'a deposit above one month of rent is warned about, naming AB 12 and its exception',
  () => {
    const warning = depositWarning(5000, 2450);
    assert(warning !== null);
    assert(warning.message.includes('AB 12'));
    assert(warning.message.includes('at most two residential rental properties'));
    // The small-landlord exception names all three owners § 1950.5(c) allows.
    assert(warning.message.includes('natural person'));
    assert(warning.message.includes('family trust'));
    assert(warning.message.includes('LLC'));
    assert(warning.message.includes('four units'));
    assert(warning.message.includes('never applies to a tenant who is a service member'));
    assertEquals(warning.source, rentalRuleSources.ab12);
    assert(warning.source.name.includes('1950.5'));
  },
);

Deno.test('a deposit of at most one month of rent, or no rent yet, is fine', () => {
  assertEquals(depositWarning(2450, 2450), null);
  assertEquals(depositWarning(2449.99, 2450), null);
  assertEquals(depositWarning(0, 2450), null);
  assertEquals(depositWarning(3000, 0), null);
  assertEquals(depositWarning(2450.01, 2450) !== null, true);
});

Deno.test("an application fee above the year's § 1950.6 cap is warned about", () => {
  const cap = APPLICATION_FEE_CAP.amount;
  assertEquals(applicationFeeWarning(cap), null);
  assertEquals(applicationFeeWarning(0), null);
  assertEquals(applicationFeeWarning(35), null);
  const warning = applicationFeeWarning(cap + 0.01);
  assert(warning !== null);
  assert(warning.message.includes(`$${cap.toFixed(2)}`), warning.message);
  assert(warning.message.includes(String(APPLICATION_FEE_CAP.year)));
  assertEquals(warning.source, rentalRuleSources.applicationFee);
  // The cap is a dated figure with where it came from.
  assert(/^\d{4}-\d{2}-\d{2}$/.test(APPLICATION_FEE_CAP.checked));
  assert(APPLICATION_FEE_CAP.figureSource.startsWith('https://'));
  // Another year's cap can be passed in.
  assertEquals(applicationFeeWarning(70, { amount: 70, year: 2027 }), null);
});

Deno.test('a check payment or notice fee among the mandatory fees is warned about (SB 611)', () => {
  const warnings = mandatoryFeeWarnings([
    { label: 'Trash', amount: 25 },
    { label: 'Check payment fee', amount: 10 },
    { label: 'Notice service', amount: 35 },
    { label: 'Paying by cheque', amount: 5 },
  ]);
  assertEquals(warnings.length, 3);
  assertEquals(warnings[0]!.source, rentalRuleSources.checkFee);
  assert(warnings[0]!.title.includes('Check payment fee'));
  assert(warnings[0]!.message.includes('SB 611'));
  assertEquals(warnings[1]!.source, rentalRuleSources.noticeFee);
  assert(warnings[1]!.message.includes('notice'));
  assertEquals(warnings[2]!.source, rentalRuleSources.checkFee);
  // Screening checks and ordinary fees are not payments by check.
  assertEquals(
    mandatoryFeeWarnings([
      { label: 'Background check', amount: 5 },
      { label: 'Gardener', amount: 60 },
      { label: 'Checkered flag parking', amount: 60 },
    ]),
    [],
  );
});

Deno.test('every rule names its citation and a primary source on leginfo', () => {
  for (const [key, source] of Object.entries(rentalRuleSources)) {
    assert(source.url.startsWith('https://leginfo.legislature.ca.gov/faces/'), key);
    assert(source.name.length > 10, key);
  }
  // The all-in rule in force is SB 478; SB 611 is cited only for what it enacted.
  assert(rentalRuleSources.allInPrice.name.includes('SB 478'));
  assert(rentalRuleSources.allInPrice.name.includes('1770(a)(29)'));
  assert(!rentalRuleSources.sb611.name.toLowerCase().includes('advertis'));
});

Deno.test(
  'a late fee above 6% of the rent is warned about, citing Civil Code 1671(d) and Orozco',
  () => {
    assertEquals(LATE_FEE_WARN_SHARE, 0.06);
    // 6% of $2,450 is $147: at the line is fine, a cent over is warned about.
    assertEquals(lateFeeWarning(147, 2450), null);
    assertEquals(lateFeeWarning(75, 2450), null);
    assertEquals(lateFeeWarning(0, 2450), null);
    assertEquals(lateFeeWarning(50, 0), null);
    const warning = lateFeeWarning(147.01, 2450);
    assert(warning !== null);
    assertEquals(warning.source, rentalRuleSources.lateFee);
    assert(warning.source.name.includes('1671(d)'));
    assert(warning.source.name.includes('Orozco v. Casimiro'));
    assert(warning.source.name.includes('121 Cal.App.4th Supp. 7'));
    assert(warning.message.includes('6% of the rent'), warning.message);
    // Orozco's own fee: $50 on $550 rent.
    assert(lateFeeWarning(50, 550)!.message.includes('9.1% of the monthly rent'));
  },
);

Deno.test('AB 1248 is cited as the dead bill it is, never as pending', () => {
  const ab1248 = rentalRuleSources.allInRentAb1248;
  assert(!/pending/i.test(ab1248.name), ab1248.name);
  assert(ab1248.name.includes('never became law'));
  assert(ab1248.name.includes('art. IV, § 10(c)'));
  for (const source of Object.values(rentalRuleSources)) {
    assert(!/pending/i.test(source.name), source.name);
  }
});
