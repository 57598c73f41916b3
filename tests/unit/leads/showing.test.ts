// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  leadRegistry,
  LeadInputError,
  type RowContext,
} from '../../../supabase/functions/_shared/leads/registry.ts';
import { bookingMessages } from '@contract/booking.ts';
import { contactConsent, HONEYPOT_FIELD, leadMessages } from '@contract/lead-schemas.ts';
import {
  emptyShowingRequest,
  showingRequestSchema,
  todayIso,
} from '@/features/listings/public/showing';

const listing = {
  id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
  title: 'Craftsman Bungalow Near Old Town La Verne',
  address: '2418 Fifth St',
  city: 'La Verne',
  state: 'CA',
  zip_code: '91750',
};

const lookup: RowContext = {
  listing: (id) => Promise.resolve(id === listing.id ? listing : null),
};
const showingToRow = (values: ReturnType<typeof showingRequestSchema.parse>) =>
  leadRegistry.property_showing.toRow(values, lookup);

const valid = {
  ...emptyShowingRequest(listing),
  fullName: '  Dana Whitfield ',
  email: 'dana@example.com',
  phone: '(909) 555-0199',
  preferredContact: 'text',
  textConsent: true,
  bestTime: 'evening',
};

function messages(input: object): Record<string, string | undefined> {
  const result = showingRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('showing request', () => {
  it('uses the lead form’s rules and messages', () => {
    expect(messages(emptyShowingRequest(listing))).toMatchObject({
      fullName: leadMessages.nameMin,
      email: leadMessages.emailInvalid,
      phone: leadMessages.phoneMin,
      preferredContact: leadMessages.preferredContactRequired,
    });
    // Without a slot, a best time is needed; with a booked slot, it may be left out.
    expect(messages({ ...valid, bestTime: '' })).toEqual({
      bestTime: leadMessages.bestTimeRequired,
    });
    expect(messages({ ...valid, bestTime: '', slotStart: '2026-12-05T10:00:00-08:00' })).toEqual(
      {},
    );
    expect(messages({ ...valid, slotStart: 'tomorrow' })).toEqual({
      slotStart: bookingMessages.slotRequired,
    });
    expect(messages({ ...valid, message: 'x'.repeat(1001) }).message).toBe(
      leadMessages.frustrationMax,
    );
    expect(messages({ ...valid, preferredDate: '2000-01-01' }).preferredDate).toBe(
      leadMessages.datePast,
    );
    expect(messages({ ...valid, preferredDate: todayIso() })).toEqual({});
    expect(messages({ ...valid, textConsent: false })).toEqual({
      textConsent: leadMessages.textConsentRequired,
    });
  });

  it('becomes a property_showing lead tied to the listing the server looked up', async () => {
    const values = showingRequestSchema.parse({
      ...valid,
      message: ' Can we see it Saturday? ',
      preferredDate: '2999-05-02',
    });
    expect(await showingToRow(values)).toEqual({
      source: 'property_showing',
      full_name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(909) 555-0199',
      property_address: '2418 Fifth St, La Verne, CA 91750',
      property_type: '',
      units_owned: '',
      has_current_manager: false,
      biggest_frustration: 'Can we see it Saturday?',
      preferred_contact: 'text',
      best_time: 'evening',
      property_id: listing.id,
      property_title: listing.title,
      requested_date: '2999-05-02',
      consent_version: contactConsent.version,
      consent_at: expect.any(String),
      text_consent: true,
    });
    const noDate = showingRequestSchema.parse(valid);
    expect((await showingToRow(noDate)).requested_date).toBeNull();
    expect(await showingToRow(noDate)).not.toHaveProperty(HONEYPOT_FIELD);
    // A listing that is gone (or not active) is a field error, not a stored lead.
    const gone = showingRequestSchema.parse({ ...valid, propertyId: crypto.randomUUID() });
    await expect(showingToRow(gone)).rejects.toBeInstanceOf(LeadInputError);
  });
});
