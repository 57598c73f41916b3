/**
 * booking-slots: public GET, a calendar's open slots. Its handler is written beside the bookings
 * function's, with which it shares the store, the deps and the slot rules (bookings/handler.ts).
 */
import { bookingDepsFromEnv, bookingSlotsHandler, type BookingDeps } from '../bookings/handler.ts';

export function createHandler(
  deps: () => Pick<BookingDeps, 'store' | 'log' | 'now'> = () => bookingDepsFromEnv(),
) {
  return bookingSlotsHandler(deps);
}
