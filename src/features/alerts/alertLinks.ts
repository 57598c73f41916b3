/**
 * The /alerts page's rules: which link was opened (confirm or unsubscribe, read from the URL) and
 * what each answer of the listing-alerts function means to the renter. The function does the
 * work; a GET of this page changes nothing until the button is pressed.
 */
import { ALERTS_PATH, isAlertToken } from '@contract/alert-tokens.ts';
import type { ConfirmOutcome, UnsubscribeOutcome } from '@contract/listing-alerts-outcomes.ts';

export type AlertAction = 'confirm' | 'unsubscribe';
export type AlertOutcome = ConfirmOutcome | UnsubscribeOutcome;

export interface AlertLink {
  action: AlertAction;
  token: string;
}

/** The link's action and token; null without one (the page then explains what it is for). */
export function parseAlertLink(params: URLSearchParams): AlertLink | null {
  for (const action of ['unsubscribe', 'confirm'] as const) {
    const token = params.get(action);
    if (token !== null) return { action, token: token.trim() };
  }
  return null;
}

/** A link whose token is not even shaped like ours is answered without asking the server. */
export function isWellFormed(link: AlertLink): boolean {
  return isAlertToken(link.token);
}

export const alertPageCopy = {
  path: ALERTS_PATH,
  seoTitle: 'Listing alerts',
  seoDescription:
    'Confirm or stop the listing alert emails you asked for on our listings page. Every alert email has a one-click unsubscribe link.',
  heading: 'Listing alerts',
  intro:
    'The links in our listing alert emails open this page. To set up an alert, search our homes and choose “Email me when a home matches”.',
  confirm: {
    heading: 'Confirm your listing alert',
    text: 'Press the button to start getting an email when a home matching your search is listed.',
    button: 'Confirm my alert',
  },
  unsubscribe: {
    heading: 'Unsubscribe from this alert',
    text: 'Press the button and this alert sends you no more emails.',
    button: 'Unsubscribe',
  },
  failed: 'Something went wrong on our side. Please try again in a moment.',
  browse: 'Search homes',
} as const;

/** Each answer in words: a title and what to do next. */
export const alertOutcomeMessages: Record<AlertOutcome, { title: string; text: string }> = {
  confirmed: {
    title: 'Your alert is on',
    text: 'We will email you when a matching home is listed. Every email has a link to stop the alert.',
  },
  already_confirmed: {
    title: 'This alert is already on',
    text: 'You confirmed it before: there is nothing more to do.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Confirm links work for 7 days. Set up the alert again from the listings page and use the new email.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'This alert sends you no more emails. You can set up a new one from the listings page at any time.',
  },
  already_unsubscribed: {
    title: 'You were already unsubscribed',
    text: 'This alert sends you no more emails.',
  },
  unknown: {
    title: 'We do not recognise this link',
    text: 'It may be incomplete (copy the whole link) or replaced by a newer email. Set up a new alert from the listings page if you need one.',
  },
};

/** An already unsubscribed alert cannot be confirmed: said in those words on the confirm link. */
export function outcomeMessage(action: AlertAction, outcome: AlertOutcome) {
  if (action === 'confirm' && outcome === 'unsubscribed') {
    return {
      title: 'This alert was unsubscribed',
      text: 'An unsubscribed alert cannot be turned back on. Set up a new one from the listings page.',
    };
  }
  return alertOutcomeMessages[outcome];
}
