import { env } from '@/config/env';

/** The headers every browser call to the project's edge functions carries (the publishable key). */
export function functionHeaders(): Record<string, string> {
  return { apikey: env.supabaseKey, Authorization: `Bearer ${env.supabaseKey}` };
}

/** The JSON `{ message }` of an edge function's error answer, when it has one. */
export async function functionAnswerMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}
