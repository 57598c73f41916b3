/**
 * Text rightly the same on an English page and its Spanish twin: names and facts, not words. The
 * prerender fails a Spanish page that shows any other phrase of its English twin
 * (scripts/prerender-html.ts `untranslatedTexts`); add here only what is a name in both languages.
 */
import { citySlugs } from '@/config/paths';
import { companyFactsInBothLanguages } from '@/config/company';
import { cityName } from './cities';

export const sameInBothLanguages: readonly string[] = [
  ...companyFactsInBothLanguages,
  ...citySlugs.map(cityName),
  // Neighbourhoods and places of the city pages.
  'South Hills',
  'Woodside Village',
  'Shadow Oak',
  'Mission Lakes',
  'Old Town La Verne',
  'Marshall Canyon',
  'Glendora Village',
  'Via Verde',
  'San Dimas Canyon',
  'Claremont Village',
  'Upland Hills',
  'Ontario Ranch',
  'Alta Loma',
  'Etiwanda',
  'Cucamonga',
  'North Fontana',
  'Sierra Lakes',
  'Southridge Village',
  'Smiley Park',
  'Fairway Canyon',
  'Tournament Hills',
  'Four Seasons',
  'Sundance',
  'Sun Lakes',
  'Movie Colony',
  'Deepwell Estates',
  'Old Las Palmas',
  'Racquet Club Estates',
  'Cathedral Canyon',
  'Desert Princess',
  'Los Angeles-Long Beach-Anaheim',
  'Riverside-San Bernardino-Ontario',
  'San Bernardino',
  'Inland Empire',
  'San Gabriel Valley',
  'Coachella Valley',
  'California Apartment Association',
  'Two Bunch Palms',
  'Metro A Line',
  'The Colonies Crossroads',
  'Foothill Boulevard',
  // Browser signals, by the names browsers give them.
  'Do Not Track',
  'Global Privacy Control',
  // The EPA pamphlet's title, which an owner hands out as it is printed.
  'Protect Your Family From Lead in Your Home',
];
