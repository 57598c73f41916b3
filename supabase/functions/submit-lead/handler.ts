/** submit-lead: the one lead entry point, `{ source, values }` for every form. */
import { leadHandler, type LeadDeps } from '../_shared/leads/pipeline.ts';

export function createHandler(options: { deps?: () => LeadDeps } = {}) {
  return leadHandler({ name: 'submit-lead', ...options });
}
