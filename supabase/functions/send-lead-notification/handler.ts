/**
 * send-lead-notification: the lead dialog has already stored the lead (anon insert); this
 * function only emails it, to the company (every field) and a short acknowledgement to the
 * lead. It never stores a second row: it finds the dialog's pending row (by the id the dialog
 * chose, else by email) and records the outcome on it. Without such a row it sends nothing,
 * so the endpoint cannot be used to send mail on its own.
 */
import { z } from 'zod';
import {
  leadAcknowledgementEmail,
  leadNotificationEmail,
} from '../_shared/email-templates/index.ts';
import { jsonError } from '../_shared/http.ts';
import { leadDialogSchema } from '../_shared/lead-schemas.ts';
import { leadFunction, notifyAndRecord, success, type LeadDeps } from '../_shared/leads.ts';
import type { RateLimiter } from '../_shared/rate-limit.ts';

export const leadNotificationSchema = leadDialogSchema.extend({
  leadId: z.uuid().optional(),
});

export function createHandler(options: { deps?: () => LeadDeps; limiter?: RateLimiter } = {}) {
  return leadFunction({
    name: 'send-lead-notification',
    schema: leadNotificationSchema,
    ...options,
    async process(lead, deps) {
      const leadId = await deps.store.findPendingDialogLead(lead.email, lead.leadId);
      if (!leadId) {
        return jsonError(404, 'lead_not_found', 'No matching lead is waiting for notification.');
      }
      const ctx = { companyName: deps.companyName, siteUrl: deps.siteUrl };
      const status = await notifyAndRecord(
        'send-lead-notification',
        leadId,
        [
          {
            label: 'company notification',
            message: {
              to: deps.notifyEmail,
              replyTo: lead.email,
              ...leadNotificationEmail(lead, ctx),
            },
          },
          {
            label: 'acknowledgement',
            message: {
              to: lead.email,
              replyTo: deps.notifyEmail,
              ...leadAcknowledgementEmail(lead, ctx),
            },
          },
        ],
        deps,
      );
      return success({ notification: status });
    },
  });
}
