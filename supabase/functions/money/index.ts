import { moneyDepsFromEnv, moneyHandler } from './handler.ts';

Deno.serve(moneyHandler(() => moneyDepsFromEnv()));
