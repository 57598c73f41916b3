import { assertEquals, assertThrows } from '../../../../tests/support/deno/test-assert.ts';
import {
  addDays,
  formatClock,
  formatDate,
  formatInstant,
  formatStoredDate,
  officeDate,
} from './date-format.ts';

// Intl puts a narrow no-break space before AM/PM in some ICU versions: compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

Deno.test('a calendar date reads the same in every shape and language, never a day off', () => {
  const cases: [Parameters<typeof formatDate>, string][] = [
    [['2025-03-15'], 'March 15, 2025'],
    [['2025-03-15', 'es'], '15 de marzo de 2025'],
    [['2026-11-01', 'en', 'medium'], 'Nov 1, 2026'],
    [['2026-10-05', 'es', 'medium'], '5 oct 2026'],
    [['2026-01', 'en', 'month'], 'January 2026'],
    [['2026-11-01', 'es', 'month'], 'noviembre de 2026'],
    [['2026-11-30', 'en', 'weekdayLong'], 'Monday, November 30, 2026'],
    [['2025-03-17', 'es', 'weekdayLong'], 'lunes, 17 de marzo de 2025'],
    [['2026-11-30', 'en', 'weekdayMedium'], 'Mon, Nov 30, 2026'],
    [['2024-12-31'], 'December 31, 2024'],
    [['2024-01-01'], 'January 1, 2024'],
    // The days the clocks change (8 March and 1 November 2026) are still themselves.
    [['2026-03-08', 'en', 'weekdayLong'], 'Sunday, March 8, 2026'],
    [['2026-11-01', 'en', 'weekdayLong'], 'Sunday, November 1, 2026'],
  ];
  for (const [args, expected] of cases) assertEquals(formatDate(...args), expected);
});

Deno.test('a date that is not a real YYYY-MM-DD is refused, and a stored one kept as it is', () => {
  for (const bad of ['2025-13-01', '2025-02-30', '2025-03-00', 'March 15, 2025', '2025-03']) {
    assertThrows(() => formatDate(bad), RangeError);
  }
  assertEquals(formatStoredDate('2025-03-15T23:30:00+00:00', 'en', 'medium'), 'Mar 15, 2025');
  assertEquals(formatStoredDate('2025-02-30'), '2025-02-30');
  assertEquals(formatStoredDate('soon'), 'soon');
  assertEquals(formatStoredDate(null), '');
});

Deno.test('an instant reads in Pacific time on both sides of both DST changes', () => {
  const cases: [Parameters<typeof formatInstant>, string][] = [
    [['2026-03-15T17:30:00Z'], 'Mar 15, 2026, 10:30 AM'], // PDT, UTC-7
    [['2026-01-15T17:30:00Z'], 'Jan 15, 2026, 9:30 AM'], // PST, UTC-8
    [['2026-03-08T09:59:00Z'], 'Mar 8, 2026, 1:59 AM'], // the minute before PDT starts
    [['2026-03-08T10:00:00Z'], 'Mar 8, 2026, 3:00 AM'], // 2 AM never happens
    [['2026-11-01T08:30:00Z'], 'Nov 1, 2026, 1:30 AM'], // 1:30 PDT
    [['2026-11-01T09:30:00Z'], 'Nov 1, 2026, 1:30 AM'], // 1:30 again, PST
    [['2026-03-15T17:30:00Z', 'es'], '15 mar 2026, 10:30 a.m.'],
    [['2026-11-30T17:00:00Z', 'en', 'weekdayDateTime'], 'Mon, Nov 30, 2026, 9:00 AM'],
    [['2026-11-02T17:00:00Z', 'es', 'weekday'], 'lunes, 2 de noviembre'],
    [['2026-12-01T17:00:00Z', 'en', 'weekdayLong'], 'Tuesday, December 1, 2026'],
    [['2026-12-01T19:00:00Z', 'es', 'time'], '11:00 a.m.'],
    // An evening in Pacific time is the next day in UTC: the office's day wins.
    [['2026-11-06T06:30:00Z', 'en', 'medium'], 'Nov 5, 2026'],
    [['not a time'], 'not a time'],
  ];
  for (const [args, expected] of cases) assertEquals(plain(formatInstant(...args)), expected);
});

Deno.test('the office date of an instant is its Pacific calendar day, DST or not', () => {
  assertEquals(officeDate('2026-03-16T05:00:00Z'), '2026-03-15'); // 10 PM PDT
  assertEquals(officeDate('2026-03-16T08:00:00Z'), '2026-03-16');
  assertEquals(officeDate('2026-11-02T07:59:00Z'), '2026-11-01'); // 11:59 PM PST
  assertEquals(officeDate('2026-11-02T08:00:00Z'), '2026-11-02');
  assertEquals(officeDate(new Date('2026-01-01T07:59:59Z')), '2025-12-31');
  assertThrows(() => officeDate('nope'), RangeError);
});

Deno.test('wall-clock times and calendar arithmetic ignore zones', () => {
  assertEquals(plain(formatClock('15:00')), '3:00 PM');
  assertEquals(plain(formatClock('09:30:00', 'es')), '9:30 a.m.');
  assertEquals(addDays('2026-11-25', 90), '2027-02-23');
  assertEquals(addDays('2026-03-07', 1), '2026-03-08');
  assertEquals(addDays('2026-11-01', -1), '2026-10-31');
  assertEquals(addDays('2024-02-28', 1), '2024-02-29');
});
