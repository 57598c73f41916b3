/**
 * The portals' demo seed (supabase/seed.sql and supabase/seed-files/documents): its accounts
 * (created by the local backend from LOCAL_SEED_ACCOUNTS, password LOCAL_SEED_PASSWORD) and fixed
 * ids, for tests that click through the portals.
 */
export const PORTAL_SEED_PASSWORD = process.env.LOCAL_SEED_PASSWORD || 'portal-password-123';

export const portalSeed = {
  owner1: {
    email: 'owner1@example.com',
    name: 'Olivia Marsh',
    personId: '5eed0100-0000-4000-8000-000000000001',
  },
  owner2: {
    email: 'owner2@example.com',
    name: 'Raymond Chu',
    personId: '5eed0100-0000-4000-8000-000000000002',
  },
  tenant1: {
    email: 'tenant1@example.com',
    name: 'Jordan Avila',
    personId: '5eed0100-0000-4000-8000-000000000003',
  },
  tenant2: {
    email: 'tenant2@example.com',
    name: 'Priya Natarajan',
    personId: '5eed0100-0000-4000-8000-000000000004',
  },
  /** owner1's duplex: Unit A rented by tenant1 (lease ends within 90 days), Unit B vacant. */
  home1: {
    id: '5eed0300-0000-4000-8000-000000000001',
    street: '1520 N Garey Ave',
    unitA: '5eed0400-0000-4000-8000-000000000001',
    unitB: '5eed0400-0000-4000-8000-000000000002',
    lease: '5eed0500-0000-4000-8000-000000000001',
    /** Lease PDF and move-in inspection (both see them); the owner statement (owner only). */
    leaseDocument: '5eed0600-0000-4000-8000-000000000001',
    inspectionDocument: '5eed0600-0000-4000-8000-000000000002',
    ownerStatement: '5eed0600-0000-4000-8000-000000000003',
  },
  /** owner2's house, rented by tenant2. */
  home2: {
    id: '5eed0300-0000-4000-8000-000000000002',
    street: '3871 Via Verde',
    unit: '5eed0400-0000-4000-8000-000000000003',
    lease: '5eed0500-0000-4000-8000-000000000002',
    leaseDocument: '5eed0600-0000-4000-8000-000000000004',
    inspectionDocument: '5eed0600-0000-4000-8000-000000000005',
  },
} as const;

/** Maintenance demo rows (supabase/seed.sql). */
export const maintenanceSeed = {
  plumber: { id: '5eed0700-0000-4000-8000-000000000001', name: 'Valley Plumbing & Rooter' },
  /** Insurance lapsed ten days ago: the vendor directory warns. */
  electrician: { id: '5eed0700-0000-4000-8000-000000000002', name: 'Inland Electric' },
  handyman: { id: '5eed0700-0000-4000-8000-000000000003', name: 'Foothill Handyman' },
  /** tenant1's dripping faucet, acknowledged. */
  faucet: { id: '5eed0800-0000-4000-8000-000000000001', location: 'Kitchen sink' },
} as const;

/**
 * The books' demo rows (supabase/seed.sql): tenant1's deposit and first check, both received on
 * the day the books start (the first of the month two months before the seed ran, office time).
 */
export const ledgerSeed = {
  tenant1Deposit: { id: '5eed0900-0000-4000-8000-000000000001', amountCents: 245000 },
  tenant1Check: {
    id: '5eed0900-0000-4000-8000-000000000002',
    amountCents: 245000,
    reference: '1204',
  },
} as const;
