/**
 * The field rules every lead schema is built from (lengths, email, phone, choices, honeypot) and
 * the error shape the functions answer with. Runs in Vite and in Deno alike: imports only `zod`.
 */
import { z } from 'zod';
import { leadMessages } from './lead-options.ts';

const PHONE_CHARS = /^[0-9+().\-\s]*$/;

export function text(min: number, max: number, minMessage: string, maxMessage: string) {
  return z.string({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage);
}

export const emailField = z
  .string({ error: leadMessages.emailInvalid })
  .trim()
  .max(255, leadMessages.emailMax)
  .pipe(z.email(leadMessages.emailInvalid));

export const phoneField = z
  .string({ error: leadMessages.phoneMin })
  .trim()
  .min(10, leadMessages.phoneMin)
  .max(20, leadMessages.phoneMax)
  .regex(PHONE_CHARS, leadMessages.phoneChars)
  // Counting digits only makes sense once the characters are right (one message at a time).
  .refine((v) => !PHONE_CHARS.test(v) || v.replace(/\D/g, '').length >= 10, leadMessages.phoneMin);

/** A phone number a form may leave empty ('' when not given). */
export const optionalPhoneField = z
  .string()
  .trim()
  .refine((v) => v === '' || phoneField.safeParse(v).success, leadMessages.phoneMin);

/** The text-message consent box: unticked is `false` (or absent). */
export const textConsentField = z.boolean().optional();

/** A required choice: any string in (so forms can start empty), one of `values` out. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.string({ error: message }).pipe(z.enum(values, { error: message }));
}

export const honeypotField = z.string().max(1000).optional();

export const nameParts = {
  firstName: text(1, 100, leadMessages.firstNameRequired, leadMessages.firstNameMax),
  lastName: text(1, 100, leadMessages.lastNameRequired, leadMessages.lastNameMax),
  email: emailField,
  phone: phoneField,
};

/** `{ field: [messages] }` for a failed parse (top-level fields only, as the forms are flat). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
