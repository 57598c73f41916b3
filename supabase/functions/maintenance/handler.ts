/**
 * The `maintenance` function (wire contract: contract/maintenance-api.ts):
 * - `submit`: a tenant files a request with their session; validated again here, filed by
 *   submit_maintenance_request as the caller;
 * - the vendor's work-order link (read, confirm the visit, complete the job with photos) and the
 *   owner's approval link (read, decide): the token is hashed and judged by the database
 *   (maintenance_link_state and the actions' RPCs), photos are answered as short-lived signed
 *   URLs; a GET only redirects to the site's page;
 * - `send`, and after every request: the mail sender (maintenance-mail.ts).
 */
import { company } from '../_shared/contract/company.ts';
import { hashAlertToken, isAlertToken } from '../_shared/contract/alert-tokens.ts';
import {
  actualCostSchema,
  APPROVAL_LINK_PATH,
  type LinkOutcome,
  linkPageUrl,
  type MaintenanceCategory,
  MAINTENANCE_FUNCTION,
  MAINTENANCE_PHOTO_MAX,
  MAINTENANCE_PHOTO_STORED_MAX_BYTES,
  maintenancePhotoPath,
  maintenancePhotoTypes,
  maintenanceRequestSchema,
  type MaintenanceStatus,
  textLimits,
  VENDOR_LINK_PATH,
} from '../_shared/contract/maintenance.ts';
import type {
  ApprovalAnswer,
  LinkPhoto,
  WorkOrderAnswer,
} from '../_shared/contract/maintenance-api.ts';
import {
  configurationErrorResponse,
  type EnvGet,
  MAINTENANCE_MAIL_REQUIREMENTS,
  onCallEmailSetting,
  supabaseUrlSetting,
} from '../_shared/platform/config.ts';
import { handlePreflight } from '../_shared/platform/cors.ts';
import { verifySession } from '../_shared/platform/auth.ts';
import { refuseUnscheduled } from '../_shared/platform/cron-auth.ts';
import { json, jsonError, readJsonObject } from '../_shared/platform/http.ts';
import { deferOnEdge } from '../_shared/platform/edge-runtime.ts';
import { publishableKey, secretKey } from '../_shared/platform/keys.ts';
import { mailSetupFromEnv } from '../_shared/platform/outbox.ts';
import { sendDueMaintenanceMail, type SenderDeps } from '../_shared/maintenance/mail.ts';
import { RestError } from '../_shared/platform/rest-store.ts';
import {
  type LinkState,
  type NewPhoto,
  type PhotoRow,
  type RequestContext,
  RestMaintenanceStore,
} from '../_shared/maintenance/store.ts';
import { photoSize } from '../_shared/maintenance/photo-size.ts';

const MAX_JSON_BYTES = 64 * 1024;
/** Ten stored photos at most, plus the form's few text fields. */
const MAX_FORM_BYTES = MAINTENANCE_PHOTO_MAX * MAINTENANCE_PHOTO_STORED_MAX_BYTES + 64 * 1024;
const NOTE_MAX = 4000;
const DECIDE_NOTE_MAX = textLimits.reason;

export interface MaintenanceDeps extends SenderDeps {
  defer: (task: Promise<unknown>) => void;
}

