/**
 * What `submitLead` throws when the server refuses a submission: its message for the visitor and,
 * when it sent one, the error code of the contract (e.g. booking-api.ts's 409 `slot_taken`).
 * Kept apart from lib/leads so forms can tell refusals apart without loading the submit path.
 */
export class LeadRefused extends Error {
  override name = 'LeadRefused';
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The slot was booked by someone else meanwhile: pick another one. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof LeadRefused && error.code === 'slot_taken';
}

/**
 * The server's own words when it refused a booking over its bounds (429 `booking_limit`: too many
 * holds for this visitor or that day), in the form's language; null for any other error.
 */
export function bookingLimitMessage(error: unknown): string | null {
  return error instanceof LeadRefused && error.code === 'booking_limit' ? error.message : null;
}
