/**
 * Maintenance mail: every row of the `maintenance_mail` queue (written by the database when an
 * event happens) is rendered here from the stored rows at send time (the request, its home and
 * unit, the event, the vendor, the person) and sent through the one mailer. Subjects hold only
 * what the office wrote or chose (labels, addresses), never the tenant's words; every value in
 * the HTML is escaped. Links to act (the owner's approval, the vendor's work order) are minted
 * per mail at send time and stored hashed; mail that no longer applies is recorded `skipped`.
 */
import { formatInstant } from './contract/date-format.ts';
import { formatCents } from './contract/money-format.ts';
import { company } from './contract/company.ts';
import { maintenanceLine } from './contract/company-portal.ts';
import {
  APPROVAL_LINK_PATH,
  APPROVAL_LINK_TTL_DAYS,
  availabilityText,
  availableDayOptions,
  EMERGENCY_DEDUPE_MINUTES,
  emergencyLabels,
  linkPageUrl,
  MESSAGE_MAIL_WINDOW_MINUTES,
  MAINTENANCE_FUNCTION,
  maintenanceCategoryLabels,
  maintenanceStatusLabels,
  ownerApprovalRule,
  entryNoticeFacts,
  entryNoticeText,
  repairPhrases,
  visitFacts,
  visitWindowText,
  type VisitFacts,
  VENDOR_LINK_PATH,
  VENDOR_LINK_TTL_DAYS,
} from './contract/maintenance.ts';
import {
  emergencyLabelsEs,
  maintenanceCategoryLabelsEs,
  maintenanceStatusLabelsEs,
  ownerApprovalRuleEs,
  entryNoticeTextEs,
  repairPhrasesEs,
  visitWindowTextEs,
} from './contract/es/maintenance.ts';
import { localeNamesInEnglish, localeOr, type Locale } from './contract/locale.ts';
import { hashAlertToken, newAlertToken } from './contract/alert-tokens.ts';
import {
  escapeHtml,
  escapeMultiline,
  footerLines,
  layout,
  paragraph,
  rowsTable,
  rowsText,
  type Row,
} from './email-templates/html.ts';
import type { MailMessage } from './mailer.ts';
import type {
  EventRow,
  MailRow,
  MaintenanceStore,
  PersonRow,
  RequestContext,
} from './maintenance-store.ts';

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
  const visit = { startsAt: start, endsAt: end };
  return locale === 'es'
    ? `${visitWindowTextEs(visit)} (hora del Pacífico)`
    : `${visitWindowText(visit)} (Pacific time)`;
}

/** The visit a mail is about: the event's stored facts, else the request's current window. */
function visitOf(input: MailInput): VisitFacts | null {
  const r = input.ctx.request;
  return (
    visitFacts(input.event.body) ??
    (r.visit_starts_at && r.visit_ends_at
      ? { startsAt: r.visit_starts_at, endsAt: r.visit_ends_at }
      : null)
  );
}

/** The notice of entry as written in the language, from its stored facts (an older one: as is). */
export function entryNoticeBlock(body: string | null, locale: Locale): string {
  const facts = entryNoticeFacts(body);
  if (!facts) return body ?? '';
  return locale === 'es' ? entryNoticeTextEs(facts) : entryNoticeText(facts);
}

/** "reparación" -> "Reparación": a phrase that starts a line. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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

/** The mails a tenant or an owner receives: in their people.locale. Office and vendor: English. */
const personTemplates: readonly MaintenanceMailTemplate[] = [
  'tenant_received',
  'tenant_status',
  'tenant_message',
  'tenant_visit',
  'tenant_entry_notice',
  'owner_approval',
  'owner_emergency',
  'owner_completed',
];

/** The language a mail is written in. */
function mailLocale(input: Pick<MailInput, 'template' | 'recipient'>): Locale {
  return personTemplates.includes(input.template) ? localeOr(input.recipient?.locale) : 'en';
}

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

interface Button {
  url: string;
  label: string;
}

interface Draft {
  subject: string;
  heading: string;
  /** Shown by mail clients beside the subject: never the tenant's words either. */
  preheader: string;
  paragraphs: string[];
  rows?: Row[];
  /** A notice printed as written (the entry notice), line breaks kept. */
  block?: string;
  buttons?: Button[];
  after?: string[];
}

