/**
 * The words of /alerts, where the confirm and unsubscribe links of listing alert emails land:
 * the page, its two actions and each answer of the listing-alerts function. The Spanish twin is
 * content/es/alerts.ts.
 */
import type { ConfirmOutcome, UnsubscribeOutcome } from '@contract/listing-alerts-outcomes.ts';
import type { Translation } from '@contract/locale.ts';

export const alertsContent = {
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
  working: 'Please wait...',
  failed: 'Something went wrong on our side. Please try again in a moment.',
  browse: 'Search homes',
  /** Each answer in words: a title and what to do next. */
  outcomes: {
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
  } satisfies Record<ConfirmOutcome | UnsubscribeOutcome, { title: string; text: string }>,
  /** A confirm link of an alert that was unsubscribed since. */
  confirmUnsubscribed: {
    title: 'This alert was unsubscribed',
    text: 'An unsubscribed alert cannot be turned back on. Set up a new one from the listings page.',
  },
};

export type AlertsContent = Translation<typeof alertsContent>;
