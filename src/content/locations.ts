/**
 * The San Bernardino County page and a page for every city we serve. Every market figure is
 * written once, in `marketFigures` (./marketFigures.ts), and the copy below builds its sentences
 * from it; the cities without market figures state what the data says (./cityFacts.ts). What the
 * pages show below their hero (benefits, checklist, prices, rent rules, neighbourhoods, listings)
 * is in ./locationDetails.ts, loaded with the pages' lazy sections, so the hero's code does not
 * carry it.
 */
import type { Translation } from '@contract/locale.ts';
import type { CitySlug } from '@/config/paths';
import { claimText } from './claimText';
import { company } from '@/config/company';
import { cityName } from './cities';
import { byCity, rentCapPercent, type OtherCitySlug } from './cityFacts';
import { marketFigures } from './marketFigures';

export { marketFigures };

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

export interface CountyPageContent {
  /** The county as the section headings name it. */
  place: string;
  /** The Service JSON-LD's name and its area's. */
  serviceName: string;
  areaName: string;
  seoTitle: string;
  seoDescription: string;
  title: string;
  intro: string;
  stats: readonly StatFigure[];
}

export const sanBernardinoCounty: CountyPageContent = {
  place: 'San Bernardino County',
  serviceName: 'San Bernardino County Property Management',
  areaName: 'San Bernardino County',
  seoTitle: `San Bernardino County Rental Investment & Management | ${company.shortName}`,
  seoDescription: `Why investors choose San Bernardino County: ${f.countyOccupancy} rental occupancy, ${f.countyResidents} residents and homes ${f.countyCoastalDiscount} cheaper than coastal markets. Flat-fee management from ${claimText.flatRateRange} a month.`,
  title: 'Invest in San Bernardino County Rental Property',
  intro: `With ${f.countyResidents} residents, a growing job base and homes that cost ${f.countyCoastalDiscount} less than in coastal Southern California, San Bernardino County is one of the region’s strongest markets for rental investors. We manage it for ${claimText.flatRate}.`,
  stats: [
    { value: f.countyOccupancy, label: 'rental occupancy' },
    { value: f.countyResidents, label: 'residents' },
    { value: f.countyCoastalDiscount, label: 'cheaper than coastal markets' },
  ],
};

export interface LocationPageContent {
  slug: CitySlug;
  city: string;
  seoTitle: string;
  seoDescription: string;
  title: string;
  intro: string;
  stats: readonly StatFigure[];
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
};

function cityPage(slug: OtherCitySlug): LocationPageContent {
  const city = cityName(slug);
  return {
    slug,
    city,
    seoTitle: `${city} Property Management | ${company.shortName}`,
    seoDescription: `Flat-fee property management in ${city}, CA: ${claimText.flatRateRange} a month, ${claimText.noPercentageCuts}. Our prices, the rent rules that apply, neighborhoods and homes for rent.`,
    title: `${city} Property Management`,
    intro: `We manage single-family homes, condos and small apartment buildings in ${city} for ${claimText.flatRate}, with ${claimText.noHiddenFees}.`,
    stats: [
      { value: claimText.flatRateRange, label: 'flat fee a month per home' },
      {
        value: rentCapPercent(slug),
        label: 'most a covered rent may rise in 12 months',
      },
    ],
  };
}

export const locationPages = byCity(
  { 'west-covina': westCovina, 'desert-hot-springs': desertHotSprings, 'la-verne': laVerne },
  cityPage,
);

/** Section headings and buttons shared by the county and location pages. */
export const locationPageCopy = {
  eyebrow: 'Flat-fee property management',
  whyInvest: (place: string) => `Why Invest in ${place}`,
  services: (place: string) => `Full-Service Management in ${place}`,
  neighborhoods: (place: string) => `${place} Neighborhoods We Serve`,
  prices: (place: string) => `Our Prices in ${place}`,
  rules: (place: string) => `Rent Rules That Apply in ${place}`,
  listings: (place: string) => `Homes for Rent in ${place}`,
  hotspots: 'Investment Hotspots',
  closingTitle: (place: string) => `Ready to Rent Out Your ${place} Property?`,
  closingText: `Get ${claimText.flatRate}, ${claimText.noHiddenFees} and a local team that answers ${claimText.followUp}.`,
  contact: 'Contact Us',
  scheduleDemo: 'Schedule a Consultation',
  /** The Service JSON-LD's serviceType. */
  serviceType: 'Residential property management',
} as const;

/** The shape of the Spanish headings and buttons (es/locations.ts). */
export type LocationPageCopy = Translation<typeof locationPageCopy>;
