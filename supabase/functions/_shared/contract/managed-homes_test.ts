import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  centsToDollars,
  dollarsToCents,
  homeFormSchema,
  homeSaveProblem,
  leaseFormSchema,
  leaseSaveProblem,
  type HomeFormValues,
  type LeaseFormValues,
} from './managed-homes.ts';

Deno.test('dollars typed become integer cents, to the cent and without float error', () => {
  assertEquals(dollarsToCents('1500'), 150000);
  assertEquals(dollarsToCents('1,500.5'), 150050);
  assertEquals(dollarsToCents(' $19.99 '), 1999);
  assertEquals(dollarsToCents('0.07'), 7);
  assertEquals(dollarsToCents('1234567.89'), 123456789);
  for (const bad of ['', '-5', '1.999', 'abc', '1,50', '12.', '1e3']) {
    assertEquals(dollarsToCents(bad), null, bad);
  }
});

Deno.test('cents read back as what a money input shows, round trip', () => {
  assertEquals(centsToDollars(150000), '1500');
  assertEquals(centsToDollars(150050), '1500.50');
  assertEquals(centsToDollars(7), '0.07');
  for (const cents of [0, 1, 99, 100, 123456789]) {
    assertEquals(dollarsToCents(centsToDollars(cents)), cents);
  }
});

const home: HomeFormValues = {
  street: '12 Orange Ave',
  city: 'Upland',
  state: 'ca',
  zip_code: '91786',
  property_id: '',
  plan: 'plus',
  billing_term: 'annual',
  starts_on: '2026-12-01',
  repair_approval_limit: '750.25',
  units: [
    { id: '', label: 'Unit A', bedrooms: '2', bathrooms: '1.5' },
    { id: '', label: 'Unit B', bedrooms: '', bathrooms: '' },
  ],
  owner_ids: ['7c1e0a39-8c55-4c0a-9a57-5d3c2f1e0b11'],
};

Deno.test('a valid home becomes the save_managed_home payload (limit in cents)', () => {
  const parsed = homeFormSchema.parse(home);
  assertEquals(parsed.state, 'CA');
  assertEquals(parsed.property_id, null);
  assertEquals(parsed.repair_approval_limit_cents, 75025);
  assertEquals(parsed.units, [
    { id: null, label: 'Unit A', bedrooms: 2, bathrooms: 1.5 },
    { id: null, label: 'Unit B', bedrooms: null, bathrooms: null },
  ]);
});

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

Deno.test('a home without units or owners, a repeated unit label or a bad ZIP is refused', () => {
  assertEquals(issues(homeFormSchema.safeParse({ ...home, units: [], owner_ids: [] })), {
    units: 'Add at least one unit',
    owner_ids: 'Choose at least one owner',
  });
  const twice = homeFormSchema.safeParse({
    ...home,
    units: [home.units[0]!, { ...home.units[1]!, label: 'unit a' }],
  });
  assertEquals(issues(twice), { 'units.1.label': 'Another unit is already labelled “unit a”' });
  assertEquals(issues(homeFormSchema.safeParse({ ...home, zip_code: '9178' })), {
    zip_code: 'ZIP code must be 5 digits (or ZIP+4)',
  });
  assertEquals(issues(homeFormSchema.safeParse({ ...home, repair_approval_limit: '100001' })), {
    repair_approval_limit: 'Repair approval limit must be at most $100,000.00',
  });
});

const lease: LeaseFormValues = {
  unit_id: 'b2d4c1a0-1111-4e6f-8a9b-0c1d2e3f4a5b',
  tenant_ids: ['c3e5d2b1-2222-4f70-9bac-1d2e3f4a5b6c'],
  starts_on: '2026-12-01',
  month_to_month: false,
  ends_on: '2027-11-30',
  rent: '2,450',
  deposit: '2450',
  due_day: '1',
  late_fee_grace_days: '5',
  late_fee: '75',
  status: 'upcoming',
  move_in_on: '',
  move_out_on: '',
};

Deno.test('a valid lease becomes the save_lease payload, money in cents', () => {
  const parsed = leaseFormSchema.parse(lease);
  assertEquals(parsed.rent_cents, 245000);
  assertEquals(parsed.deposit_cents, 245000);
  assertEquals(parsed.late_fee_cents, 7500);
  assertEquals(parsed.due_day, 1);
  assertEquals(parsed.move_in_on, null);
  assertEquals(leaseFormSchema.parse({ ...lease, month_to_month: true }).ends_on, null);
});

Deno.test('lease dates out of order, a missing end, a due day of 29 are refused', () => {
  assertEquals(issues(leaseFormSchema.safeParse({ ...lease, ends_on: '2026-12-01' })), {
    ends_on: 'The end date must be after the start date',
  });
  assertEquals(issues(leaseFormSchema.safeParse({ ...lease, ends_on: '' })), {
    ends_on: 'End date is required (or choose month-to-month)',
  });
  assertEquals(
    issues(
      leaseFormSchema.safeParse({ ...lease, move_in_on: '2026-12-05', move_out_on: '2026-12-04' }),
    ),
    { move_out_on: 'The move-out date cannot be before the move-in date' },
  );
  assertEquals(issues(leaseFormSchema.safeParse({ ...lease, due_day: '29' })), {
    due_day: 'Due day must be between 1 and 28',
  });
  assertEquals(issues(leaseFormSchema.safeParse({ ...lease, rent: '0' })), {
    rent: 'Monthly rent must be at least $0.01',
  });
});

Deno.test("the database's refusals map to their fields", () => {
  assertEquals(
    leaseSaveProblem(
      {
        code: '23505',
        message: 'duplicate key value violates unique constraint "leases_one_active_per_unit"',
      },
      'B',
    ),
    { field: 'status', message: 'Unit B already has an active lease; end it first' },
  );
  assertEquals(
    homeSaveProblem({
      message: 'A home needs at least one owner',
      hint: 'managed_homes_needs_owner',
    })?.field,
    'owner_ids',
  );
  assertEquals(
    homeSaveProblem({
      message:
        'update or delete on table "home_units" violates foreign key constraint "leases_unit_fkey" on table "leases"',
    })?.field,
    'units',
  );
  assert(homeSaveProblem({ message: 'something else' }) === null);
});
