import { privacyVerifyDepsFromEnv, privacyVerifyHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve(
  'privacy-verify',
  privacyVerifyHandler(() => privacyVerifyDepsFromEnv()),
);
