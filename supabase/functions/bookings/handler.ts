/**
 * The booking functions (wire contract: contract/booking-api.ts):
 * - `booking-slots` (GET, public): the open slots of a calendar, from booking_slots();
 * - `bookings`: the mailed manage link's actions (view, cancel, reschedule, slots; the token is
 *   hashed before any lookup), `send` (the reminder and change mail queue; pg_cron on hosted,
 *   after every request locally), a GET `?manage=` redirect to the site's page and a staff
 *   member's private ICS feed (GET `?feed=`): their bookings and the office's repair visits.
 */
import { company } from '../_shared/contract/company.ts';
import { localeOr } from '../_shared/contract/locale.ts';
import { hashAlertToken, isAlertToken } from '../_shared/contract/alert-tokens.ts';
import {
  addDays,
  bookingMessages,
  toOfficeIso,
  bookingRange,
  bookingRules,
  calendarDateField,
  isSlotInstant,
  type BookingKind,
} from '../_shared/contract/booking.ts';
import {
  BOOKING_MANAGE_PATH,
  BOOKING_TOKEN_PARAM,
  type BookingsRequest,
  type ManageAnswer,
  type SlotsAnswer,
} from '../_shared/contract/booking-api.ts';
import { type EnvGet } from '../_shared/platform/config.ts';
import { handlePreflight, corsHeaders } from '../_shared/platform/cors.ts';
import { refuseUnscheduled } from '../_shared/platform/cron-auth.ts';
import { json, jsonError, readBodyCapped } from '../_shared/platform/http.ts';
import { deferToRuntime } from '../_shared/leads/pipeline.ts';
import { adminLeadUrl } from '../_shared/booking/mail.ts';
import {
  bookingSenderDepsFromEnv,
  sendDueBookingMail,
  type BookingSenderDeps,
} from '../_shared/booking/mail-sender.ts';
import { feedIcs, type IcsEvent } from '../_shared/booking/ics.ts';
import {
  BookingRefused,
  RestBookingStore,
  type FeedVisitRow,
  type SlotRow,
  type TokenBooking,
} from '../_shared/booking/store.ts';
import {
  maintenanceCategoryLabels,
  type MaintenanceCategory,
} from '../_shared/contract/maintenance.ts';

export interface BookingDeps extends BookingSenderDeps {
  store: RestBookingStore;
  defer: (task: Promise<unknown>) => void;
  now: () => Date;
}

export function bookingDepsFromEnv(env: EnvGet = (n) => Deno.env.get(n)): BookingDeps {
  return { ...bookingSenderDepsFromEnv(env), defer: deferToRuntime, now: () => new Date() };
}

/** A feed token as the admin area makes them (random, URL-safe). */
const FEED_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const slotOf = (r: SlotRow) => ({
  start: toOfficeIso(r.starts_at),
  end: toOfficeIso(r.ends_at),
});

// ---------------------------------------------------------------------------------------------
// booking-slots
// ---------------------------------------------------------------------------------------------

export interface SlotsQuery {
  kind: BookingKind;
  listing: string | null;
  /** Clipped to the coming 14 days; null when nothing of the range is left. */
  from: string;
  to: string;
}

/** Reads and checks the slots endpoint's parameters; a string is the 400's message. */
export function parseSlotsQuery(params: URLSearchParams, now: Date): SlotsQuery | string | null {
  const kind = params.get('kind');
  if (kind !== 'consultation' && kind !== 'showing') {
    return 'kind must be consultation or showing.';
  }
  const listing = params.get('listing');
  if (kind === 'showing' && (listing === null || !UUID.test(listing))) {
    return 'A showing needs listing=<the listing id>.';
  }
  if (kind === 'consultation' && listing !== null) return 'A consultation takes no listing.';
  const range = bookingRange(now);
  const dates: Record<'from' | 'to', string> = { from: range.from, to: range.to };
  for (const key of ['from', 'to'] as const) {
    const v = params.get(key);
    if (v === null || v === '') continue;
    if (!calendarDateField.safeParse(v).success || Number.isNaN(Date.parse(`${v}T12:00:00Z`))) {
      return `${key} must be a date, YYYY-MM-DD.`;
    }
    dates[key] = v;
  }
  if (dates.from > dates.to) return 'from must not be after to.';
  const from = dates.from < range.from ? range.from : dates.from;
  const to = dates.to > range.to ? range.to : dates.to;
  if (from > to) return null;
  return { kind, listing: kind === 'showing' ? listing : null, from, to };
}

