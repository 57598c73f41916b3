/**
 * What the owner and tenant portals read and write, with the signed-in account's own client.
 * Row-level security already limits every table to the caller's homes and leases; the filters
 * here only pick which of the rows it may see belong to which view (a person can be both).
 */
import {
  DOCUMENTS_BUCKET,
  documentContentProblem,
  documentFileProblem,
  documentStoragePath,
  portalRoles,
  type DocumentContentType,
  type DocumentKind,
  type DocumentVisibility,
  type LeaseStatus,
  type PortalRole,
} from '@contract/portal.ts';
import { isLocale, type Locale } from '@contract/locale.ts';
import { rememberAccountArea } from '@/lib/accountArea';
import { check } from '@/lib/dataAnswer';
import type { Database } from '@/lib/database.types';
import { removeDocument, signedFileUrl } from '@/lib/privateFiles';
import { getSupabase } from '@/lib/supabase';

type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];

export type PortalHome = Pick<
  Row<'managed_homes'>,
  'id' | 'street' | 'city' | 'state' | 'zip_code'
>;
export type PortalUnit = Pick<Row<'home_units'>, 'id' | 'home_id' | 'label'>;
export type PortalLease = Omit<
  Pick<
    Row<'leases'>,
    | 'id'
    | 'unit_id'
    | 'home_id'
    | 'starts_on'
    | 'ends_on'
    | 'rent_cents'
    | 'deposit_cents'
    | 'due_day'
    | 'late_fee_grace_days'
    | 'late_fee_cents'
    | 'charges_from'
    | 'move_out_on'
    | 'status'
  >,
  'status'
> & { status: LeaseStatus };
export type PortalDocument = Omit<
  Pick<
    Row<'documents'>,
    | 'id'
    | 'home_id'
    | 'unit_id'
    | 'lease_id'
    | 'kind'
    | 'visible_to'
    | 'title'
    | 'storage_path'
    | 'content_type'
    | 'created_at'
  >,
  'kind' | 'visible_to'
> & { kind: DocumentKind; visible_to: DocumentVisibility };
export type PortalAgreement = Pick<Row<'management_agreements'>, 'home_id' | 'plan' | 'starts_on'>;

/** Which portals the account may open, and whether it is staff (for the note on /portal). */
export interface PortalAccess {
  roles: PortalRole[];
  isStaff: boolean;
  /** The account's portal and mail language (people.locale); none for an account without a row. */
  locale?: Locale;
}

export interface OwnerHome {
  home: PortalHome;
  units: PortalUnit[];
  /** Not-ended leases, each with its tenants' names. */
  leases: Array<PortalLease & { tenantNames: string[] }>;
  documents: PortalDocument[];
  agreement: PortalAgreement | null;
}

export interface TenantLease {
  lease: PortalLease;
  home: PortalHome;
  unit: PortalUnit | null;
  documents: PortalDocument[];
  /** The newest renters-insurance proof on this lease, if any. */
  insurance: PortalDocument | null;
}

const LEASE_COLUMNS =
  'id, unit_id, home_id, starts_on, ends_on, rent_cents, deposit_cents, due_day, late_fee_grace_days, late_fee_cents, charges_from, move_out_on, status';
const DOCUMENT_COLUMNS =
  'id, home_id, unit_id, lease_id, kind, visible_to, title, storage_path, content_type, created_at';
const HOME_COLUMNS = 'id, street, city, state, zip_code';

export async function fetchPortalAccess(userId?: string): Promise<PortalAccess> {
  const supabase = await getSupabase();
  const [roles, admin, person] = await Promise.all([
    supabase.rpc('portal_roles'),
    supabase.rpc('is_admin'),
    userId
      ? supabase.from('people').select('locale').eq('user_id', userId).maybeSingle()
      : Promise.resolve(null),
  ]);
  const granted = check(roles);
  const isStaff = check(admin) === true;
  // The public header's link for this account (a hint only: it picks a link, never access).
  if (isStaff || granted.length > 0) rememberAccountArea(isStaff ? 'staff' : 'portal');
  // No row (staff) or a failed read: the portal keeps the browser's language.
  const stored = person && !person.error ? person.data?.locale : undefined;
  return {
    roles: portalRoles.filter((role) => granted.includes(role)),
    isStaff,
    ...(isLocale(stored) ? { locale: stored } : {}),
  };
}

/**
 * The person's language choice, on their row (set_my_locale: their own only) and in Auth's
 * user_metadata, which the Auth mail templates read as `.Data.locale`.
 */
export async function saveMyLocale(locale: Locale): Promise<void> {
  const supabase = await getSupabase();
  const [row, auth] = await Promise.all([
    supabase.rpc('set_my_locale', { p_locale: locale }),
    supabase.auth.updateUser({ data: { locale } }),
  ]);
  if (row.error) throw new Error(row.error.message);
  if (auth.error) throw auth.error;
}

const newestFirst = (a: PortalDocument, b: PortalDocument) =>
  b.created_at.localeCompare(a.created_at);

