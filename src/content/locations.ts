/**
 * The San Bernardino County page and the three location pages. Every market figure is written
 * once, in `marketFigures`, and the copy below builds its sentences from it.
 */
import { locationSlugs, type LocationSlug } from '@/config/paths';
import { claimText } from './claims';
import { company } from './company';

export const marketFigures = {
  /** San Bernardino County rental occupancy. */
  countyOccupancy: '95%+',
  countyResidents: '2.2 million',
  /** How much less homes cost than in coastal Southern California. */
  countyCoastalDiscount: '40-60%',
  westCovinaYearlyGrowth: '8%',
  westCovinaRentalYields: '5-6%',
  westCovinaMedianThreeBedroomRent: '$2,800',
  westCovinaMilesToDowntownLa: '19',
  desertHotSpringsYearlyGrowth: '12%',
  /** How much less homes cost than in Palm Springs. */
  desertHotSpringsDiscountVsPalmSprings: '40%',
  laVerneHouseholdIncome: '$90,000+',
  laVerneYearlyGrowth: '7%',
  laVerneVacancy: 'under 3%',
} as const;

const f = marketFigures;

export type HighlightIcon =
  | 'trending-up'
  | 'dollar'
  | 'briefcase'
  | 'scale'
  | 'home'
  | 'train'
  | 'sun'
  | 'users'
  | 'graduation'
  | 'palm';

export interface StatFigure {
  value: string;
  label: string;
}

export interface Highlight {
  icon: HighlightIcon;
  title: string;
  description: string;
}

export interface Area {
  name: string;
  description: string;
}

/** What we do for owners in every city we serve. */
export const serviceChecklist: readonly string[] = [
  'Rental pricing based on current local comparables',
  `Marketing on ${claimText.platforms} with professional photos`,
  `Tenant screening with income of ${claimText.tenantIncome}, credit and rental history`,
  'Online rent collection and monthly owner statements',
  `Maintenance coordination with a ${company.hours.maintenance} request line`,
  'Lease preparation, renewals and California compliance',
  'Notices and eviction coordination when needed',
];

export interface CountyPageContent {
  seoTitle: string;
  seoDescription: string;
  title: string;
  intro: string;
  stats: readonly StatFigure[];
  reasons: readonly Highlight[];
  services: readonly string[];
  hotspots: readonly Area[];
}

