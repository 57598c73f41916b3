/**
 * Phrases that fair-housing rules forbid in housing ads, as data with their sources, and the
 * check the admin form (and any function that saves listing text) runs before a listing is saved.
 * The list flags what an ad must not say; describing the home itself ("walk-in closets", "near a
 * church", "quiet street") is left alone, as HUD's guidance says.
 */

export type FairHousingBasis =
  | 'source of income'
  | 'familial status'
  | 'religion'
  | 'race or national origin'
  | 'sex'
  | 'disability';

export interface FairHousingSource {
  name: string;
  url: string;
}

export const fairHousingSources = {
  fha: {
    name: 'Fair Housing Act, 42 U.S.C. § 3604(c), and HUD rule 24 CFR § 100.75',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-B/section-100.75',
  },
  hudAdvertising: {
    name: "HUD, 'Guidance Regarding Advertisements Under § 804(c) of the Fair Housing Act' (Achtenberg memo, 1995)",
    url: 'https://www.hud.gov/sites/documents/doc_7784.pdf',
  },
  californiaSourceOfIncome: {
    name: 'California Government Code § 12955 as amended by SB 329 (2019): housing vouchers are a protected source of income',
    url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=201920200SB329',
  },
} as const satisfies Record<string, FairHousingSource>;

export interface FairHousingRule {
  /** The phrase as an ad would say it; matched case-insensitively, spaces and hyphens alike. */
  phrase: string;
  basis: FairHousingBasis;
  why: string;
  source: FairHousingSource;
}

const incomeWhy =
  'California law protects housing vouchers and other lawful income: an ad may not refuse them.';
const familyWhy =
  'An ad may not state a preference for or against households with children (familial status).';
const religionWhy = 'An ad may not state a religious preference for the people who live there.';
const originWhy = 'An ad may not state a preference based on race, language or national origin.';
const sexWhy = 'An ad may not state a preference for one sex (shared rooms excepted).';
const disabilityWhy = 'An ad may not exclude people with disabilities or their equipment.';

const { fha, hudAdvertising, californiaSourceOfIncome } = fairHousingSources;

export const fairHousingRules: readonly FairHousingRule[] = [
  ...[
    'no section 8',
    'section 8 not accepted',
    'not accepting section 8',
    'no vouchers',
    'no housing vouchers',
    'no government assistance',
    'no hud',
    'no welfare',
  ].map((phrase) => ({
    phrase,
    basis: 'source of income' as const,
    why: incomeWhy,
    source: californiaSourceOfIncome,
  })),
  ...[
    'adults only',
    'adult only',
    'no children',
    'no kids',
    'no teenagers',
    'mature adults',
    'perfect for a single professional',
    'ideal for a single professional',
    'perfect for singles',
    'perfect for a couple',
    'ideal for couples',
    'empty nesters',
  ].map((phrase) => ({
    phrase,
    basis: 'familial status' as const,
    why: familyWhy,
    source: hudAdvertising,
  })),
  ...[
    'christian home',
    'christian family',
    'christians only',
    'christian only',
    'jewish home',
    'muslim home',
  ].map((phrase) => ({ phrase, basis: 'religion' as const, why: religionWhy, source: fha })),
  ...[
    'english only',
    'english speakers only',
    'must speak english',
    'no immigrants',
    'whites only',
    'white only',
  ].map((phrase) => ({
    phrase,
    basis: 'race or national origin' as const,
    why: originWhy,
    source: fha,
  })),
  ...['female only', 'females only', 'women only', 'male only', 'males only', 'men only'].map(
    (phrase) => ({ phrase, basis: 'sex' as const, why: sexWhy, source: hudAdvertising }),
  ),
  ...[
    'no wheelchairs',
    'able-bodied',
    'able bodied',
    'no disabled',
    'must be able to climb stairs',
    'no handicapped',
  ].map((phrase) => ({
    phrase,
    basis: 'disability' as const,
    why: disabilityWhy,
    source: hudAdvertising,
  })),
];

export interface FairHousingFinding {
  /** The text as it appears in the ad. */
  found: string;
  rule: FairHousingRule;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const matchers = fairHousingRules.map((rule) => ({
  rule,
  // Words may be split by any run of spaces or hyphens ("adults-only", "no  Section-8").
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])${rule.phrase
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[\\s\\-]+')}(?![\\p{L}\\p{N}])`,
    'giu',
  ),
}));

/** Every forbidden phrase in the text, in the order they appear (each place once). */
export function checkFairHousing(text: string): FairHousingFinding[] {
  const findings: (FairHousingFinding & { at: number; end: number })[] = [];
  for (const { rule, pattern } of matchers) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      findings.push({ found: match[0], rule, at, end: at + match[0].length });
    }
  }
  findings.sort((a, b) => a.at - b.at || b.end - a.end);
  // "christian only" inside "christians only" etc.: keep the longest match at each place.
  const kept: typeof findings = [];
  for (const finding of findings) {
    if (kept.some((k) => finding.at < k.end && finding.end > k.at)) continue;
    kept.push(finding);
  }
  return kept.map(({ found, rule }) => ({ found, rule }));
}
