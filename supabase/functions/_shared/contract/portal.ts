/**
 * The portals' allowed values (CHECK constraints of migration 20261126000100_portals.sql) and
 * how they read: the admin screens, the portals and the functions import them from here.
 * Runs in Vite and in Deno alike: imports only the import-free file-signature.ts.
 */
import { FILE_SIGNATURE_BYTES, signatureMatches } from './file-signature.ts';

/** `portal_access.role`: staff are admins (user_roles), not a portal role. */
export const portalRoles = ['owner', 'tenant'] as const;
export type PortalRole = (typeof portalRoles)[number];
export const portalRoleLabels: Record<PortalRole, string> = {
  owner: 'Owner',
  tenant: 'Tenant',
};

/** `leases.status`. */
export const leaseStatuses = ['upcoming', 'active', 'ended'] as const;
export type LeaseStatus = (typeof leaseStatuses)[number];
export const leaseStatusLabels: Record<LeaseStatus, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  ended: 'Ended',
};

/** `leases.due_day`: 1-28, a day every month has. */
export const DUE_DAY_MAX = 28;

/** `documents.kind`. Tenants may upload only `renters_insurance`. */
export const documentKinds = [
  'lease',
  'addendum',
  'notice',
  'inspection_report',
  'statement',
  'tax_form',
  'renters_insurance',
  'other',
] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentKindLabels: Record<DocumentKind, string> = {
  lease: 'Lease',
  addendum: 'Addendum',
  notice: 'Notice',
  // Move-in and move-out photos are required in California: Civil Code 1950.5 as amended by
  // AB 2801 (2024), https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240AB2801
  inspection_report: 'Inspection report with photos',
  statement: 'Statement',
  tax_form: 'Tax form',
  renters_insurance: 'Renters insurance proof',
  other: 'Other',
};

/** `documents.visible_to`: staff always see every document. */
export const documentVisibilities = ['owner', 'tenant', 'both'] as const;
export type DocumentVisibility = (typeof documentVisibilities)[number];
export const documentVisibilityLabels: Record<DocumentVisibility, string> = {
  owner: 'Owner only',
  tenant: 'Tenant only',
  both: 'Owner and tenant',
};

/** The private bucket and what it accepts (also its `allowed_mime_types` and size limit). */
export const DOCUMENTS_BUCKET = 'documents';
export const documentContentTypes = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
} as const;
export type DocumentContentType = keyof typeof documentContentTypes;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const documentMessages = {
  wrongType: 'Only PDF files and photos (JPEG, PNG, WebP or HEIC) can be uploaded.',
  tooLarge: `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB. Scan it at a lower resolution or split it.`,
  empty: 'The file is empty.',
  notItsType:
    'This file is not the PDF or photo it says it is. Save it again as a PDF, JPEG, PNG, WebP or HEIC.',
} as const;

/** Why a file cannot be a document, or null when it can. */
export function documentFileProblem(file: { type: string; size: number }): string | null {
  if (!(file.type in documentContentTypes)) return documentMessages.wrongType;
  if (file.size <= 0) return documentMessages.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return documentMessages.tooLarge;
  return null;
}

/**
 * Why the file's content is not its declared type (HTML renamed .pdf), or null. The form's
 * check; the `files` function checks the stored bytes again before it signs.
 */
export async function documentContentProblem(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  return signatureMatches(head, file.type) ? null : documentMessages.notItsType;
}

/** `<home id>/<document id>.<extension>`: the row's home's folder (a CHECK holds it there). */
export function documentStoragePath(
  homeId: string,
  documentId: string,
  type: DocumentContentType,
): string {
  return `${homeId}/${documentId}.${documentContentTypes[type]}`;
}
