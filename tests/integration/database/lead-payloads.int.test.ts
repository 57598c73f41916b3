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
} from '../../../supabase/functions/_shared/lead-registry.ts';
import {
  bestTimes,
  consultationFormSchema,
  contactFormSchema,
  contactMethods,
  leadDialogSchema,
  ownerPortalSchema,
  propertyTypes,
  timeSlots,
  toConsultationValues,
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

/** The next Monday to Friday at least a week ahead, as the date picker would allow. */
function nextWeekday(): Date {
  const d = new Date();
  d.setDate(d.getDate() + 7);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
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
  it('every time slot, with the date stored as a date', async () => {
    const date = nextWeekday();
    const isoDate = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(timeSlots).toHaveLength(13);
    for (const time of timeSlots) {
      const values = consultationFormSchema.parse({
        firstName: 'Lena',
        lastName: 'Park',
        email: uniqueEmail('schema-consult'),
        phone: '626 555 0100',
        date,
        time,
      });
      const row = await store(leadRegistry.consultation.toRow(toConsultationValues(values), none));
      expect(row).toMatchObject({
        source: 'consultation',
        full_name: 'Lena Park',
        requested_date: isoDate,
        requested_time: time,
      });
    }
  });

  it('the longest names the form accepts', async () => {
    const values = consultationFormSchema.parse({
      firstName: 'F'.repeat(100),
      lastName: 'L'.repeat(100),
      email: uniqueEmail('schema-consult-long'),
      phone: '6265550100',
      date: nextWeekday(),
      time: timeSlots[0],
    });
    const row = await store(leadRegistry.consultation.toRow(toConsultationValues(values), none));
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
