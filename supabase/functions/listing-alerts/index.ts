import { alertDepsFromEnv, alertsHandler } from '../_shared/listing-alerts.ts';

Deno.serve(alertsHandler(() => alertDepsFromEnv()));
