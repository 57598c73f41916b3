import { createFilesHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve('files', createFilesHandler());
