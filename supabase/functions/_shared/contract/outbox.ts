/**
 * The outbox's one retry rule, for every mail of every domain (public.outbox; the SQL of
 * claim_outbox and record_outbox says the same, and tests/integration/database/outbox.int.test.ts
 * holds the two together):
 *   - a claimed mail is leased for one try: a sender that crashes leaves it to come back when the
 *     lease ends;
 *   - a failed try is due again after 2^n minutes, n the tries so far (2, 4, 8, 16, 32);
 *   - at most 6 tries, then it stays `failed` with its last error.
 */
export const outboxBackoff = {
  maxAttempts: 6,
  leaseMinutes: 10,
} as const;

/** Minutes until a mail that failed its `attempts`-th try is due again. */
export function retryDelayMinutes(attempts: number): number {
  return 2 ** attempts;
}

/** Whose mail an outbox row is: each kind has one renderer, in its domain. */
export type OutboxKind =
  'lead_office' | 'lead_confirmation' | 'listing_alert' | 'maintenance' | 'money' | 'booking';
