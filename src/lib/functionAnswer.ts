import { env } from '@/config/env';

/** The headers every browser call to the project's edge functions carries (the publishable key). */
export function functionHeaders(): Record<string, string> {
  return { apikey: env.supabaseKey, Authorization: `Bearer ${env.supabaseKey}` };
}

/**
 * " (Ref. 7F3A-09BC)" when a function's failed answer names its error report's reference
 * (platform/serve.ts), for the office to look up; "Ref." reads the same in English and Spanish.
 */
export function referenceSuffix(body: { reference?: unknown }): string {
  return typeof body.reference === 'string' ? ` (Ref. ${body.reference})` : '';
}

/** The JSON `{ message }` of an edge function's error answer, when it has one, with its reference. */
export async function functionAnswerMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown; reference?: unknown };
    return typeof body.message === 'string' ? body.message + referenceSuffix(body) : undefined;
  } catch {
    return undefined;
  }
}
