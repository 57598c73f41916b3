/**
 * The places we serve as the rent rules see them, in no language and without the rules' sources
 * (./cityRules.ts, loaded with the sections below a page's hero): each city's county and CPI
 * area, the rent cap there, and which rules its page states.
 *
 * A city's own rule is listed only where its municipal code (or the city's own page on it) could
 * be read. Everywhere else a page states the statewide rules and that the office checks the
 * city's current ordinances: it never claims a city has no ordinance.
 */
import { citySlugs, type CitySlug } from '@/config/paths';

/** The cities with market figures (marketFigures.ts): their pages also give reasons to invest. */
export const figureCitySlugs = ['west-covina', 'desert-hot-springs', 'la-verne'] as const;
export type FigureCitySlug = (typeof figureCitySlugs)[number];
export type OtherCitySlug = Exclude<CitySlug, FigureCitySlug>;

export const otherCitySlugs = citySlugs.filter(
  (slug): slug is OtherCitySlug => !(figureCitySlugs as readonly string[]).includes(slug),
);

/**
 * A language's table with an entry per city: the cities with figures as written, each other city
 * from `other` (the cities in the order of their pages' tables).
 */
export function byCity<T>(
  figureCities: Record<FigureCitySlug, T>,
  other: (slug: OtherCitySlug) => T,
): Record<CitySlug, T> {
  const others = Object.fromEntries(otherCitySlugs.map((slug) => [slug, other(slug)]));
  return { ...figureCities, ...others } as Record<CitySlug, T>;
}

export const rentRuleIds = [
  'rentCap',
  'justCause',
  'claremontJustCause',
  'claremontHarassment',
  'palmSpringsRentControl',
  'palmSpringsVacationRentals',
  'cathedralCityVacationRentals',
  'desertHotSpringsVacationRentals',
] as const;
export type RentRuleId = (typeof rentRuleIds)[number];

/** The Tenant Protection Act (AB 1482): every city's page states both. */
export const statewideRuleIds = ['rentCap', 'justCause'] as const satisfies readonly RentRuleId[];

export type County = 'losAngeles' | 'sanBernardino' | 'riverside';

/**
 * The CPI area whose change in the cost of living § 1947.12 takes for a home: Los
 * Angeles-Long Beach-Anaheim for Los Angeles County, Riverside-San Bernardino-Ontario for the
 * Inland Empire.
 */
export type CpiArea = 'losAngeles' | 'riversideSanBernardino';

export const cpiAreaOf: Record<County, CpiArea> = {
  losAngeles: 'losAngeles',
  sanBernardino: 'riversideSanBernardino',
  riverside: 'riversideSanBernardino',
};

/**
 * The § 1947.12 cap for increases from August 1, 2026: 5% plus the CPI change (April 2025 to
 * April 2026 for Los Angeles, March to March for Riverside-San Bernardino-Ontario; BLS releases,
 * May and April 2026, linked as cityRules.ts `cpiSources`), under 10% in both. Dated: update
 * every August 1.
 */
export const rentCap = {
  from: '2026-08-01',
  percent: { losAngeles: 8.7, riversideSanBernardino: 8.1 } satisfies Record<CpiArea, number>,
} as const;

export interface CityFacts {
  county: County;
  /** The city's own rules, after the statewide ones. */
  localRules: readonly RentRuleId[];
}

const la = (localRules: readonly RentRuleId[] = []): CityFacts => ({
  county: 'losAngeles',
  localRules,
});
const sb = (): CityFacts => ({ county: 'sanBernardino', localRules: [] });
const riverside = (localRules: readonly RentRuleId[] = []): CityFacts => ({
  county: 'riverside',
  localRules,
});

export const cityFacts: Record<CitySlug, CityFacts> = {
  'west-covina': la(),
  covina: la(),
  glendora: la(),
  'san-dimas': la(),
  'la-verne': la(),
  claremont: la(['claremontJustCause', 'claremontHarassment']),
  upland: sb(),
  ontario: sb(),
  'rancho-cucamonga': sb(),
  fontana: sb(),
  rialto: sb(),
  redlands: sb(),
  beaumont: riverside(),
  banning: riverside(),
  'palm-springs': riverside(['palmSpringsRentControl', 'palmSpringsVacationRentals']),
  'cathedral-city': riverside(['cathedralCityVacationRentals']),
  'desert-hot-springs': riverside(['desertHotSpringsVacationRentals']),
};

/** The rules a city's page states, statewide first. */
export function rentRulesOf(slug: CitySlug): readonly RentRuleId[] {
  return [...statewideRuleIds, ...cityFacts[slug].localRules];
}

/** The § 1947.12 cap in force in a city's CPI area, as a page shows it: '8.7%'. */
export function rentCapPercent(slug: CitySlug): string {
  return `${rentCap.percent[cpiAreaOf[cityFacts[slug].county]]}%`;
}
