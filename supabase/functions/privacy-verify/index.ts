import { privacyVerifyDepsFromEnv, privacyVerifyHandler } from '../_shared/privacy-verify.ts';

Deno.serve(privacyVerifyHandler(() => privacyVerifyDepsFromEnv()));