function buttonHtml(b: Button): string {
  return `<a href="${escapeHtml(b.url)}" style="display:inline-block;background:#17644b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;margin:0 8px 8px 0;">${escapeHtml(b.label)}</a>`;
}

function assemble(
  d: Draft,
  site: { siteUrl: string; companyName: string },
  locale: Locale = 'en',
): Rendered {
  const parts: string[] = d.paragraphs.map((p) => paragraph(escapeMultiline(p)));
  if (d.block) {
    parts.push(
      `<div style="border:1px solid #d1d5db;border-radius:6px;padding:16px;margin:0 0 16px;font-size:15px;line-height:1.6;">${escapeMultiline(d.block)}</div>`,
    );
  }
  if (d.rows?.length) parts.push(rowsTable(d.rows), '<div style="height:16px"></div>');
  if (d.buttons?.length) parts.push(paragraph(d.buttons.map(buttonHtml).join('')));
  for (const p of d.after ?? []) {
    parts.push(
      paragraph(`<span style="font-size:13px;color:#4b5563;">${escapeMultiline(p)}</span>`),
    );
  }
  // The layout's `locale` (its lang and footer) where the shared template takes one.
  const options = {
    heading: d.heading,
    preheader: d.preheader,
    companyName: site.companyName,
    siteUrl: site.siteUrl,
    bodyHtml: parts.join(''),
    locale,
  };
  const html = layout(options);
  const text = [
    ...d.paragraphs,
    ...(d.block ? [d.block] : []),
    ...(d.rows?.length ? [rowsText(d.rows)] : []),
    ...(d.buttons ?? []).map((b) => `${b.label}: ${b.url}`),
    ...(d.after ?? []),
  ].join('\n\n');
  return {
    subject: d.subject,
    html,
    text: `${text}\n\n--\n${footerLines(site.companyName, site.siteUrl, locale).join('\n')}`,
  };
}

/** The rows every office mail starts with. */
function requestRows(ctx: RequestContext): Row[] {
  const r = ctx.request;
  return [
    { label: 'Problem', value: labelOf(maintenanceCategoryLabels, r.category) },
    ...(r.emergency ? [{ label: 'Emergency', value: labelOf(emergencyLabels, r.emergency) }] : []),
    { label: 'Address', value: fullAddress(ctx) },
    { label: 'Where in the home', value: r.location },
    { label: 'What happened', value: r.description },
  ];
}