export function maintenanceDepsFromEnv(env: EnvGet = (n) => Deno.env.get(n)): MaintenanceDeps {
  return {
    ...mailSetupFromEnv(env, MAINTENANCE_MAIL_REQUIREMENTS),
    store: new RestMaintenanceStore(supabaseUrlSetting(env), secretKey(env), publishableKey(env)),
    onCallEmail: onCallEmailSetting(env) ?? '',
    defer: deferOnEdge,
  };
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------
type Fields = Record<string, string>;

function fieldErrors(fields: Fields): Response {
  return json({ error: 'invalid_request', message: 'Some fields need another look.', fields }, 400);
}

/** zod issues as one message per field (the first), keyed by the field's path. */
function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Fields = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'request';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The RPC's refusals of a submission, in the tenant's words. */
function submitRefusal(error: RestError): Response | null {
  if (error.hint === 'maintenance_lease_ended') {
    return jsonError(
      409,
      'lease_ended',
      `This lease has ended, so a request can't be filed on it. For anything at your former home, call the office at ${company.phone}.`,
    );
  }
  if (error.hint === 'maintenance_not_your_lease') {
    return jsonError(403, 'not_your_lease', 'This lease is not yours: choose one of your homes.');
  }
  if (error.status === 401) {
    return jsonError(401, 'unauthorized', 'Your session has ended. Sign in again to file it.');
  }
  if (error.code === '42501') {
    return jsonError(
      403,
      'not_a_tenant',
      'Only a tenant signed in to the portal can file a maintenance request.',
    );
  }
  if (['22023', '22P02', '23502', '23514'].includes(error.code)) {
    return jsonError(400, 'invalid_request', error.message);
  }
  return null;
}

const readJson = (req: Request) => readJsonObject(req, MAX_JSON_BYTES);

const tokenHash = async (token: unknown) =>
  isAlertToken(token) ? await hashAlertToken(token) : null;

// ---------------------------------------------------------------------------------------------
// The handler
// ---------------------------------------------------------------------------------------------
export function maintenanceHandler(getDeps: () => MaintenanceDeps) {
  let deps: MaintenanceDeps | undefined;
  const d = () => (deps ??= getDeps());

  async function photosOf(photos: PhotoRow[]): Promise<LinkPhoto[]> {
    const urls = await d().store.signPhotoUrls(photos.map((p) => p.storage_path));
    return photos.flatMap((p, i) => {
      const url = urls[i];
      return url ? [{ url, width: p.width, height: p.height }] : [];
    });
  }

  /** The link behind a token, when it still acts for this purpose; else the outcome to answer. */
  async function openLink(
    token: unknown,
    purpose: LinkState['purpose'],
  ): Promise<{ link: LinkState; hash: string } | { outcome: LinkOutcome }> {
    const hash = await tokenHash(token);
    if (!hash) return { outcome: 'unknown' };
    const link = await d().store.linkState(hash);
    if (!link || link.purpose !== purpose) return { outcome: 'unknown' };
    if (link.state !== 'ok') return { outcome: link.state };
    return { link, hash };
  }

  /** The request a link is about, with its context; else the status to answer. */
  async function linkedRequest(
    token: unknown,
    purpose: LinkState['purpose'],
  ): Promise<{ ctx: RequestContext; r: RequestContext['request'] } | { status: LinkOutcome }> {
    const opened = await openLink(token, purpose);
    if ('outcome' in opened) return { status: opened.outcome };
    const ctx = await d().store.requestContext(opened.link.request_id);
    return ctx ? { ctx, r: ctx.request } : { status: 'unknown' };
  }

  /** What every link page shows of the request. */
  const requestFacts = (r: RequestContext['request']) => ({
    requestId: r.id,
    category: r.category as MaintenanceCategory,
    location: r.location,
    description: r.description,
  });

  const addressOf = (ctx: RequestContext) => ({
    street: ctx.home.street,
    unit: ctx.unitLabel ?? '',
    city: ctx.home.city,
  });

  async function workOrder(token: unknown): Promise<WorkOrderAnswer> {
    const opened = await linkedRequest(token, 'vendor');
    if ('status' in opened) return opened;
    const { ctx, r } = opened;
    return {
      status: 'ok',
      workOrder: {
        ...requestFacts(r),
        urgent: r.urgent,
        status: r.status as MaintenanceStatus,
        address: { ...addressOf(ctx), state: ctx.home.state, zip: ctx.home.zip_code },
        visit:
          r.visit_starts_at && r.visit_ends_at
            ? { start: r.visit_starts_at, end: r.visit_ends_at }
            : null,
        vendorConfirmed: r.vendor_confirmed_at !== null,
        accessNotes: r.access_notes,
        entryPermission: r.entry_permission === 'yes' ? 'yes' : 'call_first',
        pets: r.pets,
        goodTimes: r.good_times,
        // The tenant's name, phone and email only with their consent.
        tenant:
          r.share_contact && ctx.filer
            ? { name: ctx.filer.full_name, phone: ctx.filer.phone, email: ctx.filer.email }
            : null,
        photos: await photosOf(ctx.photos),
        vendorName: ctx.vendor?.name ?? '',
      },
    };
  }

  async function approval(token: unknown): Promise<ApprovalAnswer> {
    const opened = await linkedRequest(token, 'owner_approval');
    if ('status' in opened) return opened;
    const { ctx, r } = opened;
    return {
      status: 'ok',
      approval: {
        ...requestFacts(r),
        address: addressOf(ctx),
        estimateCents: r.approval_cents ?? r.estimate_cents ?? 0,
        finalCost: r.cost_state === 'awaiting_owner',
        limitCents: ctx.limitCents ?? 0,
        photos: await photosOf(ctx.photos),
      },
    };
  }

  async function decide(body: Record<string, unknown>): Promise<Response> {
    const hash = await tokenHash(body.token);
    if (!hash) return json({ status: 'unknown' });
    const fields: Fields = {};
    if (body.decision !== 'approved' && body.decision !== 'declined') {
      fields.decision = 'Approve or decline the repair';
    }
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    if (body.note !== undefined && body.note !== null && typeof body.note !== 'string') {
      fields.note = 'The note must be text';
    } else if (note.length > DECIDE_NOTE_MAX) {
      fields.note = `The note must be at most ${DECIDE_NOTE_MAX} characters`;
    }
    if (Object.keys(fields).length) return fieldErrors(fields);
    return json({ status: await d().store.decideByLink(hash, String(body.decision), note) });
  }

  async function submit(req: Request, body: Record<string, unknown>): Promise<Response> {
    const authorization = req.headers.get('authorization') ?? '';
    if (!/^Bearer\s+\S+$/i.test(authorization.trim())) {
      return jsonError(401, 'unauthorized', 'Sign in to the tenant portal to file a request.');
    }
    const parsed = maintenanceRequestSchema.safeParse(body.request);
    if (!parsed.success) return fieldErrors(issuesToFields(parsed.error.issues));
    try {
      return json(await d().store.submit(parsed.data, authorization.trim()));
    } catch (error) {
      const refusal = error instanceof RestError ? submitRefusal(error) : null;
      if (refusal) return refusal;
      throw error;
    }
  }

  /** The vendor marks the job done: photos checked, stored, then the link is spent. */
  async function completeJob(form: FormData): Promise<Response> {
    const hash = await tokenHash(form.get('token'));
    if (!hash) return json({ status: 'unknown' });
    const fields: Fields = {};
    const note = String(form.get('note') ?? '').trim();
    if (note.length > NOTE_MAX) fields.note = `The note must be at most ${NOTE_MAX} characters`;
    const cost = actualCostSchema.safeParse({ cost: String(form.get('cost') ?? '') });
    if (!cost.success) fields.cost = cost.error.issues[0]?.message ?? 'Enter the cost';
    const entries = form.getAll('photo');
    const photos: Omit<NewPhoto, 'requestId' | 'path'>[] = [];
    if (entries.length > MAINTENANCE_PHOTO_MAX) {
      fields.photo = `Attach at most ${MAINTENANCE_PHOTO_MAX} photos.`;
    } else {
      for (const [i, entry] of entries.entries()) {
        const name = `Photo ${i + 1}${typeof entry === 'string' ? '' : ` (${entry.name.slice(0, 60)})`}`;
        if (typeof entry === 'string') {
          fields.photo = `${name} is not a file.`;
          break;
        }
        if (!(maintenancePhotoTypes as readonly string[]).includes(entry.type)) {
          fields.photo = `${name} is not a JPEG or WebP photo.`;
          break;
        }
        if (entry.size === 0 || entry.size > MAINTENANCE_PHOTO_STORED_MAX_BYTES) {
          fields.photo =
            entry.size === 0
              ? `${name} is empty.`
              : `${name} is larger than ${MAINTENANCE_PHOTO_STORED_MAX_BYTES / 1024 / 1024} MB.`;
          break;
        }
        const bytes = new Uint8Array(await entry.arrayBuffer());
        const size = photoSize(bytes);
        if (!size || size.type !== entry.type) {
          fields.photo = `${name} is not a JPEG or WebP photo.`;
          break;
        }
        if (size.width > 4096 || size.height > 4096) {
          fields.photo = `${name} is too large: at most 4096 pixels a side.`;
          break;
        }
        photos.push({ id: crypto.randomUUID(), bytes, ...size });
      }
    }
    if (Object.keys(fields).length || !cost.success) return fieldErrors(fields);

    const link = await d().store.linkState(hash);
    if (!link || link.purpose !== 'vendor') return json({ status: 'unknown' });
    if (link.state !== 'ok') return json({ status: link.state });

    const stored: { id: string; path: string }[] = [];
    const undo = () =>
      d()
        .store.removePhotos(stored)
        .catch(() => {});
    try {
      for (const p of photos) {
        const path = maintenancePhotoPath(link.request_id, p.id, p.type);
        await d().store.storeVendorPhoto({ ...p, requestId: link.request_id, path });
        stored.push({ id: p.id, path });
      }
    } catch (error) {
      await undo();
      if (error instanceof RestError && error.hint === 'maintenance_photos_limit') {
        return fieldErrors({
          photo: `This request already has the most vendor photos it can hold (${MAINTENANCE_PHOTO_MAX}).`,
        });
      }
      throw error;
    }
    const outcome = await d().store.completeJob(hash, note, cost.data.cost);
    // Used or expired between the check and now (a second tab): nothing of this try is kept.
    if (outcome !== 'ok') await undo();
    return json({ status: outcome });
  }

  async function handleForm(req: Request): Promise<Response> {
    const length = Number(req.headers.get('content-length') ?? 0);
    if (length > MAX_FORM_BYTES) {
      await req.body?.cancel().catch(() => {});
      return jsonError(413, 'payload_too_large', 'The photos are too large together.');
    }
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      return jsonError(400, 'invalid_body', 'The form could not be read.');
    }
    if (form.get('action') !== 'complete-job') {
      return jsonError(400, 'invalid_body', 'Only complete-job is sent as a form.');
    }
    return await completeJob(form);
  }

  async function handleJson(req: Request, body: Record<string, unknown>): Promise<Response> {
    switch (body.action) {
      case 'submit':
        return await submit(req, body);
      case 'work-order':
        return json(await workOrder(body.token));
      case 'confirm-visit': {
        const hash = await tokenHash(body.token);
        return json({ status: hash ? await d().store.confirmVisit(hash) : 'unknown' });
      }
      case 'approval':
        return json(await approval(body.token));
      case 'decide':
        return await decide(body);
      default:
        return jsonError(
          400,
          'invalid_body',
          'action must be submit, send, work-order, confirm-visit, complete-job, approval or decide.',
        );
    }
  }

  return async (req: Request): Promise<Response> => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    const url = new URL(req.url);

    if (req.method === 'GET') {
      // A person's click or a mail scanner: only the site's page, which POSTs.
      const workOrderToken = url.searchParams.get('work-order');
      const approvalToken = url.searchParams.get('approval');
      const token = workOrderToken ?? approvalToken;
      if (token === null) {
        return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
      }
      if (!d().siteUrl) {
        return configurationErrorResponse(MAINTENANCE_FUNCTION, d().configProblems ?? []);
      }
      const path = workOrderToken !== null ? VENDOR_LINK_PATH : APPROVAL_LINK_PATH;
      return new Response(null, {
        status: 303,
        headers: { Location: linkPageUrl(d().siteUrl, path, token) },
      });
    }
    if (req.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
    }

    try {
      let res: Response;
      if ((req.headers.get('content-type') ?? '').includes('multipart/form-data')) {
        res = await handleForm(req);
      } else {
        const body = await readJson(req);
        if (!body) return jsonError(400, 'invalid_body', 'Send JSON: { action, ... }.');
        if (body.action === 'send') {
          // pg_cron's secret, or a signed-in person's nudge after their change (cron-auth.ts).
          const refused = await refuseUnscheduled(req, {
            fn: MAINTENANCE_FUNCTION,
            orSession: verifySession,
          });
          if (refused) return refused;
          const problems = d().configProblems ?? [];
          if (problems.length > 0)
            return configurationErrorResponse(MAINTENANCE_FUNCTION, problems);
          return json({ sent: await sendDueMaintenanceMail(d()) });
        }
        res = await handleJson(req, body);
      }
      // The mails this request owes (an emergency's on-call mail first) go now, after the answer.
      d().defer(sendDueMaintenanceMail(d()));
      return res;
    } catch (error) {
      d().log({
        fn: MAINTENANCE_FUNCTION,
        event: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
      return jsonError(
        500,
        'maintenance_failed',
        'We could not do that just now. Please try again.',
      );
    }
  };
}
