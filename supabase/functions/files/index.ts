import { createFilesHandler } from './handler.ts';

Deno.serve(createFilesHandler());
