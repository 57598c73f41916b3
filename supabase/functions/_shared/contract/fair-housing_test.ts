import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { checkFairHousing, fairHousingRules } from './fair-housing.ts';

Deno.test('flags the examples of the issue, each with its basis and source', () => {
  const cases: [string, string, string][] = [
    ['Sorry, no Section 8.', 'no Section 8', 'source of income'],
    ['Quiet unit, adults only', 'adults only', 'familial status'],
    ['No children or pets', 'No children', 'familial status'],
    ['Perfect for a single professional!', 'Perfect for a single professional', 'familial status'],
    ['A warm Christian home', 'Christian home', 'religion'],
  ];
  for (const [text, found, basis] of cases) {
    const findings = checkFairHousing(text);
    assertEquals(findings.length, 1, text);
    assertEquals(findings[0]!.found, found, text);
    assertEquals(findings[0]!.rule.basis, basis, text);
    assert(findings[0]!.rule.source.url.startsWith('https://'), text);
    assert(findings[0]!.rule.why.length > 20, text);
  }
});

Deno.test('matches across case, hyphens and repeated spaces', () => {
  assertEquals(
    checkFairHousing('ADULTS-ONLY building').map((f) => f.found),
    ['ADULTS-ONLY'],
  );
  assertEquals(
    checkFairHousing('no  section-8 please').map((f) => f.found),
    ['no  section-8'],
  );
});

Deno.test('finds every phrase in order, the longest once where two overlap', () => {
  const findings = checkFairHousing('Christians only. No kids. English speakers only.');
  assertEquals(
    findings.map((f) => f.found),
    ['Christians only', 'No kids', 'English speakers only'],
  );
});

Deno.test('leaves ordinary listing text alone', () => {
  for (const text of [
    'Bright 3-bedroom home near a church and two parks, walking distance to the Metrolink.',
    'Master bedroom with walk-in closet; great schools nearby; pets considered.',
    'We welcome Section 8 and all housing vouchers.',
    'Family room with fireplace, children’s play area in the complex.',
    'Knowledge of Spanish and English spoken by our office staff.',
    'Nokids Lane is not a phrase; nor is "snow hud".',
  ]) {
    assertEquals(checkFairHousing(text), [], text);
  }
});

Deno.test('every rule names a source and a reason', () => {
  assert(fairHousingRules.length > 30);
  for (const rule of fairHousingRules) {
    assert(rule.phrase === rule.phrase.toLowerCase(), rule.phrase);
    assert(rule.source.name.length > 10, rule.phrase);
  }
});
