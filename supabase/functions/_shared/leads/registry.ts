/**
 * The lead registry (server-only): per source, how values valid under the contract's schema
 * (contract/lead-schemas.ts, which the forms validate with too) become a `leads` row, and the rows
 * and words of the office's email and the requester's confirmation. The pipeline (leads.ts) is
 * the same for every source; the emails are rendered from the STORED row. The requester's
 * confirmation is in the lead's language (leads.locale), its words in both languages in
 * leads/confirmation-words.ts; the office's email stays in English and says the language.
 *
 * A new lead field touches: the migration, the generated types, the schema
 * (contract/lead-schemas.ts), this file (row, email row), the form, and the inbox column.
 */
import type { z } from 'zod';
import {
  bestTimeLabels,
  contactMethodLabels,
  leadMessages,
  leadSourceLabels,
  propertyTypeLabels,
  unitsOwnedLabels,
  type LeadSource,
} from '../contract/lead-options.ts';
import {
  alertConsent,
  contactConsent,
  PRIVACY_RESPONSE_DAYS,
  privacyRequestTypeLabels,
} from '../contract/privacy-options.ts';
import { leadSchemas } from '../contract/lead-schemas.ts';
import type { ConfirmationFacts, EmailRow, SiteContext } from './mail-types.ts';
import { planNames, type PlanId } from '../contract/plans.ts';
import { searchSummary, type ListingSearchFilters } from '../contract/listing-search.ts';
import { formatInstant } from '../contract/date-format.ts';
import { localeOr, type Locale } from '../contract/locale.ts';
import { calendarDate, leadConfirmationWords } from './confirmation-words.ts';
import { officeDateOf, slotTimeLabel, type BookingKind } from '../contract/booking.ts';
import { officeBookingRows, type BookingFacts } from '../booking/mod.ts';

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

/** What the pipeline stores (see the per-source contract in the initial migration). */
export interface LeadRowInsert {
  source: LeadSource;
  full_name: string;
  email: string;
  phone: string;
  property_address: string;
  property_type: string;
  units_owned: string;
  has_current_manager: boolean;
  biggest_frustration: string;
  preferred_contact: string;
  best_time: string;
  property_id?: string | null;
  property_title?: string | null;
  requested_date?: string | null;
  requested_time?: string | null;
  /** The consent words' version and when they were given (a phone number or the text box). */
  consent_version?: string | null;
  consent_at?: string | null;
  text_consent?: boolean;
  privacy_request_type?: string | null;
  /** The plan chosen on the pricing page (contact leads), or null. */
  plan?: PlanId | null;
  /** listing_alert leads: the search (the database checks its shape). */
  alert_filters?: ListingSearchFilters | null;
  /** A booked lead arrives scheduled ('consultation_scheduled', 'showing_scheduled'). */
  status?: string;
  /** The form's language (the request's `locale`): the visitor's mails use it. */
  locale?: Locale;
}

/** The row as stored (what the emails are rendered from). */
export interface StoredLead extends Required<LeadRowInsert> {
  id: string;
  created_at: string;
}

export interface Listing {
  id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

/** What building a row may look up: the listing a showing is about (active listings only). */
export interface RowContext {
  listing(id: string): Promise<Listing | null>;
}

/** Values that pass the schema but cannot be stored (a listing that is gone). */
export class LeadInputError extends Error {
  override name = 'LeadInputError';
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super(Object.values(fieldErrors).flat().join('; '));
  }
}

/**
 * What a visitor agreed to: the consent line sits under every phone field and the box beside
 * 'text'; a row records the words' version and the time whenever either applied.
 */
export function consentOf(
  phone: string,
  textConsent = false,
  now: Date = new Date(),
): Pick<LeadRowInsert, 'consent_version' | 'consent_at' | 'text_consent'> {
  const given = phone !== '' || textConsent;
  return {
    consent_version: given ? contactConsent.version : null,
    consent_at: given ? now.toISOString() : null,
    text_consent: textConsent,
  };
}

