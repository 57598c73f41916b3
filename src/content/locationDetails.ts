/**
 * The sections of the county and city pages below their hero: reasons or benefits, the service
 * checklist, prices, the rent rules with their sources, neighbourhoods or hotspots, and the link
 * to the city's listings. Figures come from `marketFigures`, prices from the plans (pricing.ts),
 * rules from ./cityFacts.ts and ./cityRules.ts.
 */
import type { Translation } from '@contract/locale.ts';
import type { CitySlug } from '@/config/paths';
import { claimText } from './claimText';
import { company } from '@/config/company';
import { byCity, type County, type CpiArea, type OtherCitySlug } from './cityFacts';
import { buildCityRules, type CityRule, type RuleWords } from './cityRules';
import type { Area, Highlight } from './locations';
import { marketFigures as f } from './marketFigures';

/** What we do for owners in every city we serve. */
export const serviceChecklist: readonly string[] = [
  'Rental pricing based on current local comparables',
  `Marketing on ${claimText.listingChannels}, with professional photos`,
  claimText.feature(
    'screening',
    `Tenant screening with income of ${claimText.tenantIncome}, credit and rental history`,
  ),
  claimText.feature(
    'online_statements',
    'Rent collection with a receipt for every payment, and monthly owner statements online',
  ),
  `Maintenance coordination with a ${company.hours.maintenance} request line`,
  'Lease preparation, renewals and California compliance',
  'Notices and eviction coordination when needed',
];

export interface CountyDetails {
  reasons: readonly Highlight[];
  services: readonly string[];
  hotspots: readonly Area[];
}

export interface LocationDetails {
  /** Reasons to invest, where market figures back them (none for the other cities). */
  benefits: readonly Highlight[];
  services: readonly string[];
  /** A sentence on the city above its neighbourhoods (the other cities: their heroes are generic). */
  about?: string;
  neighborhoods: readonly Area[];
}

export const sanBernardinoCountyDetails: CountyDetails = {
  reasons: [
    {
      icon: 'users',
      title: 'Strong Rental Demand',
      description: `A population of ${f.countyResidents} and steady migration from coastal counties keep rental occupancy at ${f.countyOccupancy}. Well-priced homes rarely sit empty for long.`,
    },
    {
      icon: 'dollar',
      title: 'Affordable Entry Points',
      description: `Homes here cost ${f.countyCoastalDiscount} less than comparable properties in coastal Los Angeles and Orange County, so investors can buy with less capital and reach positive cash flow sooner.`,
    },
    {
      icon: 'briefcase',
      title: 'Expanding Job Market',
      description:
        'Logistics and distribution, healthcare, education and the growth around Ontario International Airport bring steady employment, and employed residents make reliable renters.',
    },
    {
      icon: 'scale',
      title: 'Landlord-Friendly Environment',
      description:
        'Most cities in the county follow the state’s Tenant Protection Act without adding local rent control or extra registration rules of the kind found in Los Angeles and several coastal cities. State law still applies, and we keep you compliant with it.',
    },
  ],
  services: serviceChecklist,
  hotspots: [
    {
      name: 'Rancho Cucamonga',
      description:
        'Master-planned neighborhoods, highly rated schools and Victoria Gardens attract long-term family renters.',
    },
    {
      name: 'Fontana',
      description:
        'Newer homes at accessible prices near the I-10, I-15 and SR-210 freeways and a large logistics workforce.',
    },
    {
      name: 'Ontario',
      description:
        'An international airport, major employers and new communities in Ontario Ranch keep demand broad and steady.',
    },
    {
      name: 'Redlands',
      description:
        'Historic homes, a university town feel and a walkable downtown appeal to professionals and students alike.',
    },
  ],
};

