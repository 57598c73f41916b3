/**
 * The `maintenance` edge function's wire contract, shared by the function, the portal, the
 * admin screens and the link pages. POST /functions/v1/maintenance:
 *
 * - JSON `{ action: 'submit', request }` with the tenant's session (Authorization: Bearer):
 *   validates `request` with maintenanceRequestSchema, files it through
 *   submit_maintenance_request as the tenant, answers `SubmitAnswer`, then sends the mails owed
 *   (the on-call mail of an emergency at once).
 * - JSON `{ action: 'send' }` (pg_cron with the scheduler's secret, or any signed-in session:
 *   the app posts it after each change it makes through the Data API; anonymous: 401): sends the
 *   mails due, answers `{ sent }`.
 * - JSON `{ action: 'work-order', token }`: the vendor's page reads its work order
 *   (`WorkOrderAnswer`); `{ action: 'confirm-visit', token }` confirms the visit
 *   (`LinkAnswer`).
 * - multipart/form-data `action=complete-job`, `token`, `note`, `cost` (dollars, as typed) and up
 *   to MAINTENANCE_PHOTO_MAX `photo` files (WebP or JPEG, resized in the browser): marks the job
 *   done; the link is spent (`LinkAnswer`; a second use answers `used`).
 * - JSON `{ action: 'approval', token }`: the owner's page reads the request to approve
 *   (`ApprovalAnswer`); `{ action: 'decide', token, decision, note }` answers it (`LinkAnswer`).
 *
 * A GET with `?work-order=<token>` or `?approval=<token>` only redirects to the site's page (mail
 * scanners that fetch links change nothing); the pages POST. Errors: `{ error, message }` with
 * 4xx/5xx (http.ts), field errors as `{ error: 'invalid_request', fields: { name: message } }`.
 */
import type { LinkOutcome, MaintenanceCategory, MaintenanceStatus } from './maintenance.ts';

export interface SubmitAnswer {
  id: string;
  /** True when this idempotency key had already filed the request (nothing filed twice). */
  duplicate: boolean;
}

export interface LinkAnswer {
  status: LinkOutcome;
}

export interface LinkPhoto {
  url: string;
  width: number;
  height: number;
}

export interface WorkOrder {
  requestId: string;
  category: MaintenanceCategory;
  location: string;
  description: string;
  urgent: boolean;
  status: MaintenanceStatus;
  address: { street: string; unit: string; city: string; state: string; zip: string };
  visit: { start: string; end: string } | null;
  vendorConfirmed: boolean;
  accessNotes: string;
  entryPermission: 'yes' | 'call_first';
  pets: string;
  goodTimes: string;
  /** Only when the tenant allowed it (share_contact). */
  tenant: { name: string; phone: string | null; email: string } | null;
  photos: LinkPhoto[];
  vendorName: string;
}
export type WorkOrderAnswer = { status: 'ok'; workOrder: WorkOrder } | LinkAnswer;

export interface ApprovalRequest {
  requestId: string;
  category: MaintenanceCategory;
  location: string;
  description: string;
  address: { street: string; unit: string; city: string };
  /** The amount asked (the link acts only for it): the estimate, or the final cost. */
  estimateCents: number;
  /** True when the owner is asked about the repair's final cost, after it was done. */
  finalCost: boolean;
  limitCents: number;
  photos: LinkPhoto[];
}
export type ApprovalAnswer = { status: 'ok'; approval: ApprovalRequest } | LinkAnswer;
