/** send-demo-request: the name the product spec gives the consultation; the same pipeline. */
import { leadHandler, type LeadDeps } from '../_shared/leads/pipeline.ts';

export function createHandler(options: { deps?: () => LeadDeps } = {}) {
  return leadHandler({ name: 'send-demo-request', sources: ['consultation'], ...options });
}
