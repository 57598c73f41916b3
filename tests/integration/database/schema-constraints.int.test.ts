/**
 * The CHECK constraints of `leads` and `properties`, through supabase-js: every legitimate
 * payload of every form is stored, garbage is refused with error 23514 and a message that names
 * the constraint (so the log says what was wrong). Lead payloads are sent as the forms send them:
 * browser forms as anon with return=minimal, contact and consultation with the service role (as
 * their edge functions do). The leads contract is in the header of the first migration.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, LeadInsert, PropertyInsert } from '../../../src/lib/database.types';
import { adminClient, anonClient, serviceClient, uniqueEmail } from '../../support/backend';

type Db = SupabaseClient<Database>;
const typed = (c: SupabaseClient): Db => c as unknown as Db;

const RUN = randomUUID().slice(0, 8);
const x = (n: number, ch = 'x') => ch.repeat(n);

let anon: Db;
let admin: Db;
let svc: Db;
let listingId: string;

const createdPropertyIds: string[] = [];
const createdLeadEmails: string[] = [];

beforeAll(async () => {
  anon = typed(anonClient());
  svc = typed(serviceClient());
  admin = typed(await adminClient());
  const { data, error } = await svc
    .from('properties')
    .insert(property({ title: `Showing target ${RUN}` }))
    .select('id')
    .single();
  if (error) throw error;
  listingId = data.id;
  createdPropertyIds.push(listingId);
});

afterAll(async () => {
  for (const email of createdLeadEmails) await svc.from('leads').delete().eq('email', email);
  if (createdPropertyIds.length) await svc.from('properties').delete().in('id', createdPropertyIds);
});

// ---------------------------------------------------------------------------------------------
// Payloads per source (the shapes the forms send; see /tmp contract / migration header)
// ---------------------------------------------------------------------------------------------

function leadDialog(overrides: Partial<LeadInsert> = {}): LeadInsert {
  return {
    source: 'lead_dialog',
    full_name: 'Maria Delgado',
    email: uniqueEmail('dialog'),
    phone: '(626) 555-0187',
    property_address: '1847 E Cortez St, West Covina',
    property_type: 'single-family',
    units_owned: '1',
    has_current_manager: true,
    biggest_frustration: 'My current manager takes 10% and never answers the phone.',
    preferred_contact: 'phone',
    best_time: 'evening',
    ...overrides,
  };
}

function contact(overrides: Partial<LeadInsert> = {}): LeadInsert {
  return {
    source: 'contact',
    full_name: 'James Okafor',
    email: uniqueEmail('contact'),
    phone: '909-555-0111',
    property_address: 'Not provided - general inquiry',
    property_type: 'not specified',
    units_owned: 'not specified',
    has_current_manager: false,
    biggest_frustration: 'A duplex in Fontana, both units rented, one lease ends in March.',
    preferred_contact: 'email',
    best_time: 'anytime',
    ...overrides,
  };
}

function consultation(overrides: Partial<LeadInsert> = {}): LeadInsert {
  return {
    source: 'consultation',
    full_name: 'Ana Ruiz',
    email: uniqueEmail('consult'),
    phone: '7605550199',
    property_address: '',
    property_type: '',
    units_owned: '',
    has_current_manager: false,
    biggest_frustration: '',
    preferred_contact: 'phone',
    best_time: '',
    requested_date: 'March 16, 2026',
    requested_time: '9:00 AM',
    ...overrides,
  };
}

function ownerPortal(overrides: Partial<LeadInsert> = {}): LeadInsert {
  return {
    source: 'owner_portal',
    full_name: 'Owner Portal page: get started',
    email: uniqueEmail('portal'),
    phone: '',
    property_address: '',
    property_type: '',
    units_owned: '',
    has_current_manager: false,
    biggest_frustration: 'Not a client yet: asked to get started from the Owner Portal page.',
    preferred_contact: 'email',
    best_time: 'morning',
    ...overrides,
  };
}

function showing(overrides: Partial<LeadInsert> = {}): LeadInsert {
  return {
    source: 'property_showing',
    full_name: 'Kevin Tran',
    email: uniqueEmail('showing'),
    phone: '+1 951 555 0123',
    property_address: '2418 Fifth St',
    property_type: 'not specified',
    units_owned: 'not specified',
    has_current_manager: false,
    biggest_frustration: 'Could we see it on a weekday evening?',
    preferred_contact: 'text',
    // Texts only with the box ticked: the consent version and time come with it.
    text_consent: true,
    consent_version: '2026-11-24',
    consent_at: '2026-11-24T18:00:00Z',
    best_time: 'evening',
    property_id: listingId,
    property_title: 'Craftsman Bungalow Near Old Town La Verne',
    ...overrides,
  };
}

function property(overrides: Partial<PropertyInsert> = {}): PropertyInsert {
  return {
    title: `Constraint fixture ${RUN}`,
    price: 450000,
    address: '77 Test Ln',
    city: 'Ontario',
    zip_code: '91761',
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1400,
    status: 'off_market',
    ...overrides,
  };
}

/** Every source's row is stored by the lead pipeline, with the service role. */
function clientFor(_source: LeadInsert['source']): Db {
  return svc;
}

