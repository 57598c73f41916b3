import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  acknowledgementDue,
  actualCostSchema,
  availabilityWarning,
  maintenanceRequestSchema,
  canMoveTo,
  entryCheck,
  estimateSchema,
  finalCostReview,
  isAcknowledgementLate,
  maintenanceStatuses,
  maintenanceTransitions,
  officeInstant,
  scheduleSchema,
  vendorSchema,
} from './maintenance.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

Deno.test('an urgent request is due for acknowledgement one hour after filing, DST or not', () => {
  assertEquals(
    iso(acknowledgementDue(at('2026-11-24T18:15:00Z'), true)),
    '2026-11-24T19:15:00.000Z',
  );
  // 1:30 PDT on the night clocks fall back: one real hour later.
  assertEquals(
    iso(acknowledgementDue(at('2026-11-01T08:30:00Z'), true)),
    '2026-11-01T09:30:00.000Z',
  );
});

Deno.test('a routine request is due the same office time on the next business day', () => {
  // Tuesday 10:15 PST -> Wednesday 10:15 PST.
  assertEquals(
    iso(acknowledgementDue(at('2026-11-24T18:15:00Z'), false)),
    '2026-11-25T18:15:00.000Z',
  );
  // Friday 3 PM -> Monday 3 PM; Saturday and Sunday -> Monday too.
  assertEquals(
    iso(acknowledgementDue(at('2026-11-27T23:00:00Z'), false)),
    '2026-11-30T23:00:00.000Z',
  );
  assertEquals(
    iso(acknowledgementDue(at('2026-11-28T18:00:00Z'), false)),
    '2026-11-30T18:00:00.000Z',
  );
  assertEquals(
    iso(acknowledgementDue(at('2026-11-29T18:00:00Z'), false)),
    '2026-11-30T18:00:00.000Z',
  );
  // Friday 4:30 PM office time is Saturday 00:30 UTC: still Friday's request, due Monday.
  assertEquals(
    iso(acknowledgementDue(at('2026-11-28T00:30:00Z'), false)),
    '2026-12-01T00:30:00.000Z',
  );
});

Deno.test('the business-day deadline keeps office wall time across both DST changes', () => {
  // Friday 30 Oct 2026 9:00 PDT -> Monday 2 Nov 9:00 PST (clocks fell back on Sunday 1 Nov).
  assertEquals(
    iso(acknowledgementDue(at('2026-10-30T16:00:00Z'), false)),
    '2026-11-02T17:00:00.000Z',
  );
  // Sunday 1 Nov 10:00 PST -> Monday 10:00 PST.
  assertEquals(
    iso(acknowledgementDue(at('2026-11-01T18:00:00Z'), false)),
    '2026-11-02T18:00:00.000Z',
  );
  // Friday 12 Mar 2027 9:00 PST -> Monday 15 Mar 9:00 PDT (clocks sprang forward on Sunday 14).
  assertEquals(
    iso(acknowledgementDue(at('2027-03-12T17:00:00Z'), false)),
    '2027-03-15T16:00:00.000Z',
  );
  assertEquals(iso(officeInstant('2027-03-14', '12:00')), '2027-03-14T19:00:00.000Z');
  assertEquals(iso(officeInstant('2026-11-02', '09:00')), '2026-11-02T17:00:00.000Z');
});

Deno.test('a request is late only while submitted and past its deadline', () => {
  const req = {
    created_at: '2026-11-24T18:00:00Z',
    urgent: true,
    acknowledged_at: null,
    status: 'submitted',
  };
  assertEquals(isAcknowledgementLate(req, at('2026-11-24T18:59:00Z')), false);
  assertEquals(isAcknowledgementLate(req, at('2026-11-24T19:01:00Z')), true);
  assertEquals(
    isAcknowledgementLate(
      { ...req, status: 'acknowledged', acknowledged_at: '2026-11-24T20:00:00Z' },
      at('2026-11-25T00:00:00Z'),
    ),
    false,
  );
  assertEquals(isAcknowledgementLate({ ...req, urgent: false }, at('2026-11-24T19:01:00Z')), false);
  assertEquals(isAcknowledgementLate({ ...req, urgent: false }, at('2026-11-25T18:01:00Z')), true);
});

// Monday 23 Nov 2026, 10:00 PST.
const now = at('2026-11-23T18:00:00Z');
const visit = (
  date: string,
  from: string,
  to: string,
  permission: 'yes' | 'call_first' = 'call_first',
  emergency = false,
) => entryCheck({ permission, emergency, date, from, to, now });

Deno.test('entryCheck: a visit in the past is refused whatever the permission', () => {
  assertEquals(visit('2026-11-23', '09:00', '10:00', 'yes'), {
    noticeRequired: false,
    problem: 'The visit must be in the future',
  });
});

