import { createHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve('send-demo-request', createHandler());
