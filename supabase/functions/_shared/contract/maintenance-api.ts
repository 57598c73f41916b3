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
import { z } from 'zod';
import { linkOutcomes, maintenanceCategories, maintenanceStatuses } from './maintenance.ts';

export interface SubmitAnswer {
  id: string;
  /** True when this idempotency key had already filed the request (nothing filed twice). */
  duplicate: boolean;
}

// The link pages' answers as schemas: the pages parse what the function sent (no casts).
export const linkAnswerSchema = z.object({ status: z.enum(linkOutcomes) });
export type LinkAnswer = z.infer<typeof linkAnswerSchema>;

const linkPhotoSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type LinkPhoto = z.infer<typeof linkPhotoSchema>;

export const workOrderSchema = z.object({
  requestId: z.string(),
  category: z.enum(maintenanceCategories),
  location: z.string(),
  description: z.string(),
  urgent: z.boolean(),
  status: z.enum(maintenanceStatuses),
  address: z.object({
    street: z.string(),
    unit: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  visit: z.object({ start: z.string(), end: z.string() }).nullable(),
  vendorConfirmed: z.boolean(),
  accessNotes: z.string(),
  entryPermission: z.enum(['yes', 'call_first']),
  pets: z.string(),
  goodTimes: z.string(),
  /** Only when the tenant allowed it (share_contact). */
  tenant: z
    .object({ name: z.string(), phone: z.string().nullable(), email: z.string() })
    .nullable(),
  photos: z.array(linkPhotoSchema),
  vendorName: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;
export const workOrderAnswerSchema = z.union([
  z.object({ status: z.literal('ok'), workOrder: workOrderSchema }),
  linkAnswerSchema,
]);
export type WorkOrderAnswer = z.infer<typeof workOrderAnswerSchema>;

export const approvalRequestSchema = z.object({
  requestId: z.string(),
  category: z.enum(maintenanceCategories),
  location: z.string(),
  description: z.string(),
  address: z.object({ street: z.string(), unit: z.string(), city: z.string() }),
  /** The amount asked (the link acts only for it): the estimate, or the final cost. */
  estimateCents: z.number(),
  /** True when the owner is asked about the repair's final cost, after it was done. */
  finalCost: z.boolean(),
  limitCents: z.number(),
  photos: z.array(linkPhotoSchema),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;
export const approvalAnswerSchema = z.union([
  z.object({ status: z.literal('ok'), approval: approvalRequestSchema }),
  linkAnswerSchema,
]);
export type ApprovalAnswer = z.infer<typeof approvalAnswerSchema>;
