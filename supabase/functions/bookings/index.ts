import { bookingDepsFromEnv, bookingsHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve(
  'bookings',
  bookingsHandler(() => bookingDepsFromEnv()),
);
