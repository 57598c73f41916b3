/**
 * The /alerts page's rules: which link was opened (confirm or unsubscribe, read from the URL) and
 * which words (content/alerts.ts) answer each reply of the listing-alerts function. The function does the
 * work; a GET of this page changes nothing until the button is pressed.
 */
import { isAlertToken } from '@contract/alert-tokens.ts';
import type { ConfirmOutcome, UnsubscribeOutcome } from '@contract/listing-alerts-outcomes.ts';
import type { AlertsContent } from '@/content/alerts';

export type AlertAction = 'confirm' | 'unsubscribe';
export type AlertOutcome = ConfirmOutcome | UnsubscribeOutcome;

export interface AlertLink {
  action: AlertAction;
  token: string;
}

/** The links' query parameters, one per action; the first present wins. */
export const ALERT_ACTIONS = ['unsubscribe', 'confirm'] as const satisfies readonly AlertAction[];

/** The link's action and token; null without one (the page then explains what it is for). */
export function parseAlertLink(params: URLSearchParams): AlertLink | null {
  for (const action of ALERT_ACTIONS) {
    const token = params.get(action);
    if (token !== null) return { action, token: token.trim() };
  }
  return null;
}

/** A link whose token is not even shaped like ours is answered without asking the server. */
export function isWellFormed(link: AlertLink): boolean {
  return isAlertToken(link.token);
}

/**
 * An answer in the page's words; an already unsubscribed alert cannot be confirmed, and the
 * confirm link says so in those words.
 */
export function outcomeMessage(action: AlertAction, outcome: AlertOutcome, content: AlertsContent) {
  if (action === 'confirm' && outcome === 'unsubscribed') return content.confirmUnsubscribed;
  return content.outcomes[outcome];
}
