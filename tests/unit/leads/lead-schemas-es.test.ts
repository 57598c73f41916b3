/** One schema definition, two languages: the Spanish schemas answer in Spanish, same rules. */
import { describe, expect, it } from 'vitest';
import { bookingMessagesByLocale } from '@contract/booking.ts';
import {
  fieldErrorsOf,
  leadMessages,
  leadMessagesByLocale,
  leadOptionLabels,
  leadSchemas,
  leadSchemasFor,
  translateLeadMessage,
} from '@contract/lead-schemas.ts';
import { locales } from '@contract/locale.ts';

const errorsOf = (schema: { safeParse: (v: unknown) => { error?: unknown } }, values: unknown) => {
  const result = schema.safeParse(values);
  return result.error ? fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]) : {};
};

describe('Spanish lead schemas', () => {
  it('answers a Spanish message where the English one answers English', () => {
    expect(errorsOf(leadSchemasFor('es').owner_portal, { email: 'nope' })).toEqual({
      email: [leadMessagesByLocale.es.emailInvalid],
    });
    expect(errorsOf(leadSchemas.owner_portal, { email: 'nope' })).toEqual({
      email: [leadMessages.emailInvalid],
    });
    expect(errorsOf(leadSchemasFor('es').consultation, {})).toMatchObject({
      firstName: [leadMessagesByLocale.es.firstNameRequired],
      slotStart: [bookingMessagesByLocale.es.slotRequired],
    });
  });

  it('keeps the same rules: what one language accepts, the other does too', () => {
    const valid = { email: ' owner@example.com ' };
    expect(leadSchemasFor('es').owner_portal.parse(valid)).toEqual(
      leadSchemas.owner_portal.parse(valid),
    );
    expect(leadSchemasFor('en')).toBe(leadSchemas);
  });

  it('has every message and label in Spanish, none left in English', () => {
    for (const key of Object.keys(leadMessages) as (keyof typeof leadMessages)[]) {
      expect(leadMessagesByLocale.es[key]).not.toBe(leadMessages[key]);
      expect(translateLeadMessage(leadMessages[key], 'es')).toBe(leadMessagesByLocale.es[key]);
    }
    for (const locale of locales) {
      expect(Object.keys(leadOptionLabels[locale].propertyType)).toHaveLength(5);
    }
    expect(leadOptionLabels.es.contactMethod.text).toBe('Mensaje de texto');
  });
});
