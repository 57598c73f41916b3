/**
 * The database accepts every row the shared lead schemas can produce: each form's values are
 * parsed with its zod schema (supabase/functions/_shared/contract/lead-schemas.ts, used by the forms and
 * the edge functions alike), mapped to a row with its registry entry, and inserted with the
 * service role as the lead pipeline stores it. Boundary values and every choice are covered, so a
 * rule the forms allow but the table refuses cannot go unnoticed.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, LeadInsert } from '../../../src/lib/database.types';
import {
  leadRegistry,
  type LeadRowInsert,
} from '../../../supabase/functions/_shared/leads/registry.ts';
import {
  bestTimes,
  consultationSchema,
  contactFormSchema,
  contactMethods,
  leadDialogSchema,
  ownerPortalSchema,
  propertyTypes,
  unitsOwnedOptions,
  type LeadDialogInput,
} from '../../../supabase/functions/_shared/contract/lead-schemas.ts';

const none = { listing: () => Promise.resolve(null) };
const leadDialogToRow = (v: ReturnType<typeof leadDialogSchema.parse>) =>
  leadRegistry.lead_dialog.toRow(v, none);
import { serviceClient, uniqueEmail } from '../../support/backend';

type Db = SupabaseClient<Database>;

let svc: Db;
const emails: string[] = [];

beforeAll(() => {
  svc = serviceClient() as unknown as Db;
});

afterAll(async () => {
  for (const email of emails) await svc.from('leads').delete().eq('email', email);
});

/** Stores a mapped row as the pipeline does and reads it back with the service role. */
async function store(pending: LeadRowInsert | Promise<LeadRowInsert>) {
  const row = await pending;
  emails.push(row.email);
  const { error } = await svc.from('leads').insert(row as LeadInsert);
  expect(error, `${row.source}: ${error?.message}`).toBeNull();
  const { data } = await svc.from('leads').select('*').eq('email', row.email);
  expect(data).toHaveLength(1);
  return data![0]!;
}

function dialogInput(overrides: Partial<LeadDialogInput> = {}): LeadDialogInput {
  return {
    fullName: 'Grace Whitfield',
    email: uniqueEmail('schema-dialog'),
    phone: '(909) 555-0123',
    propertyAddress: 'Upland, 91786',
    propertyType: 'condo',
    unitsOwned: '2-5',
    hasCurrentManager: 'no',
    biggestFrustration: 'Turnovers take too long and cost too much.',
    preferredContact: 'email',
    bestTime: 'afternoon',
    ...overrides,
  };
}

describe('lead dialog rows (pipeline)', () => {
  it('typical values, stored with has_current_manager from yes/no', async () => {
    const yes = await store(
      leadDialogToRow(leadDialogSchema.parse(dialogInput({ hasCurrentManager: 'yes' }))),
    );
    expect(yes).toMatchObject({ source: 'lead_dialog', has_current_manager: true });
    const no = await store(leadDialogToRow(leadDialogSchema.parse(dialogInput())));
    expect(no.has_current_manager).toBe(false);
  });

  it('the shortest and the longest values the schema accepts (untrimmed input)', async () => {
    await store(
      leadDialogToRow(
        leadDialogSchema.parse(
          dialogInput({
            fullName: '  Al  ',
            phone: ' 6265550100 ',
            propertyAddress: ' 917 ',
            biggestFrustration: '  Late rent!  ',
          }),
        ),
      ),
    );
    const longEmail = `${'e'.repeat(255 - '@example.com'.length - 9)}.${randomUUID().slice(0, 8)}@example.com`;
    expect(longEmail).toHaveLength(255);
    await store(
      leadDialogToRow(
        leadDialogSchema.parse(
          dialogInput({
            fullName: 'N'.repeat(100),
            email: longEmail,
            phone: '+1 (626) 555-0100 99',
            propertyAddress: 'A'.repeat(200),
            biggestFrustration: 'F'.repeat(1000),
          }),
        ),
      ),
    );
  });

  it('every choice of every select', async () => {
    const variants: Array<Partial<LeadDialogInput>> = [
      ...propertyTypes.map((propertyType) => ({ propertyType })),
      ...unitsOwnedOptions.map((unitsOwned) => ({ unitsOwned })),
      ...contactMethods.map((preferredContact) => ({
        preferredContact,
        textConsent: preferredContact === 'text',
      })),
      ...bestTimes.map((bestTime) => ({ bestTime })),
    ];
    for (const v of variants) {
      await store(leadDialogToRow(leadDialogSchema.parse(dialogInput(v))));
    }
  });
});

describe('contact rows (pipeline)', () => {
  it('the fixed fields and a description from 10 to 1000 characters', async () => {
    for (const propertyInfo of ['Duplex, LA', 'D'.repeat(1000)]) {
      const values = contactFormSchema.parse({
        name: 'Tomas Vega',
        email: uniqueEmail('schema-contact'),
        phone: '951.555.0100',
        propertyInfo,
      });
      const row = await store(leadRegistry.contact.toRow(values, none));
      expect(row).toMatchObject({ source: 'contact', biggest_frustration: propertyInfo });
    }
  });
});

describe('consultation rows (pipeline)', () => {
  it("a booked slot's Pacific date and hour pass the table's checks, across DST", async () => {
    for (const [slotStart, date, time] of [
      ['2026-11-02T15:00:00.000Z', '2026-11-02', '7:00 AM'],
      ['2026-10-30T20:00:00.000Z', '2026-10-30', '1:00 PM'],
      ['2027-03-15T01:30:00.000Z', '2027-03-14', '6:30 PM'],
    ] as const) {
      const values = consultationSchema.parse({
        firstName: 'Lena',
        lastName: 'Park',
        email: uniqueEmail('schema-consult'),
        phone: '626 555 0100',
        slotStart,
      });
      const row = await store(leadRegistry.consultation.toRow(values, none));
      expect(row).toMatchObject({
        source: 'consultation',
        status: 'consultation_scheduled',
        full_name: 'Lena Park',
        requested_date: date,
        requested_time: time,
      });
    }
  });

  it('the longest names the form accepts', async () => {
    const values = consultationSchema.parse({
      firstName: 'F'.repeat(100),
      lastName: 'L'.repeat(100),
      email: uniqueEmail('schema-consult-long'),
      phone: '6265550100',
      slotStart: '2026-11-02T15:00:00Z',
    });
    const row = await store(leadRegistry.consultation.toRow(values, none));
    expect(row.full_name).toHaveLength(201);
  });
});

describe('owner portal rows (pipeline)', () => {
  it('an email is all it takes', async () => {
    const row = await store(
      leadRegistry.owner_portal.toRow(
        ownerPortalSchema.parse({ email: ` ${uniqueEmail('schema-portal')} ` }),
        none,
      ),
    );
    expect(row).toMatchObject({ source: 'owner_portal', phone: '', preferred_contact: 'email' });
  });
});
