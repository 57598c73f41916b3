import { createManageStaffHandler } from './handler.ts';

Deno.serve(createManageStaffHandler());