async function expectStored(row: LeadInsert) {
  createdLeadEmails.push(row.email);
  const { error, status } = await clientFor(row.source).from('leads').insert(row);
  expect(error).toBeNull();
  expect(status).toBe(201);
  const { data } = await svc.from('leads').select('*').eq('email', row.email);
  expect(data).toHaveLength(1);
  return data![0]!;
}

async function expectLeadRefused(row: LeadInsert, constraint: string, client?: Db) {
  createdLeadEmails.push(row.email);
  const { error } = await (client ?? clientFor(row.source)).from('leads').insert(row);
  expect(error, `expected ${constraint}`).not.toBeNull();
  expect(error!.code).toBe('23514');
  expect(error!.message).toBe(
    `new row for relation "leads" violates check constraint "${constraint}"`,
  );
  const { data } = await svc.from('leads').select('id').eq('email', row.email);
  expect(data).toEqual([]);
}

async function expectPropertyRefused(row: PropertyInsert, constraint: string) {
  const { data, error } = await admin.from('properties').insert(row).select('id');
  if (data?.[0]) createdPropertyIds.push(data[0].id);
  expect(error, `expected ${constraint}`).not.toBeNull();
  expect(error!.code).toBe('23514');
  expect(error!.message).toBe(
    `new row for relation "properties" violates check constraint "${constraint}"`,
  );
}

async function expectPropertyStored(row: PropertyInsert) {
  const { data, error } = await admin.from('properties').insert(row).select().single();
  expect(error).toBeNull();
  createdPropertyIds.push(data!.id);
  return data!;
}

// ---------------------------------------------------------------------------------------------
// Leads: what every form sends is stored
// ---------------------------------------------------------------------------------------------