const westCovina: LocationDetails = {
  benefits: [
    {
      icon: 'trending-up',
      title: 'Steady Appreciation',
      description: `West Covina has seen ${f.westCovinaYearlyGrowth} yearly growth, building equity while your rental earns income.`,
    },
    {
      icon: 'dollar',
      title: 'Solid Rents and Yields',
      description: `A median 3-bedroom rent of ${f.westCovinaMedianThreeBedroomRent} a month supports rental yields of ${f.westCovinaRentalYields}, well above many coastal markets.`,
    },
    {
      icon: 'train',
      title: 'Commuter Location',
      description: `Just ${f.westCovinaMilesToDowntownLa} miles from Downtown LA by the I-10 freeway, with Metrolink service nearby, West Covina appeals to commuters who want more space for their rent.`,
    },
    {
      icon: 'home',
      title: 'Local Office, Local Team',
      description: `Our office is in West Covina, so showings, inspections and vendor visits happen quickly, and our maintenance line answers ${company.hours.maintenance}.`,
    },
  ],
  services: serviceChecklist,
  neighborhoods: [
    {
      name: 'South Hills',
      description: 'Larger homes on quiet hillside streets, popular with families.',
    },
    {
      name: 'Woodside Village',
      description: 'Established single-family neighborhood close to schools and parks.',
    },
    {
      name: 'Shadow Oak',
      description: 'Tree-lined streets with mid-century homes and easy freeway access.',
    },
    {
      name: 'Cameron Park area',
      description: 'Central location near the park, shopping and the Civic Center.',
    },
    {
      name: 'Plaza West Covina area',
      description: 'Condos and townhomes within walking distance of shopping and dining.',
    },
  ],
};

const desertHotSprings: LocationDetails = {
  benefits: [
    {
      icon: 'trending-up',
      title: 'Fast-Growing Market',
      description: `Desert Hot Springs has seen ${f.desertHotSpringsYearlyGrowth} yearly growth as buyers and renters discover its views, space and value.`,
    },
    {
      icon: 'dollar',
      title: 'Value Next to Palm Springs',
      description: `Homes cost about ${f.desertHotSpringsDiscountVsPalmSprings} less than in Palm Springs, a short drive away, giving investors a lower entry price in the same desert resort market.`,
    },
    {
      icon: 'palm',
      title: 'Vacation-Rental Demand',
      description:
        'Natural hot mineral springs, boutique spas and easy access to Joshua Tree bring visitors all year. We provide vacation-rental management and help you follow the city’s short-term rental permit rules.',
    },
    {
      icon: 'sun',
      title: 'Desert-Ready Maintenance',
      description: `Air conditioning, pools and irrigation need extra care in the desert heat. Our local team and ${company.hours.maintenance} maintenance line keep tenants and guests comfortable.`,
    },
  ],
  services: [
    ...serviceChecklist,
    'Vacation-rental management: guest communication, cleaning turnovers and pricing',
  ],
  neighborhoods: [
    {
      name: 'Mission Lakes',
      description:
        'Golf-course homes and condos with mountain views, popular with seasonal renters.',
    },
    {
      name: 'Two Bunch Palms area',
      description: 'Spa resorts and quiet residential streets on the north side of town.',
    },
    {
      name: 'Palm Drive corridor',
      description: 'Central homes close to shops, services and the route to Interstate 10.',
    },
    {
      name: 'Skyborne',
      description: 'A newer community of single-family homes suited to long-term tenants.',
    },
    {
      name: 'Sky Valley (nearby)',
      description: 'Rural desert properties with space and privacy, a draw for vacation stays.',
    },
  ],
};

const laVerne: LocationDetails = {
  benefits: [
    {
      icon: 'users',
      title: 'High-Income Renters',
      description: `A median household income of ${f.laVerneHouseholdIncome} means applicants who comfortably meet our standard of ${claimText.tenantIncome}.`,
    },
    {
      icon: 'home',
      title: 'Very Low Vacancy',
      description: `With rental vacancy ${f.laVerneVacancy}, well-kept homes in La Verne lease quickly and tenants tend to stay.`,
    },
    {
      icon: 'trending-up',
      title: 'Consistent Growth',
      description: `La Verne has seen ${f.laVerneYearlyGrowth} yearly growth, supported by limited new supply and steady demand.`,
    },
    {
      icon: 'graduation',
      title: 'Schools and Transit',
      description:
        'Bonita Unified schools, the University of La Verne and the Metro A Line light-rail extension make the city attractive to families, faculty and commuters.',
    },
  ],
  services: serviceChecklist,
  neighborhoods: [
    {
      name: 'Old Town La Verne',
      description: 'Historic homes and apartments near cafés, shops and the university.',
    },
    {
      name: 'Marshall Canyon',
      description: 'Hillside homes by the golf course and trails, favored by long-term tenants.',
    },
    {
      name: 'Live Oak area',
      description: 'Quiet family neighborhoods near parks and the reservoir.',
    },
    {
      name: 'Foothill Boulevard corridor',
      description: 'Condos and townhomes close to shopping and the SR-210 freeway.',
    },
    {
      name: 'Bonita Avenue area',
      description: 'Central single-family streets within reach of schools and downtown.',
    },
  ],
};

