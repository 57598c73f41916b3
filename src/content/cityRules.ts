/**
 * Where each rent rule is written (the link a page shows beside it), and a city's rules as its
 * page states them: the words are locationDetails.ts's and es/locationDetails.ts's, which rules
 * apply where is ./cityFacts.ts's.
 */
import type { CitySlug } from '@/config/paths';
import { formatDate } from '@contract/date-format.ts';
import type { Locale } from '@contract/locale.ts';
import {
  cityFacts,
  cpiAreaOf,
  rentCap,
  rentRulesOf,
  type County,
  type CpiArea,
  type RentRuleId,
} from './cityFacts';

const civilCode = (section: string) =>
  `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=${section}`;

/** Where each rule is written. */
export const rentRuleSources: Record<RentRuleId, string> = {
  /** Civil Code § 1947.12 (AB 1482, 2020): the lower of 5% + regional CPI or 10% in 12 months. */
  rentCap: civilCode('1947.12'),
  /**
   * Civil Code § 1946.2 (AB 1482, 2020): just cause after 12 months; a no-fault termination owes
   * relocation assistance of one month's rent (§ 1946.2(d)).
   */
  justCause: civilCode('1946.2'),
  /**
   * Claremont Municipal Code, the just cause chapter (Ord. 23-02, 2023): identical to § 1946.2
   * except higher relocation assistance and added conditions for a no-fault termination to
   * substantially remodel or demolish (its purpose section, read 2026-11-28).
   */
  claremontJustCause: 'https://ecode360.com/43839623',
  /**
   * Claremont Municipal Code ch. 8.35, harassment in rental housing: adopted May 27, 2025, in
   * force June 26, 2025, for every residential landlord and tenant (city council file 25-176).
   */
  claremontHarassment:
    'https://claremontca.legistar.com/LegislationDetail.aspx?GUID=60B2AD06-FF47-4C0D-B14C-9B5277EA2D3A&ID=7408680',
  /**
   * Palm Springs Municipal Code ch. 4.02 and 4.08 (rent control, 1980; Measure H, 1990): units
   * that rented for under $450 a month on September 1, 1979; increases at most 75% of the CPI
   * rise, once a year; yearly registration. Measure KK (1994) decontrolled units on vacancy, so it
   * covers only tenancies running since then (the city's rent control page, read 2026-11-28).
   */
  palmSpringsRentControl:
    'https://www.palmspringsca.gov/government/departments/community-economic-development-department/rent-control',
  /**
   * Palm Springs Municipal Code ch. 5.25 (Vacation Rental Ordinance): a stay under 28 nights
   * needs a Vacation Rental Registration Certificate; none in apartments.
   */
  palmSpringsVacationRentals: 'https://ecode360.com/42991943',
  /** Cathedral City Municipal Code ch. 5.96 (Ord. 842): short-term vacation rentals need a city permit. */
  cathedralCityVacationRentals:
    'https://docs.cathedralcity.gov/WebLink/DocView.aspx?dbid=0&id=19146&repo=Cathedral-City',
  /** Desert Hot Springs Municipal Code, Vacation Rentals (Ord. 533, 764, 794): a city permit. */
  desertHotSpringsVacationRentals: 'https://ecode360.com/43986118',
};

/** BLS's CPI release for each area: the source of rentCap's figures (./cityFacts.ts). */
export const cpiSources: Record<CpiArea, string> = {
  losAngeles: 'https://www.bls.gov/regions/west/news-release/consumerpriceindex_losangeles.htm',
  riversideSanBernardino:
    'https://www.bls.gov/regions/west/news-release/consumerpriceindex_riverside.htm',
};

// ---------------------------------------------------------------------------------------------
// A city's rules as its page states them: the words are each language's, the sources these
// ---------------------------------------------------------------------------------------------

export interface RuleSourceLink {
  label: string;
  url: string;
}

/** A rent rule as a city page states it, with its sources. */
export interface CityRule {
  id: RentRuleId;
  title: string;
  text: string;
  sources: readonly RuleSourceLink[];
}

/** What a rule's text may name: the city's county, its CPI area and cap. */
export interface RuleContext {
  county: string;
  cpiArea: string;
  capPercent: number;
  capFrom: string;
}

export interface RuleWording {
  title: string;
  text: (context: RuleContext) => string;
  /** The name of the rule's source (rentRuleSources), as its link reads. */
  source: string;
}

export type RuleWords = Record<RentRuleId, RuleWording>;

/** The names the rules need, in a page's language. */
export interface RuleNames {
  countyNames: Record<County, string>;
  cpiAreaNames: Record<CpiArea, string>;
  /** The CPI release's link text. */
  cpiSource: (area: string) => string;
}

export function buildCityRules(
  slug: CitySlug,
  words: RuleWords,
  names: RuleNames,
  locale: Locale,
): CityRule[] {
  const { county } = cityFacts[slug];
  const area = cpiAreaOf[county];
  const context: RuleContext = {
    county: names.countyNames[county],
    cpiArea: names.cpiAreaNames[area],
    capPercent: rentCap.percent[area],
    capFrom: formatDate(rentCap.from, locale),
  };
  return rentRulesOf(slug).map((id) => ({
    id,
    title: words[id].title,
    text: words[id].text(context),
    sources: [
      { label: words[id].source, url: rentRuleSources[id] },
      // The cap's figure is the area's CPI change: its release too.
      ...(id === 'rentCap'
        ? [{ label: names.cpiSource(context.cpiArea), url: cpiSources[area] }]
        : []),
    ],
  }));
}
