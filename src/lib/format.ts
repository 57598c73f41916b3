/** The one money formatter of the site: US dollars, en-US grouping. */
export interface FormatUsdOptions {
  /** Show cents (two decimals). Off by default: the site shows whole dollars. */
  cents?: boolean;
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatUsd(1500)` -> `$1,500`; `formatUsd(99.5, { cents: true })` -> `$99.50`. */
export function formatUsd(amount: number, options: FormatUsdOptions = {}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatUsd: not a finite number: ${amount}`);
  return (options.cents ? withCents : wholeDollars).format(amount);
}

/** Money stored as integer cents (leases, deposits, fees): `formatCents(125050)` -> `$1,250.50`. */
export const formatCents = (cents: number): string => formatUsd(cents / 100, { cents: true });