const textConsentOf = (v: { preferredContact: string; textConsent?: boolean | undefined }) =>
  v.preferredContact === 'text' && v.textConsent === true;

const blank = {
  property_address: '',
  property_type: '',
  units_owned: '',
  has_current_manager: false,
  biggest_frustration: '',
  best_time: '',
} as const;

export const CONTACT_FIXED = {
  property_address: 'Not provided - general inquiry',
  property_type: 'not specified',
  units_owned: 'not specified',
  has_current_manager: false,
  preferred_contact: 'email',
  best_time: 'anytime',
} as const;

export const LISTING_ALERT_FIXED = {
  full_name: 'Listing alert subscriber',
} as const;

/** The Owner Portal page's "Not a client yet? Get started" form (once a launch waiting list). */
export const OWNER_PORTAL_FIXED = {
  full_name: 'Owner Portal page: get started',
  biggest_frustration: 'Not a client yet: asked to get started from the Owner Portal page.',
} as const;

// ---------------------------------------------------------------------------------------------
// Email content
// ---------------------------------------------------------------------------------------------

export interface OfficeEmail {
  subject: (row: StoredLead) => string;
  /** One line above the rows: what to do (it may depend on the row and its booking). */
  intro: string | ((row: StoredLead, site: SiteContext) => string);
  rows: (row: StoredLead, site: SiteContext) => EmailRow[];
}

/** What the pipeline adds to the facts: links it made itself (never visitor text). */
export interface ConfirmationLinks {
  confirmUrl?: string | null;
  /** The lead's booking with a freshly minted manage link. */
  booking?: BookingFacts | null;
}

export function confirmationFacts(
  row: StoredLead,
  links: ConfirmationLinks = {},
): ConfirmationFacts {
  const locale = localeOr(row.locale);
  const words = leadConfirmationWords[locale].facts;
  const say = (labels: Readonly<Record<string, string>>, value: string) =>
    Object.hasOwn(labels, value)
      ? (labels[value] as string)
      : Object.hasOwn(words.fillers, value)
        ? (words.fillers[value as keyof typeof words.fillers] as string)
        : value;
  const booking = links.booking ? { ...links.booking, locale } : null;
  return {
    alertSearch:
      row.source === 'listing_alert' && row.alert_filters
        ? words.alertSearch(row.alert_filters)
        : '',
    confirmUrl: links.confirmUrl ?? null,
    booking,
    requestedDate: row.requested_date,
    requestedTime: row.requested_time,
    bestTime: row.best_time ? say(words.bestTimes, row.best_time) : '',
    preferredContact: say(words.contactMethods, row.preferred_contact),
    listing:
      row.source === 'property_showing' && row.property_title
        ? { title: row.property_title, address: row.property_address }
        : null,
    privacyRequestType: row.privacy_request_type
      ? say(words.privacyRequestTypes, row.privacy_request_type)
      : '',
    locale,
  };
}

export interface LeadSourceEntry<S extends z.ZodType = z.ZodType> {
  /** How the office calls the form. */
  label: string;
  schema: S;
  toRow: (values: z.output<S>, ctx: RowContext) => LeadRowInsert | Promise<LeadRowInsert>;
  office: OfficeEmail;
  /**
   * The slot these values book (book_lead instead of a plain insert), or null for a request.
   * A booked lead's mails read the booking at send time.
   */
  booking?: (values: z.output<S>) => BookingRequest | null;
  /**
   * The confirmation carries a link the pipeline mints per mail: a listing alert's confirm link
   * (double opt-in) or a privacy request's verification link.
   */
  confirmLink?: 'alert' | 'privacy';
}

/** What book_lead takes besides the row. */
export interface BookingRequest {
  kind: BookingKind;
  listing: string | null;
  startsAt: string;
}

/** What the office does about a showing the visitor booked online (nothing left to confirm). */
export const SHOWING_BOOKED_INTRO =
  'The showing is booked for the time below: nothing is left to confirm. Meet the visitor at the address then. To move or cancel it, use the office calendar (the visitor is emailed the change).';