describe('leads: legitimate payloads of every form are stored', () => {
  it('lead dialog, including has_current_manager and every choice value', async () => {
    const stored = await expectStored(leadDialog());
    expect(stored).toMatchObject({
      source: 'lead_dialog',
      has_current_manager: true,
      notification_status: 'pending',
      property_id: null,
      requested_date: null,
    });
    const choices: Array<Partial<LeadInsert>> = [
      ...['single-family', 'condo', 'multi-unit', 'apartment', 'other'].map((v) => ({
        property_type: v,
      })),
      ...['1', '2-5', '6-10', '10+'].map((v) => ({ units_owned: v })),
      ...['email', 'phone'].map((v) => ({ preferred_contact: v })),
      {
        preferred_contact: 'text',
        text_consent: true,
        consent_version: '2026-11-24',
        consent_at: '2026-11-24T18:00:00Z',
      },
      ...['morning', 'afternoon', 'evening'].map((v) => ({ best_time: v })),
    ];
    for (const choice of choices) await expectStored(leadDialog(choice));
  });

  it('lead dialog at the edges of every length rule', async () => {
    await expectStored(
      leadDialog({
        full_name: 'Al',
        phone: '6265550100',
        property_address: '917',
        biggest_frustration: 'Late rent!',
      }),
    );
    await expectStored(
      leadDialog({
        full_name: x(100, 'n'),
        email: `${x(234, 'e')}-${RUN}@example.com`, // 255 characters
        phone: '+1 (626) 555-0100 12',
        property_address: x(200, 'a'),
        biggest_frustration: x(1000, 'f'),
      }),
    );
  });

  it('contact form (submit-lead, service role), with a description of up to 1000 characters', async () => {
    const stored = await expectStored(contact());
    expect(stored).toMatchObject({
      property_address: 'Not provided - general inquiry',
      property_type: 'not specified',
      units_owned: 'not specified',
      best_time: 'anytime',
    });
    await expectStored(contact({ biggest_frustration: x(1000, 'd') }));
  });

  it('consultation (send-demo-request, service role): name, date and slot stored', async () => {
    const stored = await expectStored(consultation());
    expect(stored).toMatchObject({ requested_date: '2026-03-16', requested_time: '9:00 AM' });
    for (const slot of ['7:00 AM', '12:00 PM', '7:00 PM']) {
      await expectStored(consultation({ requested_time: slot, requested_date: '2026-03-17' }));
    }
    await expectStored(consultation({ full_name: `${x(100, 'f')} ${x(100, 'l')}` }));
    await expectStored(consultation({ full_name: 'A B' }));
  });

  it('owner portal notify: fixed texts, empty phone and property fields', async () => {
    const stored = await expectStored(ownerPortal());
    expect(stored).toMatchObject({ phone: '', property_type: '', best_time: 'morning' });
  });

  it('property showing: tied to a listing, date and time optional', async () => {
    const stored = await expectStored(showing());
    expect(stored).toMatchObject({ property_id: listingId, requested_date: null });
    await expectStored(
      showing({ requested_date: '2026-12-01', requested_time: 'Evening', biggest_frustration: '' }),
    );
  });

  it('deleting a listing keeps its showing requests (property_id set null, title kept)', async () => {
    const { data: temp } = await svc
      .from('properties')
      .insert(property({ title: `Temp listing ${RUN}` }))
      .select('id')
      .single();
    const row = showing({ property_id: temp!.id, property_title: `Temp listing ${RUN}` });
    await expectStored(row);
    expect((await admin.from('properties').delete().eq('id', temp!.id)).error).toBeNull();
    const { data } = await svc
      .from('leads')
      .select('property_id, property_title')
      .eq('email', row.email);
    expect(data).toEqual([{ property_id: null, property_title: `Temp listing ${RUN}` }]);
  });
});

// ---------------------------------------------------------------------------------------------
// Leads: garbage is refused by a named constraint
// ---------------------------------------------------------------------------------------------

