import { createManageStaffHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve('manage-staff', createManageStaffHandler());
