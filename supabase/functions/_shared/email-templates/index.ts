/**
 * Every email the lead functions send, as { subject, html, text }. Values typed by visitors are
 * escaped in the HTML (see html.ts); subjects are cleaned of line breaks by the mailer.
 */
import {
  bestTimeLabels,
  contactMethodLabels,
  propertyTypeLabels,
  unitsOwnedLabels,
  type DemoRequest,
  type LeadDialogValues,
  type SubmitLeadBody,
} from '../lead-schemas.ts';
import { GUIDE_SUMMARY, GUIDE_TITLE, guideUrl } from './guide.ts';
import { escapeHtml, layout, paragraph, rowsTable, rowsText, type Row } from './html.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface TemplateContext {
  companyName: string;
  siteUrl: string;
  /** When the request arrived, shown to the company. */
  receivedAt?: Date;
}

function label<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}

function received(ctx: TemplateContext): Row {
  const at = ctx.receivedAt ?? new Date();
  return { label: 'Received', value: `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC` };
}

function textFooter(ctx: TemplateContext): string {
  return `\n\n--\n${ctx.companyName}\nFlat-fee property management in Southern California\n${ctx.siteUrl}`;
}

// -------------------------------------------------------------------------------------------
// Lead dialog
// -------------------------------------------------------------------------------------------

export function leadNotificationEmail(lead: LeadDialogValues, ctx: TemplateContext): RenderedEmail {
  const rows: Row[] = [
    { label: 'Full name', value: lead.fullName },
    { label: 'Email', value: lead.email },
    { label: 'Phone', value: lead.phone },
    { label: 'Property address (or city/zip)', value: lead.propertyAddress },
    { label: 'Property type', value: label(propertyTypeLabels, lead.propertyType) },
    { label: 'Units owned', value: label(unitsOwnedLabels, lead.unitsOwned) },
    { label: 'Has a current manager', value: lead.hasCurrentManager === 'yes' ? 'Yes' : 'No' },
    { label: 'Biggest frustration', value: lead.biggestFrustration },
    { label: 'Preferred contact', value: label(contactMethodLabels, lead.preferredContact) },
    { label: 'Best time', value: label(bestTimeLabels, lead.bestTime) },
    received(ctx),
  ];
  const heading = 'New lead from the website';
  return {
    subject: `New lead: ${lead.fullName} (${label(propertyTypeLabels, lead.propertyType)})`,
    html: layout({
      heading,
      preheader: `${lead.fullName} asked about management for ${lead.propertyAddress}`,
      companyName: ctx.companyName,
      bodyHtml:
        paragraph(
          `Follow up within 24 hours by <strong>${escapeHtml(label(contactMethodLabels, lead.preferredContact).toLowerCase())}</strong>, in the <strong>${escapeHtml(lead.bestTime)}</strong>.`,
        ) + rowsTable(rows),
    }),
    text: `${heading}\n\n${rowsText(rows)}\n\nReply to this email to answer the lead directly.${textFooter(ctx)}`,
  };
}

export function leadAcknowledgementEmail(
  lead: LeadDialogValues,
  ctx: TemplateContext,
): RenderedEmail {
  const firstName = lead.fullName.split(/\s+/)[0] ?? lead.fullName;
  const how = label(contactMethodLabels, lead.preferredContact).toLowerCase();
  const when = lead.bestTime;
  const heading = 'We received your request';
  const lines = [
    `Hi ${firstName},`,
    `Thank you for reaching out about ${lead.propertyAddress}. A member of our team will contact you by ${how} in the ${when} within 24 hours.`,
    'One flat monthly rate, no hidden fees and no percentage of your rent: we look forward to showing you how it works for your property.',
  ];
  return {
    subject: `We received your request - ${ctx.companyName}`,
    html: layout({
      heading,
      preheader: 'We will be in touch within 24 hours.',
      companyName: ctx.companyName,
      bodyHtml: lines.map((l) => paragraph(escapeHtml(l))).join(''),
    }),
    text: `${lines.join('\n\n')}${textFooter(ctx)}`,
  };
}

// -------------------------------------------------------------------------------------------
// Consultation
// -------------------------------------------------------------------------------------------