Deno.test(
  'entryCheck: without permission, 24 hours notice and business hours (Civil Code 1954)',
  () => {
    const soon = visit('2026-11-24', '09:00', '11:00');
    assert(soon.noticeRequired && soon.problem?.includes('24 hours'), 'less than 24 h');
    const saturday = visit('2026-11-28', '10:00', '12:00');
    assert(saturday.noticeRequired && saturday.problem?.includes('business hours'), 'weekend');
    assert(visit('2026-11-25', '07:30', '09:00').problem?.includes('business hours'), 'before 8');
    assert(visit('2026-11-25', '16:00', '17:30').problem?.includes('business hours'), 'after 5');
    assertEquals(visit('2026-11-25', '08:00', '17:00'), { noticeRequired: true, problem: null });
    // Exactly 24 hours ahead is enough.
    assertEquals(visit('2026-11-24', '10:00', '12:00'), { noticeRequired: true, problem: null });
  },
);

Deno.test('entryCheck: a permission given in advance waives no notice (Civil Code 1954(d))', () => {
  // 1954(d)(2)-(3): only consent at the time of entry or an agreed date within a week do.
  const soon = visit('2026-11-23', '12:00', '13:00', 'yes');
  assert(soon.noticeRequired && soon.problem?.includes('24 hours'), 'within 24 h');
  const evening = visit('2026-11-25', '19:00', '21:00', 'yes');
  assert(evening.noticeRequired && evening.problem?.includes('business hours'), 'evening');
  assertEquals(visit('2026-11-25', '10:00', '12:00', 'yes'), {
    noticeRequired: true,
    problem: null,
  });
});

Deno.test('entryCheck: an emergency needs no notice', () => {
  assertEquals(visit('2026-11-23', '11:00', '12:00', 'call_first', true), {
    noticeRequired: false,
    problem: null,
  });
});

Deno.test('a Saturday visit 17 hours ahead: refused outside an emergency (Civil Code 1954)', () => {
  // Friday 4 December 2026, 8 PM Pacific; the visit Saturday 1 PM to 3 PM, 17 hours ahead.
  const now = at('2026-12-05T04:00:00Z');
  const saturday = { date: '2026-12-05', from: '13:00', to: '15:00', now };
  const routine = entryCheck({ ...saturday, emergency: false });
  assert(routine.problem?.includes('at least 24 hours'), 'under 24 hours');
  // 24 hours' notice given, still a Saturday: business hours refuse it.
  const later = entryCheck({ ...saturday, date: '2026-12-12', emergency: false });
  assert(later.problem?.includes('Monday to Friday'), 'a weekend');
  // An emergency may go ahead, and the office is still warned against the tenant's times.
  assertEquals(entryCheck({ ...saturday, emergency: true }).problem, null);
  assertEquals(
    availabilityWarning({ days: 'weekdays', from: '15:00:00', to: null }, saturday),
    'Outside the tenant’s stated availability (weekdays, after 3:00 PM): it is on a Saturday and it starts at 1:00 PM. Agree the time with the tenant first.',
  );
});

Deno.test('availabilityWarning: only a visit outside the stated days and hours is warned', () => {
  const a = { days: 'weekdays' as const, from: '15:00', to: '17:00' };
  // Tuesday 1 December 2026.
  assertEquals(availabilityWarning(a, { date: '2026-12-01', from: '15:00', to: '17:00' }), null);
  assert(
    availabilityWarning(a, { date: '2026-12-01', from: '16:00', to: '18:00' })?.includes(
      'it ends at 6:00 PM',
    ),
  );
  assert(
    availabilityWarning(
      { days: 'weekends', from: null, to: null },
      {
        date: '2026-12-01',
        from: '09:00',
        to: '10:00',
      },
    )?.includes('it is on a Tuesday'),
  );
  assertEquals(
    availabilityWarning(
      { days: 'any', from: null, to: null },
      {
        date: '2026-12-05',
        from: '09:00',
        to: '10:00',
      },
    ),
    null,
  );
});

Deno.test('the request form’s availability: optional times, the end after the start', () => {
  const base = {
    leaseId: '5eed0500-0000-4000-8000-000000000001',
    category: 'plumbing',
    location: 'Kitchen',
    description: 'The faucet drips all night.',
    entryPermission: 'yes',
    idempotencyKey: '5eed0500-0000-4000-8000-000000000002',
  };
  const parsed = maintenanceRequestSchema.parse({
    ...base,
    availableDays: 'weekdays',
    availableFrom: '15:00',
  });
  assertEquals(
    [parsed.availableDays, parsed.availableFrom, parsed.availableTo],
    ['weekdays', '15:00', ''],
  );
  assertEquals(maintenanceRequestSchema.parse(base).availableDays, 'any');
  const reversed = maintenanceRequestSchema.safeParse({
    ...base,
    availableFrom: '17:00',
    availableTo: '15:00',
  });
  assertEquals(reversed.error?.issues[0]?.path, ['availableTo']);
  assertEquals(
    maintenanceRequestSchema.safeParse({ ...base, availableFrom: '3 PM' }).success,
    false,
  );
});

