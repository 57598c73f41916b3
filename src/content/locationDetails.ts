/**
 * The sections of the county and location pages below their hero: reasons or benefits, the
 * service checklist and neighbourhoods or hotspots. Figures come from `marketFigures`.
 */
import type { LocationSlug } from '@/config/paths';
import { claimText } from './claimText';
import { company } from '@/config/company';
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
  benefits: readonly Highlight[];
  services: readonly string[];
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

export const locationDetails: Record<LocationSlug, LocationDetails> = {
  'west-covina': westCovina,
  'desert-hot-springs': desertHotSprings,
  'la-verne': laVerne,
};
