import { createGenerateListingHandler } from './handler.ts';

Deno.serve(createGenerateListingHandler());