/** The other cities: no market figures, so no reasons to invest; their real neighbourhoods. */
const neighborhoodsOf: Record<OtherCitySlug, readonly Area[]> = {
  covina: [
    {
      name: 'Downtown Covina',
      description: 'Historic Citrus Avenue, with shops, restaurants and older homes nearby.',
    },
    {
      name: 'Covina station area',
      description: 'Homes within reach of the Metrolink San Bernardino Line.',
    },
    {
      name: 'Covina Park area',
      description: 'Established streets around the city’s central park.',
    },
  ],
  glendora: [
    {
      name: 'Glendora Village',
      description: 'The downtown on Glendora Avenue, with shops and restaurants.',
    },
    {
      name: 'Glendora foothills',
      description: 'Larger homes on hillside streets below the San Gabriel Mountains.',
    },
    {
      name: 'Route 66 corridor',
      description: 'Apartments, condos and shops along historic Route 66.',
    },
  ],
  'san-dimas': [
    {
      name: 'Downtown San Dimas',
      description: 'The historic downtown on Bonita Avenue, with homes on the streets around it.',
    },
    {
      name: 'Via Verde',
      description: 'Larger homes on hillside streets in the south of the city, near Bonelli Park.',
    },
    {
      name: 'San Dimas Canyon',
      description: 'Foothill homes near San Dimas Canyon Park and its trails.',
    },
  ],
  claremont: [
    {
      name: 'Claremont Village',
      description: 'The walkable downtown of shops and restaurants beside the Metrolink station.',
    },
    {
      name: 'Claremont Colleges area',
      description: 'Homes and apartments near the seven Claremont Colleges.',
    },
    {
      name: 'North Claremont',
      description: 'Foothill neighborhoods near the Claremont Hills Wilderness Park.',
    },
  ],
  upland: [
    {
      name: 'Downtown Upland',
      description: 'Historic Second Avenue, with shops, restaurants and older homes nearby.',
    },
    {
      name: 'Euclid Avenue corridor',
      description: 'Homes along the city’s tree-lined central avenue.',
    },
    { name: 'Upland Hills', description: 'Homes around the Upland Hills Country Club.' },
    {
      name: 'Colonies area',
      description: 'Newer homes near The Colonies Crossroads shopping center and the SR-210.',
    },
  ],
  ontario: [
    {
      name: 'Ontario Ranch',
      description:
        'The city’s large new-home community in the south, with newer single-family homes.',
    },
    {
      name: 'Downtown Ontario',
      description: 'The historic Euclid Avenue core, with older homes and apartments.',
    },
    {
      name: 'Ontario Mills area',
      description: 'Homes and apartments near the Ontario Mills shopping center and the I-15.',
    },
  ],
  'rancho-cucamonga': [
    { name: 'Alta Loma', description: 'Foothill neighborhoods in the northwest of the city.' },
    { name: 'Etiwanda', description: 'Newer family homes in the northeast of the city.' },
    {
      name: 'Cucamonga',
      description: 'The city’s older southwest, along historic Route 66 (Foothill Boulevard).',
    },
    {
      name: 'Victoria Gardens area',
      description: 'Apartments and townhomes near the Victoria Gardens shopping and dining center.',
    },
  ],
  fontana: [
    { name: 'North Fontana', description: 'Newer single-family homes near the SR-210.' },
    {
      name: 'Sierra Lakes',
      description: 'A planned community around a golf course in the north of the city.',
    },
    {
      name: 'Downtown Fontana',
      description: 'Older homes around Sierra Avenue and the civic center.',
    },
    {
      name: 'Southridge Village',
      description: 'A planned community of homes in the hills of south Fontana.',
    },
  ],
  rialto: [
    {
      name: 'Downtown Rialto',
      description: 'Older homes near Riverside Avenue and the Metrolink station.',
    },
    { name: 'North Rialto', description: 'Newer single-family homes near the SR-210.' },
  ],
  redlands: [
    {
      name: 'Downtown Redlands',
      description:
        'State Street’s shops and restaurants, on the Arrow rail line to San Bernardino.',
    },
    {
      name: 'Smiley Park',
      description: 'Historic homes south of downtown, in one of the city’s historic districts.',
    },
    {
      name: 'University of Redlands area',
      description: 'Homes and apartments near the university.',
    },
  ],
  beaumont: [
    {
      name: 'Fairway Canyon',
      description: 'A planned community with a golf course in the north of the city.',
    },
    { name: 'Tournament Hills', description: 'A planned neighborhood of family homes.' },
    { name: 'Four Seasons', description: 'An active-adult community for residents 55 and over.' },
    { name: 'Sundance', description: 'A planned community of newer homes.' },
  ],
  banning: [
    {
      name: 'Sun Lakes',
      description: 'A gated country-club community for residents 55 and over.',
    },
    {
      name: 'Downtown Banning',
      description: 'Older homes around Ramsey Street, the historic main street.',
    },
  ],
  'palm-springs': [
    {
      name: 'Movie Colony',
      description: 'Mid-century and Spanish-style homes near downtown, once home to film stars.',
    },
    {
      name: 'Deepwell Estates',
      description: 'Mid-century homes on large lots in south Palm Springs.',
    },
    {
      name: 'Old Las Palmas',
      description: 'Estate homes at the foot of the mountains, west of downtown.',
    },
    {
      name: 'Racquet Club Estates',
      description: 'Mid-century Alexander homes in north Palm Springs.',
    },
  ],
  'cathedral-city': [
    {
      name: 'Downtown Cathedral City',
      description: 'The city center on Highway 111, near the civic center.',
    },
    {
      name: 'Cathedral Canyon',
      description: 'Homes and condos around the Cathedral Canyon golf course.',
    },
    {
      name: 'Desert Princess',
      description: 'A golf-course community of condos and homes in the north of the city.',
    },
  ],
};

