import { bookingDepsFromEnv, bookingsHandler } from '../_shared/bookings.ts';

Deno.serve(bookingsHandler(() => bookingDepsFromEnv()));
