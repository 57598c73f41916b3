/**
 * submit-lead: the contact form's lead. Validates it, stores it with the service role, then
 * notifies the company.
 */
import { contactNotificationEmail } from '../_shared/email-templates/index.ts';
import { submitLeadSchema, submitLeadToRow } from '../_shared/lead-schemas.ts';
import { leadFunction, notifyAndRecord, success, type LeadDeps } from '../_shared/leads.ts';
import type { RateLimiter } from '../_shared/rate-limit.ts';

export function createHandler(options: { deps?: () => LeadDeps; limiter?: RateLimiter } = {}) {
  return leadFunction({
    name: 'submit-lead',
    schema: submitLeadSchema,
    ...options,
    async process(lead, deps) {
      const leadId = await deps.store.insert(submitLeadToRow(lead));
      const ctx = { companyName: deps.companyName, siteUrl: deps.siteUrl };
      const status = await notifyAndRecord(
        'submit-lead',
        leadId,
        [
          {
            label: 'company notification',
            message: {
              to: deps.notifyEmail,
              replyTo: lead.email,
              ...contactNotificationEmail(lead, ctx),
            },
          },
        ],
        deps,
      );
      return success({ notification: status });
    },
  });
}
