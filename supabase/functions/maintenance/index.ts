import { maintenanceDepsFromEnv, maintenanceHandler } from './handler.ts';

Deno.serve(maintenanceHandler(() => maintenanceDepsFromEnv()));
