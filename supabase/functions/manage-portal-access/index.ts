import { createManagePortalAccessHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve('manage-portal-access', createManagePortalAccessHandler());