/** One sentence on each other city: its place and what it is known for. */
const cityIntros: Record<OtherCitySlug, string> = {
  covina:
    'Covina sits in the eastern San Gabriel Valley, with a historic downtown on Citrus Avenue and a Metrolink station on the San Bernardino Line.',
  glendora:
    'Glendora sits at the foot of the San Gabriel Mountains, with the shops of Glendora Village and historic Route 66 running through town.',
  'san-dimas':
    'San Dimas keeps a small-town downtown on Bonita Avenue, with Bonelli Regional Park and Puddingstone Reservoir on its southern edge.',
  claremont:
    'Claremont is home to the Claremont Colleges and a walkable Village of shops and restaurants beside its Metrolink station.',
  upland:
    'Upland runs from the foothills down to the I-10, with a historic downtown on Second Avenue and Euclid Avenue at its heart.',
  ontario:
    'Ontario is home to Ontario International Airport and Ontario Ranch, one of the region’s largest new-home communities, beside its historic Euclid Avenue core.',
  'rancho-cucamonga':
    'Rancho Cucamonga brings together Alta Loma, Etiwanda and Cucamonga, with Victoria Gardens as its shopping and dining center.',
  fontana:
    'Fontana sits near the I-10, I-15 and SR-210 freeways, from its downtown on Sierra Avenue to the newer homes of North Fontana.',
  rialto:
    'Rialto sits between Fontana and San Bernardino along the I-10 and SR-210 freeways, with a Metrolink station near its downtown.',
  redlands:
    'Redlands is known for its historic homes, the University of Redlands and a downtown on State Street, linked to San Bernardino by the Arrow rail line.',
  beaumont:
    'Beaumont, in the San Gorgonio Pass on the I-10, has grown with planned communities such as Fairway Canyon, Tournament Hills and Four Seasons.',
  banning:
    'Banning sits in the San Gorgonio Pass on the I-10, between the Inland Empire and the Coachella Valley.',
  'palm-springs':
    'Palm Springs has some of the desert’s best-known mid-century neighborhoods, with long-term tenants and seasonal visitors all year.',
  'cathedral-city':
    'Cathedral City lies between Palm Springs and Rancho Mirage in the Coachella Valley, with golf-course communities and a downtown on Highway 111.',
};

export const locationDetails = byCity<LocationDetails>(
  { 'west-covina': westCovina, 'desert-hot-springs': desertHotSprings, 'la-verne': laVerne },
  (slug) => ({
    benefits: [],
    services: serviceChecklist,
    about: cityIntros[slug],
    neighborhoods: neighborhoodsOf[slug],
  }),
);

// ---------------------------------------------------------------------------------------------
// Prices, rent rules and listings: the same sections on every city page
// ---------------------------------------------------------------------------------------------

