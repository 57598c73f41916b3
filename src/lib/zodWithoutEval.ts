/**
 * zod compiles object parsers with `new Function` where the page allows eval, and finds out by
 * calling `Function('')` the first time a form is checked. The site's CSP allows no eval
 * (scripts/security-headers.ts), so that probe was refused and reported as a violation. Parsing
 * without compiled code needs no eval. Imported first by src/main.tsx, before zod loads with a
 * form's code: zod starts from this global config (`z.config()` would put zod's core in every
 * page's first script, 2.7 KB gzipped). zodWithoutEval.test.ts checks zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// In place: zod keeps a reference to this object once it has loaded.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