Deno.test('finalCostReview: what waits for staff and for the owner', () => {
  const base = {
    estimateCents: 90_000,
    limitCents: 50_000,
    ownerAllowedCents: 90_000,
    urgent: false,
    by: 'vendor' as const,
  };
  const review = (patch: Partial<Parameters<typeof finalCostReview>[0]> & { costCents: number }) =>
    finalCostReview({ ...base, ...patch });
  // $99,999 on a $900 approved estimate.
  assertEquals(review({ costCents: 9_999_900 }), { staffReview: true, ownerApproval: true });
  assertEquals(review({ costCents: 90_000 }), { staffReview: false, ownerApproval: false });
  // Above an estimate under the limit: staff review; above the limit, the owner too.
  const under = { estimateCents: 30_000, ownerAllowedCents: null };
  assertEquals(review({ ...under, costCents: 45_000 }), {
    staffReview: true,
    ownerApproval: false,
  });
  assertEquals(review({ ...under, costCents: 60_000 }), { staffReview: true, ownerApproval: true });
  // No estimate: the limit is the line.
  assertEquals(review({ estimateCents: null, ownerAllowedCents: null, costCents: 23_050 }), {
    staffReview: false,
    ownerApproval: false,
  });
  // Staff entering a cost are its review; an emergency does not wait for the owner.
  assertEquals(review({ by: 'staff', costCents: 9_999_900 }), {
    staffReview: false,
    ownerApproval: true,
  });
  assertEquals(review({ urgent: true, costCents: 9_999_900 }), {
    staffReview: true,
    ownerApproval: false,
  });
});

Deno.test('canMoveTo follows the lifecycle; finished requests go nowhere', () => {
  assert(canMoveTo('submitted', 'acknowledged'));
  assert(canMoveTo('submitted', 'declined'));
  assert(!canMoveTo('submitted', 'scheduled'), 'acknowledge first');
  assert(canMoveTo('acknowledged', 'scheduled'));
  assert(canMoveTo('awaiting_owner_approval', 'scheduled'));
  assert(canMoveTo('scheduled', 'scheduled'), 'reschedule');
  assert(canMoveTo('scheduled', 'in_progress'));
  assert(canMoveTo('in_progress', 'completed'));
  assert(canMoveTo('completed', 'closed'));
  assert(!canMoveTo('completed', 'cancelled'));
  assert(!canMoveTo('in_progress', 'declined'));
  for (const end of ['closed', 'cancelled', 'declined'] as const) {
    for (const to of maintenanceStatuses) assert(!canMoveTo(end, to), `${end} -> ${to}`);
  }
  for (const s of maintenanceStatuses) assert(Array.isArray(maintenanceTransitions[s]), s);
});

const goodVendor = {
  name: 'Valley Plumbing',
  trade: 'plumbing',
  phone: '(626) 555-0100',
  email: 'office@valley.example',
  licenceNumber: '1045678',
  insuranceExpiresOn: '2027-06-30',
};
const vendorError = (patch: Record<string, string>) => {
  const result = vendorSchema.safeParse({ ...goodVendor, ...patch });
  return result.success ? null : result.error.issues.map((i) => i.message).join('; ');
};

Deno.test('vendorSchema accepts a vendor and says what is wrong with a bad one', () => {
  assertEquals(vendorError({}), null);
  assertEquals(vendorError({ licenceNumber: '', insuranceExpiresOn: '', trade: 'general' }), null);
  assertEquals(vendorError({ name: '  ' }), 'Name is required');
  assertEquals(vendorError({ trade: 'roofer' }), 'Choose the trade');
  assertEquals(vendorError({ phone: 'call me' }), 'Enter a phone number, like (626) 555-0100');
  assertEquals(vendorError({ email: 'nope' }), 'Enter an email address, like name@example.com');
  assertEquals(vendorError({ licenceNumber: '1234' }), 'A CSLB licence number is 5 to 8 digits');
  assertEquals(
    vendorError({ licenceNumber: 'C-10 12345' }),
    'A CSLB licence number is 5 to 8 digits',
  );
  assertEquals(vendorError({ insuranceExpiresOn: '2027-13-01' }), 'Enter a date');
});

Deno.test('estimate and cost: dollars as typed become integer cents, up to $100,000', () => {
  const cents = (estimate: string) => {
    const r = estimateSchema.safeParse({ estimate });
    return r.success ? r.data.estimate : r.error.issues[0]!.message;
  };
  assertEquals(cents('250'), 25000);
  assertEquals(cents(' $1,250.5 '), 125050);
  assertEquals(cents('0.07'), 7);
  assertEquals(cents('100,000'), 10_000_000);
  assertEquals(cents(''), 'The estimate is required');
  for (const bad of ['100000.01', '-5', '12.345', 'abc']) {
    assertEquals(
      cents(bad),
      'The estimate must be an amount in dollars up to $100,000, like 250 or 250.50',
      bad,
    );
  }
  const cost = actualCostSchema.safeParse({ cost: '480.00' });
  assertEquals(cost.success && cost.data.cost, 48000);
});

Deno.test('scheduleSchema: the window must end after it starts', () => {
  const base = {
    vendorId: crypto.randomUUID(),
    date: '2026-11-25',
    from: '10:00',
    to: '12:00',
    accessNotes: '',
  };
  assert(scheduleSchema.safeParse(base).success);
  const backwards = scheduleSchema.safeParse({ ...base, to: '09:00' });
  assert(!backwards.success && backwards.error.issues[0]!.path[0] === 'to');
});
