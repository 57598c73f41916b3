import { createManagePortalAccessHandler } from './handler.ts';

Deno.serve(createManagePortalAccessHandler());
