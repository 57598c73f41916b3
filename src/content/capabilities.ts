/**
 * The registry of product claims: every feature the marketing pages claim (home, services,
 * pricing, FAQ, owner portal, location pages, the blog's own claims), in both languages, names one
 * of these capabilities, and its state here is the only place that says whether it exists.
 * Shipping one is a one-word change: its claims drop their "coming soon" and the pricing table
 * shows it as included. capabilities.test.ts fails when a page calls a shipped capability
 * "coming", or offers a coming one as included.
 * Ids only (no words), so every page carries the registry within its JavaScript budget.
 */
export type CapabilityState = 'shipped' | 'coming';

/** Built and in use: software checked against the code, or the office's own work. */
type Shipped =
  // /portal: owners see their homes, occupancy and leases; tenants their lease (features/portal).
  | 'portal'
  // Leases, notices and reports as private documents in the portal.
  | 'documents'
  // Tenants upload proof of renters insurance in the portal.
  | 'renters_insurance'
  // Tenants file requests with up to 10 photos, follow the status and a thread with the office.
  | 'maintenance_requests'
  // Owners approve or decline a repair above their limit, in the portal or from the mail link.
  | 'maintenance_approvals'
  // The books: tenants' balance, payments and receipts; owners' rent, repairs and fees.
  | 'rent_tracking'
  // Monthly owner statements (PDF) in the portal, made at month end (docs/money.md).
  | 'online_statements'
  // /properties and one HotPads rental feed, read by the Zillow Rental Network (Zillow, Trulia, HotPads).
  | 'listing_feed'
  // Renters book a showing from a listing's page, on the staff's calendars (docs/booking.md).
  | 'showings'
  // The office's work, as the company describes it:
  // The 24/7 maintenance phone line (company.hours.maintenance).
  | 'maintenance_line'
  // Rent by check, money order, cashier's check, bank transfer or cash, each with a receipt.
  | 'rent_collection'
  // Leases and renewals prepared by the office; the portal keeps the terms and the signed PDF.
  | 'lease_preparation'
  // Legal compliance and eviction coordination.
  | 'compliance'
  | 'rent_ready'
  | 'tax_documents'
  | 'home_warranty'
  | 'repairs_coordination'
  | 'renovations';

/** Not built or not offered yet: every claim of these says "coming soon". */
const coming = [
  /** Paying rent online (card or bank) with automatic reminders; the portal says it is not offered. */
  'online_rent',
  /** Occupancy, rent roll, repair spend and net income at a glance. */
  'analytics',
  /** Listing on many more rental sites than the one feed. */
  'syndication',
  /** Applications with credit, background and eviction reports. */
  'screening',
  /** Signing the lease online (the office prepares leases and files the signed copy in the portal). */
  'online_lease',
  /** A move-in inspection with a dated photo report. */
  'photo_inspection',
  /** A yearly inspection of each home. */
  'annual_inspection',
] as const;

/** Shipping a capability is moving its id from `coming` to `Shipped`. */
export type CapabilityId = Shipped | (typeof coming)[number];

// Only the coming ids reach the browser (the shipped ones are a type).
const comingIds: ReadonlySet<CapabilityId> = new Set(coming);

export function isShipped(id: CapabilityId): boolean {
  return !comingIds.has(id);
}

export function capabilityState(id: CapabilityId): CapabilityState {
  return isShipped(id) ? 'shipped' : 'coming';
}

/**
 * Builds a language's claim phrases: `claim('online_rent', 'Pay rent online')` is the words plus
 * the language's "coming soon" mark while the capability is coming, the words alone once shipped.
 */
export function claimMaker(comingMark: string) {
  return (id: CapabilityId, words: string): string =>
    isShipped(id) ? words : `${words}${comingMark}`;
}

/** The "coming soon" marks appended to a coming capability's claim, per language. */
export const comingMarks = { en: ' (coming soon)', es: ' (próximamente)' } as const;

/**
 * The words of the capabilities that are still coming, in the order given: a "coming next" list
 * that empties itself as they ship.
 */
export function comingOnly(items: readonly (readonly [CapabilityId, string])[]): string[] {
  return items.filter(([id]) => !isShipped(id)).map(([, words]) => words);
}
