/**
 * The allowed values of the rental listing fields (CHECK constraints of `properties`, migration
 * 20261124000400) and how they read, shared by the admin form, the listing page, the search and
 * the rental feed. The `...LabelsByLocale` catalogues are what the listing pages show in their
 * language; the server, the admin and the feeds keep the English ones. Runs in Vite and in Deno
 * alike: imports only the language module's types.
 */
import type { Catalogue } from './locale.ts';

/** `properties.parking`. */
export const parkingOptions = [
  'garage',
  'carport',
  'driveway',
  'covered',
  'lot',
  'street',
  'none',
] as const;
export type Parking = (typeof parkingOptions)[number];
export const parkingLabels: Record<Parking, string> = {
  garage: 'Garage',
  carport: 'Carport',
  driveway: 'Driveway',
  covered: 'Covered space',
  lot: 'Parking lot',
  street: 'Street parking',
  none: 'No parking',
};
export const parkingLabelsByLocale: Catalogue<typeof parkingLabels> = {
  en: parkingLabels,
  es: {
    garage: 'Garaje',
    carport: 'Techo para carro', // the glossary: "cochera" reads as a garage
    driveway: 'Entrada para autos',
    covered: 'Espacio techado',
    lot: 'Estacionamiento en lote',
    street: 'Estacionamiento en la calle',
    none: 'Sin estacionamiento',
  },
};

/** `properties.laundry`. */
export const laundryOptions = ['in_unit', 'hookups', 'shared', 'none'] as const;
export type Laundry = (typeof laundryOptions)[number];
export const laundryLabels: Record<Laundry, string> = {
  in_unit: 'In unit',
  hookups: 'Washer/dryer hookups',
  shared: 'Shared laundry on site',
  none: 'No laundry',
};
export const laundryLabelsByLocale: Catalogue<typeof laundryLabels> = {
  en: laundryLabels,
  es: {
    in_unit: 'Lavadora y secadora en la unidad',
    hookups: 'Conexiones para lavadora y secadora',
    shared: 'Lavandería compartida en la propiedad',
    none: 'Sin lavandería',
  },
};

/** `properties.air_conditioning`. */
export const airConditioningOptions = ['central', 'wall', 'window', 'evaporative', 'none'] as const;
export type AirConditioning = (typeof airConditioningOptions)[number];
export const airConditioningLabels: Record<AirConditioning, string> = {
  central: 'Central air',
  wall: 'Wall unit',
  window: 'Window unit',
  evaporative: 'Evaporative cooler',
  none: 'None',
};
export const airConditioningLabelsByLocale: Catalogue<typeof airConditioningLabels> = {
  en: airConditioningLabels,
  es: {
    central: 'Aire acondicionado central',
    wall: 'Unidad de pared',
    window: 'Unidad de ventana',
    evaporative: 'Enfriador evaporativo',
    none: 'Ninguno',
  },
};

/** `properties.utilities_included`: each at most once. */
export const utilityOptions = [
  'water',
  'sewer',
  'trash',
  'gas',
  'electricity',
  'internet',
  'gardener',
] as const;
export type Utility = (typeof utilityOptions)[number];
export const utilityLabels: Record<Utility, string> = {
  water: 'Water',
  sewer: 'Sewer',
  trash: 'Trash',
  gas: 'Gas',
  // Not 'Electricity': a label containing 'City' would be ambiguous beside the City field.
  electricity: 'Electric',
  internet: 'Internet',
  gardener: 'Gardener',
};
export const utilityLabelsByLocale: Catalogue<typeof utilityLabels> = {
  en: utilityLabels,
  es: {
    water: 'Agua',
    sewer: 'Drenaje',
    trash: 'Basura',
    gas: 'Gas',
    electricity: 'Electricidad',
    internet: 'Internet',
    gardener: 'Jardinero',
  },
};

/** Limits the CHECK constraints enforce on the rental fields. */
export const listingDetailLimits = {
  moneyMax: 99_999_999.99,
  leaseTermMonthsMax: 60,
  petLimitMax: 10,
  yearBuiltMin: 1800,
  yearBuiltMax: 2100,
  featureItemsMax: 30,
  featureItemMax: 60,
  feesMax: 10,
  feeLabelMax: 60,
  virtualTourUrlMax: 2048,
} as const;

/** A mandatory monthly fee on top of rent (the advertised price includes them: SB 478, see rental-rules.ts). */
// A type alias (not an interface) so it is assignable to the generated Json type.
export type ListingFee = { label: string; amount: number };

/** A listing with none of the rental fields filled: the columns' defaults. */
export const noListingDetails = {
  available_date: null,
  security_deposit: null,
  application_fee: null,
  lease_term_months: null,
  month_to_month: false,
  cats_allowed: null,
  dogs_allowed: null,
  pet_limit: null,
  pet_fee: null,
  parking: null,
  laundry: null,
  utilities_included: [],
  air_conditioning: null,
  appliances: [],
  amenities: [],
  year_built: null,
  hoa_fee: null,
  virtual_tour_url: null,
  mandatory_fees: [],
} satisfies Record<string, unknown>;