function draft(input: MailInput, site: { siteUrl: string }): Draft {
  const { ctx, event } = input;
  const r = ctx.request;
  const site0 = site.siteUrl.replace(/\/+$/, '');
  const officeButton = { url: `${site0}${officeRequestPath(r.id)}`, label: 'Open the request' };
  // The request's own page in the portal (src/config/paths.ts portalMaintenanceRequest).
  const portalButton = {
    url: `${site0}${PORTAL_PATH}/maintenance/${r.id}`,
    label: 'See the request',
  };
  const category = labelOf(maintenanceCategoryLabels, r.category);
  const repair = repairPhrases[r.category as keyof typeof repairPhrases] ?? 'repair';
  const where = shortAddress(ctx);
  const hello = input.recipient ? `Hello ${input.recipient.full_name},` : 'Hello,';
  const visit = visitOf(input);
  // The tenant's language, which the office's mails about their request say.
  const language = {
    label: 'Tenant’s language',
    value: localeNamesInEnglish[localeOr(ctx.filer?.locale)],
  };
  const photos = ctx.photos.length;
  const photoText = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);
  const vendorPhotos = ctx.photos.filter((p) => p.added_by_kind === 'vendor').length;
  const estimate = r.estimate_cents ?? Number(event.body ?? 0);
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
      const decision = (event.body ?? '').split(':')[0] === 'approved' ? 'approved' : 'declined';
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
        subject: `We received your maintenance request: ${category}`,
        heading: 'We received your request',
        preheader: `${category}: we will be in touch`,
        paragraphs: [
          hello,
          r.urgent
            ? `We marked your request urgent and our on-call team has been told. If you have not heard from us yet, call ${maintenanceLine.phone} now (24/7).`
            : 'Thank you. We will acknowledge it within one business day and tell you by email when a visit is scheduled.',
        ],
        rows: [
          { label: 'Problem', value: category },
          { label: 'Home', value: fullAddress(ctx) },
          { label: 'Where in the home', value: r.location },
          { label: 'What happened', value: r.description },
          { label: 'Filed', value: formatInstant(r.created_at, 'en', 'weekdayDateTime') },
        ],
        buttons: [portalButton],
        after: [
          `Follow it, add photos or write to us in the portal. For an emergency, call ${maintenanceLine.phone} (24/7).`,
        ],
      };

    case 'tenant_status': {
      const to = event.to_status ?? r.status;
      const explain: Record<string, string> = {
        acknowledged: 'We have looked at your request and are arranging the repair.',
        awaiting_owner_approval:
          'The repair needs the owner’s approval first. We will tell you as soon as it is scheduled.',
        scheduled: 'A visit is scheduled: the details are in a separate email and in the portal.',
        in_progress: 'The repair is under way.',
        completed: 'The repair is marked done. If anything is still wrong, tell us in the portal.',
        closed: 'Your request is closed. Thank you for your patience.',
        cancelled: 'Your request was cancelled. If you still need a repair, file a new request.',
        declined: 'We declined this request.',
      };
      return {
        subject: `Your maintenance request: ${labelOf(maintenanceStatusLabels, to)}`,
        heading: `Your request is ${labelOf(maintenanceStatusLabels, to).toLowerCase()}`,
        preheader: `${category} at ${where}`,
        paragraphs: [hello, explain[to] ?? 'Your request has changed.'],
        rows: [
          { label: 'Problem', value: category },
          // A tenant with two requests open tells them apart by where they are.
          { label: 'Where in the home', value: r.location },
          { label: 'Status', value: labelOf(maintenanceStatusLabels, to) },
          ...(to === 'declined' && event.body ? [{ label: 'Reason', value: event.body }] : []),
        ],
        buttons: [portalButton],
      };
    }

    case 'tenant_message':
      return {
        subject: `New message about your maintenance request: ${category}`,
        heading: 'A message from the office',
        preheader: `About your ${repair}`,
        paragraphs: [hello, 'We wrote about your request:'],
        block: thread(input),
        buttons: [portalButton],
        after: ['Reply in the portal, so everything about the repair stays in one place.'],
      };

    case 'tenant_visit':
      return {
        subject: `Repair visit scheduled: ${category} at ${where}`,
        heading: 'Your repair visit is scheduled',
        preheader: visit ? visitWindow(visit.startsAt, visit.endsAt) : '',
        paragraphs: [
          hello,
          r.urgent
            ? 'This is an emergency repair: we will call you before the visit.'
            : r.entry_permission === 'yes'
              ? 'You said we may enter if you are not home: the written notice of entry follows in a separate email.'
              : 'You asked us to call first: the written notice of entry follows in a separate email.',
        ],
        rows: [
          {
            label: 'When',
            value: visit ? visitWindow(visit.startsAt, visit.endsAt) : 'To be arranged',
          },
          { label: 'Who', value: ctx.vendor?.name ?? 'Our vendor' },
          { label: 'Problem', value: category },
          { label: 'Home', value: fullAddress(ctx) },
        ],
        buttons: [portalButton],
        after: [`A better time, or a question? Call ${company.phone} or write in the portal.`],
      };

    case 'tenant_entry_notice':
      return {
        subject: `Notice of entry (Civil Code 1954): ${where}`,
        heading: 'Notice of intent to enter your home',
        preheader: 'Written notice under California Civil Code section 1954',
        paragraphs: [
          hello,
          `This email is your written notice of entry under California Civil Code section 1954, from ${company.name}, the manager of your home. Please keep it.`,
        ],
        block: entryNoticeBlock(event.body, 'en'),
        buttons: [portalButton],
        after: [
          `A question about the visit? Call ${company.phone} or write in the portal. The notice is also kept on your request.`,
        ],
      };

    case 'owner_approval':
      return {
        subject: `Your approval needed: ${repair} at ${where}, ${formatCents(asked)}`,
        heading: finalCost
          ? 'A repair’s final cost waits for your approval'
          : 'A repair waits for your approval',
        preheader: `${finalCost ? 'Final cost' : 'Estimate'} ${formatCents(asked)}, above your limit of ${formatCents(limit)}`,
        paragraphs: [
          hello,
          finalCost
            ? `The final cost of this repair, ${formatCents(asked)}, is above what you approved (your limit is ${formatCents(limit)}). We reviewed the vendor’s bill; nothing is charged to your account until you answer.`
            : `The estimate for this repair, ${formatCents(asked)}, is above your approval limit of ${formatCents(limit)}, so we wait for your answer before scheduling it.`,
        ],
        rows: [
          ...requestRows(ctx),
          { label: finalCost ? 'Final cost' : 'Estimate', value: formatCents(asked) },
          { label: 'Your approval limit', value: formatCents(limit) },
          { label: 'Photos', value: photos ? `${photoText(photos)} on the approval page` : 'None' },
        ],
        buttons: input.linkUrl ? [{ url: input.linkUrl, label: 'Approve or decline' }] : [],
        after: [
          `The button opens a page where you approve or decline, with a note if you like. It works for ${APPROVAL_LINK_TTL_DAYS} days and only once; you can also answer in the owner portal.`,
          ownerApprovalRule,
        ],
      };

    case 'owner_emergency':
      return {
        subject: `Emergency repair went ahead: ${category} at ${where}`,
        heading: 'An emergency repair went ahead',
        preheader: `${category} at ${where}: why we did not wait`,
        paragraphs: [
          hello,
          `The tenant reported an emergency${r.emergency ? ` (${labelOf(emergencyLabels, r.emergency).toLowerCase()})` : ''}. The estimate, ${formatCents(estimate)}, is above your approval limit of ${formatCents(limit)}, but the repair went ahead without waiting for your approval, to protect the home and the tenant.`,
          ownerApprovalRule,
        ],
        rows: [
          ...requestRows(ctx),
          { label: 'Estimate', value: formatCents(estimate) },
          { label: 'Your approval limit', value: formatCents(limit) },
        ],
        buttons: [portalButton],
        after: [`Questions? Call us at ${company.phone}.`],
      };

    case 'owner_completed':
      return {
        subject: `Repair completed: ${category} at ${where}`,
        heading: 'A repair on your home is done',
        preheader: `${category} at ${where}`,
        paragraphs: [hello, 'The repair is done. Its cost appears on your next owner statement.'],
        rows: [
          { label: 'Problem', value: category },
          { label: 'Home', value: fullAddress(ctx) },
          ...(r.completed_at
            ? [
                {
                  label: 'Completed',
                  value: formatInstant(r.completed_at, 'en', 'weekdayDateTime'),
                },
              ]
            : []),
          {
            label: 'Cost',
            value:
              r.actual_cost_cents !== null ? formatCents(r.actual_cost_cents) : 'Not recorded yet',
          },
          ...(r.completion_note ? [{ label: 'Vendor’s note', value: r.completion_note }] : []),
          { label: 'Photos', value: photos ? `${photoText(photos)} in the portal` : 'None' },
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
  const spanish = locale === 'es' ? draftEs(input, site) : null;
  return assemble(spanish ?? draft(input, site), site, locale);
}

/** The tenant's and the owner's mails in Spanish (null for the office's and the vendor's). */
function draftEs(input: MailInput, site: { siteUrl: string }): Draft | null {
  const { ctx, event } = input;
  const r = ctx.request;
  const site0 = site.siteUrl.replace(/\/+$/, '');
  const portalButton = {
    url: `${site0}${PORTAL_PATH}/maintenance/${r.id}`,
    label: 'Ver la solicitud',
  };
  const category = labelOf(maintenanceCategoryLabelsEs, r.category);
  const repair = repairPhrasesEs[r.category as keyof typeof repairPhrasesEs] ?? 'reparación';
  const where = shortAddress(ctx);
  const hello = input.recipient ? `Hola, ${input.recipient.full_name}:` : 'Hola:';
  const visit = visitOf(input);
  const photos = ctx.photos.length;
  const photoText = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`);
  const estimate = r.estimate_cents ?? Number(event.body ?? 0);
  const limit = ctx.limitCents ?? 0;
  const asked = r.approval_cents ?? estimate;
  const finalCost = r.cost_state === 'awaiting_owner';
  const status = (s: string) => labelOf(maintenanceStatusLabelsEs, s);
  const rows: Row[] = [
    { label: 'Problema', value: category },
    ...(r.emergency
      ? [{ label: 'Emergencia', value: labelOf(emergencyLabelsEs, r.emergency) }]
      : []),
    { label: 'Dirección', value: fullAddress(ctx) },
    { label: 'Dónde en la vivienda', value: r.location },
    { label: 'Qué pasó', value: r.description },
  ];

  switch (input.template) {
    case 'tenant_received':
      return {
        subject: `Recibimos su solicitud de mantenimiento: ${category}`,
        heading: 'Recibimos su solicitud',
        preheader: `${capitalized(repair)}: nos comunicaremos con usted`,
        paragraphs: [
          hello,
          r.urgent
            ? `Marcamos su solicitud como urgente y avisamos a nuestro equipo de guardia. Si todavía no tiene noticias nuestras, llame ahora al ${maintenanceLine.phone} (las 24 horas).`
            : 'Gracias. La confirmaremos a más tardar en un día hábil y le avisaremos por correo cuando haya una visita programada.',
        ],
        rows: [
          { label: 'Problema', value: category },
          { label: 'Vivienda', value: fullAddress(ctx) },
          { label: 'Dónde en la vivienda', value: r.location },
          { label: 'Qué pasó', value: r.description },
          { label: 'Enviada', value: formatInstant(r.created_at, 'es', 'weekdayDateTime') },
        ],
        buttons: [portalButton],
        after: [
          `Siga su solicitud, agregue fotos o escríbanos en el portal. Para una emergencia, llame al ${maintenanceLine.phone} (las 24 horas).`,
        ],
      };

    case 'tenant_status': {
      const to = event.to_status ?? r.status;
      const explain: Record<string, string> = {
        acknowledged: 'Revisamos su solicitud y estamos organizando la reparación.',
        awaiting_owner_approval:
          'La reparación necesita primero la aprobación del propietario. Le avisaremos en cuanto esté programada.',
        scheduled: 'Hay una visita programada: los detalles están en otro correo y en el portal.',
        in_progress: 'La reparación está en curso.',
        completed:
          'La reparación está marcada como terminada. Si algo sigue mal, díganos en el portal.',
        closed: 'Su solicitud está cerrada. Gracias por su paciencia.',
        cancelled:
          'Su solicitud se canceló. Si todavía necesita una reparación, envíe una nueva solicitud.',
        declined: 'Rechazamos esta solicitud.',
      };
      return {
        subject: `Su solicitud de mantenimiento: ${status(to)}`,
        heading: `Estado de su solicitud: ${status(to).toLowerCase()}`,
        preheader: `${capitalized(repair)} en ${where}`,
        paragraphs: [hello, explain[to] ?? 'Su solicitud cambió.'],
        rows: [
          { label: 'Problema', value: category },
          { label: 'Dónde en la vivienda', value: r.location },
          { label: 'Estado', value: status(to) },
          ...(to === 'declined' && event.body ? [{ label: 'Motivo', value: event.body }] : []),
        ],
        buttons: [portalButton],
      };
    }

    case 'tenant_message':
      return {
        subject: `Nuevo mensaje sobre su solicitud de mantenimiento: ${category}`,
        heading: 'Un mensaje de la oficina',
        preheader: `Sobre su ${repair}`,
        paragraphs: [hello, 'Le escribimos sobre su solicitud:'],
        block: thread(input, 'es'),
        buttons: [portalButton],
        after: ['Responda en el portal, para que todo sobre la reparación quede en un solo lugar.'],
      };

    case 'tenant_visit':
      return {
        subject: `Visita programada: ${repair} en ${where}`,
        heading: 'Su visita de reparación está programada',
        preheader: visit ? visitWindow(visit.startsAt, visit.endsAt, 'es') : '',
        paragraphs: [
          hello,
          r.urgent
            ? 'Es una reparación de emergencia: le llamaremos antes de la visita.'
            : r.entry_permission === 'yes'
              ? 'Usted nos dijo que podemos entrar si no está en casa: el aviso de entrada por escrito llega en otro correo.'
              : 'Usted pidió que le llamemos primero: el aviso de entrada por escrito llega en otro correo.',
        ],
        rows: [
          {
            label: 'Cuándo',
            value: visit ? visitWindow(visit.startsAt, visit.endsAt, 'es') : 'Por acordar',
          },
          { label: 'Quién', value: ctx.vendor?.name ?? 'Nuestro técnico' },
          { label: 'Problema', value: category },
          { label: 'Vivienda', value: fullAddress(ctx) },
        ],
        buttons: [portalButton],
        after: [
          `¿Prefiere otro horario o tiene una pregunta? Llame al ${company.phone} o escriba en el portal.`,
        ],
      };

    case 'tenant_entry_notice':
      return {
        subject: `Aviso de entrada (Código Civil de California, sección 1954): ${where}`,
        heading: 'Aviso de intención de entrar a su vivienda',
        preheader: 'Aviso por escrito según el Código Civil de California, sección 1954',
        paragraphs: [
          hello,
          `Este correo es su aviso de entrada por escrito según el Código Civil de California, sección 1954, de parte de ${company.name}, la compañía que administra su vivienda. Por favor, consérvelo.`,
        ],
        block: entryNoticeBlock(event.body, 'es'),
        buttons: [portalButton],
        after: [
          `¿Tiene una pregunta sobre la visita? Llame al ${company.phone} o escriba en el portal. El aviso también queda guardado en su solicitud.`,
        ],
      };

    case 'owner_approval':
      return {
        subject: `Necesitamos su aprobación: ${repair} en ${where}, ${formatCents(asked, 'es')}`,
        heading: finalCost
          ? 'El costo final de una reparación espera su aprobación'
          : 'Una reparación espera su aprobación',
        preheader: `${finalCost ? 'Costo final' : 'Presupuesto'} de ${formatCents(asked, 'es')}, mayor que su límite de ${formatCents(limit, 'es')}`,
        paragraphs: [
          hello,
          finalCost
            ? `El costo final de esta reparación, ${formatCents(asked, 'es')}, es mayor que lo que usted aprobó (su límite es de ${formatCents(limit, 'es')}). Revisamos la factura del proveedor; no se carga nada a su cuenta hasta que usted responda.`
            : `El presupuesto de esta reparación, ${formatCents(asked, 'es')}, es mayor que su límite de aprobación de ${formatCents(limit, 'es')}, así que esperamos su respuesta antes de programarla.`,
        ],
        rows: [
          ...rows,
          { label: finalCost ? 'Costo final' : 'Presupuesto', value: formatCents(asked, 'es') },
          { label: 'Su límite de aprobación', value: formatCents(limit, 'es') },
          {
            label: 'Fotos',
            value: photos ? `${photoText(photos)} en la página de aprobación` : 'Ninguna',
          },
        ],
        buttons: input.linkUrl ? [{ url: input.linkUrl, label: 'Aprobar o rechazar' }] : [],
        after: [
          `El botón abre una página donde usted aprueba o rechaza, con una nota si lo desea. Funciona durante ${APPROVAL_LINK_TTL_DAYS} días y una sola vez; también puede responder en el portal del propietario.`,
          ownerApprovalRuleEs,
        ],
      };

    case 'owner_emergency':
      return {
        subject: `Reparación de emergencia en ${where}: ${category}`,
        heading: 'Se hizo una reparación de emergencia',
        preheader: `${capitalized(repair)} en ${where}: por qué no esperamos`,
        paragraphs: [
          hello,
          `El inquilino reportó una emergencia${r.emergency ? ` (${labelOf(emergencyLabelsEs, r.emergency).toLowerCase()})` : ''}. El presupuesto, ${formatCents(estimate, 'es')}, es mayor que su límite de aprobación de ${formatCents(limit, 'es')}, pero la reparación se hizo sin esperar su aprobación, para proteger la vivienda y al inquilino.`,
          ownerApprovalRuleEs,
        ],
        rows: [
          ...rows,
          { label: 'Presupuesto', value: formatCents(estimate, 'es') },
          { label: 'Su límite de aprobación', value: formatCents(limit, 'es') },
        ],
        buttons: [portalButton],
        after: [`¿Preguntas? Llámenos al ${company.phone}.`],
      };

    case 'owner_completed':
      return {
        subject: `Reparación terminada en ${where}: ${category}`,
        heading: 'Se terminó una reparación en su vivienda',
        preheader: `${capitalized(repair)} en ${where}`,
        paragraphs: [
          hello,
          'La reparación está terminada. Su costo aparecerá en su próximo estado de cuenta.',
        ],
        rows: [
          { label: 'Problema', value: category },
          { label: 'Vivienda', value: fullAddress(ctx) },
          ...(r.completed_at
            ? [
                {
                  label: 'Terminada',
                  value: formatInstant(r.completed_at, 'es', 'weekdayDateTime'),
                },
              ]
            : []),
          {
            label: 'Costo',
            value:
              r.actual_cost_cents !== null
                ? formatCents(r.actual_cost_cents, 'es')
                : 'Todavía sin registrar',
          },
          ...(r.completion_note ? [{ label: 'Nota del técnico', value: r.completion_note }] : []),
          { label: 'Fotos', value: photos ? `${photoText(photos)} en el portal` : 'Ninguna' },
        ],
        buttons: [portalButton],
      };

    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The sender
// ---------------------------------------------------------------------------------------------
export interface SenderDeps {
  store: MaintenanceStore;
  send: (message: MailMessage) => Promise<void>;
  siteUrl: string;
  companyName: string;
  /** NOTIFY_EMAIL: the office's mails, and the reply-to of everyone else's. */
  officeEmail: string;
  /** ON_CALL_EMAIL, else NOTIFY_EMAIL. */
  onCallEmail: string;
  log: (event: Record<string, unknown>) => void;
  /** Unmet configuration (config.ts): nothing is claimed while there is any. */
  configProblems?: string[];
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
    event.body !== null &&
    Number(event.body) !== r.approval_cents
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

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sends one claimed mail; answers what to record. */
async function deliver(
  row: MailRow,
  deps: SenderDeps,
): Promise<{ status: 'sent' | 'skipped'; reason?: string }> {
  const { store } = deps;
  if (!isTemplate(row.template)) return { status: 'skipped', reason: 'unknown template' };
  const [ctx, event] = await Promise.all([
    store.requestContext(row.request_id),
    store.event(row.event_id),
  ]);
  if (!ctx || !event) return { status: 'skipped', reason: 'the request or event is gone' };
  const stale = await staleReason(row, ctx, event, store);
  if (stale) return { status: 'skipped', reason: stale };

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
  await deps.send({ to, ...(office ? {} : { replyTo: deps.officeEmail }), ...mail });
  return { status: 'sent' };
}

/**
 * Sends the maintenance mail that is due (batches of `limit`, urgent requests first): each claimed
 * row is sent, skipped (no longer applies) or recorded failed (claimed again later with backoff,
 * 6 tries). With configuration missing nothing is claimed, so no try is spent.
 */
const MAX_BATCHES = 10;

export async function sendDueMaintenanceMail(deps: SenderDeps, limit = 20): Promise<number> {
  if (deps.configProblems?.length) {
    deps.log({
      fn: MAINTENANCE_FUNCTION,
      event: 'configuration_error',
      problems: deps.configProblems,
    });
    return 0;
  }
  let sent = 0;
  // A full batch may leave more due (a busy hour, a mail server back up): drain the backlog in
  // batches, bounded per call, so the newest mail doesn't wait for the next request or minute.
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await deps.store.claimMail(limit);
    for (const row of due) {
      try {
        const outcome = await deliver(row, deps);
        await deps.store.recordMail(row.id, outcome.status, outcome.reason ?? null);
        if (outcome.status === 'sent') sent += 1;
      } catch (error) {
        deps.log({ event: 'maintenance_mail_failed', mail: row.id, error: errorText(error) });
        await deps.store.recordMail(row.id, 'failed', errorText(error)).catch(() => {});
      }
    }
    if (due.length < limit) break;
  }
  return sent;
}
