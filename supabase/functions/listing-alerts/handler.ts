/**
 * listing-alerts: confirm and unsubscribe by token, and the match mail sender. The handler lives in
 * the listings domain beside the sender the lead pipeline also runs (_shared/listings/alerts.ts).
 */
import { alertDepsFromEnv, alertsHandler, type AlertDeps } from '../_shared/listings/alerts.ts';

export function createHandler(deps: () => AlertDeps = () => alertDepsFromEnv()) {
  return alertsHandler(deps);
}
