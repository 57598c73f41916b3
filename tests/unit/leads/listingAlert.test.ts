// @vitest-environment node
/** The alert's search: its summary in words and the schema the form and submit-lead share. */
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@contract/lead-fields.ts';
import { leadMessages } from '@contract/lead-options.ts';
import {
  leadRegistry,
  confirmationFacts,
  type StoredLead,
} from '../../../supabase/functions/_shared/leads/registry.ts';
import { leadConfirmationWords } from '../../../supabase/functions/_shared/leads/confirmation-words.ts';
import { listingAlertFiltersSchema, listingAlertSchema } from '@contract/lead-schemas.ts';
import { alertConsent } from '@contract/privacy-options.ts';
import {
  describeSearch,
  noSearch,
  parseListingSearch,
  searchFilters,
  searchSummary,
} from '@/features/listings/public/filters';

const open = searchFilters(noSearch);

describe('the search in words', () => {
  it('names every filter, once', () => {
    const search = parseListingSearch(
      new URLSearchParams(
        'type=rent&city=Upland&min=1500&max=3000&beds=2&baths=1.5&cats=1&dogs=1&available=2026-12-01&sort=price_asc',
      ),
    );
    expect(describeSearch(search)).toEqual([
      'For rent',
      'in Upland',
      '$1,500 to $3,000',
      '2+ beds',
      '1.5+ baths',
      'cats allowed',
      'dogs allowed',
      'available by Dec 1, 2026',
    ]);
  });

  it('an open search is any listing; one price bound reads as such', () => {
    expect(searchSummary(open)).toBe('Any listing');
    expect(searchSummary({ ...open, minPrice: 2000 })).toBe('Any listing, $2,000 or more');
    expect(searchSummary({ ...open, type: 'sale', maxPrice: 650000, beds: 1 })).toBe(
      'For sale, up to $650,000, 1+ bed',
    );
  });

  it('leaves the typed city out for mail to a typed-in address', () => {
    expect(searchSummary({ ...open, city: '<b>Spam</b> town' }, { includeCity: false })).toBe(
      'Any listing',
    );
  });

  it('keeps the filters, not the sort', () => {
    expect(Object.keys(searchFilters(noSearch))).not.toContain('sort');
  });
});

describe('listingAlertSchema', () => {
  const valid = { email: 'renter@example.com', emailConsent: true, filters: open };
  const errors = (input: unknown) => {
    const r = listingAlertSchema.safeParse(input);
    return r.success ? {} : fieldErrorsOf(r.error);
  };

  it('accepts any search the URL reader produces', () => {
    const search = parseListingSearch(new URLSearchParams('type=rent&city=Upland&beds=2&cats=1'));
    expect(errors({ ...valid, filters: searchFilters(search) })).toEqual({});
  });

  it('needs the consent to be emailed and a valid email', () => {
    expect(errors({ ...valid, emailConsent: false }).emailConsent).toEqual([
      leadMessages.alertConsentRequired,
    ]);
    expect(errors({ ...valid, email: 'nope' }).email).toEqual([leadMessages.emailInvalid]);
  });

  it('refuses filters outside the search rules', () => {
    const bad = [
      { ...open, type: 'lease' },
      { ...open, beds: 1.5 },
      { ...open, baths: 1.25 },
      { ...open, minPrice: -1 },
      { ...open, city: 'x'.repeat(101) },
      { ...open, availableBy: '2026-02-30' },
      { ...open, sort: 'newest' },
      { ...open, minPrice: 3000, maxPrice: 1000 },
    ];
    for (const filters of bad) {
      expect(listingAlertFiltersSchema.safeParse(filters).success, JSON.stringify(filters)).toBe(
        false,
      );
    }
    expect(
      listingAlertFiltersSchema.safeParse({ ...open, minPrice: 3000, maxPrice: 1000 }).error
        ?.issues[0]?.message,
    ).toBe(leadMessages.alertPriceRange);
  });
});

describe('the listing_alert source', () => {
  it('stores the filters, a readable summary and the consent version', async () => {
    const filters = { ...open, type: 'rent' as const, city: 'Upland', beds: 2 };
    const row = await leadRegistry.listing_alert.toRow(
      { email: 'r@example.com', emailConsent: true, filters },
      { listing: () => Promise.resolve(null) },
    );
    expect(row).toMatchObject({
      source: 'listing_alert',
      phone: '',
      alert_filters: filters,
      biggest_frustration: 'Email me new listings: For rent, in Upland, 2+ beds',
      consent_version: alertConsent.version,
      text_consent: false,
    });
  });

  it('its confirmation carries the confirm link and the search without the city', () => {
    const row = {
      source: 'listing_alert',
      alert_filters: { ...open, city: 'Evil <b>', maxPrice: 3000 },
      best_time: '',
      preferred_contact: 'email',
      requested_date: null,
      requested_time: null,
      property_title: null,
      privacy_request_type: null,
    } as unknown as StoredLead;
    const facts = confirmationFacts(row, { confirmUrl: 'https://x.example/alerts?confirm=t' });
    const c = leadConfirmationWords.en.confirmations.listing_alert;
    expect(c.paragraphs(facts).join(' ')).toContain('(Any listing, up to $3,000)');
    expect(c.paragraphs(facts).join(' ')).not.toContain('Evil');
    expect(c.link?.({ siteUrl: 'https://x.example' }, facts)?.url).toBe(
      'https://x.example/alerts?confirm=t',
    );
    expect(c.link?.({ siteUrl: 'https://x.example' }, confirmationFacts(row))).toBeNull();
  });
});