export function demoRequestNotificationEmail(
  req: DemoRequest,
  ctx: TemplateContext,
): RenderedEmail {
  const rows: Row[] = [
    { label: 'Name', value: `${req.firstName} ${req.lastName}` },
    { label: 'Email', value: req.email },
    { label: 'Cell number', value: req.phone },
    { label: 'Requested date', value: req.date },
    { label: 'Requested time', value: `${req.time} (Pacific Time)` },
    received(ctx),
  ];
  const heading = 'New consultation call request';
  return {
    subject: `Consultation request: ${req.firstName} ${req.lastName}, ${req.date} at ${req.time}`,
    html: layout({
      heading,
      preheader: `${req.firstName} ${req.lastName} asked for a call on ${req.date} at ${req.time}`,
      companyName: ctx.companyName,
      bodyHtml: paragraph('Confirm the call with the requester within 24 hours.') + rowsTable(rows),
    }),
    text: `${heading}\n\n${rowsText(rows)}${textFooter(ctx)}`,
  };
}

export function demoConfirmationEmail(req: DemoRequest, ctx: TemplateContext): RenderedEmail {
  const url = guideUrl(ctx.siteUrl);
  const heading = 'Your consultation call request';
  const intro = `Hi ${req.firstName}, thank you for requesting a consultation call for ${req.date} at ${req.time} (Pacific Time). Our team will contact you within 24 hours to confirm the time.`;
  const guideIntro = `As promised, here is your free guide: "${GUIDE_TITLE}".`;
  const html =
    paragraph(escapeHtml(intro)) +
    rowsTable([
      { label: 'Date', value: req.date },
      { label: 'Time', value: `${req.time} (Pacific Time)` },
    ]) +
    `<div style="height:16px"></div>` +
    paragraph(escapeHtml(guideIntro)) +
    paragraph(
      `<a href="${escapeHtml(url)}" style="display:inline-block;background:#17644b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;">Read the guide</a>`,
    ) +
    paragraph('<strong>The ten mistakes in short:</strong>') +
    `<ol style="margin:0 0 14px;padding-left:20px;font-size:15px;line-height:1.6;">${GUIDE_SUMMARY.map((m) => `<li style="margin-bottom:6px;">${escapeHtml(m)}</li>`).join('')}</ol>` +
    paragraph(escapeHtml('Need to change the time? Just reply to this email.'));
  const text = [
    intro,
    `Date: ${req.date}\nTime: ${req.time} (Pacific Time)`,
    `${guideIntro}\nRead it here: ${url}`,
    `The ten mistakes in short:\n${GUIDE_SUMMARY.map((m, i) => `${i + 1}. ${m}`).join('\n')}`,
    'Need to change the time? Just reply to this email.',
  ].join('\n\n');
  return {
    subject: `Your consultation request for ${req.date} + your free DIY landlord guide`,
    html: layout({
      heading,
      preheader: `We will confirm your ${req.date} call within 24 hours. Your free guide is inside.`,
      companyName: ctx.companyName,
      bodyHtml: html,
    }),
    text: `${text}${textFooter(ctx)}`,
  };
}

// -------------------------------------------------------------------------------------------
// Contact form
// -------------------------------------------------------------------------------------------

export function contactNotificationEmail(
  lead: SubmitLeadBody,
  ctx: TemplateContext,
): RenderedEmail {
  const rows: Row[] = [
    { label: 'Full name', value: lead.full_name },
    { label: 'Email', value: lead.email },
    { label: 'Phone', value: lead.phone },
    { label: 'About the property', value: lead.biggest_frustration },
    { label: 'Property address', value: lead.property_address },
    { label: 'Property type', value: label(propertyTypeLabels, lead.property_type) },
    { label: 'Units owned', value: label(unitsOwnedLabels, lead.units_owned) },
    { label: 'Has a current manager', value: lead.has_current_manager ? 'Yes' : 'No' },
    { label: 'Preferred contact', value: label(contactMethodLabels, lead.preferred_contact) },
    { label: 'Best time', value: lead.best_time },
    received(ctx),
  ];
  const heading = 'New message from the contact form';
  return {
    subject: `Contact form: ${lead.full_name}`,
    html: layout({
      heading,
      preheader: `${lead.full_name} sent a message about their property`,
      companyName: ctx.companyName,
      bodyHtml: paragraph('Reach out within 24 hours, as the site promises.') + rowsTable(rows),
    }),
    text: `${heading}\n\n${rowsText(rows)}${textFooter(ctx)}`,
  };
}