export const sanBernardinoCounty: CountyPageContent = {
  seoTitle: `San Bernardino County Rental Investment & Management | ${company.shortName}`,
  seoDescription: `Why investors choose San Bernardino County: ${f.countyOccupancy} rental occupancy, ${f.countyResidents} residents and homes ${f.countyCoastalDiscount} cheaper than coastal markets. Flat-fee management from ${claimText.flatRateRange} a month.`,
  title: 'Invest in San Bernardino County Rental Property',
  intro: `With ${f.countyResidents} residents, a growing job base and homes that cost ${f.countyCoastalDiscount} less than in coastal Southern California, San Bernardino County is one of the region’s strongest markets for rental investors. We manage it for ${claimText.flatRate}.`,
  stats: [
    { value: f.countyOccupancy, label: 'rental occupancy' },
    { value: f.countyResidents, label: 'residents' },
    { value: f.countyCoastalDiscount, label: 'cheaper than coastal markets' },
  ],
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

export interface LocationPageContent {
  slug: LocationSlug;
  city: string;
  seoTitle: string;
  seoDescription: string;
  title: string;
  intro: string;
  stats: readonly StatFigure[];
  benefits: readonly Highlight[];
  services: readonly string[];
  neighborhoods: readonly Area[];
}

const westCovina: LocationPageContent = {
  slug: 'west-covina',
  city: 'West Covina',
  seoTitle: `West Covina Property Management | ${company.shortName}`,
  seoDescription: `Flat-fee property management in West Covina, CA: ${claimText.flatRateRange} a month, ${claimText.noPercentageCuts}. Median 3-bedroom rent ${f.westCovinaMedianThreeBedroomRent}, ${f.westCovinaYearlyGrowth} yearly growth, ${f.westCovinaMilesToDowntownLa} miles to Downtown LA.`,
  title: 'West Covina Property Management',
  intro: `From our West Covina office we manage single-family homes, condos and small apartment buildings across the San Gabriel Valley for ${claimText.flatRate}, with ${claimText.noHiddenFees}.`,
  stats: [
    { value: f.westCovinaYearlyGrowth, label: 'yearly growth' },
    { value: f.westCovinaMedianThreeBedroomRent, label: 'median 3-bedroom rent a month' },
    { value: f.westCovinaRentalYields, label: 'typical rental yields' },
    { value: `${f.westCovinaMilesToDowntownLa} miles`, label: 'to Downtown LA' },
  ],
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

const desertHotSprings: LocationPageContent = {
  slug: 'desert-hot-springs',
  city: 'Desert Hot Springs',
  seoTitle: `Desert Hot Springs Property Management | ${company.shortName}`,
  seoDescription: `Flat-fee property management in Desert Hot Springs, CA: ${claimText.flatRateRange} a month for long-term and vacation rentals. ${f.desertHotSpringsYearlyGrowth} yearly growth and homes ${f.desertHotSpringsDiscountVsPalmSprings} cheaper than Palm Springs.`,
  title: 'Desert Hot Springs Property Management',
  intro: `Our Desert Hot Springs office manages long-term rentals and vacation homes in one of the Coachella Valley’s fastest-growing markets for ${claimText.flatRate}.`,
  stats: [
    { value: f.desertHotSpringsYearlyGrowth, label: 'yearly growth' },
    { value: f.desertHotSpringsDiscountVsPalmSprings, label: 'cheaper than Palm Springs' },
  ],
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

const laVerne: LocationPageContent = {
  slug: 'la-verne',
  city: 'La Verne',
  seoTitle: `La Verne Property Management | ${company.shortName}`,
  seoDescription: `Flat-fee property management in La Verne, CA: ${claimText.flatRateRange} a month, ${claimText.noPercentageCuts}. Household income ${f.laVerneHouseholdIncome}, ${f.laVerneYearlyGrowth} yearly growth and vacancy ${f.laVerneVacancy}.`,
  title: 'La Verne Property Management',
  intro: `La Verne combines small-town charm with strong incomes and very low vacancy. We manage homes and small multifamily properties here for ${claimText.flatRate}, with ${claimText.noPercentageCuts}.`,
  stats: [
    { value: f.laVerneHouseholdIncome, label: 'median household income' },
    { value: f.laVerneYearlyGrowth, label: 'yearly growth' },
    { value: f.laVerneVacancy, label: 'rental vacancy' },
  ],
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

export const locationPages: Record<LocationSlug, LocationPageContent> = {
  'west-covina': westCovina,
  'desert-hot-springs': desertHotSprings,
  'la-verne': laVerne,
};

export function isLocationSlug(slug: string | undefined): slug is LocationSlug {
  return slug !== undefined && (locationSlugs as readonly string[]).includes(slug);
}

export function getLocationPage(slug: string | undefined): LocationPageContent | undefined {
  return isLocationSlug(slug) ? locationPages[slug] : undefined;
}

/** Section headings and buttons shared by the county and location pages. */
export const locationPageCopy = {
  eyebrow: 'Flat-fee property management',
  whyInvest: (place: string) => `Why Invest in ${place}`,
  services: (place: string) => `Full-Service Management in ${place}`,
  neighborhoods: (place: string) => `${place} Neighborhoods We Serve`,
  hotspots: 'Investment Hotspots',
  closingTitle: (place: string) => `Ready to Rent Out Your ${place} Property?`,
  closingText: `Get ${claimText.flatRate}, ${claimText.noHiddenFees} and a local team that answers ${claimText.followUp}.`,
  contact: 'Contact Us',
  scheduleDemo: 'Schedule a Consultation',
} as const;
