import { bookingDepsFromEnv, bookingsHandler } from './handler.ts';

Deno.serve(bookingsHandler(() => bookingDepsFromEnv()));