export function bookingSlotsHandler(deps: () => Pick<BookingDeps, 'store' | 'log' | 'now'>) {
  let cached: Pick<BookingDeps, 'store' | 'log' | 'now'> | undefined;
  const d = () => (cached ??= deps());
  return async (req: Request): Promise<Response> => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'GET') {
      return jsonError(405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, OPTIONS' });
    }
    const query = parseSlotsQuery(new URL(req.url).searchParams, d().now());
    if (typeof query === 'string') return jsonError(400, 'invalid_request', query);
    if (query === null) return json({ slots: [] } satisfies SlotsAnswer);
    try {
      const rows = await d().store.slots(query.kind, query.listing, query.from, query.to);
      // Open slots change with every booking: a short shared cache at most.
      return json({ slots: rows.map(slotOf) } satisfies SlotsAnswer, 200, {
        'Cache-Control': 'no-store',
      });
    } catch (error) {
      d().log({ fn: 'booking-slots', event: 'failed', error: String(error) });
      return jsonError(500, 'slots_failed', bookingMessages.slotsFailed);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// bookings
// ---------------------------------------------------------------------------------------------

/** Checks a POST body; a string is the 400's message. */
export function parseBookingsRequest(body: unknown): BookingsRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'Send JSON: { action, token }.';
  }
  const b = body as Record<string, unknown>;
  if (b.action === 'send') return { action: 'send' };
  if (
    b.action !== 'view' &&
    b.action !== 'confirm' &&
    b.action !== 'cancel' &&
    b.action !== 'slots' &&
    b.action !== 'reschedule'
  ) {
    return 'action must be view, confirm, cancel, reschedule, slots or send.';
  }
  if (typeof b.token !== 'string' || b.token === '') return 'token is required.';
  if (b.action === 'reschedule') {
    if (typeof b.slotStart !== 'string' || !isSlotInstant(b.slotStart.trim())) {
      return bookingMessages.slotRequired;
    }
    return { action: 'reschedule', token: b.token, slotStart: b.slotStart.trim() };
  }
  return { action: b.action, token: b.token };
}

function manageAnswer(t: TokenBooking): ManageAnswer {
  return {
    booking: {
      kind: t.kind,
      status: t.status,
      holdUntil: t.status === 'held' && t.hold_expires_at ? toOfficeIso(t.hold_expires_at) : null,
      start: toOfficeIso(t.starts_at),
      end: toOfficeIso(t.ends_at),
      location: t.location,
      listingTitle: t.listing_title,
      listingId: t.listing_id,
      firstName: t.full_name.trim().split(/\s+/)[0] ?? '',
      locale: localeOr(t.locale),
    },
  };
}

const linkInvalid = () => jsonError(404, 'link_invalid', bookingMessages.linkInvalid);
/** A refusal about a known booking: its language lets the page say so in it. */
const refusedBooking = (error: string, message: string, status: number) => (locale?: string) =>
  json({ error, message, ...(locale ? { locale: localeOr(locale) } : {}) }, status);
const slotTaken = () => jsonError(409, 'slot_taken', bookingMessages.slotTaken);
/** A known booking that can no longer change. */
const bookingClosed = refusedBooking('booking_closed', bookingMessages.bookingClosed, 410);
/** The visitor moved this booking as often as allowed online (bookingRules.visitorMoves). */
const moveLimit = refusedBooking('move_limit', bookingMessages.moveLimit, 429);
/** A hold never confirmed: its slot is free again, the visitor books anew. */
const holdExpired = refusedBooking('hold_expired', bookingMessages.holdExpired, 410);

function feedEvent(r: import('../_shared/booking/store.ts').FeedRow, siteUrl: string): IcsEvent {
  const who = r.kind === 'showing' ? `Showing: ${r.full_name}` : `Call: ${r.full_name}`;
  return {
    bookingId: r.booking_id,
    sequence: r.sequence,
    start: r.starts_at,
    end: r.ends_at,
    stamp: r.updated_at,
    summary: who,
    description: [
      ...(r.kind === 'showing' && r.listing_title ? [r.listing_title] : []),
      `Phone: ${r.phone || 'not given'}`,
      `Email: ${r.email}`,
      `Lead: ${adminLeadUrl(siteUrl, r.lead_id)}`,
    ].join('\n'),
    location: r.kind === 'showing' ? r.location : r.phone ? `Call ${r.phone}` : '',
    cancelled: r.status === 'cancelled',
  };
}

/**
 * A repair visit in a staff feed: UID from the request's id (stable across a reschedule), its
 * SEQUENCE from the last change (so calendars take a moved visit), cancelled when the request is.
 * A visit without an end (none today: scheduling needs one) lasts an hour.
 */
export function visitFeedEvent(r: FeedVisitRow, siteUrl: string): IcsEvent {
  const category = maintenanceCategoryLabels[r.category as MaintenanceCategory] ?? r.category;
  const where = [r.address, r.unit_label].filter(Boolean).join(', ');
  return {
    bookingId: r.request_id,
    sequence: Math.floor(Date.parse(r.updated_at) / 1000),
    start: r.starts_at,
    end: r.ends_at ?? new Date(Date.parse(r.starts_at) + 3_600_000).toISOString(),
    stamp: r.updated_at,
    summary: `Repair visit: ${category}, ${r.location}`,
    description: [
      `Vendor: ${r.vendor_name ?? 'not set'}${r.vendor_phone ? `, ${r.vendor_phone}` : ''}`,
      `Request: ${siteUrl.replace(/\/+$/, '')}/admin/maintenance/${encodeURIComponent(r.request_id)}`,
    ].join('\n'),
    location: where,
    cancelled: r.status === 'cancelled',
  };
}