export async function fetchOwnerHomes(): Promise<OwnerHome[]> {
  const supabase = await getSupabase();
  const owned = check(await supabase.from('home_owners').select('home_id'));
  const homeIds = [...new Set(owned.map((row) => row.home_id))];
  if (homeIds.length === 0) return [];
  const [homes, units, leases, documents, agreements, tenants] = await Promise.all([
    supabase.from('managed_homes').select(HOME_COLUMNS).in('id', homeIds).order('street'),
    supabase.from('home_units').select('id, home_id, label').in('home_id', homeIds).order('label'),
    supabase
      .from('leases')
      .select(LEASE_COLUMNS)
      .in('home_id', homeIds)
      .neq('status', 'ended')
      .order('starts_on'),
    supabase
      .from('documents')
      .select(DOCUMENT_COLUMNS)
      .in('home_id', homeIds)
      .in('visible_to', ['owner', 'both']),
    supabase
      .from('management_agreements')
      .select('home_id, plan, starts_on')
      .in('home_id', homeIds),
    supabase.rpc('owner_lease_tenants'),
  ]);
  const names = new Map<string, string[]>();
  for (const row of check(tenants)) {
    names.set(row.lease_id, [...(names.get(row.lease_id) ?? []), row.full_name]);
  }
  const allUnits = check(units);
  const allLeases = check(leases) as PortalLease[];
  const allDocuments = (check(documents) as PortalDocument[]).sort(newestFirst);
  const allAgreements = check(agreements);
  return check(homes).map((home) => ({
    home,
    units: allUnits.filter((u) => u.home_id === home.id),
    leases: allLeases
      .filter((l) => l.home_id === home.id)
      .map((l) => ({ ...l, tenantNames: names.get(l.id) ?? [] })),
    documents: allDocuments.filter((d) => d.home_id === home.id),
    agreement: allAgreements.find((a) => a.home_id === home.id) ?? null,
  }));
}

/** The tenant's leases that are not over yet (upcoming or active), with their documents. */
export async function fetchTenantLeases(): Promise<TenantLease[]> {
  const supabase = await getSupabase();
  const own = check(await supabase.from('lease_tenants').select('lease_id'));
  const leaseIds = own.map((row) => row.lease_id);
  if (leaseIds.length === 0) return [];
  const leases = (
    check(
      await supabase
        .from('leases')
        .select(LEASE_COLUMNS)
        .in('id', leaseIds)
        .neq('status', 'ended')
        .order('starts_on'),
    ) as PortalLease[]
  ).sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1));
  if (leases.length === 0) return [];
  const homeIds = [...new Set(leases.map((l) => l.home_id))];
  const unitIds = new Set(leases.map((l) => l.unit_id));
  const [homes, units, documents] = await Promise.all([
    supabase.from('managed_homes').select(HOME_COLUMNS).in('id', homeIds),
    supabase
      .from('home_units')
      .select('id, home_id, label')
      .in('id', [...unitIds]),
    supabase
      .from('documents')
      .select(DOCUMENT_COLUMNS)
      .in('home_id', homeIds)
      .in('visible_to', ['tenant', 'both']),
  ]);
  const allHomes = check(homes);
  const allUnits = check(units);
  const allDocuments = (check(documents) as PortalDocument[]).sort(newestFirst);
  return leases.flatMap((lease) => {
    const home = allHomes.find((h) => h.id === lease.home_id);
    if (!home) return [];
    // This lease's own documents, its unit's and the home's; never another lease's.
    const mine = allDocuments.filter(
      (d) =>
        d.home_id === lease.home_id &&
        (d.lease_id ? d.lease_id === lease.id : !d.unit_id || d.unit_id === lease.unit_id),
    );
    return [
      {
        lease,
        home,
        unit: allUnits.find((u) => u.id === lease.unit_id) ?? null,
        documents: mine.filter((d) => d.kind !== 'renters_insurance'),
        insurance: mine.find((d) => d.kind === 'renters_insurance') ?? null,
      },
    ];
  });
}

/** A 60-second link that downloads the document, from the server (which reads its row as us). */
export function documentDownloadUrl(document: PortalDocument): Promise<string> {
  return signedFileUrl(
    DOCUMENTS_BUCKET,
    document.storage_path,
    document.title,
    'The document could not be opened. Try again.',
  );
}

export class UploadRefused extends Error {}

/**
 * The tenant's proof of renters insurance: the row first (the storage policy admits the object
 * only once its row names the tenant), then the file; a failed upload takes its row away again.
 * A replaced proof is removed once the new one is stored.
 */
export async function uploadRentersInsurance(
  lease: Pick<PortalLease, 'id' | 'home_id'>,
  file: File,
  userId: string,
  replaces: PortalDocument | null,
): Promise<void> {
  const problem = documentFileProblem(file) ?? (await documentContentProblem(file));
  if (problem) throw new UploadRefused(problem);
  const supabase = await getSupabase();
  const id = crypto.randomUUID();
  const type = file.type as DocumentContentType;
  const storagePath = documentStoragePath(lease.home_id, id, type);
  const { error: rowError } = await supabase.from('documents').insert({
    id,
    home_id: lease.home_id,
    lease_id: lease.id,
    kind: 'renters_insurance',
    visible_to: 'both',
    title: 'Renters insurance proof',
    storage_path: storagePath,
    content_type: type,
    size_bytes: file.size,
    uploaded_by: userId,
  });
  if (rowError) throw new Error('The proof could not be saved. Try again.');
  const { error: uploadError } = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .upload(storagePath, file, { contentType: type, upsert: false });
  if (uploadError) {
    await supabase.from('documents').delete().eq('id', id);
    throw new Error('The file could not be uploaded. Check your connection and try again.');
  }
  if (replaces) {
    // The server deletes the old row as this tenant (RLS decides), then its file.
    await removeDocument(replaces.id);
  }
}
