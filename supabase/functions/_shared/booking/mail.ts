/**
 * The mails of bookings: what a booking reads like (when, where, what), its invitation, and the
 * queue's mails (booking_mail: reminders 24 h and 2 h before, the visitor's rescheduled and
 * cancelled mails with their invitation, the office's change notices), rendered at send time
 * from the stored booking. The visitor's mails and invitation are in the lead's language
 * (leads.locale, words in booking-mail-text.ts); the office's stay in English and say it. The confirmation of a booking is the lead pipeline's (lead-registry.ts)
 * with these same pieces. The visitor's mails repeat no free text of theirs but their phone number
 * (the call's "where"); every value in the HTML is escaped.
 */
import {
  BOOKING_MANAGE_PATH,
  BOOKING_TOKEN_PARAM,
  type BookingStatus,
} from '../contract/booking-api.ts';
import { slotLabel, slotTimeLabel, type BookingKind } from '../contract/booking.ts';
import { localeNamesInEnglish, localeOr, type Locale } from '../contract/locale.ts';
import { bookingMailText } from './mail-text.ts';
import { hashAlertToken, newAlertToken } from '../contract/alert-tokens.ts';
import {
  escapeHtml,
  footerLines,
  layout,
  paragraph,
  rowsTable,
  rowsText,
  siteLink,
  type Row,
} from '../platform/mail-html.ts';
import { invitationAttachment, invitationIcs, type IcsEvent } from './ics.ts';

/** A booking with what its mails need: the lead's contact and the listing's title. */
export interface BookingDetails {
  id: string;
  kind: BookingKind;
  lead_id: string;
  listing_id: string | null;
  staff_id: string;
  status: BookingStatus;
  /** Until when a held booking keeps its slot. */
  hold_expires_at?: string | null;
  starts_at: string;
  ends_at: string;
  location: string;
  sequence: number;
  full_name: string;
  email: string;
  phone: string;
  listing_title: string;
  /** The lead's language ('en' when unknown). */
  locale?: string;
  /** Whom the lead is assigned to (the booking's staff member unless an admin chose another). */
  assignee_id?: string | null;
}

export interface BookingMailRow {
  id: string;
  booking_id: string;
  template: string;
  starts_at: string;
  due_at: string;
}

/** The mailer's message (mailer.ts), kept structural so this file loads outside Deno too. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** What the sender needs of the store (booking-store.ts). */
export interface BookingMailStore {
  /** A booking_mail row (what an outbox `booking` row is about). */
  mailRow(id: string): Promise<BookingMailRow | null>;
  details(by: { id: string } | { leadId: string }): Promise<BookingDetails | null>;
  staffEmail(userId: string): Promise<string>;
  issueToken(bookingId: string, hash: string): Promise<boolean>;
}

/** The consultation booking page (it has a Spanish twin under /es). */
const CONSULTATION_PATH = '/schedule-demo';

export const bookingMailTemplates = [
  'booked',
  'office_booked',
  'reminder_24h',
  'reminder_2h',
  'rescheduled',
  'cancelled',
  'office_rescheduled',
  'office_cancelled',
] as const;
export type BookingMailTemplate = (typeof bookingMailTemplates)[number];

