import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  bookingRange,
  calendarSettingsSchema,
  isSlotInstant,
  officeDateOf,
  slotLabel,
  toOfficeIso,
} from './booking.ts';

Deno.test('an instant reads with the office offset of its day, across both DST changes', () => {
  // 9:00 AM on either side of 1 November 2026 (PDT ends) and of 14 March 2027 (PDT starts).
  assertEquals(toOfficeIso('2026-10-30T16:00:00Z'), '2026-10-30T09:00:00-07:00');
  assertEquals(toOfficeIso('2026-11-02T17:00:00Z'), '2026-11-02T09:00:00-08:00');
  assertEquals(toOfficeIso('2027-03-12T17:00:00Z'), '2027-03-12T09:00:00-08:00');
  assertEquals(toOfficeIso('2027-03-15T16:00:00Z'), '2027-03-15T09:00:00-07:00');
  // Midnight is 00, not 24.
  assertEquals(toOfficeIso('2027-03-15T07:30:00Z'), '2027-03-15T00:30:00-07:00');
  assert(isSlotInstant(toOfficeIso('2026-11-02T17:00:00Z')));
  assertEquals(
    new Date(toOfficeIso('2026-11-02T17:00:00Z')).toISOString(),
    '2026-11-02T17:00:00.000Z',
  );
});

Deno.test('labels, dates and the range are Pacific whatever the machine zone', () => {
  assertEquals(slotLabel('2026-11-02T17:00:00Z'), 'Monday, November 2 at 9:00 AM (Pacific Time)');
  assertEquals(
    slotLabel('2026-11-02T17:00:00Z', 'es'),
    'lunes, 2 de noviembre a las 9:00 a.m. (hora del Pacífico)',
  );
  // One o'clock takes the singular article.
  assertEquals(
    slotLabel('2026-11-02T21:30:00Z', 'es'),
    'lunes, 2 de noviembre a la 1:30 p.m. (hora del Pacífico)',
  );
  // 11 PM Pacific on the 1st is already the 2nd in UTC.
  assertEquals(officeDateOf('2026-11-02T07:00:00Z'), '2026-11-01');
  assertEquals(bookingRange(new Date('2026-11-02T07:00:00Z')), {
    from: '2026-11-01',
    to: '2026-11-14',
  });
});

Deno.test('settings: overlapping windows of a day and an end before the start are refused', () => {
  const bad = calendarSettingsSchema.safeParse({
    slotMinutes: 30,
    bufferMinutes: 0,
    windows: [
      { weekday: 1, starts: '09:00', ends: '12:00' },
      { weekday: 1, starts: '11:00', ends: '13:00' },
      { weekday: 2, starts: '15:00', ends: '14:00' },
    ],
  });
  assert(!bad.success);
  const paths = bad.error.issues.map((i) => i.path.join('.'));
  assertEquals(paths.sort(), ['windows.1.starts', 'windows.2.ends']);
  assert(
    calendarSettingsSchema.safeParse({
      slotMinutes: 30,
      bufferMinutes: 0,
      windows: [
        { weekday: 1, starts: '09:00', ends: '12:00' },
        { weekday: 1, starts: '12:00', ends: '13:00' },
      ],
    }).success,
  );
});