export function bookingsHandler(deps: () => BookingDeps) {
  let cached: BookingDeps | undefined;
  const d = () => (cached ??= deps());

  async function feed(token: string): Promise<Response> {
    if (!FEED_TOKEN.test(token)) {
      return new Response('Not found', { status: 404, headers: corsHeaders });
    }
    // An unknown or revoked token reads as an empty calendar (calendar apps keep polling).
    const hash = await hashAlertToken(token);
    // The member's bookings and the office's repair visits, side by side.
    const [rows, visits] = await Promise.all([d().store.feed(hash), d().store.feedVisits(hash)]);
    const body = feedIcs(
      [
        ...rows.map((r) => feedEvent(r, d().siteUrl)),
        ...visits.map((v) => visitFeedEvent(v, d().siteUrl)),
      ],
      `${company.name} bookings`,
      d().siteUrl,
    );
    return new Response(body, {
      status: 200,
      headers: {
        ...corsHeaders,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    });
  }

  async function onToken(req: Exclude<BookingsRequest, { action: 'send' }>) {
    if (!isAlertToken(req.token)) return linkInvalid();
    const store = d().store;
    const booking = await store.forToken(await hashAlertToken(req.token));
    if (!booking) return linkInvalid();
    if (booking.status === 'expired') return holdExpired(booking.locale);
    if (
      (booking.status !== 'booked' && booking.status !== 'held') ||
      new Date(booking.starts_at) <= d().now()
    ) {
      return bookingClosed(booking.locale);
    }
    // A held booking can be seen, confirmed or cancelled; moving comes after confirming.
    if (booking.status === 'held' && (req.action === 'slots' || req.action === 'reschedule')) {
      return jsonError(409, 'not_confirmed', bookingMessages.notConfirmed);
    }
    try {
      switch (req.action) {
        case 'view':
          return json(manageAnswer(booking));
        case 'slots': {
          const range = bookingRange(d().now());
          const rows = await store.slots(
            booking.kind,
            booking.listing_id,
            range.from,
            addDays(range.from, bookingRules.horizonDays - 1),
            booking.booking_id,
          );
          // Its own slot is where it is already: not a move.
          const own = new Date(booking.starts_at).getTime();
          return json({
            slots: rows.filter((r) => new Date(r.starts_at).getTime() !== own).map(slotOf),
          } satisfies SlotsAnswer);
        }
        case 'confirm':
          await store.confirm(booking.booking_id);
          break;
        case 'cancel':
          await store.cancel(booking.booking_id);
          break;
        case 'reschedule':
          await store.reschedule(booking.booking_id, req.slotStart);
          break;
      }
    } catch (error) {
      if (error instanceof BookingRefused) {
        if (error.code === 'slot_taken') return slotTaken();
        if (error.code === 'move_limit') return moveLimit(booking.locale);
        if (error.code === 'hold_expired') return holdExpired(booking.locale);
        return bookingClosed(booking.locale);
      }
      throw error;
    }
    const after = await store.forToken(await hashAlertToken(req.token));
    return after ? json(manageAnswer(after)) : linkInvalid();
  }

  return async (req: Request): Promise<Response> => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    const url = new URL(req.url);
    if (req.method === 'GET') {
      const feedToken = url.searchParams.get('feed');
      if (feedToken !== null) {
        try {
          return await feed(feedToken);
        } catch (error) {
          d().log({ fn: 'bookings', event: 'feed_failed', error: String(error) });
          return new Response('Try again later', { status: 503, headers: corsHeaders });
        }
      }
      const manage = url.searchParams.get('manage');
      if (manage !== null && d().siteUrl) {
        // A person's click or a mail scanner: only the site's page, which POSTs.
        return new Response(null, {
          status: 303,
          headers: {
            Location: `${d().siteUrl}${BOOKING_MANAGE_PATH}?${BOOKING_TOKEN_PARAM}=${encodeURIComponent(manage)}`,
          },
        });
      }
      return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'GET, POST, OPTIONS' });
    }
    if (req.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'GET, POST, OPTIONS' });
    }
    const body = await readBodyCapped(req, 8 * 1024);
    if (!body.ok) return jsonError(413, 'payload_too_large', 'The request is too large.');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return jsonError(400, 'invalid_request', 'The request body must be JSON.');
    }
    const request = parseBookingsRequest(parsed);
    if (typeof request === 'string') return jsonError(400, 'invalid_request', request);
    try {
      if (request.action === 'send') {
        // pg_cron's, with its secret (cron-auth.ts).
        return (
          (await refuseUnscheduled(req, { fn: 'bookings' })) ??
          json({ sent: await sendDueBookingMail(d()) })
        );
      }
      const res = await onToken(request);
      // The mails this request owes (a change's) go now, after the answer.
      d().defer(sendDueBookingMail(d()));
      return res;
    } catch (error) {
      d().log({ fn: 'bookings', event: 'failed', error: String(error) });
      return jsonError(500, 'booking_failed', 'We could not do that just now. Please try again.');
    }
  };
}
