/** The rental details of a listing as label/value pairs, in the catalogue's language: only the filled ones. */
import { allInMonthlyRent } from '@/config/listingRules';
import type { ListingsContent } from '@/content/listings';
import type { Property } from '@/lib/database.types';
import { formatListingDate, formatListingPrice, formatMoney } from './display';

const money = (amount: number, c: ListingsContent) =>
  formatMoney(amount, c, !Number.isInteger(amount));

/** Rent plus mandatory monthly fees for rent-only listings (SB 478, see rental-rules.ts); else null. */
export function allInRent(listing: Pick<Property, 'property_type' | 'price' | 'mandatory_fees'>) {
  return listing.property_type === 'rent'
    ? allInMonthlyRent(listing.price, listing.mandatory_fees)
    : null;
}

/**
 * The headline price of a card and a listing page: for rent-only listings rent plus mandatory
 * monthly fees (SB 478, the same `allInMonthlyRent` as the admin form), else the asking price.
 */
export function headlinePrice(
  listing: Pick<Property, 'property_type' | 'price' | 'mandatory_fees'>,
  c: ListingsContent,
): string {
  const allIn = allInRent(listing);
  return allIn !== null
    ? `${money(allIn, c)}${c.units.perMonth}`
    : formatListingPrice(listing.price, listing.property_type, c);
}

/** True when the headline price includes mandatory fees (it then says "all-in"). */
export function priceIncludesFees(
  listing: Pick<Property, 'property_type' | 'price' | 'mandatory_fees'>,
): boolean {
  return allInRent(listing) !== null && listing.mandatory_fees.length > 0;
}

function petText(allowed: boolean | null, c: ListingsContent): string | null {
  if (allowed === null) return null;
  return allowed ? c.factLabels.allowed : c.factLabels.notAllowed;
}

function leaseText(listing: Property, c: ListingsContent): string | null {
  const parts = [
    listing.lease_term_months !== null ? c.units.months(listing.lease_term_months) : null,
    listing.month_to_month ? c.factLabels.monthToMonth : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const text = parts.join(c.factLabels.or);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every filled rental field, in reading order; empty ones are left out. */
export function listingDetailFacts(listing: Property, c: ListingsContent): [string, string][] {
  const l = c.factLabels;
  const o = c.options;
  const anyPets = listing.cats_allowed === true || listing.dogs_allowed === true;
  const facts: [string, string | null][] = [
    [l.available, listing.available_date ? formatListingDate(listing.available_date, c) : null],
    // Fee names are the office's own words, shown as stored.
    ...listing.mandatory_fees.map((fee): [string, string] => [
      l.fee(fee.label),
      money(fee.amount, c),
    ]),
    [
      l.securityDeposit,
      listing.security_deposit !== null ? money(listing.security_deposit, c) : null,
    ],
    [l.applicationFee, listing.application_fee !== null ? money(listing.application_fee, c) : null],
    [l.leaseTerm, leaseText(listing, c)],
    [l.cats, petText(listing.cats_allowed, c)],
    [l.dogs, petText(listing.dogs_allowed, c)],
    [l.petLimit, anyPets && listing.pet_limit !== null ? String(listing.pet_limit) : null],
    [l.petFee, anyPets && listing.pet_fee !== null ? money(listing.pet_fee, c) : null],
    [l.parking, listing.parking ? o.parking[listing.parking] : null],
    [l.laundry, listing.laundry ? o.laundry[listing.laundry] : null],
    [
      l.airConditioning,
      listing.air_conditioning ? o.airConditioning[listing.air_conditioning] : null,
    ],
    [
      l.utilities,
      listing.utilities_included.length > 0
        ? listing.utilities_included.map((u) => o.utilities[u]).join(', ')
        : null,
    ],
    [l.appliances, listing.appliances.length > 0 ? listing.appliances.join(', ') : null],
    [l.amenities, listing.amenities.length > 0 ? listing.amenities.join(', ') : null],
    [l.yearBuilt, listing.year_built !== null ? String(listing.year_built) : null],
    [
      l.hoaFee,
      listing.hoa_fee !== null && listing.hoa_fee > 0
        ? `${money(listing.hoa_fee, c)}${c.units.perMonth}`
        : null,
    ],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}
