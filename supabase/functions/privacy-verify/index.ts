import { privacyVerifyDepsFromEnv, privacyVerifyHandler } from './handler.ts';

Deno.serve(privacyVerifyHandler(() => privacyVerifyDepsFromEnv()));
