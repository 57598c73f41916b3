import { createGenerateListingHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve('generate-property-listing', createGenerateListingHandler());