describe('leads: garbage is refused with the constraint named', () => {
  const cases: Array<[string, () => LeadInsert, string]> = [
    ['a 5,000-character name', () => leadDialog({ full_name: x(5000) }), 'leads_full_name_length'],
    [
      'a 101-character dialog name',
      () => leadDialog({ full_name: x(101) }),
      'leads_full_name_length',
    ],
    ['a one-character name', () => leadDialog({ full_name: 'A' }), 'leads_full_name_length'],
    ['a blank name', () => leadDialog({ full_name: '     ' }), 'leads_full_name_length'],
    [
      'a 202-character consultation name',
      () => consultation({ full_name: x(202) }),
      'leads_full_name_length',
    ],
    ['a malformed email', () => leadDialog({ email: `not-an-email-${RUN}` }), 'leads_email_format'],
    [
      'an email with spaces',
      () => leadDialog({ email: `jane ${RUN}@example.com` }),
      'leads_email_format',
    ],
    [
      'a 256-character email',
      () => leadDialog({ email: `${x(244)}${RUN}@ex.com`.slice(-256) }),
      'leads_email_format',
    ],
    ['a phone of words', () => leadDialog({ phone: 'call me maybe!!' }), 'leads_phone_format'],
    ['a phone with 9 digits', () => leadDialog({ phone: '626-555-010' }), 'leads_phone_format'],
    [
      'a 21-character phone',
      () => leadDialog({ phone: '+1 (626) 555-0100 123' }),
      'leads_phone_format',
    ],
    ['an empty phone on the dialog', () => leadDialog({ phone: '' }), 'leads_phone_format'],
    [
      'a 2-character address',
      () => leadDialog({ property_address: 'CA' }),
      'leads_property_address_length',
    ],
    [
      'a 201-character address',
      () => contact({ property_address: x(201) }),
      'leads_property_address_length',
    ],
    [
      'an unknown property type',
      () => leadDialog({ property_type: 'castle' }),
      'leads_property_type_allowed',
    ],
    [
      "'not specified' on the dialog",
      () => leadDialog({ property_type: 'not specified' }),
      'leads_property_type_allowed',
    ],
    [
      'an unknown property type on contact',
      () => contact({ property_type: 'mansion' }),
      'leads_property_type_allowed',
    ],
    ['an unknown unit count', () => leadDialog({ units_owned: '11' }), 'leads_units_owned_allowed'],
    [
      'a 9-character frustration',
      () => leadDialog({ biggest_frustration: 'Late rent' }),
      'leads_biggest_frustration_length',
    ],
    [
      'a 1,001-character frustration',
      () => leadDialog({ biggest_frustration: x(1001) }),
      'leads_biggest_frustration_length',
    ],
    [
      'a 5,000-character portal text',
      () => ownerPortal({ biggest_frustration: x(5000) }),
      'leads_biggest_frustration_length',
    ],
    [
      'a short contact description',
      () => contact({ biggest_frustration: 'Hi' }),
      'leads_biggest_frustration_length',
    ],
    [
      'an unknown contact method',
      () => leadDialog({ preferred_contact: 'carrier pigeon' }),
      'leads_preferred_contact_allowed',
    ],
    [
      'an unknown best time',
      () => leadDialog({ best_time: 'midnight' }),
      'leads_best_time_allowed',
    ],
    [
      "'anytime' on the dialog",
      () => leadDialog({ best_time: 'anytime' }),
      'leads_best_time_allowed',
    ],
    [
      'a showing without a listing title',
      () => showing({ property_title: null }),
      'leads_property_fields_for_showing',
    ],
    [
      'a dialog lead tied to a listing',
      () => leadDialog({ property_title: 'Some listing' }),
      'leads_property_fields_for_showing',
    ],
    [
      'a consultation without a time',
      () => consultation({ requested_time: null }),
      'leads_requested_slot_for_consultation',
    ],
    [
      'a consultation without a date',
      () => consultation({ requested_date: null }),
      'leads_requested_slot_for_consultation',
    ],
    [
      'a consultation at 25:00',
      () => consultation({ requested_time: '25:00 PM' }),
      'leads_requested_slot_for_consultation',
    ],
    [
      'a dialog lead with a date',
      () => leadDialog({ requested_date: '2026-03-16' }),
      'leads_requested_slot_for_consultation',
    ],
    [
      'texts without the consent box',
      () => leadDialog({ preferred_contact: 'text' }),
      'leads_text_needs_consent',
    ],
    [
      'a consent version without its time',
      () => leadDialog({ consent_version: '2026-11-24' }),
      'leads_consent_pair',
    ],
    [
      'a privacy request of an unknown type',
      () => leadDialog({ source: 'privacy_request', privacy_request_type: 'sell' }),
      'leads_privacy_request_type_allowed',
    ],
    [
      'a dialog lead with a privacy request type',
      () => leadDialog({ privacy_request_type: 'delete' }),
      'leads_privacy_request_type_allowed',
    ],
    [
      'a 21-character showing time',
      () => showing({ requested_time: x(21) }),
      'leads_requested_time_length',
    ],
  ];

  for (const [what, make, constraint] of cases) {
    it(`${what} -> ${constraint}`, async () => {
      await expectLeadRefused(make(), constraint);
    });
  }

  it('an unknown source: anon has no insert at all, the service role meets leads_source_allowed', async () => {
    const row = leadDialog({ source: 'spam' as LeadInsert['source'] });
    createdLeadEmails.push(row.email);
    const { error } = await anon.from('leads').insert(row);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('permission denied for table leads');
    await expectLeadRefused({ ...row, email: uniqueEmail('spam') }, 'leads_source_allowed', svc);
  });

  it('functions may only record known notification states, and errors up to 2,000 characters', async () => {
    await expectLeadRefused(
      contact({ notification_status: 'bounced' as LeadInsert['notification_status'] }),
      'leads_notification_status_allowed',
    );
    await expectLeadRefused(
      contact({ notification_status: 'failed', notification_error: x(2001) }),
      'leads_notification_error_length',
    );
    const stored = await expectStored(
      contact({ notification_status: 'failed', notification_error: 'SMTP 421: try again later' }),
    );
    expect(stored.notification_status).toBe('failed');
  });

  it('an unknown listing id is refused by the foreign key', async () => {
    const row = showing({ property_id: randomUUID() });
    createdLeadEmails.push(row.email);
    const { error } = await svc.from('leads').insert(row);
    expect(error?.code).toBe('23503');
    expect(error?.message).toContain('leads_property_id_fkey');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe('properties: valid listings are stored', () => {
  it('half-step bathrooms, ZIP+4, zero bedrooms (studio), a free listing price of 0', async () => {
    for (const bathrooms of [0, 0.5, 1, 2.5, 50]) {
      expect((await expectPropertyStored(property({ bathrooms }))).bathrooms).toBe(bathrooms);
    }
    expect((await expectPropertyStored(property({ zip_code: '91739-2208' }))).zip_code).toBe(
      '91739-2208',
    );
    expect((await expectPropertyStored(property({ bedrooms: 0, price: 0 }))).price).toBe(0);
    expect((await expectPropertyStored(property({ price: 9_999_999_999.99 }))).price).toBe(
      9_999_999_999.99,
    );
  });

  it('photos: http(s) URLs and site-relative paths, up to 30', async () => {
    const images = [
      '/images/listings/west-covina-ranch-1.webp',
      'https://photos.example.com/listing/123/front.jpg?w=1200&h=800',
      'http://cdn.example.org/a.png',
      ...Array.from({ length: 27 }, (_, i) => `https://img.example.net/${i}.jpg`),
    ];
    expect((await expectPropertyStored(property({ images }))).images).toEqual(images);
  });

  it('a description of 5,000 characters, or none (null)', async () => {
    expect(
      (await expectPropertyStored(property({ description: x(5000, 'd') }))).description,
    ).toHaveLength(5000);
    expect((await expectPropertyStored(property({ description: null }))).description).toBeNull();
  });
});

describe('properties: garbage is refused with the constraint named', () => {
  const cases: Array<[string, Partial<PropertyInsert>, string]> = [
    ['a negative price', { price: -1 }, 'properties_price_non_negative'],
    ['bathrooms 2.3', { bathrooms: 2.3 }, 'properties_bathrooms_half_steps'],
    ['bathrooms 2.25 (stored as 2.3)', { bathrooms: 2.25 }, 'properties_bathrooms_half_steps'],
    ['negative bathrooms', { bathrooms: -0.5 }, 'properties_bathrooms_half_steps'],
    ['51 bathrooms', { bathrooms: 51 }, 'properties_bathrooms_half_steps'],
    ['negative bedrooms', { bedrooms: -1 }, 'properties_bedrooms_range'],
    ['51 bedrooms', { bedrooms: 51 }, 'properties_bedrooms_range'],
    ['0 square feet', { square_feet: 0 }, 'properties_square_feet_range'],
    ['1,000,001 square feet', { square_feet: 1_000_001 }, 'properties_square_feet_range'],
    [
      'an unknown listing type',
      { property_type: 'lease' as PropertyInsert['property_type'] },
      'properties_property_type_allowed',
    ],
    [
      'an unknown status',
      { status: 'archived' as PropertyInsert['status'] },
      'properties_status_allowed',
    ],
    ['a lowercase state', { state: 'ca' }, 'properties_state_format'],
    ['a spelled-out state', { state: 'California' }, 'properties_state_format'],
    ['a 4-digit zip', { zip_code: '9175' }, 'properties_zip_code_format'],
    ['a broken ZIP+4', { zip_code: '91750-12' }, 'properties_zip_code_format'],
    ['an empty title', { title: '' }, 'properties_title_length'],
    ['a blank title', { title: '    ' }, 'properties_title_length'],
    ['a 201-character title', { title: x(201) }, 'properties_title_length'],
    ['an empty description (must be null)', { description: '' }, 'properties_description_length'],
    ['a blank description', { description: '  \n ' }, 'properties_description_length'],
    ['a 5,001-character description', { description: x(5001) }, 'properties_description_length'],
    ['a blank address', { address: ' ' }, 'properties_address_length'],
    ['a 201-character address', { address: x(201) }, 'properties_address_length'],
    ['a 101-character city', { city: x(101) }, 'properties_city_length'],
    [
      '31 photos',
      { images: Array.from({ length: 31 }, (_, i) => `/images/${i}.webp`) },
      'properties_images_count',
    ],
    ['a javascript: photo URL', { images: ['javascript:alert(1)'] }, 'properties_images_urls'],
    [
      'a protocol-relative photo URL',
      { images: ['//evil.example/x.jpg'] },
      'properties_images_urls',
    ],
    ['a backslash photo URL', { images: ['/\\evil.example/x.jpg'] }, 'properties_images_urls'],
    ['an ftp photo URL', { images: ['ftp://files.example.com/x.jpg'] }, 'properties_images_urls'],
    ['a data: photo URL', { images: ['data:image/png;base64,AAAA'] }, 'properties_images_urls'],
    ['a relative path without a slash', { images: ['images/x.webp'] }, 'properties_images_urls'],
    ['an empty photo entry', { images: ['/images/a.webp', ''] }, 'properties_images_urls'],
    [
      'a photo URL with a space',
      { images: ['https://example.com/a b.jpg'] },
      'properties_images_urls',
    ],
    [
      'a photo URL with a newline',
      { images: ['/a.webp\nhttps://x.example/b.jpg'] },
      'properties_images_urls',
    ],
  ];

  for (const [what, overrides, constraint] of cases) {
    it(`${what} -> ${constraint}`, async () => {
      await expectPropertyRefused(property(overrides), constraint);
    });
  }

  it('a price beyond numeric(12,2) is refused as out of range', async () => {
    const { error } = await admin.from('properties').insert(property({ price: 1e10 }));
    expect(error?.code).toBe('22003');
  });

  it('anon cannot insert a listing at all, valid or not (permission, before any check)', async () => {
    for (const row of [property(), property({ price: -1 })]) {
      const { error } = await anon.from('properties').insert(row);
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('permission denied for table properties');
    }
  });

  it('an update is held to the same rules', async () => {
    const stored = await expectPropertyStored(property());
    const { error } = await admin.from('properties').update({ bathrooms: 1.3 }).eq('id', stored.id);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('properties_bathrooms_half_steps');
    const { data } = await svc.from('properties').select('bathrooms').eq('id', stored.id).single();
    expect(data?.bathrooms).toBe(2);
  });
});
