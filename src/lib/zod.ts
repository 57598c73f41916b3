/**
 * The browser's `zod` (vite.config.ts points the bare `zod` import here): zod itself, set to
 * parse without compiled code. Where the page allows eval, zod compiles object parsers with
 * `new Function`, and finds out by calling `Function('')` the first time a form is checked; the
 * site's CSP allows no eval (scripts/security-headers.ts), so that probe was refused and reported
 * as a violation. Set here, in zod's own chunk, it costs the pages' first script nothing.
 */
import * as z from 'zod/v4';
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
