/**
 * The booking mail's sender: the renderer of the outbox's `booking` rows (ref: the booking_mail
 * row, its template and the slot it speaks of), rendered from the booking as it stands, and sent
 * by the outbox's one sender (platform/outbox.ts). Apart from booking-mail.ts because the lead
 * registry loads that file outside Deno, and this one needs the platform's REST plumbing.
 */
import {
  type BookingMailRow,
  type BookingMailStore,
  factsOf,
  type InviteContext,
  mintManageUrl,
  officeChangeMail,
  officeFacts,
  type OfficeTemplate,
  visitorMail,
} from './mail.ts';
import {
  type OutboxSenderDeps,
  type Rendered,
  type Renderer,
  mailSetupFromEnv,
  sendDueMail,
} from '../platform/outbox.ts';
import { type EnvGet, supabaseUrlSetting } from '../platform/config.ts';
import { secretKey } from '../platform/keys.ts';
import { RestBookingStore } from './store.ts';

export interface BookingSenderDeps extends InviteContext, OutboxSenderDeps {
  store: BookingMailStore;
}

/** The sender's dependencies on the project (the bookings functions and the lead pipeline's). */
export function bookingSenderDepsFromEnv(
  env: EnvGet,
): BookingSenderDeps & { store: RestBookingStore } {
  // No configuration holds the booking mail back: the lead pipeline answers for missing secrets.
  return {
    ...mailSetupFromEnv(env, []),
    store: new RestBookingStore(supabaseUrlSetting(env), secretKey(env)),
  };
}

const isReminder = (t: string) => t === 'reminder_24h' || t === 'reminder_2h';
const isOffice = (t: string): t is OfficeTemplate =>
  t === 'office_booked' || t === 'office_rescheduled' || t === 'office_cancelled';

/** Renders one booking mail from the booking as it stands, or why it is dropped. */
async function renderDue(row: BookingMailRow, deps: BookingSenderDeps): Promise<Rendered> {
  const d = await deps.store.details({ id: row.booking_id });
  if (!d) return { skip: 'dropped: the booking is gone' };
  // A reminder of a slot since moved or cancelled is never sent.
  const stale =
    d.status !== 'booked' || new Date(d.starts_at).getTime() !== new Date(row.starts_at).getTime();
  if (isReminder(row.template) && stale)
    return { skip: 'dropped: the slot moved or was cancelled' };
  if (row.template === 'rescheduled' && stale) {
    return { skip: 'dropped: the slot moved again or was cancelled' };
  }
  // A booked mail says the booking as it stands; none once it is cancelled.
  if ((row.template === 'booked' || row.template === 'office_booked') && d.status !== 'booked') {
    return { skip: 'dropped: the booking is no longer booked' };
  }
  const lead = { id: d.lead_id, full_name: d.full_name, email: d.email, phone: d.phone };
  if (isOffice(row.template)) {
    return {
      message: officeChangeMail(row.template, await officeFacts(deps.store, d), lead, deps),
    };
  }
  if (!d.email) return { skip: 'dropped: the visitor has no address' };
  const manage = d.status === 'booked' ? await mintManageUrl(deps.store, deps.siteUrl, d.id) : null;
  const template = row.template as Parameters<typeof visitorMail>[0];
  return { message: visitorMail(template, factsOf(d, '', manage), d.email, deps) };
}

/** Booking's renderer of the outbox's `booking` rows (ref: the booking_mail row). */
function bookingRenderer(deps: BookingSenderDeps): Renderer {
  return async (outboxRow) => {
    const row = await deps.store.mailRow(outboxRow.ref);
    return row ? renderDue(row, deps) : { skip: 'dropped: the mail row is gone' };
  };
}

/** Sends the booking mail that is due (one claim of `limit`); returns how many were sent. */
export async function sendDueBookingMail(deps: BookingSenderDeps, limit = 20): Promise<number> {
  const tally = await sendDueMail(
    deps,
    { booking: bookingRenderer(deps) },
    { fn: 'bookings', limit, batches: 1 },
  );
  return tally.sent;
}
