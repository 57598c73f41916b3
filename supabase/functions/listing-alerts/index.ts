import { alertDepsFromEnv, alertsHandler } from '../_shared/listings/alerts.ts';

Deno.serve(alertsHandler(() => alertDepsFromEnv()));
