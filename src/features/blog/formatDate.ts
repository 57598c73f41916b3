const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2025-03-15' -> 'March 15, 2025'. Parsed by hand rather than with Date/Intl so the text never
 * depends on the time zone of the machine that renders it (prerender and browser must agree).
 */
export function formatPostDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) {
    throw new RangeError(`formatPostDate: expected YYYY-MM-DD, got "${isoDate}"`);
  }
  return `${month} ${day}, ${match[1]}`;
}
