/** One smoke check's outcome, in its own module so that smoke.ts and its parts share it without a cycle. */
export interface SmokeResult {
  name: string;
  ok: boolean;
  detail: string;
}