/** The office mail's line above the rows for this lead. */
export function officeIntro(entry: LeadSourceEntry, row: StoredLead, site: SiteContext): string {
  const intro = entry.office.intro;
  return typeof intro === 'string' ? intro : intro(row, site);
}

/** The leads table's requested date and hour of a slot: its Pacific date and '9:00 AM'. */
export function slotColumns(startsAt: string): { requested_date: string; requested_time: string } {
  return {
    requested_date: officeDateOf(startsAt),
    requested_time: slotTimeLabel(startsAt).replace(/\s+/g, ' '),
  };
}

/** An instant in the office's zone: 'Mar 15, 2025, 10:05 AM Pacific'. */
export function pacificTime(iso: string): string {
  const text = formatInstant(iso);
  return text === iso ? iso : `${text} Pacific`;
}

export { calendarDate };

function label(labels: Record<string, string>, value: string): string {
  if (Object.hasOwn(labels, value)) return labels[value] as string;
  if (value === 'not specified') return 'Not specified';
  if (value === 'anytime') return 'Anytime';
  return value;
}

export function listingUrl(site: SiteContext, id: string): string {
  return `${site.siteUrl.replace(/\/+$/, '')}/properties/${id}`;
}

/** The rows every office email starts with. */
function contactRows(row: StoredLead): EmailRow[] {
  return [
    { label: 'Name', value: row.full_name },
    { label: 'Email', value: row.email },
    ...(row.phone ? [{ label: 'Phone', value: row.phone }] : []),
  ];
}

const receivedRow = (row: StoredLead): EmailRow => ({
  label: 'Received',
  value: pacificTime(row.created_at),
});

const followUp = `Follow up within 24 hours, as the site promises. Reply to answer them directly.`;

// ---------------------------------------------------------------------------------------------
// The registry
// ---------------------------------------------------------------------------------------------

function defineSource<S extends z.ZodType>(entry: LeadSourceEntry<S>): LeadSourceEntry<S> {
  return entry;
}

