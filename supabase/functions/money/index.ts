import { moneyDepsFromEnv, moneyHandler } from '../_shared/money.ts';

Deno.serve(moneyHandler(() => moneyDepsFromEnv()));
