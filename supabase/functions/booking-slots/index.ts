import { bookingDepsFromEnv, bookingSlotsHandler } from '../_shared/bookings.ts';

Deno.serve(bookingSlotsHandler(() => bookingDepsFromEnv()));
