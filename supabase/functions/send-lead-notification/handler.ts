/** send-lead-notification: the name the product spec gives the lead dialog; the same pipeline. */
import { leadHandler, type LeadDeps } from '../_shared/leads/pipeline.ts';

export function createHandler(options: { deps?: () => LeadDeps } = {}) {
  return leadHandler({ name: 'send-lead-notification', sources: ['lead_dialog'], ...options });
}
