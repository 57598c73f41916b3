/** The database's refusals in the office's words: constraint names map to the contract's messages. */
import { bookingMessages } from '@contract/booking.ts';

const byConstraint: Record<string, string> = {
  booking_hours_no_overlap: bookingMessages.windowOverlap,
  booking_hours_order: bookingMessages.windowOrder,
  booking_calendars_slot_range: bookingMessages.slotLength,
  booking_calendars_buffer_range: bookingMessages.bufferLength,
  booking_blackouts_once: 'That date is already blacked out.',
  booking_blackouts_note_length: bookingMessages.noteMax,
  booking_calendars_one_per_listing: 'This listing already has showing hours.',
  booking_staff_pkey: 'That person already takes bookings.',
};

export function calendarProblem(error: {
  message: string;
  code?: string;
  details?: string | null;
}): string {
  const text = `${error.message} ${error.details ?? ''}`;
  for (const [name, message] of Object.entries(byConstraint)) {
    if (text.includes(name)) return message;
  }
  if (error.message === 'booking_closed')
    return 'This booking has already started or was cancelled.';
  if (error.code === '42501') return 'You are not allowed to do this (admin access is needed).';
  return error.message;
}
