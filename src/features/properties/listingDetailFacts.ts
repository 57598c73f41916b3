/** The rental details of a listing as label/value pairs: only the filled ones. */
import {
  airConditioningLabels,
  allInMonthlyRent,
  laundryLabels,
  parkingLabels,
  utilityLabels,
} from '@/config/listingRules';
import type { Property } from '@/lib/database.types';
import { formatUsd } from '@/lib/format';
import { formatListingDate, formatListingPrice } from './display';

const money = (amount: number) => formatUsd(amount, { cents: !Number.isInteger(amount) });

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
): string {
  const allIn = allInRent(listing);
  return allIn !== null
    ? `${money(allIn)}/mo`
    : formatListingPrice(listing.price, listing.property_type);
}

/** True when the headline price includes mandatory fees (it then says "all-in"). */
export function priceIncludesFees(
  listing: Pick<Property, 'property_type' | 'price' | 'mandatory_fees'>,
): boolean {
  return allInRent(listing) !== null && listing.mandatory_fees.length > 0;
}

function petText(allowed: boolean | null): string | null {
  if (allowed === null) return null;
  return allowed ? 'Allowed' : 'Not allowed';
}

function leaseText(listing: Property): string | null {
  const parts = [
    listing.lease_term_months !== null
      ? `${listing.lease_term_months} month${listing.lease_term_months === 1 ? '' : 's'}`
      : null,
    listing.month_to_month ? 'month-to-month' : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const text = parts.join(' or ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every filled rental field, in reading order; empty ones are left out. */
export function listingDetailFacts(listing: Property): [string, string][] {
  const anyPets = listing.cats_allowed === true || listing.dogs_allowed === true;
  const facts: [string, string | null][] = [
    ['Available', listing.available_date ? formatListingDate(listing.available_date) : null],
    ...listing.mandatory_fees.map((fee): [string, string] => [
      `${fee.label} (monthly, included above)`,
      money(fee.amount),
    ]),
    [
      'Security deposit',
      listing.security_deposit !== null ? money(listing.security_deposit) : null,
    ],
    ['Application fee', listing.application_fee !== null ? money(listing.application_fee) : null],
    ['Lease term', leaseText(listing)],
    ['Cats', petText(listing.cats_allowed)],
    ['Dogs', petText(listing.dogs_allowed)],
    ['Pet limit', anyPets && listing.pet_limit !== null ? String(listing.pet_limit) : null],
    ['Pet fee', anyPets && listing.pet_fee !== null ? money(listing.pet_fee) : null],
    ['Parking', listing.parking ? parkingLabels[listing.parking] : null],
    ['Laundry', listing.laundry ? laundryLabels[listing.laundry] : null],
    [
      'Air conditioning',
      listing.air_conditioning ? airConditioningLabels[listing.air_conditioning] : null,
    ],
    [
      'Utilities included',
      listing.utilities_included.length > 0
        ? listing.utilities_included.map((u) => utilityLabels[u]).join(', ')
        : null,
    ],
    ['Appliances', listing.appliances.length > 0 ? listing.appliances.join(', ') : null],
    ['Amenities', listing.amenities.length > 0 ? listing.amenities.join(', ') : null],
    ['Year built', listing.year_built !== null ? String(listing.year_built) : null],
    [
      'HOA fee',
      listing.hoa_fee !== null && listing.hoa_fee > 0 ? `${money(listing.hoa_fee)}/mo` : null,
    ],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}
