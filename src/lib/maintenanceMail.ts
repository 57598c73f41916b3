/**
 * The one way the office's and the portals' screens ask the `maintenance` function to send the
 * mails a change queued (contract/maintenance-api.ts `{ action: 'send' }`).
 */
import { MAINTENANCE_FUNCTION } from '@contract/maintenance.ts';
import { getSupabase } from './supabase';

/** Sends the mails queued now; a failure only delays them (pg_cron on hosted, or the next write). */
export async function sendQueuedMail(): Promise<void> {
  try {
    const supabase = await getSupabase();
    await supabase.functions.invoke(MAINTENANCE_FUNCTION, { body: { action: 'send' } });
  } catch {
    // Queued mail waits for the next send.
  }
}
