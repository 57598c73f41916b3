// @vitest-environment node
import { format } from 'date-fns';
import { bookingMessages } from '@contract/booking.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  consentOf,
  leadRegistry,
  type RowContext,
} from '../../../supabase/functions/_shared/leads/registry.ts';
import { emptyLeadDialog } from '@/features/leads/public/LeadDialog';
import {
  consultationSchema,
  contactConsent,
  contactFormSchema,
  fieldErrorsOf,
  leadDialogSchema,
  leadMessages,
  ownerPortalSchema,
  privacyRequestSchema,
  parseIsoDate,
  type LeadDialogValues,
} from '@contract/lead-schemas.ts';

const noListings: RowContext = { listing: () => Promise.resolve(null) };

/** The messages a schema gives for `input`, by field; {} when it passes. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

const validLead = {
  fullName: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(909) 555-0142',
  propertyAddress: 'West Covina, 91790',
  propertyType: 'single-family',
  unitsOwned: '1',
  hasCurrentManager: 'yes',
  biggestFrustration: 'My current manager takes 10% and never answers the phone.',
  preferredContact: 'phone',
  bestTime: 'morning',
};

describe('lead dialog schema', () => {
  it('accepts a complete lead and trims text', () => {
    const result = leadDialogSchema.parse({ ...validLead, fullName: '  Maria Lopez  ' });
    expect(result.fullName).toBe('Maria Lopez');
  });

  it('gives every required message when the form is submitted empty', () => {
    expect(errorsOf(leadDialogSchema, emptyLeadDialog)).toEqual({
      fullName: ['Name must be at least 2 characters'],
      email: ['Invalid email address'],
      phone: ['Phone number must be at least 10 digits'],
      propertyAddress: ['Property address is required'],
      propertyType: ['Please select a property type'],
      unitsOwned: ['Please select number of units'],
      hasCurrentManager: ['Please select yes or no'],
      biggestFrustration: ['Please share your biggest frustration'],
      preferredContact: ['Please select a contact method'],
      bestTime: ['Please select a time'],
    });
  });

  it.each([
    ['fullName', 'A', 'Name must be at least 2 characters'],
    ['fullName', '  A  ', 'Name must be at least 2 characters'],
    ['fullName', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'maria@', 'Invalid email address'],
    ['email', 'maria example.com', 'Invalid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email must be at most 255 characters'],
    ['phone', '555-0142', 'Phone number must be at least 10 digits'],
    ['phone', 'call me maybe', 'Phone number may only contain digits, spaces and + ( ) - .'],
    ['phone', '(((((())))))', 'Phone number must be at least 10 digits'],
    ['phone', '1'.repeat(21), 'Phone number must be at most 20 characters'],
    ['propertyAddress', 'CA', 'Property address is required'],
    ['propertyAddress', 'x'.repeat(201), 'Property address must be at most 200 characters'],
    ['propertyType', 'castle', 'Please select a property type'],
    ['unitsOwned', '11', 'Please select number of units'],
    ['hasCurrentManager', 'maybe', 'Please select yes or no'],
    ['biggestFrustration', 'too short', 'Please share your biggest frustration'],
    ['biggestFrustration', 'x'.repeat(1001), 'Please keep it under 1000 characters'],
    ['preferredContact', 'fax', 'Please select a contact method'],
    ['bestTime', 'midnight', 'Please select a time'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(errorsOf(leadDialogSchema, { ...validLead, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it.each([
    ['fullName', 'Al'],
    ['fullName', 'x'.repeat(100)],
    ['phone', '9095550142'],
    ['phone', '+1 909.555.0142'],
    ['phone', '1'.repeat(20)],
    ['propertyAddress', '917'],
    ['propertyAddress', 'x'.repeat(200)],
    ['biggestFrustration', 'x'.repeat(10)],
    ['biggestFrustration', 'x'.repeat(1000)],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(60)}.com`],
  ])('%s accepts the boundary value %#', (field, value) => {
    expect(errorsOf(leadDialogSchema, { ...validLead, [field]: value })).toEqual({});
  });

  it('accepts every listed choice', () => {
    for (const propertyType of ['single-family', 'condo', 'multi-unit', 'apartment', 'other']) {
      for (const unitsOwned of ['1', '2-5', '6-10', '10+']) {
        expect(leadDialogSchema.safeParse({ ...validLead, propertyType, unitsOwned }).success).toBe(
          true,
        );
      }
    }
    for (const preferredContact of ['email', 'phone', 'text']) {
      for (const bestTime of ['morning', 'afternoon', 'evening']) {
        for (const hasCurrentManager of ['yes', 'no']) {
          const textConsent = preferredContact === 'text';
          const input = {
            ...validLead,
            preferredContact,
            bestTime,
            hasCurrentManager,
            textConsent,
          };
          expect(leadDialogSchema.safeParse(input).success).toBe(true);
        }
      }
    }
  });

  it('maps to the snake_case row (true for yes) through its registry entry', async () => {
    const values = leadDialogSchema.parse({
      ...validLead,
      company_website: '',
    }) as LeadDialogValues;
    const toRow = (v: LeadDialogValues) => leadRegistry.lead_dialog.toRow(v, noListings);
    expect(await toRow(values)).toEqual({
      source: 'lead_dialog',
      full_name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(909) 555-0142',
      property_address: 'West Covina, 91790',
      property_type: 'single-family',
      units_owned: '1',
      has_current_manager: true,
      biggest_frustration: validLead.biggestFrustration,
      preferred_contact: 'phone',
      best_time: 'morning',
      consent_version: contactConsent.version,
      consent_at: expect.any(String),
      text_consent: false,
      plan: null,
    });
    expect((await toRow({ ...values, hasCurrentManager: 'no' })).has_current_manager).toBe(false);
  });

  it('takes the plan picked on the pricing page, none, or refuses one it does not know', async () => {
    const toRow = (plan: unknown) =>
      leadRegistry.lead_dialog.toRow(leadDialogSchema.parse({ ...validLead, plan }), noListings);
    expect((await toRow('plus')).plan).toBe('plus');
    expect((await toRow('')).plan).toBeNull();
    expect((await toRow(undefined)).plan).toBeNull();
    expect(errorsOf(leadDialogSchema, { ...validLead, plan: 'gold' })).toEqual({
      plan: ['Please choose a plan from the list'],
    });
  });
});

describe('consultation schema', () => {
  const valid = {
    firstName: 'Sam',
    lastName: 'Nguyen',
    email: 'sam@example.com',
    phone: '909-555-0142',
    slotStart: '2026-11-02T17:00:00Z',
  };

  it('gives every required message for an empty form', () => {
    expect(
      errorsOf(consultationSchema, {
        firstName: '',
        lastName: '   ',
        email: '',
        phone: '',
        slotStart: '',
      }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      phone: ['Phone number must be at least 10 digits'],
      slotStart: [bookingMessages.slotRequired],
    });
  });

  it.each([
    ['firstName', 'x'.repeat(101), 'First name must be at most 100 characters'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters'],
    ['email', ' sam@ ', 'Invalid email address'],
    ['phone', '1'.repeat(21), 'Phone number must be at most 20 characters'],
    ['slotStart', '2026-11-02', bookingMessages.slotRequired],
    ['slotStart', '2026-11-02T09:00:00', bookingMessages.slotRequired],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(errorsOf(consultationSchema, { ...valid, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('trims names, email and phone', () => {
    const parsed = consultationSchema.parse({
      ...valid,
      firstName: ' Sam ',
      email: ' sam@example.com ',
      phone: ' 909-555-0142 ',
    });
    expect([parsed.firstName, parsed.email, parsed.phone]).toEqual([
      'Sam',
      'sam@example.com',
      '909-555-0142',
    ]);
  });

  it('parses ISO dates to the same local day', () => {
    for (const d of [new Date(2025, 2, 15), new Date(2026, 0, 1), new Date(2024, 11, 31)]) {
      expect(parseIsoDate(format(d, 'yyyy-MM-dd'))?.getTime()).toBe(d.getTime());
    }
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect(parseIsoDate('March 15, 2025')).toBeNull();
  });

  it("stores the slot's Pacific date and hour, and arrives scheduled", async () => {
    const row = await leadRegistry.consultation.toRow(consultationSchema.parse(valid), noListings);
    expect(row).toMatchObject({
      source: 'consultation',
      status: 'consultation_scheduled',
      full_name: 'Sam Nguyen',
      requested_date: '2026-11-02',
      requested_time: '9:00 AM',
    });
    expect(leadRegistry.consultation.booking?.(consultationSchema.parse(valid))).toEqual({
      kind: 'consultation',
      listing: null,
      startsAt: '2026-11-02T17:00:00Z',
    });
  });
});

describe('contact schemas', () => {
  const validContact = {
    name: 'Chris Park',
    email: 'chris@example.com',
    phone: '626 555 0199',
    propertyInfo: 'A three-bedroom house in Covina, currently vacant.',
  };

  it('gives the form messages', () => {
    expect(
      errorsOf(contactFormSchema, { name: '', email: '', phone: '', propertyInfo: '' }),
    ).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Invalid email address'],
      phone: ['Phone number must be at least 10 digits'],
      propertyInfo: ['Please tell us about your property'],
    });
    expect(
      errorsOf(contactFormSchema, { ...validContact, propertyInfo: 'x'.repeat(1001) }),
    ).toEqual({ propertyInfo: ['Please keep it under 1000 characters'] });
    expect(errorsOf(contactFormSchema, { ...validContact, name: 'x'.repeat(101) })).toEqual({
      name: ['Name must be at most 100 characters'],
    });
  });

  it('maps to the row with the fixed values of a general inquiry', async () => {
    const row = await leadRegistry.contact.toRow(contactFormSchema.parse(validContact), noListings);
    expect(row).toEqual({
      source: 'contact',
      full_name: 'Chris Park',
      email: 'chris@example.com',
      phone: '626 555 0199',
      property_address: 'Not provided - general inquiry',
      property_type: 'not specified',
      units_owned: 'not specified',
      has_current_manager: false,
      biggest_frustration: validContact.propertyInfo,
      preferred_contact: 'email',
      best_time: 'anytime',
      consent_version: contactConsent.version,
      consent_at: expect.any(String),
      text_consent: false,
    });
  });
});

describe('contact consent', () => {
  it('refuses text as the contact method without the box, on the box', () => {
    const text = { ...validLead, preferredContact: 'text' };
    expect(errorsOf(leadDialogSchema, text)).toEqual({
      textConsent: [leadMessages.textConsentRequired],
    });
    expect(errorsOf(leadDialogSchema, { ...text, textConsent: false })).toEqual({
      textConsent: [leadMessages.textConsentRequired],
    });
    expect(errorsOf(leadDialogSchema, { ...text, textConsent: true })).toEqual({});
    // Shown together with the other fields' messages, not only once they are fixed.
    expect(errorsOf(leadDialogSchema, { ...text, fullName: '' })).toHaveProperty('textConsent');
    expect(errorsOf(leadDialogSchema, { ...validLead, preferredContact: 'email' })).toEqual({});
  });

  it('stores the consent version and time when a phone is given or the box ticked', async () => {
    const now = new Date('2026-11-24T18:00:00Z');
    expect(consentOf('(909) 555-0142', false, now)).toEqual({
      consent_version: contactConsent.version,
      consent_at: '2026-11-24T18:00:00.000Z',
      text_consent: false,
    });
    expect(consentOf('', false, now)).toEqual({
      consent_version: null,
      consent_at: null,
      text_consent: false,
    });
    const values = leadDialogSchema.parse({
      ...validLead,
      preferredContact: 'text',
      textConsent: true,
    }) as LeadDialogValues;
    const row = await leadRegistry.lead_dialog.toRow(values, noListings);
    expect(row).toMatchObject({ preferred_contact: 'text', text_consent: true });
    // A box ticked before switching to email is not consent to texts.
    const email = await leadRegistry.lead_dialog.toRow(
      { ...values, preferredContact: 'email' },
      noListings,
    );
    expect(email.text_consent).toBe(false);
  });
});

describe('privacy request schema', () => {
  const valid = {
    fullName: 'Pat Rivera',
    email: 'pat@example.com',
    phone: '',
    requestType: 'delete',
    details: '',
  };

  it('needs a name, an email and a request type; the phone is optional but checked', () => {
    expect(errorsOf(privacyRequestSchema, valid)).toEqual({});
    expect(errorsOf(privacyRequestSchema, { ...valid, requestType: '' })).toEqual({
      requestType: [leadMessages.privacyRequestTypeRequired],
    });
    expect(errorsOf(privacyRequestSchema, { ...valid, phone: '123' })).toEqual({
      phone: [leadMessages.phoneMin],
    });
    expect(errorsOf(privacyRequestSchema, { ...valid, details: 'x'.repeat(1001) })).toEqual({
      details: [leadMessages.detailsMax],
    });
  });

  it('becomes a privacy_request lead with its type', async () => {
    const row = await leadRegistry.privacy_request.toRow(
      privacyRequestSchema.parse(valid),
      noListings,
    );
    expect(row).toMatchObject({
      source: 'privacy_request',
      full_name: 'Pat Rivera',
      email: 'pat@example.com',
      phone: '',
      privacy_request_type: 'delete',
      consent_version: null,
    });
  });
});

describe('owner portal schema', () => {
  it('needs a valid email and maps to the fixed lead-shaped row', async () => {
    expect(errorsOf(ownerPortalSchema, { email: '' })).toEqual({
      email: ['Invalid email address'],
    });
    const row = await leadRegistry.owner_portal.toRow(
      ownerPortalSchema.parse({ email: ' owner@example.com ' }),
      noListings,
    );
    expect(row).toEqual({
      source: 'owner_portal',
      full_name: 'Owner Portal page: get started',
      email: 'owner@example.com',
      phone: '',
      property_address: '',
      property_type: '',
      units_owned: '',
      has_current_manager: false,
      biggest_frustration: expect.stringContaining('get started from the Owner Portal page'),
      preferred_contact: 'email',
      best_time: 'morning',
    });
  });
});
