/** The instructions and page text sent to the model. */
import type { ChatMessage } from '../_shared/ai.ts';
import type { PropertyData } from '../_shared/extract/mod.ts';

const SYSTEM = `You extract one real-estate listing from the text of one or more web pages that describe the same home.
Answer with a single JSON object with exactly these keys:
title (short listing headline), description (plain text, no HTML, at most 5000 characters),
property_type ("sale", "rent" or "both"), price (number in US dollars: the sale price, or the monthly rent for a rental),
address (street address with unit), city, state (two-letter US code), zip_code (5 digits),
bedrooms (integer, 0 for a studio), bathrooms (number in steps of 0.5), square_feet (integer living area),
images (array of absolute http(s) photo URLs of this home).
Use null (or [] for images) for anything the pages do not state. Never invent values.
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
