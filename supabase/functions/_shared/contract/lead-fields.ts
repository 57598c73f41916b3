/**
 * The field rules every lead schema is built from (lengths, email, phone, choices, honeypot) and
 * the error shape the functions answer with. The rules are the same in every language; only the
 * messages differ, so the fields are made from a message catalogue (`leadFields(messages)`).
 * Runs in Vite and in Deno alike: imports only `zod`.
 */
import { z } from 'zod';
import type { LeadMessages } from './lead-options.ts';

const PHONE_CHARS = /^[0-9+().\-\s]*$/;

export function text(min: number, max: number, minMessage: string, maxMessage: string) {
  return z.string({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage);
}

/** A required choice: any string in (so forms can start empty), one of `values` out. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.string({ error: message }).pipe(z.enum(values, { error: message }));
}

/** The text-message consent box: unticked is `false` (or absent). */
export const textConsentField = z.boolean().optional();

export const honeypotField = z.string().max(1000).optional();

/** The shared fields with one language's messages. */
export function leadFields(m: LeadMessages) {
  const emailField = z
    .string({ error: m.emailInvalid })
    .trim()
    .max(255, m.emailMax)
    .pipe(z.email(m.emailInvalid));

  const phoneField = z
    .string({ error: m.phoneMin })
    .trim()
    .min(10, m.phoneMin)
    .max(20, m.phoneMax)
    .regex(PHONE_CHARS, m.phoneChars)
    // Counting digits only makes sense once the characters are right (one message at a time).
    .refine((v) => !PHONE_CHARS.test(v) || v.replace(/\D/g, '').length >= 10, m.phoneMin);

  /** A phone number a form may leave empty ('' when not given). */
  const optionalPhoneField = z
    .string()
    .trim()
    .refine((v) => v === '' || phoneField.safeParse(v).success, m.phoneMin);

  const nameParts = {
    firstName: text(1, 100, m.firstNameRequired, m.firstNameMax),
    lastName: text(1, 100, m.lastNameRequired, m.lastNameMax),
    email: emailField,
    phone: phoneField,
  };
  return { emailField, phoneField, optionalPhoneField, nameParts };
}

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
