/**
 * The shapes of a lead's mails, apart from the registry so that the confirmations' catalogue
 * (leads/confirmation-words.ts) and the registry can name them without importing each other.
 */
import type { BookingFacts } from '../booking/mod.ts';
import type { Locale } from '../contract/locale.ts';

export interface EmailRow {
  label: string;
  value: string;
}

export interface SiteContext {
  siteUrl: string;
  /** The lead's booking, when it booked a slot (read at send time). */
  booking?: BookingFacts | null;
}

/**
 * All a confirmation may repeat. It goes to whatever address was typed in, so it carries none of
 * the visitor's free text (names, addresses, messages): only values checked against a fixed list
 * or read from our own data. The type keeps templates from reaching for anything else.
 */
export interface ConfirmationFacts {
  /** An ISO date the schema checked ('2025-03-17'), or null. */
  requestedDate: string | null;
  /** A booked slot's Pacific hour ('9:00 AM'), or null. */
  requestedTime: string | null;
  /** One of the best-time choices, as its label ('Morning (8am-12pm)'), or ''. */
  bestTime: string;
  /** One of the contact methods, as its label ('Email'). */
  preferredContact: string;
  /** The listing of a showing request, as stored in our listings (not as typed). */
  listing: { title: string; address: string } | null;
  /** A privacy request's kind, as its label ('Delete my data'), or ''. */
  privacyRequestType: string;
  /**
   * A listing alert's search in words WITHOUT the typed city (numbers and fixed choices only),
   * or ''.
   */
  alertSearch: string;
  /** A listing alert's confirm link (our site with a token we made), or null. */
  confirmUrl: string | null;
  /** The booked slot (when, where, its manage link), or null for a request. */
  booking: BookingFacts | null;
  /** The language the labels above are in (the lead's). */
  locale: Locale;
}

export interface ConfirmationEmail {
  subject: (facts: ConfirmationFacts) => string;
  heading: string;
  paragraphs: (facts: ConfirmationFacts) => string[];
  rows?: (facts: ConfirmationFacts) => EmailRow[];
  link?: (site: SiteContext, facts: ConfirmationFacts) => { label: string; url: string } | null;
  /** More buttons (a booking's Reschedule and Cancel). */
  buttons?: (facts: ConfirmationFacts) => { label: string; url: string }[];
  list?: { title: string; items: readonly string[] };
}
