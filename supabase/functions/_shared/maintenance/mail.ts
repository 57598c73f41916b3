/**
 * Maintenance mail: every row of the `maintenance_mail` queue (written by the database when an
 * event happens) is rendered here from the stored rows at send time (the request, its home and
 * unit, the event, the vendor, the person) and sent through the one mailer. Subjects hold only
 * what the office wrote or chose (labels, addresses), never the tenant's words; every value in
 * the HTML is escaped. Links to act (the owner's approval, the vendor's work order) are minted
 * per mail at send time and stored hashed; mail that no longer applies is recorded `skipped`.
 */
import { formatInstant } from '../contract/date-format.ts';
import { formatCents } from '../contract/money-format.ts';
import { company } from '../contract/company.ts';
import {
  APPROVAL_LINK_PATH,
  availabilityText,
  availableDayOptions,
  EMERGENCY_DEDUPE_MINUTES,
  emergencyLabels,
  linkPageUrl,
  MESSAGE_MAIL_WINDOW_MINUTES,
  MAINTENANCE_FUNCTION,
  entryNoticeFacts,
  visitFacts,
  type VisitFacts,
  VENDOR_LINK_PATH,
  VENDOR_LINK_TTL_DAYS,
} from '../contract/maintenance.ts';
import { maintenanceMailWords } from './mail-words.ts';
import { localeNamesInEnglish, localeOr, type Locale } from '../contract/locale.ts';
import { hashAlertToken, newAlertToken } from '../contract/alert-tokens.ts';
import { type MailDraft, type RenderedMail, renderDraft, type Row } from '../platform/mail-html.ts';
import {
  type OutboxSenderDeps,
  type Rendered as OutboxMail,
  type Renderer,
  sendDueMail,
} from '../platform/outbox.ts';
import type { EventRow, MailRow, MaintenanceStore, PersonRow, RequestContext } from './store.ts';

export const maintenanceMailTemplates = [
  'office_new',
  'on_call',
  'office_message',
  'office_approval',
  'office_vendor',
  'tenant_received',
  'tenant_status',
  'tenant_message',
  'tenant_visit',
  'tenant_entry_notice',
  'owner_approval',
  'owner_emergency',
  'owner_completed',
  'vendor_work_order',
] as const;
export type MaintenanceMailTemplate = (typeof maintenanceMailTemplates)[number];

/** Where the office opens a request (the admin's maintenance screen). */
export const officeRequestPath = (id: string) => `/admin/maintenance/${id}`;
/** Where tenants and owners follow their requests. */
export const PORTAL_PATH = '/portal';

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------
const labelOf = (labels: Record<string, string>, key: string | null | undefined) =>
  key ? (labels[key] ?? key.replace(/_/g, ' ')) : '';

/** A visit window: "Tuesday, December 1, 2026, 9:00 AM to 11:00 AM (Pacific time)". */
export function visitWindow(start: string, end: string, locale: Locale = 'en'): string {
  return maintenanceMailWords[locale].visitWindow({ startsAt: start, endsAt: end });
}

/** The visit a mail is about: the event's stored facts, else the request's current window. */
function visitOf(input: MailInput): VisitFacts | null {
  const r = input.ctx.request;
  const e = input.event;
  return (
    (e.kind === 'scheduled' || e.kind === 'entry_notice' ? visitFacts(e.details) : null) ??
    (r.visit_starts_at && r.visit_ends_at
      ? { startsAt: r.visit_starts_at, endsAt: r.visit_ends_at }
      : null)
  );
}

/** The amount an event records (an estimate, a cost, an approval asked), if it records one. */
function eventCents(event: EventRow): number | null {
  return 'cents' in event.details ? event.details.cents : null;
}

/** The notice of entry as written in the language, from its stored facts (an older one: as is). */
export function entryNoticeBlock(event: EventRow, locale: Locale): string {
  const facts = event.kind === 'entry_notice' ? entryNoticeFacts(event.details) : null;
  return facts ? maintenanceMailWords[locale].entryNotice(facts) : (event.body ?? '');
}

