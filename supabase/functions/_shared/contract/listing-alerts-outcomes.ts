/** What the listing-alerts function answers for a token (shared with the /alerts page). */
export const confirmOutcomes = [
  'confirmed',
  'already_confirmed',
  'unsubscribed',
  'expired',
  'unknown',
] as const;
export type ConfirmOutcome = (typeof confirmOutcomes)[number];

export const unsubscribeOutcomes = ['unsubscribed', 'already_unsubscribed', 'unknown'] as const;
export type UnsubscribeOutcome = (typeof unsubscribeOutcomes)[number];

export function isAlertOutcome(value: unknown): value is ConfirmOutcome | UnsubscribeOutcome {
  return (
    typeof value === 'string' &&
    ((confirmOutcomes as readonly string[]).includes(value) ||
      (unsubscribeOutcomes as readonly string[]).includes(value))
  );
}
