/**
 * The invitations (RFC 5545) of bookings, made with ical-generator: one event per booking, UID
 * `<booking id>@<site host>` (stable across a reschedule, so calendars move the event), its
 * SEQUENCE from the database, DTSTART/DTEND with TZID=America/Los_Angeles and its VTIMEZONE.
 * The mail's invitation is METHOD:REQUEST (or CANCEL); the staff feed is a published calendar.
 */
import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalAttendeeData,
  type ICalOrganizer,
} from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TZDate } from '@date-fns/tz';
import { company } from '../contract/company.ts';
import { OFFICE_TIME_ZONE } from '../contract/zone.ts';
import type { Locale } from '../contract/locale.ts';

/** PRODID's language: the text's (the visitor's invitation may be Spanish; the feed is English). */
const product = (locale: Locale) => ({
  company: company.name,
  product: 'Bookings',
  language: locale.toUpperCase(),
});

export interface IcsEvent {
  bookingId: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  cancelled: boolean;
  /** The feed's events carry their last change; the mail's are stamped now. */
  stamp?: string;
}

export interface InviteParties {
  organizer: { name: string; email: string };
  attendee: { email: string; name?: string };
}

/** The site's host, which makes the UID unique to this site ('www.example.com'). */
export function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host || 'localhost';
  } catch {
    return 'localhost';
  }
}

export function bookingUid(bookingId: string, siteUrl: string): string {
  return `${bookingId}@${siteHost(siteUrl)}`;
}

const zoned = (iso: string) => new TZDate(new Date(iso), OFFICE_TIME_ZONE);

function calendar(method: ICalCalendarMethod | null, name?: string, locale: Locale = 'en') {
  return ical({
    prodId: product(locale),
    ...(method ? { method } : {}),
    ...(name ? { name } : {}),
    // The VTIMEZONE of every event's zone; no calendar-wide zone, so DTSTAMP stays UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
}

function addEvent(
  cal: ReturnType<typeof ical>,
  event: IcsEvent,
  siteUrl: string,
  parties?: InviteParties,
): void {
  const organizer: ICalOrganizer | undefined = parties
    ? { name: parties.organizer.name, email: parties.organizer.email }
    : undefined;
  const attendees: ICalAttendeeData[] = parties
    ? [
        {
          email: parties.attendee.email,
          name: parties.attendee.name ?? parties.attendee.email,
          rsvp: false,
        },
      ]
    : [];
  cal.createEvent({
    id: bookingUid(event.bookingId, siteUrl),
    sequence: event.sequence,
    stamp: event.stamp ? new Date(event.stamp) : new Date(),
    start: zoned(event.start),
    end: zoned(event.end),
    timezone: OFFICE_TIME_ZONE,
    summary: event.summary,
    description: event.description,
    location: event.location || null,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(organizer ? { organizer } : {}),
    attendees,
  });
}

/**
 * The mail's invitation: a REQUEST for a booked slot, a CANCEL for a cancelled one. Its summary
 * and description come in the visitor's language; UID, times and zone are the same in both.
 */
export function invitationIcs(
  event: IcsEvent,
  parties: InviteParties,
  siteUrl: string,
  locale: Locale = 'en',
): string {
  const cal = calendar(
    event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    undefined,
    locale,
  );
  addEvent(cal, event, siteUrl, parties);
  return cal.toString();
}

/** A staff member's private feed: their bookings, cancelled ones marked so. */
export function feedIcs(events: IcsEvent[], calendarName: string, siteUrl: string): string {
  const cal = calendar(ICalCalendarMethod.PUBLISH, calendarName);
  for (const event of events) addEvent(cal, event, siteUrl);
  return cal.toString();
}

export function invitationAttachment(ics: string, cancelled: boolean) {
  return {
    filename: cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; method=${cancelled ? 'CANCEL' : 'REQUEST'}; charset=UTF-8`,
    content: ics,
  };
}
