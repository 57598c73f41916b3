import { createImageProxyHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve('image-proxy', createImageProxyHandler());
