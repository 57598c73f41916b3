/** The instructions and page text sent to the model. */
import type { ChatMessage } from '../_shared/listings/ai.ts';
import type { PropertyData } from '../_shared/listings/extract/mod.ts';
import {
  airConditioningOptions,
  laundryOptions,
  listingDetailLimits,
  parkingOptions,
  utilityOptions,
} from '../_shared/contract/listing-options.ts';

const list = (options: readonly string[]) => options.map((o) => `"${o}"`).join(', ');

const SYSTEM = `You extract one real-estate listing from the text of one or more web pages that describe the same home.
Answer with a single JSON object with exactly these keys:
title (short listing headline), description (plain text, no HTML, at most 5000 characters),
property_type ("sale", "rent" or "both"), price (number in US dollars: the sale price, or the monthly rent for a rental),
address (street address with unit), city, state (two-letter US code), zip_code (5 digits),
bedrooms (integer, 0 for a studio), bathrooms (number in steps of 0.5), square_feet (integer living area),
images (array of absolute http(s) photo URLs of this home),
available_date ("YYYY-MM-DD" the home is available from), security_deposit, application_fee, pet_fee (numbers in US dollars),
hoa_fee (monthly HOA dues in US dollars), lease_term_months (integer 1-60), month_to_month (true only if offered month to month),
cats_allowed, dogs_allowed (true, false, or null when not stated), pet_limit (integer 1-10),
parking (one of ${list(parkingOptions)}), laundry (one of ${list(laundryOptions)}),
air_conditioning (one of ${list(airConditioningOptions)}), utilities_included (array of ${list(utilityOptions)}: only those the rent includes),
appliances, amenities (arrays of short names, at most ${listingDetailLimits.featureItemMax} characters each),
year_built (integer), virtual_tour_url (https link to a virtual or 3D tour).
Use null (or [] for lists) for anything the pages do not state. Never invent values.
A draft from a rule-based extractor is included; keep its values unless the pages clearly say otherwise.`;

export interface PageText {
  url: string;
  text: string;
}

export function buildMessages(pages: PageText[], draft: PropertyData): ChatMessage[] {
  const body = pages.map((p, i) => `--- Page ${i + 1}: ${p.url}\n${p.text}`).join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Draft from the rule-based extractor:\n${JSON.stringify(draft)}\n\nPages:\n${body}`,
    },
  ];
}