export const leadRegistry = {
  lead_dialog: defineSource({
    label: leadSourceLabels.lead_dialog,
    schema: leadSchemas.lead_dialog,
    toRow: (v) => ({
      source: 'lead_dialog',
      full_name: v.fullName,
      email: v.email,
      phone: v.phone,
      property_address: v.propertyAddress,
      property_type: v.propertyType,
      units_owned: v.unitsOwned,
      has_current_manager: v.hasCurrentManager === 'yes',
      biggest_frustration: v.biggestFrustration,
      preferred_contact: v.preferredContact,
      best_time: v.bestTime,
      plan: v.plan === '' ? null : v.plan,
      ...consentOf(v.phone, textConsentOf(v)),
    }),
    office: {
      subject: (r) => `New lead: ${r.full_name} (${label(propertyTypeLabels, r.property_type)})`,
      intro: followUp,
      rows: (r) => [
        ...contactRows(r),
        { label: 'Property address (or city/zip)', value: r.property_address },
        { label: 'Property type', value: label(propertyTypeLabels, r.property_type) },
        { label: 'Units owned', value: label(unitsOwnedLabels, r.units_owned) },
        { label: 'Has a current manager', value: r.has_current_manager ? 'Yes' : 'No' },
        { label: 'Biggest frustration', value: r.biggest_frustration },
        { label: 'Preferred contact', value: label(contactMethodLabels, r.preferred_contact) },
        { label: 'Best time', value: label(bestTimeLabels, r.best_time) },
        { label: 'Plan', value: r.plan ? planNames[r.plan] : 'Not chosen yet' },
        receivedRow(r),
      ],
    },
  }),

  contact: defineSource({
    label: leadSourceLabels.contact,
    schema: leadSchemas.contact,
    toRow: (v) => ({
      source: 'contact',
      full_name: v.name,
      email: v.email,
      phone: v.phone,
      ...CONTACT_FIXED,
      biggest_frustration: v.propertyInfo,
      ...consentOf(v.phone),
    }),
    office: {
      subject: (r) => `Contact form: ${r.full_name}`,
      intro: followUp,
      rows: (r) => [
        ...contactRows(r),
        { label: 'About the property', value: r.biggest_frustration },
        receivedRow(r),
      ],
    },
  }),

  consultation: defineSource({
    label: leadSourceLabels.consultation,
    schema: leadSchemas.consultation,
    toRow: (v) => ({
      source: 'consultation',
      status: 'consultation_scheduled',
      full_name: `${v.firstName} ${v.lastName}`,
      email: v.email,
      phone: v.phone,
      ...blank,
      preferred_contact: 'phone',
      ...slotColumns(v.slotStart),
      ...consentOf(v.phone),
    }),
    booking: (v) => ({ kind: 'consultation', listing: null, startsAt: v.slotStart }),
    office: {
      subject: (r) =>
        `Consultation booked: ${r.full_name}, ${calendarDate(r.requested_date)} at ${r.requested_time}`,
      intro: 'A consultation call is booked. Call them at the time below.',
      rows: (r, site) =>
        site.booking
          ? [...officeBookingRows(site.booking, r, site), receivedRow(r)]
          : [
              ...contactRows(r),
              { label: 'Date', value: calendarDate(r.requested_date) },
              { label: 'Time', value: `${r.requested_time} (Pacific Time)` },
              receivedRow(r),
            ],
    },
  }),

  owner_portal: defineSource({
    label: leadSourceLabels.owner_portal,
    schema: leadSchemas.owner_portal,
    toRow: (v) => ({
      source: 'owner_portal',
      full_name: OWNER_PORTAL_FIXED.full_name,
      email: v.email,
      phone: '',
      ...blank,
      biggest_frustration: OWNER_PORTAL_FIXED.biggest_frustration,
      preferred_contact: 'email',
      best_time: 'morning',
    }),
    office: {
      subject: (r) => `Get started (Owner Portal page): ${r.email}`,
      intro: `Not a client yet: they asked to get started from the Owner Portal page. ${followUp}`,
      rows: (r) => [{ label: 'Email', value: r.email }, receivedRow(r)],
    },
  }),

  property_showing: defineSource({
    label: leadSourceLabels.property_showing,
    schema: leadSchemas.property_showing,
    async toRow(v, ctx) {
      const listing = await ctx.listing(v.propertyId);
      if (!listing) throw new LeadInputError({ propertyId: [leadMessages.listingUnavailable] });
      const address = `${listing.address}, ${listing.city}, ${listing.state} ${listing.zip_code}`;
      return {
        source: 'property_showing',
        full_name: v.fullName,
        email: v.email,
        phone: v.phone,
        ...blank,
        property_address: address.slice(0, 200),
        biggest_frustration: v.message,
        preferred_contact: v.preferredContact,
        best_time: v.bestTime,
        property_id: listing.id,
        property_title: listing.title.slice(0, 200),
        ...(v.slotStart
          ? { status: 'showing_scheduled', ...slotColumns(v.slotStart) }
          : { requested_date: v.preferredDate === '' ? null : v.preferredDate }),
        ...consentOf(v.phone, textConsentOf(v)),
      };
    },
    booking: (v) =>
      v.slotStart ? { kind: 'showing', listing: v.propertyId, startsAt: v.slotStart } : null,
    office: {
      subject: (r) =>
        r.status === 'showing_scheduled'
          ? `Showing booked: ${r.property_title} - ${r.full_name}, ${calendarDate(r.requested_date)} at ${r.requested_time}`
          : `Showing request: ${r.property_title} - ${r.full_name}`,
      // A booked showing has its time: the office only has to be there (or move it).
      intro: (r, site) =>
        site.booking || r.status === 'showing_scheduled'
          ? SHOWING_BOOKED_INTRO
          : 'Call or email within 24 hours to confirm a time for the showing.',
      rows: (r, site) =>
        site.booking
          ? [
              ...officeBookingRows(site.booking, r, site),
              ...(r.property_id
                ? [{ label: 'Listing page', value: listingUrl(site, r.property_id) }]
                : []),
              {
                label: 'Preferred contact',
                value: label(contactMethodLabels, r.preferred_contact),
              },
              ...(r.biggest_frustration
                ? [{ label: 'Message', value: r.biggest_frustration }]
                : []),
              receivedRow(r),
            ]
          : [
              { label: 'Listing', value: r.property_title ?? '' },
              ...(r.property_id ? [{ label: 'Link', value: listingUrl(site, r.property_id) }] : []),
              { label: 'Address', value: r.property_address },
              { label: 'Requested time', value: showingTime(r) },
              ...contactRows(r),
              {
                label: 'Preferred contact',
                value: label(contactMethodLabels, r.preferred_contact),
              },
              ...(r.biggest_frustration
                ? [{ label: 'Message', value: r.biggest_frustration }]
                : []),
              receivedRow(r),
            ],
    },
  }),

  privacy_request: defineSource({
    label: leadSourceLabels.privacy_request,
    schema: leadSchemas.privacy_request,
    toRow: (v) => ({
      source: 'privacy_request',
      full_name: v.fullName,
      email: v.email,
      phone: v.phone,
      ...blank,
      biggest_frustration: v.details,
      preferred_contact: 'email',
      privacy_request_type: v.requestType,
      ...consentOf(v.phone),
    }),
    office: {
      subject: (r) =>
        `Privacy request (${label(privacyRequestTypeLabels, r.privacy_request_type ?? '')}): ${r.full_name}`,
      intro: `The requester must confirm this request from their email address first (the admin's Privacy requests screen shows whether they have); then answer within ${PRIVACY_RESPONSE_DAYS} days. Delete requests are fulfilled from that screen.`,
      rows: (r) => [
        { label: 'Request', value: label(privacyRequestTypeLabels, r.privacy_request_type ?? '') },
        ...contactRows(r),
        ...(r.biggest_frustration ? [{ label: 'Details', value: r.biggest_frustration }] : []),
        receivedRow(r),
      ],
    },
    // Repeats none of the requester's own words (name, details): the mail goes to whatever
    // address was typed in, so it must be harmless to a stranger (a test checks).
    confirmLink: 'privacy',
  }),
  listing_alert: defineSource({
    label: leadSourceLabels.listing_alert,
    schema: leadSchemas.listing_alert,
    toRow: (v) => ({
      source: 'listing_alert',
      full_name: LISTING_ALERT_FIXED.full_name,
      email: v.email,
      phone: '',
      ...blank,
      biggest_frustration: `Email me new listings: ${searchSummary(v.filters)}`.slice(0, 1000),
      preferred_contact: 'email',
      alert_filters: v.filters,
      consent_version: alertConsent.version,
      consent_at: new Date().toISOString(),
      text_consent: false,
    }),
    office: {
      subject: (r) => `Listing alert: ${r.email}`,
      intro:
        'A renter asked to be emailed when a matching listing is published. Alerts start only once they confirm from their inbox.',
      rows: (r) => [
        { label: 'Email', value: r.email },
        {
          label: 'Search',
          value: r.alert_filters ? searchSummary(r.alert_filters) : r.biggest_frustration,
        },
        receivedRow(r),
      ],
    },
    confirmLink: 'alert',
  }),
} satisfies Record<LeadSource, LeadSourceEntry>;

/** 'Monday, March 17, 2025, afternoon (12pm-4pm)', or only the part the visitor gave. */
function showingTime(r: StoredLead): string {
  const when = label(bestTimeLabels, r.best_time);
  return r.requested_date ? `${calendarDate(r.requested_date)}, ${when}` : `Any day, ${when}`;
}

export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === 'string' && Object.hasOwn(leadRegistry, value);
}