/** The page a mailed link opens: `${siteUrl}/booking?token=…` (it POSTs; a GET changes nothing). */
export function manageUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${BOOKING_MANAGE_PATH}?${BOOKING_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** Where the office opens a lead. */
export function adminLeadUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin/leads?lead=${encodeURIComponent(leadId)}`;
}

/** The facts of a booking its mails repeat. */
export interface BookingFacts {
  id: string;
  kind: BookingKind;
  status: BookingStatus;
  /** A held booking's end of hold (it is confirmed from the mail before then). */
  holdUntil?: string | null;
  start: string;
  end: string;
  /** The listing's address ('' for a call). */
  location: string;
  listingTitle: string;
  sequence: number;
  /** The visitor's phone (a call's "where"). */
  phone: string;
  /** The assigned staff member's address ('' when unknown). */
  staffEmail: string;
  /** The lead's assignee's address when an admin assigned it to someone else ('' otherwise). */
  leadAssigneeEmail?: string;
  /** The mail's reschedule/cancel page with a fresh token, or null. */
  manageUrl: string | null;
  /** The lead's language: the visitor's mails and invitation use it (English when omitted). */
  locale?: Locale;
  /** The listing of a showing (its page offers other times), or null. */
  listingId?: string | null;
}

export function factsOf(
  d: BookingDetails,
  staffEmail = '',
  manage: string | null = null,
): BookingFacts {
  return {
    id: d.id,
    kind: d.kind,
    status: d.status,
    holdUntil: d.hold_expires_at ?? null,
    start: d.starts_at,
    end: d.ends_at,
    location: d.location,
    listingTitle: d.listing_title,
    sequence: d.sequence,
    phone: d.phone,
    staffEmail,
    manageUrl: manage,
    locale: localeOr(d.locale),
    listingId: d.listing_id,
  };
}

const textOf = (b: Pick<BookingFacts, 'locale'>) => bookingMailText[b.locale ?? 'en'];

/** What it is, for the visitor: 'Showing: 3 bd house on Elm St' / 'Consultation call'. */
export function bookingWhat(
  b: Pick<BookingFacts, 'kind' | 'listingTitle' | 'locale'>,
  companyName: string,
) {
  const t = textOf(b);
  return b.kind === 'showing' ? t.showing(b.listingTitle) : t.consultation(companyName);
}

/** Where: the listing's address, or the call to the visitor's phone. */
export function bookingWhere(b: Pick<BookingFacts, 'kind' | 'location' | 'phone' | 'locale'>) {
  if (b.kind === 'showing') return b.location;
  const t = textOf(b);
  return b.phone ? t.callAt(b.phone) : t.call;
}

/** The visitor's rows: what, when, where (in the booking's language). */
export function bookingRows(b: BookingFacts, companyName: string): Row[] {
  const t = textOf(b);
  return [
    { label: t.what, value: bookingWhat(b, companyName) },
    { label: t.when, value: slotLabel(b.start, b.locale ?? 'en') },
    { label: t.where, value: bookingWhere(b) },
  ];
}

/** A held booking's one action: confirm it on the manage page (which also offers cancelling). */
export function confirmButton(
  url: string | null,
  locale: Locale = 'en',
): { label: string; url: string }[] {
  return url ? [{ label: bookingMailText[locale].confirm, url }] : [];
}

/**
 * The confirmation of a held booking (the lead pipeline's mail): what is held until when, and the
 * one button that confirms it.
 */
export function heldBooking(b: BookingFacts, companyName: string) {
  const locale = b.locale ?? 'en';
  const t = bookingMailText[locale].held;
  const when = slotLabel(b.start, locale);
  const until = slotTimeLabel(b.holdUntil ?? b.start, locale);
  return {
    subject: t.subject(bookingWhat(b, companyName), when),
    heading: t.heading,
    paragraphs: [t.paragraph(when, until)],
    buttons: confirmButton(b.manageUrl, locale),
  };
}

/** The manage page's two actions (the same page: it offers both). */
export function manageButtons(
  url: string | null,
  locale: Locale = 'en',
): { label: string; url: string }[] {
  const t = bookingMailText[locale];
  return url
    ? [
        { label: t.reschedule, url },
        { label: t.cancel, url },
      ]
    : [];
}

export interface InviteContext {
  siteUrl: string;
  companyName: string;
  /** The office's mailbox: the invitation's organizer. */
  officeEmail: string;
}

/** The visitor's invitation of a booking (REQUEST while booked, CANCEL once cancelled). */
export function bookingInvitation(b: BookingFacts, attendeeEmail: string, ctx: InviteContext) {
  const event: IcsEvent = {
    bookingId: b.id,
    sequence: b.sequence,
    start: b.start,
    end: b.end,
    summary: bookingWhat(b, ctx.companyName),
    description: [
      bookingWhere(b),
      ...(b.manageUrl ? [textOf(b).manageLine(b.manageUrl)] : []),
    ].join('\n'),
    location: b.kind === 'showing' ? b.location : '',
    cancelled: b.status === 'cancelled',
  };
  const ics = invitationIcs(
    event,
    {
      organizer: { name: ctx.companyName, email: ctx.officeEmail },
      attendee: { email: attendeeEmail },
    },
    ctx.siteUrl,
    b.locale ?? 'en',
  );
  return invitationAttachment(ics, b.status === 'cancelled');
}

// ---------------------------------------------------------------------------------------------
// The queue's mails
// ---------------------------------------------------------------------------------------------

interface Draft {
  subject: string;
  heading: string;
  paragraphs: string[];
  rows: Row[];
  buttons: { label: string; url: string }[];
}

function render(
  d: Draft,
  ctx: InviteContext,
  locale: Locale = 'en',
): Pick<MailMessage, 'subject' | 'html' | 'text'> {
  const buttons = d.buttons
    .map(
      (b) =>
        `<a href="${escapeHtml(b.url)}" style="display:inline-block;background:#17644b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;margin:0 8px 8px 0;">${escapeHtml(b.label)}</a>`,
    )
    .join('');
  const html = layout({
    heading: d.heading,
    preheader: d.paragraphs[0] ?? d.heading,
    companyName: ctx.companyName,
    siteUrl: ctx.siteUrl,
    locale,
    bodyHtml:
      d.paragraphs.map((p) => paragraph(escapeHtml(p))).join('') +
      rowsTable(d.rows) +
      '<div style="height:16px"></div>' +
      (buttons ? paragraph(buttons) : ''),
  });
  const text = [
    ...d.paragraphs,
    rowsText(d.rows),
    ...d.buttons.map((b) => `${b.label}: ${b.url}`),
    `--\n${footerLines(ctx.companyName, ctx.siteUrl, locale).join('\n')}`,
  ].join('\n\n');
  return { subject: d.subject, html, text };
}

/** The visitor's mail of a queue row (reminders, rescheduled, cancelled), with its invitation. */
export function visitorMail(
  template: Exclude<BookingMailTemplate, OfficeTemplate>,
  b: BookingFacts,
  to: string,
  ctx: InviteContext,
): MailMessage {
  const locale = b.locale ?? 'en';
  const t = bookingMailText[locale];
  const what = bookingWhat(b, ctx.companyName);
  const when = slotLabel(b.start, locale);
  // Where to book again: the listing's page for a showing, else the consultation page.
  const again = siteLink(
    ctx.siteUrl,
    locale,
    b.kind === 'showing' && b.listingId ? `/properties/${b.listingId}` : CONSULTATION_PATH,
  );
  const drafts: Record<typeof template, Omit<Draft, 'rows' | 'buttons'>> = {
    booked: {
      subject: t.booked.subject(what, when),
      heading: t.booked.heading,
      paragraphs: [t.booked.paragraph(when)],
    },
    reminder_24h: {
      subject: t.reminder24h.subject(what),
      heading: t.reminder24h.heading,
      paragraphs: [t.reminder24h.paragraph(when)],
    },
    reminder_2h: {
      subject: t.reminder2h.subject(what),
      heading: t.reminder2h.heading,
      paragraphs: [t.reminder2h.paragraph(when)],
    },
    rescheduled: {
      subject: t.rescheduled.subject(what, when),
      heading: t.rescheduled.heading,
      paragraphs: [t.rescheduled.paragraph(when)],
    },
    cancelled: {
      subject: t.cancelled.subject(what),
      heading: t.cancelled.heading,
      paragraphs: [t.cancelled.paragraph(when, again)],
    },
  };
  const draft = drafts[template];
  const cancelled = template === 'cancelled';
  const invite = template === 'booked' || template === 'rescheduled' || cancelled;
  return {
    to,
    replyTo: ctx.officeEmail,
    ...render(
      {
        ...draft,
        rows: bookingRows(b, ctx.companyName),
        buttons: cancelled ? [] : manageButtons(b.manageUrl, locale),
      },
      ctx,
      locale,
    ),
    ...(invite ? { attachments: [bookingInvitation(b, to, ctx)] } : {}),
  };
}

/** The office's rows of a booking: who, what, when, where, with whom, and the lead. */
export function officeBookingRows(
  b: BookingFacts,
  lead: { id: string; full_name: string; email: string; phone: string },
  ctx: { siteUrl: string },
): Row[] {
  return [
    { label: 'Name', value: lead.full_name },
    { label: 'Email', value: lead.email },
    ...(lead.phone ? [{ label: 'Phone', value: lead.phone }] : []),
    {
      label: 'What',
      value: b.kind === 'showing' ? `Showing: ${b.listingTitle}` : 'Consultation call',
    },
    { label: 'When', value: slotLabel(b.start) },
    { label: 'Where', value: b.kind === 'showing' ? b.location : `Call ${lead.phone}` },
    { label: 'Assigned to', value: b.staffEmail || 'Unknown' },
    ...(b.leadAssigneeEmail ? [{ label: 'Lead assigned to', value: b.leadAssigneeEmail }] : []),
    { label: 'Lead', value: adminLeadUrl(ctx.siteUrl, lead.id) },
  ];
}

export type OfficeTemplate = 'office_booked' | 'office_rescheduled' | 'office_cancelled';
const officeWords: Record<
  OfficeTemplate,
  { verb: string; paragraph: string | ((kind: BookingKind) => string) }
> = {
  office_booked: {
    verb: 'booked',
    // The time is booked: the office is told what to do, never to call to confirm a time.
    paragraph: (kind) =>
      kind === 'showing'
        ? 'The visitor confirmed this showing from the mailed link: the time below is booked, nothing is left to confirm. Meet them at the address then. To move or cancel it, use the office calendar (the visitor is emailed the change).'
        : 'The visitor confirmed this call from the mailed link: the time below is booked, nothing is left to confirm. Call them then. To move or cancel it, use the office calendar (the visitor is emailed the change).',
  },
  office_rescheduled: {
    verb: 'moved',
    // Moves within a few minutes of each other come as one notice (booking_mail's merge).
    paragraph: 'The booking was moved to a new time (the row below); the old slot is free again.',
  },
  office_cancelled: {
    verb: 'cancelled',
    paragraph: 'The booking was cancelled; its slot is free again and the lead is back to new.',
  },
};

/** The office's notice of a confirmed booking or a visitor's change. */
export function officeChangeMail(
  template: OfficeTemplate,
  b: BookingFacts,
  lead: { id: string; full_name: string; email: string; phone: string },
  ctx: InviteContext,
): MailMessage {
  const kind = b.kind === 'showing' ? 'Showing' : 'Consultation';
  const words = officeWords[template];
  return {
    to: ctx.officeEmail,
    replyTo: lead.email,
    ...render(
      {
        subject: `${kind} ${words.verb}: ${lead.full_name}, ${slotLabel(b.start)}`,
        heading: `${kind} ${words.verb}`,
        paragraphs: [
          typeof words.paragraph === 'string' ? words.paragraph : words.paragraph(b.kind),
        ],
        // The visitor's mails go in this language: the office answers in it too.
        rows: [
          ...officeBookingRows(b, lead, ctx),
          { label: 'Language', value: localeNamesInEnglish[b.locale ?? 'en'] },
        ],
        buttons: [],
      },
      ctx,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// What the sender (booking/mail-sender.ts) shares with the lead pipeline
// ---------------------------------------------------------------------------------------------

/**
 * The facts the office's mails repeat: the booking's staff member and, when an admin assigned the
 * lead to someone else, that person too (the lead follows its booking's staff member otherwise).
 */
export async function officeFacts(
  store: Pick<BookingMailStore, 'staffEmail'>,
  d: BookingDetails,
): Promise<BookingFacts> {
  const other = d.assignee_id && d.assignee_id !== d.staff_id ? d.assignee_id : null;
  return {
    ...factsOf(d, await store.staffEmail(d.staff_id)),
    leadAssigneeEmail: other ? await store.staffEmail(other) : '',
  };
}

/** A fresh manage link for a booked booking (null when it can no longer change). */
export async function mintManageUrl(
  store: Pick<BookingMailStore, 'issueToken'>,
  siteUrl: string,
  bookingId: string,
): Promise<string | null> {
  const token = newAlertToken();
  const issued = await store.issueToken(bookingId, await hashAlertToken(token));
  return issued ? manageUrl(siteUrl, token) : null;
}
