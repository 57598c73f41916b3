import { maintenanceDepsFromEnv, maintenanceHandler } from '../_shared/maintenance.ts';

Deno.serve(maintenanceHandler(() => maintenanceDepsFromEnv()));