type MailWords = (typeof maintenanceMailWords)[Locale];

/** "1520 N Garey Ave, Unit A": the home and unit, as the office entered them. */
function shortAddress(ctx: RequestContext): string {
  return `${ctx.home.street}${ctx.unitLabel ? `, ${ctx.unitLabel}` : ''}`;
}

function fullAddress(ctx: RequestContext): string {
  const h = ctx.home;
  return `${shortAddress(ctx)}, ${h.city}, ${h.state} ${h.zip_code}`;
}

/** A US number as a dialable link: "(909) 555-0183" -> tel:+19095550183. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^+\d]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}

/** The tenant's stated availability for the office and the vendor: "weekdays, after 3:00 PM". */
function availableText(r: RequestContext['request']): string {
  const days = availableDayOptions.find((d) => d === r.available_days) ?? 'any';
  return availabilityText({ days, from: r.available_from, to: r.available_to }) ?? 'Any time given';
}

const entryForOthers: Record<string, string> = {
  yes: 'Yes, after the written notice: enter even if the tenant is not home',
  call_first: 'Call the tenant first',
};

function personLine(p: PersonRow | null): string {
  if (!p) return 'Not on file';
  return [p.full_name, p.phone, p.email].filter(Boolean).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------
export interface MailInput {
  template: MaintenanceMailTemplate;
  ctx: RequestContext;
  event: EventRow;
  /** The person the mail goes to (tenant or owner), for the greeting. */
  recipient: PersonRow | null;
  /** Who wrote a message event (a tenant), when known. */
  actor: PersonRow | null;
  /** The link minted for this mail (owner_approval, vendor_work_order). */
  linkUrl?: string;
  /** A message mail's messages: every one of its side since its event (the window's). */
  messages?: EventRow[];
}

/** The window's messages as one block, each with its time when there are several. */
function thread(input: MailInput, locale: Locale = 'en'): string {
  const messages = input.messages?.length ? input.messages : [input.event];
  if (messages.length === 1) return messages[0]!.body ?? '';
  return messages
    .map((m) => `${formatInstant(m.created_at, locale, 'weekdayDateTime')}\n${m.body ?? ''}`)
    .join('\n\n');
}

/**
 * The language a mail is written in: a tenant's or an owner's (`tenant_*`, `owner_*`) in their
 * people.locale; the office's and the vendor's in English.
 */
function mailLocale(input: Pick<MailInput, 'template' | 'recipient'>): Locale {
  return /^(tenant|owner)_/.test(input.template) ? localeOr(input.recipient?.locale) : 'en';
}

export type Rendered = RenderedMail;

/** The rows a mail about a request starts with (the office's, and an owner's in their language). */
function requestRows(ctx: RequestContext, w: MailWords = maintenanceMailWords.en): Row[] {
  const r = ctx.request;
  return [
    { label: w.rows.problem, value: labelOf(w.categories, r.category) },
    ...(r.emergency
      ? [{ label: w.rows.emergency, value: labelOf(w.emergencies, r.emergency) }]
      : []),
    { label: w.rows.address, value: fullAddress(ctx) },
    { label: w.rows.whereInHome, value: r.location },
    { label: w.rows.whatHappened, value: r.description },
  ];
}

/**
 * Every mail, written once: a tenant's or an owner's in their language (the words from
 * maintenance/mail-words.ts), the office's and the vendor's in English.
 */
function draft(input: MailInput, site: { siteUrl: string }, locale: Locale): MailDraft {
  const w = maintenanceMailWords[locale];
  const { ctx, event } = input;
  const r = ctx.request;
  const site0 = site.siteUrl.replace(/\/+$/, '');
  const officeButton = { url: `${site0}${officeRequestPath(r.id)}`, label: 'Open the request' };
  // The request's own page in the portal (src/config/paths.ts portalMaintenanceRequest).
  const portalButton = {
    url: `${site0}${PORTAL_PATH}/maintenance/${r.id}`,
    label: w.seeRequest,
  };
  const category = labelOf(w.categories, r.category);
  const repair = w.repairs[r.category as keyof typeof w.repairs] ?? w.aRepair;
  const where = shortAddress(ctx);
  const facts = { category, repair, where };
  const hello = w.hello(input.recipient?.full_name ?? null);
  const visit = visitOf(input);
  // The tenant's language, which the office's mails about their request say.
  const language = {
    label: 'Tenant’s language',
    value: localeNamesInEnglish[localeOr(ctx.filer?.locale)],
  };
  const photos = ctx.photos.length;
  const photoText = w.photos;
  const vendorPhotos = ctx.photos.filter((p) => p.added_by_kind === 'vendor').length;
  const estimate = r.estimate_cents ?? eventCents(event) ?? 0;
  const limit = ctx.limitCents ?? 0;
  // What the owner is asked to approve: the estimate, or a final cost above what they allowed.
  const asked = r.approval_cents ?? estimate;
  const finalCost = r.cost_state === 'awaiting_owner';
  const messageCount = input.messages?.length ?? 1;
  switch (input.template) {
    case 'office_new':
      return {
        subject: `${r.urgent ? 'URGENT maintenance request' : 'New maintenance request'}: ${category} at ${where}`,
        heading: r.urgent ? 'An urgent maintenance request' : 'A new maintenance request',
        preheader: `${category} at ${where}, filed ${formatInstant(r.created_at, 'en', 'weekdayDateTime')}`,
        paragraphs: [
          `A tenant filed a request on ${formatInstant(r.created_at, 'en', 'weekdayDateTime')}. Acknowledge it within ${r.urgent ? 'one hour' : 'one business day'}.`,
        ],
        rows: [
          ...requestRows(ctx),
          { label: 'Permission to enter', value: labelOf(entryForOthers, r.entry_permission) },
          { label: 'Pets', value: r.pets || 'None given' },
          { label: 'Available', value: availableText(r) },
          { label: 'Good times', value: r.good_times || 'None given' },
          { label: 'Tenant', value: personLine(ctx.filer) },
          language,
          {
            label: 'Contact shared with the vendor',
            value: r.share_contact ? 'Yes' : 'No: arrange through the office',
          },
          { label: 'Photos', value: photos ? photoText(photos) : 'None yet' },
        ],
        buttons: [officeButton],
      };

    case 'on_call': {
      const phone = ctx.filer?.phone;
      return {
        subject: `EMERGENCY: ${r.emergency ? labelOf(emergencyLabels, r.emergency) : category} at ${where}, ${ctx.home.city}`,
        heading: 'Emergency: call the tenant now',
        preheader: `${labelOf(emergencyLabels, r.emergency) || category} at ${where}`,
        paragraphs: [
          `A tenant reported an emergency on ${formatInstant(r.created_at, 'en', 'weekdayDateTime')}. Call them now${phone ? ` at ${phone}` : ''} and send help.`,
        ],
        rows: [
          ...requestRows(ctx),
          { label: 'Tenant', value: personLine(ctx.filer) },
          language,
          { label: 'Permission to enter', value: labelOf(entryForOthers, r.entry_permission) },
          { label: 'Pets', value: r.pets || 'None given' },
        ],
        buttons: [
          ...(phone ? [{ url: telHref(phone), label: `Call ${phone}` }] : []),
          officeButton,
        ],
        after: [
          `The same emergency reported again from this home within ${EMERGENCY_DEDUPE_MINUTES} minutes is noted on its request for the office, not paged again.`,
        ],
      };
    }

    case 'office_message':
      return {
        subject: `Tenant message: ${category} at ${where}`,
        heading: 'A tenant wrote about a request',
        preheader: `${category} at ${where}`,
        paragraphs: [
          `${input.actor?.full_name ?? 'The tenant'} wrote${messageCount > 1 ? ` ${messageCount} messages` : ''}:`,
        ],
        block: thread(input),
        rows: [...requestRows(ctx).slice(0, 3), language],
        buttons: [officeButton],
        after: [
          'Answer in the request’s thread: the tenant reads it in the portal.',
          `Messages a tenant sends within ${MESSAGE_MAIL_WINDOW_MINUTES} minutes of the first come in one mail.`,
        ],
      };

    case 'office_approval': {
      const decision =
        event.kind === 'approval' && event.details.decision === 'approved'
          ? 'approved'
          : 'declined';
      const note = r.owner_approval_note;
      return {
        subject: `Owner ${decision}: ${category} at ${where}`,
        heading:
          decision === 'approved' ? 'The owner approved a repair' : 'The owner declined a repair',
        preheader: `${category} at ${where}`,
        paragraphs: [
          decision === 'approved'
            ? 'The owner approved the estimate: the repair can be scheduled.'
            : 'The owner declined the estimate: talk to them before anything is scheduled.',
        ],
        rows: [
          ...requestRows(ctx).slice(0, 3),
          ...(r.estimate_cents !== null
            ? [{ label: 'Estimate', value: formatCents(r.estimate_cents) }]
            : []),
          { label: 'Owner’s note', value: note || 'None' },
        ],
        buttons: [officeButton],
      };
    }

    case 'office_vendor': {
      const completed = event.kind === 'vendor_completed';
      const vendor = ctx.vendor?.name ?? 'The vendor';
      return {
        subject: `${completed ? 'Vendor completed the job' : 'Vendor confirmed the visit'}: ${category} at ${where}`,
        heading: completed ? 'A vendor marked a job done' : 'A vendor confirmed a visit',
        preheader: `${vendor}, ${category} at ${where}`,
        paragraphs: [
          completed
            ? `${vendor} marked the job done. Check it with the tenant, then close the request.`
            : `${vendor} confirmed the visit${r.visit_starts_at && r.visit_ends_at ? ` on ${visitWindow(r.visit_starts_at, r.visit_ends_at)}` : ''}.`,
        ],
        rows: [
          ...requestRows(ctx).slice(0, 3),
          ...(completed
            ? [
                {
                  label: 'Cost',
                  value:
                    r.actual_cost_cents !== null ? formatCents(r.actual_cost_cents) : 'Not given',
                },
                { label: 'Vendor’s note', value: event.body || 'None' },
                {
                  label: 'Vendor’s photos',
                  value: vendorPhotos ? photoText(vendorPhotos) : 'None',
                },
              ]
            : []),
        ],
        buttons: [officeButton],
      };
    }

    case 'tenant_received':
      return {
        subject: w.tenantReceived.subject(facts),
        heading: w.tenantReceived.heading,
        preheader: w.tenantReceived.preheader(facts),
        paragraphs: [hello, r.urgent ? w.tenantReceived.urgent : w.tenantReceived.notUrgent],
        rows: [
          { label: w.rows.problem, value: category },
          { label: w.rows.home, value: fullAddress(ctx) },
          { label: w.rows.whereInHome, value: r.location },
          { label: w.rows.whatHappened, value: r.description },
          { label: w.rows.filed, value: formatInstant(r.created_at, locale, 'weekdayDateTime') },
        ],
        buttons: [portalButton],
        after: [w.tenantReceived.after],
      };

    case 'tenant_status': {
      const to = event.to_status ?? r.status;
      const status = labelOf(w.statuses, to);
      return {
        subject: w.tenantStatus.subject(status),
        heading: w.tenantStatus.heading(status),
        preheader: w.tenantStatus.preheader(facts),
        paragraphs: [hello, w.tenantStatus.explain[to] ?? w.tenantStatus.changed],
        rows: [
          { label: w.rows.problem, value: category },
          // A tenant with two requests open tells them apart by where they are.
          { label: w.rows.whereInHome, value: r.location },
          { label: w.rows.status, value: status },
          ...(to === 'declined' && event.body ? [{ label: w.rows.reason, value: event.body }] : []),
        ],
        buttons: [portalButton],
      };
    }

    case 'tenant_message':
      return {
        subject: w.tenantMessage.subject(facts),
        heading: w.tenantMessage.heading,
        preheader: w.tenantMessage.preheader(facts),
        paragraphs: [hello, w.tenantMessage.intro],
        block: thread(input, locale),
        buttons: [portalButton],
        after: [w.tenantMessage.after],
      };

    case 'tenant_visit':
      return {
        subject: w.tenantVisit.subject(facts),
        heading: w.tenantVisit.heading,
        preheader: visit ? w.visitWindow(visit) : '',
        paragraphs: [
          hello,
          r.urgent
            ? w.tenantVisit.urgent
            : r.entry_permission === 'yes'
              ? w.tenantVisit.mayEnter
              : w.tenantVisit.callFirst,
        ],
        rows: [
          { label: w.rows.when, value: visit ? w.visitWindow(visit) : w.tenantVisit.toBeArranged },
          { label: w.rows.who, value: ctx.vendor?.name ?? w.tenantVisit.ourVendor },
          { label: w.rows.problem, value: category },
          { label: w.rows.home, value: fullAddress(ctx) },
        ],
        buttons: [portalButton],
        after: [w.tenantVisit.after],
      };

    case 'tenant_entry_notice':
      return {
        subject: w.tenantEntryNotice.subject(facts),
        heading: w.tenantEntryNotice.heading,
        preheader: w.tenantEntryNotice.preheader,
        paragraphs: [hello, w.tenantEntryNotice.intro],
        block: entryNoticeBlock(event, locale),
        buttons: [portalButton],
        after: [w.tenantEntryNotice.after],
      };

    case 'owner_approval': {
      const amounts = {
        asked: formatCents(asked, locale),
        limit: formatCents(limit, locale),
        finalCost,
      };
      return {
        subject: w.ownerApproval.subject(facts, amounts),
        heading: w.ownerApproval.heading(amounts),
        preheader: w.ownerApproval.preheader(amounts),
        paragraphs: [hello, w.ownerApproval.explain(amounts)],
        rows: [
          ...requestRows(ctx, w),
          { label: finalCost ? w.rows.finalCost : w.rows.estimate, value: amounts.asked },
          { label: w.rows.approvalLimit, value: amounts.limit },
          {
            label: w.rows.photos,
            value: photos ? w.ownerApproval.photos(w.photos(photos)) : w.none,
          },
        ],
        buttons: input.linkUrl ? [{ url: input.linkUrl, label: w.ownerApproval.button }] : [],
        after: [w.ownerApproval.after, w.ownerApprovalRule],
      };
    }

    case 'owner_emergency':
      return {
        subject: w.ownerEmergency.subject(facts),
        heading: w.ownerEmergency.heading,
        preheader: w.ownerEmergency.preheader(facts),
        paragraphs: [
          hello,
          w.ownerEmergency.explain(
            r.emergency ? labelOf(w.emergencies, r.emergency).toLowerCase() : '',
            formatCents(estimate, locale),
            formatCents(limit, locale),
          ),
          w.ownerApprovalRule,
        ],
        rows: [
          ...requestRows(ctx, w),
          { label: w.rows.estimate, value: formatCents(estimate, locale) },
          { label: w.rows.approvalLimit, value: formatCents(limit, locale) },
        ],
        buttons: [portalButton],
        after: [w.ownerEmergency.after],
      };

    case 'owner_completed':
      return {
        subject: w.ownerCompleted.subject(facts),
        heading: w.ownerCompleted.heading,
        preheader: w.ownerCompleted.preheader(facts),
        paragraphs: [hello, w.ownerCompleted.done],
        rows: [
          { label: w.rows.problem, value: category },
          { label: w.rows.home, value: fullAddress(ctx) },
          ...(r.completed_at
            ? [
                {
                  label: w.rows.completed,
                  value: formatInstant(r.completed_at, locale, 'weekdayDateTime'),
                },
              ]
            : []),
          {
            label: w.rows.cost,
            value:
              r.actual_cost_cents !== null
                ? formatCents(r.actual_cost_cents, locale)
                : w.ownerCompleted.notRecorded,
          },
          ...(r.completion_note ? [{ label: w.rows.vendorNote, value: r.completion_note }] : []),
          {
            label: w.rows.photos,
            value: photos ? w.ownerCompleted.photos(w.photos(photos)) : w.none,
          },
        ],
        buttons: [portalButton],
      };
    case 'vendor_work_order': {
      const tenant = r.share_contact ? ctx.filer : null;
      return {
        subject: `${r.urgent ? 'URGENT work order' : 'Work order'}: ${category} at ${where}, ${ctx.home.city}`,
        heading: r.urgent ? 'An urgent work order' : 'A work order',
        preheader: `${category} at ${where}, ${ctx.home.city}`,
        paragraphs: [
          ctx.vendor ? `Hello ${ctx.vendor.name},` : 'Hello,',
          `${company.name} asks you to do this repair. Please confirm the visit from the work order page, and mark the job done there with a note, the cost and photos.`,
        ],
        rows: [
          { label: 'Address', value: fullAddress(ctx) },
          {
            label: 'Visit',
            value:
              r.visit_starts_at && r.visit_ends_at
                ? visitWindow(r.visit_starts_at, r.visit_ends_at)
                : 'To be arranged',
          },
          { label: 'Problem', value: category },
          ...(r.emergency
            ? [{ label: 'Emergency', value: labelOf(emergencyLabels, r.emergency) }]
            : []),
          { label: 'Where in the home', value: r.location },
          { label: 'What happened', value: r.description },
          { label: 'Access instructions', value: r.access_notes || 'None' },
          { label: 'Permission to enter', value: labelOf(entryForOthers, r.entry_permission) },
          { label: 'Pets', value: r.pets || 'None given' },
          { label: 'Available', value: availableText(r) },
          { label: 'Good times', value: r.good_times || 'None given' },
          {
            label: 'Tenant',
            value: tenant
              ? personLine(tenant)
              : `Through the office: ${company.phone} (the tenant did not share their contact)`,
          },
          {
            label: 'Photos',
            value: photos ? `${photoText(photos)} on the work order page` : 'None',
          },
        ],
        buttons: input.linkUrl ? [{ url: input.linkUrl, label: 'Open the work order' }] : [],
        after: [
          `The link works for ${VENDOR_LINK_TTL_DAYS} days, until the job is done; a newer work order for this request replaces it. Questions: ${company.phone}.`,
        ],
      };
    }
  }
}

export function renderMaintenanceMail(
  input: MailInput,
  site: { siteUrl: string; companyName: string },
): Rendered {
  const locale = mailLocale(input);
  return renderDraft(draft(input, site, locale), site, locale);
}

// ---------------------------------------------------------------------------------------------
// The sender
// ---------------------------------------------------------------------------------------------
export interface SenderDeps extends OutboxSenderDeps {
  store: MaintenanceStore;
  siteUrl: string;
  companyName: string;
  /** NOTIFY_EMAIL: the office's mails, and the reply-to of everyone else's. */
  officeEmail: string;
  /** ON_CALL_EMAIL, else NOTIFY_EMAIL. */
  onCallEmail: string;
}

const isTemplate = (t: string): t is MaintenanceMailTemplate =>
  (maintenanceMailTemplates as readonly string[]).includes(t);

/** The event kind whose newest one a visit mail must be (an older visit's mail is stale). */
const visitMailKinds: Partial<Record<string, string>> = {
  vendor_work_order: 'scheduled',
  tenant_visit: 'scheduled',
  tenant_entry_notice: 'entry_notice',
};

/**
 * Why a claimed mail should not go out any more, or null: an approval already answered; a visit
 * (work order, the tenant's visit mail or entry notice) called off, done, or moved again since,
 * whose newer mail is owed anyway; a work order whose vendor was replaced.
 */
async function staleReason(
  row: MailRow,
  ctx: RequestContext,
  event: EventRow,
  store: MaintenanceStore,
): Promise<string | null> {
  const r = ctx.request;
  if (row.template === 'owner_approval' && r.owner_approval !== 'pending') {
    return 'the approval is no longer pending';
  }
  if (
    row.template === 'owner_approval' &&
    event.kind === 'approval_requested' &&
    event.details.cents !== null &&
    event.details.cents !== r.approval_cents
  ) {
    return 'the owner is now asked for another amount';
  }
  const kind = visitMailKinds[row.template];
  if (!kind) return null;
  if (row.template === 'vendor_work_order' && r.vendor_id !== row.vendor_id) {
    return 'another vendor has the job';
  }
  if (r.status !== 'scheduled' && r.status !== 'in_progress') {
    return `the visit no longer applies (the request is ${r.status.replace(/_/g, ' ')})`;
  }
  if ((await store.latestEventId(r.id, kind)) !== row.event_id) {
    return 'a newer visit replaces it';
  }
  return null;
}

/** Renders one maintenance mail, or why it is no longer owed. */
async function render(row: MailRow, deps: SenderDeps): Promise<OutboxMail> {
  const { store } = deps;
  if (!isTemplate(row.template)) return { skip: 'unknown template' };
  const [ctx, event] = await Promise.all([
    store.requestContext(row.request_id),
    store.event(row.event_id),
  ]);
  if (!ctx || !event) return { skip: 'the request or event is gone' };
  const stale = await staleReason(row, ctx, event, store);
  if (stale) return { skip: stale };
  const [recipient, actor, messages] = await Promise.all([
    row.person_id ? store.person(row.person_id) : Promise.resolve(null),
    event.kind === 'message' && event.actor_user_id
      ? store.personOfUser(event.actor_user_id)
      : Promise.resolve(null),
    // A message mail stands for every message of its side since its event (merged in the queue).
    event.kind === 'message'
      ? store.messagesSince(row.request_id, event.created_at, event.actor_kind)
      : Promise.resolve(undefined),
  ]);
  let linkUrl: string | undefined;
  if (row.template === 'owner_approval' || row.template === 'vendor_work_order') {
    // A fresh link per mail: its hash is stored before the mail goes, the token only mailed.
    const token = newAlertToken();
    const vendor = row.template === 'vendor_work_order';
    await store.issueLink(
      row.request_id,
      vendor ? 'vendor' : 'owner_approval',
      await hashAlertToken(token),
      {
        vendorId: vendor ? row.vendor_id : null,
        personId: vendor ? null : row.person_id,
      },
      // The approval link acts only for the amount this mail shows.
      vendor ? null : ctx.request.approval_cents,
    );
    // The owner's page opens in the language of their mail (the vendor's is English).
    linkUrl = vendor
      ? linkPageUrl(deps.siteUrl, VENDOR_LINK_PATH, token)
      : linkPageUrl(deps.siteUrl, APPROVAL_LINK_PATH, token, localeOr(recipient?.locale));
  }
  const to =
    row.recipient === 'office'
      ? deps.officeEmail
      : row.recipient === 'on_call'
        ? deps.onCallEmail
        : (row.to_email ?? '');
  const mail = renderMaintenanceMail(
    { template: row.template, ctx, event, recipient, actor, linkUrl, messages },
    deps,
  );
  const office = row.recipient === 'office' || row.recipient === 'on_call';
  return { message: { to, ...(office ? {} : { replyTo: deps.officeEmail }), ...mail } };
}

/** Maintenance's renderer of the outbox's `maintenance` rows (ref: the maintenance_mail row). */
function maintenanceRenderer(deps: SenderDeps): Renderer {
  return async (outboxRow) => {
    const row = await deps.store.mailRow(outboxRow.ref);
    return row ? render(row, deps) : { skip: 'the mail row is gone' };
  };
}

/**
 * Sends the maintenance mail that is due (batches of `limit`, urgent requests first: the outbox's
 * priority), by the outbox's one sender and backoff. With configuration missing nothing is
 * claimed, so no try is spent.
 */
export async function sendDueMaintenanceMail(deps: SenderDeps, limit = 20): Promise<number> {
  // A full batch may leave more due (a busy hour, a mail server back up): drain the backlog in
  // batches, bounded per call, so the newest mail doesn't wait for the next request or minute.
  const tally = await sendDueMail(
    deps,
    { maintenance: maintenanceRenderer(deps) },
    { fn: MAINTENANCE_FUNCTION, limit, batches: 10 },
  );
  return tally.sent;
}
