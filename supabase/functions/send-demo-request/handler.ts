/**
 * send-demo-request: stores the consultation request as a lead (service role), then emails the
 * company and sends the requester a confirmation with the date, the time and the free guide.
 */
import {
  demoConfirmationEmail,
  demoRequestNotificationEmail,
} from '../_shared/email-templates/index.ts';
import { demoRequestSchema, demoRequestToRow, parseRequestDate } from '../_shared/lead-schemas.ts';
import { leadFunction, notifyAndRecord, success, type LeadDeps } from '../_shared/leads.ts';
import type { RateLimiter } from '../_shared/rate-limit.ts';

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function createHandler(options: { deps?: () => LeadDeps; limiter?: RateLimiter } = {}) {
  return leadFunction({
    name: 'send-demo-request',
    schema: demoRequestSchema,
    ...options,
    async process(request, deps) {
      const row = demoRequestToRow(request);
      // The schema has already checked it parses; the DB column is a date.
      const date = parseRequestDate(request.date);
      const leadId = await deps.store.insert({
        ...row,
        requested_date: date ? isoDate(date) : null,
      });
      const ctx = { companyName: deps.companyName, siteUrl: deps.siteUrl };
      const status = await notifyAndRecord(
        'send-demo-request',
        leadId,
        [
          {
            label: 'company notification',
            message: {
              to: deps.notifyEmail,
              replyTo: request.email,
              ...demoRequestNotificationEmail(request, ctx),
            },
          },
          {
            label: 'confirmation',
            message: {
              to: request.email,
              replyTo: deps.notifyEmail,
              ...demoConfirmationEmail(request, ctx),
            },
          },
        ],
        deps,
      );
      return success({ notification: status });
    },
  });
}
