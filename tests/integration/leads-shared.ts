/** Shared bits of the lead integration tests. */
import { randomInt } from 'node:crypto';
import {
  formatRequestDate,
  parseRequestDate,
} from '../../supabase/functions/_shared/lead-schemas.ts';

let counter = 0;
/** A client address of its own for each test (TEST-NET-2), so rate limits never overlap. */
export function uniqueAddress(): string {
  counter += 1;
  return `198.51.${randomInt(0, 250)}.${(counter % 250) + 1}`;
}

/** The next weekday at least two days ahead, as the consultation form sends it. */
export function bookableDate(): string {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return formatRequestDate(d);
}

export function isoOf(requestDate: string): string {
  const d = parseRequestDate(requestDate);
  if (!d) throw new Error(`not a request date: ${requestDate}`);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function dialogLead(email: string) {
  return {
    fullName: 'Maria Lopez',
    email,
    phone: '(909) 555-0142',
    propertyAddress: '1450 W Garvey Ave, West Covina 91790',
    propertyType: 'single-family',
    unitsOwned: '2-5',
    hasCurrentManager: 'yes',
    biggestFrustration: 'My manager takes 10% and <b>never</b> calls back.',
    preferredContact: 'phone',
    bestTime: 'afternoon',
  } as const;
}

export function contactBody(email: string) {
  return {
    full_name: 'Chris Park',
    email,
    phone: '626 555 0199',
    property_address: 'Not provided - general inquiry',
    property_type: 'not specified',
    units_owned: 'not specified',
    has_current_manager: false,
    biggest_frustration: 'A vacant three-bedroom house in Covina & a duplex in Pomona.',
    preferred_contact: 'email',
    best_time: 'anytime',
    company_website: '',
  };
}

export function demoBody(email: string) {
  return {
    firstName: 'Sam',
    lastName: 'Nguyen',
    email,
    phone: '909-555-0142',
    date: bookableDate(),
    time: '10:00 AM',
    company_website: '',
  };
}
