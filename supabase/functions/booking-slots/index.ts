import { bookingDepsFromEnv, bookingSlotsHandler } from '../bookings/handler.ts';

Deno.serve(bookingSlotsHandler(() => bookingDepsFromEnv()));
