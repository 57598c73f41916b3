import { createImageProxyHandler } from './handler.ts';

Deno.serve(createImageProxyHandler());
