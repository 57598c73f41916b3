import { maintenanceDepsFromEnv, maintenanceHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve(
  'maintenance',
  maintenanceHandler(() => maintenanceDepsFromEnv()),
);
