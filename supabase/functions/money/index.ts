import { moneyDepsFromEnv, moneyHandler } from './handler.ts';
import { serve } from '../_shared/platform/serve.ts';

serve(
  'money',
  moneyHandler(() => moneyDepsFromEnv()),
);