/** The words of the prices, rules and listings sections. */
export const citySectionCopy = {
  pricesIntro: 'The same flat prices in every city we serve, per home:',
  monthToMonth: (price: string) => `${price} a month, month-to-month`,
  annual: (price: string) => `${price} a month with a 12-month commitment`,
  placement: (price: string) => `${price} when we place a new tenant`,
  comparePlans: 'Compare the plans',
  rulesIntro: (city: string, county: string) =>
    `These rules apply to rental homes in ${city} (${county}). Before every lease, notice and rent increase, our office also checks the city’s current ordinances.`,
  sources: 'Source:',
  listingsText: (city: string) =>
    `The homes we have for rent in ${city} right now, from our current listings.`,
  listingsLink: (city: string) => `See homes for rent in ${city}`,
  cpiSource: (area: string) => `U.S. Bureau of Labor Statistics, Consumer Price Index, ${area}`,
  countyNames: {
    losAngeles: 'Los Angeles County',
    sanBernardino: 'San Bernardino County',
    riverside: 'Riverside County',
  } satisfies Record<County, string>,
  cpiAreaNames: {
    losAngeles: 'Los Angeles-Long Beach-Anaheim',
    riversideSanBernardino: 'Riverside-San Bernardino-Ontario',
  } satisfies Record<CpiArea, string>,
};

export type CitySectionCopy = Translation<typeof citySectionCopy>;

const ruleWords: RuleWords = {
  rentCap: {
    title: 'Rent increase cap',
    text: (c) =>
      `For most rental homes, rent may rise at most 5% plus the local change in the cost of living, and never more than 10%, in any 12 months: in ${c.county} that is ${c.capPercent}% for increases from ${c.capFrom}. Exempt homes include those built in the last 15 years, and single-family homes and condos owned by individuals (not a corporation or a REIT) whose tenants were given the written notice of exemption.`,
    source: 'California Civil Code § 1947.12',
  },
  justCause: {
    title: 'Just cause and relocation assistance',
    text: () =>
      'Once a tenant has lawfully lived in a covered home for 12 months, the owner may end the tenancy only for a just cause the law lists. For a no-fault cause, such as the owner moving in or taking the home off the rental market, the owner owes relocation assistance of one month’s rent, paid or waived as the final month’s rent.',
    source: 'California Civil Code § 1946.2',
  },
  claremontJustCause: {
    title: 'Claremont: remodel and demolition',
    text: () =>
      'Claremont’s just cause chapter follows state law, but a no-fault termination to substantially remodel or demolish a home owes higher relocation assistance and must meet added conditions. We confirm the current amount and conditions in the code before any notice.',
    source: 'Claremont Municipal Code, just cause chapter (Ordinance 23-02)',
  },
  claremontHarassment: {
    title: 'Claremont: no harassment in rental housing',
    text: () =>
      'Since June 26, 2025, Claremont forbids harassment in all rental housing, by landlords and by tenants, and lets the person harassed sue for damages.',
    source: 'Claremont Municipal Code chapter 8.35, adopted May 27, 2025',
  },
  palmSpringsRentControl: {
    title: 'Palm Springs rent control (older tenancies)',
    text: () =>
      'The city’s rent control still covers homes that rented for under $450 a month on September 1, 1979 and have had the same tenant since its 1994 vacancy decontrol: increases of at most 75% of the rise in the cost of living, once a year, and yearly registration. Homes it does not cover follow the state rules.',
    source: 'City of Palm Springs, Rent Control (Municipal Code chapters 4.02 and 4.08)',
  },
  palmSpringsVacationRentals: {
    title: 'Palm Springs vacation rentals',
    text: () =>
      'A stay shorter than 28 nights needs the city’s Vacation Rental Registration Certificate, with the city ID number in every advertisement, and apartments may not be rented this way.',
    source: 'Palm Springs Municipal Code chapter 5.25 (Vacation Rental Ordinance)',
  },
  cathedralCityVacationRentals: {
    title: 'Cathedral City short-term rentals',
    text: () =>
      'A short-term vacation rental needs a city permit. We check whether a home qualifies before offering short stays.',
    source: 'Cathedral City Municipal Code chapter 5.96 (Ordinance 842)',
  },
  desertHotSpringsVacationRentals: {
    title: 'Desert Hot Springs vacation rentals',
    text: () =>
      'A vacation rental needs a city permit, renewed before it expires, and the city’s transient occupancy tax is paid on the rent of every stay.',
    source: 'Desert Hot Springs Municipal Code, Vacation Rentals',
  },
};

/** The rules a city's page states, each with its sources. */
export function cityRules(slug: CitySlug): CityRule[] {
  return buildCityRules(slug, ruleWords, citySectionCopy, 'en');
}
