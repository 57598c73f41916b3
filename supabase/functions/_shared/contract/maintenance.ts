/**
 * Maintenance requests, browser and server alike: categories, the emergency triage, the
 * lifecycle and who may move it, the forms' schemas, the acknowledgement deadlines, the entry
 * notice rule (Civil Code 1954) and the owner-approval rule. Mirrors the CHECK constraints and
 * triggers of 20261127000100_maintenance.sql, so a form that validates saves. Imports only zod
 * and sibling contract modules.
 */
import { z } from 'zod';
import { dollarsField } from './managed-homes.ts';
import { formatInstant } from './date-format.ts';
import type { Locale } from './locale.ts';
import { OFFICE_TIME_ZONE } from './zone.ts';

// ---------------------------------------------------------------------------------------------
// What a request is about
// ---------------------------------------------------------------------------------------------
export const maintenanceCategories = [
  'plumbing',
  'electrical',
  'appliance',
  'heating_cooling',
  'pests',
  'locks_keys',
  'roof_leaks',
  'other',
] as const;
export type MaintenanceCategory = (typeof maintenanceCategories)[number];

export const maintenanceCategoryLabels: Record<MaintenanceCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  appliance: 'Appliance',
  heating_cooling: 'Heating and cooling',
  pests: 'Pests',
  locks_keys: 'Locks and keys',
  roof_leaks: 'Roof and leaks',
  other: 'Other',
};

/**
 * A request's repair as a sentence names it ("Your approval needed: plumbing repair at …"): the
 * category "other" is just "repair", never "other repair".
 */
export const repairPhrases: Record<MaintenanceCategory, string> = {
  plumbing: 'plumbing repair',
  electrical: 'electrical repair',
  appliance: 'appliance repair',
  heating_cooling: 'heating or cooling repair',
  pests: 'pest control',
  locks_keys: 'lock or key repair',
  roof_leaks: 'roof or leak repair',
  other: 'repair',
};

/** Vendors' trades: the same list, so a request's category finds its vendors. */
export const vendorTrades = [...maintenanceCategories, 'general'] as const;
export type VendorTrade = (typeof vendorTrades)[number];
export const vendorTradeLabels: Record<VendorTrade, string> = {
  ...maintenanceCategoryLabels,
  general: 'General handyman',
};

// ---------------------------------------------------------------------------------------------
// The emergency triage, asked before the form
// ---------------------------------------------------------------------------------------------
export const emergencyKinds = [
  'gas_smell',
  'fire',
  'flooding',
  'sewage_backup',
  'no_water',
  'no_power',
  'no_heat',
  'lockout',
] as const;
export type EmergencyKind = (typeof emergencyKinds)[number];

export const emergencyLabels: Record<EmergencyKind, string> = {
  gas_smell: 'I smell gas',
  fire: 'Fire or smoke',
  flooding: 'Flooding or an active leak',
  sewage_backup: 'Sewage backing up',
  no_water: 'No water at all',
  no_power: 'No power in the whole home',
  no_heat: 'No heat in cold weather',
  lockout: 'Locked out',
};

/** Danger to life first: leave the home and call 911 and the gas company before anything else. */
export const leaveAndCall911: readonly EmergencyKind[] = ['gas_smell', 'fire'];

/** SoCalGas's 24-hour emergency line (socalgas.com/safety: "Smell gas? Call 1-800-427-2200"). */
export const gasCompany = {
  name: 'SoCalGas',
  phone: '1-800-427-2200',
  phoneHref: 'tel:+18004272200',
} as const;

/** The category a triage answer files under, so the office's filters find it. */
export const emergencyCategory: Record<EmergencyKind, MaintenanceCategory> = {
  gas_smell: 'other',
  fire: 'other',
  flooding: 'plumbing',
  sewage_backup: 'plumbing',
  no_water: 'plumbing',
  no_power: 'electrical',
  no_heat: 'heating_cooling',
  lockout: 'locks_keys',
};

// ---------------------------------------------------------------------------------------------
// The lifecycle
// ---------------------------------------------------------------------------------------------
export const maintenanceStatuses = [
  'submitted',
  'acknowledged',
  'awaiting_owner_approval',
  'scheduled',
  'in_progress',
  'completed',
  'closed',
  'cancelled',
  'declined',
] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

export const maintenanceStatusLabels: Record<MaintenanceStatus, string> = {
  submitted: 'Submitted',
  acknowledged: 'Acknowledged',
  awaiting_owner_approval: 'Awaiting owner approval',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  closed: 'Closed',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

/** Open: still the office's to work. The queue lists these first. */
export const openMaintenanceStatuses: readonly MaintenanceStatus[] = [
  'submitted',
  'acknowledged',
  'awaiting_owner_approval',
  'scheduled',
  'in_progress',
];

/**
 * Where each status may go next (the database's maintenance_requests_guard trigger holds the same
 * table; a test compares it with private.maintenance_transition_allowed). Going to awaiting_owner_approval and out of it by approval is the approval flow's;
 * scheduled needs a vendor and a visit; declined needs a reason.
 */
export const maintenanceTransitions: Record<MaintenanceStatus, readonly MaintenanceStatus[]> = {
  submitted: ['acknowledged', 'cancelled', 'declined'],
  acknowledged: ['awaiting_owner_approval', 'scheduled', 'cancelled', 'declined'],
  awaiting_owner_approval: ['acknowledged', 'scheduled', 'cancelled', 'declined'],
  scheduled: ['scheduled', 'in_progress', 'completed', 'acknowledged', 'cancelled'],
  in_progress: ['completed', 'scheduled', 'cancelled'],
  completed: ['closed', 'in_progress'],
  closed: [],
  cancelled: [],
  declined: [],
};

/**
 * What a request's history records (the database's maintenance_events_kind_allowed holds the
 * same list; a test compares them). The staff screen's eventTitle switches over every one.
 */
export const maintenanceEventKinds = [
  'submitted',
  'status',
  'message',
  'note',
  'scheduled',
  'entry_notice',
  'estimate',
  'cost',
  'cost_review',
  'approval_requested',
  'approval',
  'emergency_proceeded',
  'vendor_confirmed',
  'vendor_completed',
  'duplicate_emergency',
] as const;
export type MaintenanceEventKind = (typeof maintenanceEventKinds)[number];

/** Who reads an event (maintenance_events_audience_allowed) and who made it (..._actor_allowed). */
export const maintenanceEventAudiences = ['everyone', 'tenant', 'owner', 'staff'] as const;
export const maintenanceActorKinds = ['tenant', 'owner', 'staff', 'vendor', 'system'] as const;

const eventCents = z.number().int().nullable();
const visitDetails = z.strictObject({ starts_at: z.string(), ends_at: z.string() });
/** A visit recorded before its facts were stored (20261202070100): its English text is in body. */
const olderVisit = z.strictObject({});

/**
 * The facts each kind of event records in maintenance_events.details (the database's
 * private.maintenance_event_detail_keys holds the same keys; a test compares them). `body` holds
 * only words a person wrote: a message, a note, a decline reason, the owner's or vendor's note.
 */
export const maintenanceEventDetails = {
  submitted: z.strictObject({}),
  /** from_status and to_status are columns; a decline's reason is the body. */
  status: z.strictObject({}),
  message: z.strictObject({}),
  note: z.strictObject({}),
  scheduled: z.union([visitDetails, olderVisit]),
  /** Civil Code 1954(d)(1): the notice's date and time, and the home and purpose. */
  entry_notice: z.union([
    visitDetails.extend({ address: z.string(), category: z.string(), location: z.string() }),
    olderVisit,
  ]),
  estimate: z.strictObject({ cents: eventCents }),
  cost: z.strictObject({ cents: eventCents }),
  /** Staff only: the final cost waits for review, or was accepted (and how). */
  cost_review: z.strictObject({
    state: z.enum(['to_review', 'accepted']),
    via: z.string().nullable(),
    cents: eventCents,
  }),
  approval_requested: z.strictObject({ cents: eventCents }),
  /** The owner's answer; their note is the body. */
  approval: z.strictObject({ decision: z.enum(['approved', 'declined']) }),
  emergency_proceeded: z.strictObject({ cents: eventCents }),
  vendor_confirmed: z.strictObject({}),
  /** The vendor's note is the body. */
  vendor_completed: z.strictObject({}),
  /** Staff only: the same emergency filed again; on-call was paged for the first request. */
  duplicate_emergency: z.strictObject({ first_request_id: z.string() }),
} satisfies Record<MaintenanceEventKind, z.ZodType>;
export type MaintenanceEventDetails = {
  [K in MaintenanceEventKind]: z.infer<(typeof maintenanceEventDetails)[K]>;
};

const eventColumns = {
  id: z.string(),
  created_at: z.string(),
  audience: z.enum(maintenanceEventAudiences),
  actor_kind: z.enum(maintenanceActorKinds),
  actor_user_id: z.string().nullable(),
  from_status: z.enum(maintenanceStatuses).nullable(),
  to_status: z.enum(maintenanceStatuses).nullable(),
  body: z.string().nullable(),
};
const eventOf = <K extends MaintenanceEventKind>(kind: K) =>
  z.object({ ...eventColumns, kind: z.literal(kind), details: maintenanceEventDetails[kind] });

/** One row of a request's history as every reader decodes it (office, portals, mail). */
export const maintenanceEventSchema = z.discriminatedUnion('kind', [
  eventOf('submitted'),
  eventOf('status'),
  eventOf('message'),
  eventOf('note'),
  eventOf('scheduled'),
  eventOf('entry_notice'),
  eventOf('estimate'),
  eventOf('cost'),
  eventOf('cost_review'),
  eventOf('approval_requested'),
  eventOf('approval'),
  eventOf('emergency_proceeded'),
  eventOf('vendor_confirmed'),
  eventOf('vendor_completed'),
  eventOf('duplicate_emergency'),
]);
export type MaintenanceEvent = z.infer<typeof maintenanceEventSchema>;
/** An event with its request's id, as the mails read them one by one. */
export const maintenanceEventOfRequestSchema = z.intersection(
  maintenanceEventSchema,
  z.object({ request_id: z.string() }),
);
export type MaintenanceEventOfRequest = z.infer<typeof maintenanceEventOfRequestSchema>;
/** The columns a reader selects for maintenanceEventSchema. */
export const MAINTENANCE_EVENT_COLUMNS =
  'id, created_at, kind, audience, actor_kind, actor_user_id, from_status, to_status, body, details';

export function canMoveTo(from: MaintenanceStatus, to: MaintenanceStatus): boolean {
  return maintenanceTransitions[from].includes(to);
}

export const ownerApprovalStates = ['not_needed', 'pending', 'approved', 'declined'] as const;
export type OwnerApprovalState = (typeof ownerApprovalStates)[number];

export const entryPermissions = ['yes', 'call_first'] as const;
export type EntryPermission = (typeof entryPermissions)[number];
/**
 * Whether the vendor may come in while the tenant is out, after the written notice: a
 * preference, not a waiver. Civil Code 1954(d)(2)-(3) lets entry go without the 24-hour notice
 * only with consent at the time of entry, or an agreed date and time within one week; a general
 * consent given in advance waives nothing, so every visit outside an emergency gets the notice.
 */
export const entryPermissionLabels: Record<EntryPermission, string> = {
  yes: 'You may enter if I am not home, after the written 24-hour notice',
  call_first: 'Call me first',
};

/**
 * When the tenant can have a visit (their stated availability): the days, and optionally a time
 * after which and one before which (office time). The office is warned when a visit falls outside
 * it; it never overrides the entry rule below (Civil Code 1954).
 */
export const availableDayOptions = ['any', 'weekdays', 'weekends'] as const;
export type AvailableDays = (typeof availableDayOptions)[number];
export const availableDayLabels: Record<AvailableDays, string> = {
  any: 'Any day',
  weekdays: 'Weekdays (Monday to Friday)',
  weekends: 'Weekends',
};

// ---------------------------------------------------------------------------------------------
// Limits (the CHECK constraints and the bucket hold the same)
// ---------------------------------------------------------------------------------------------
export const MAINTENANCE_PHOTOS_BUCKET = 'maintenance-photos';
/** Photos a tenant may attach to one request; a vendor may add as many again on completion. */
export const MAINTENANCE_PHOTO_MAX = 10;
/** What a camera photo may weigh before it is resized in the browser. */
export const MAINTENANCE_PHOTO_INPUT_MAX_BYTES = 25 * 1024 * 1024;
/** What a stored (resized, re-encoded) photo may weigh: the bucket's file_size_limit. */
export const MAINTENANCE_PHOTO_STORED_MAX_BYTES = 5 * 1024 * 1024;
/** The long edge of a stored photo: enough to see a leak, small enough for a phone's upload. */
export const MAINTENANCE_PHOTO_LONG_EDGE = 1600;
export const maintenancePhotoTypes = ['image/webp', 'image/jpeg'] as const;
/** How long a vendor's work-order link and an owner's approval link work. */
export const VENDOR_LINK_TTL_DAYS = 30;
export const APPROVAL_LINK_TTL_DAYS = 7;

export const textLimits = {
  location: 120,
  description: 4000,
  pets: 200,
  goodTimes: 300,
  message: 4000,
  reason: 1000,
  accessNotes: 1000,
} as const;

/** `<request id>/<photo id>.webp`: the storage policies find the row by this path. */
export function maintenancePhotoPath(requestId: string, photoId: string, type = 'image/webp') {
  return `${requestId}/${photoId}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`;
}

/** Why a picked file can't be a request photo (before resizing), or null. */
export function maintenancePhotoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/'))
    return 'Only photos can be attached (JPEG, PNG, HEIC, WebP).';
  if (file.size > MAINTENANCE_PHOTO_INPUT_MAX_BYTES) {
    return `Each photo must be under ${MAINTENANCE_PHOTO_INPUT_MAX_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------
const text = (label: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalTime = (message: string) =>
  z.union([z.literal(''), z.string().regex(TIME, message)]).default('');

/** The tenant's request, as the portal form sends it and submit_maintenance_request stores it. */
export const maintenanceRequestSchema = z
  .object({
    leaseId: z.uuid('Choose the home the request is for'),
    category: z.enum(maintenanceCategories, { message: 'Choose what the problem is about' }),
    location: text('Where in the home', textLimits.location),
    description: text('What happened', textLimits.description, 10),
    entryPermission: z.enum(entryPermissions, {
      message: 'Say whether we may enter if you are not home',
    }),
    pets: optionalText('Pets', textLimits.pets),
    goodTimes: optionalText('Good times', textLimits.goodTimes),
    availableDays: z.enum(availableDayOptions).default('any'),
    /** 'HH:MM' office time, or '' for no limit. */
    availableFrom: optionalTime('Enter a time, like 15:00'),
    availableTo: optionalTime('Enter a time, like 18:00'),
    /** The vendor may have the tenant's name, phone and email to arrange the visit. */
    shareContact: z.boolean().default(false),
    emergency: z.enum(emergencyKinds).nullable().default(null),
    /** One random key per submission: a resend of the same one files nothing twice. */
    idempotencyKey: z.uuid(),
  })
  .refine((v) => !v.availableFrom || !v.availableTo || v.availableFrom < v.availableTo, {
    path: ['availableTo'],
    message: 'The time you are available until must be after the time from',
  });
export type MaintenanceRequestValues = z.output<typeof maintenanceRequestSchema>;

export const maintenanceMessageSchema = z.object({
  body: text('Message', textLimits.message),
});

export const declineSchema = z.object({
  reason: text('The reason', textLimits.reason, 5),
});

const money = (label: string) =>
  dollarsField(label, {
    min: 0,
    max: 10_000_000,
    message: `${label} must be an amount in dollars up to $100,000, like 250 or 250.50`,
  });
export const estimateSchema = z.object({ estimate: money('The estimate') });
export const actualCostSchema = z.object({ cost: money('The cost') });

/** The office schedules a vendor's visit: a date and a window, office time. */
export const scheduleSchema = z
  .object({
    vendorId: z.uuid('Choose a vendor'),
    date: z.iso.date('Choose the visit date'),
    from: z.string().regex(TIME, 'Choose when the window starts'),
    to: z.string().regex(TIME, 'Choose when the window ends'),
    accessNotes: optionalText('Access instructions', textLimits.accessNotes),
  })
  .refine((v) => v.to > v.from, { path: ['to'], message: 'The window must end after it starts' });
export type ScheduleValues = z.output<typeof scheduleSchema>;

const LICENCE = /^[0-9]{5,8}$/;
export const vendorSchema = z.object({
  name: text('Name', 120),
  trade: z.enum(vendorTrades, { message: 'Choose the trade' }),
  phone: z
    .string()
    .trim()
    .regex(/^[+()\d][\d\s().+-]{6,39}$/, 'Enter a phone number, like (626) 555-0100'),
  email: z.email('Enter an email address, like name@example.com').max(254),
  /** California CSLB licence numbers are digits; blank for a trade that needs none. */
  licenceNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || LICENCE.test(v), 'A CSLB licence number is 5 to 8 digits'),
  insuranceExpiresOn: z.union([z.literal(''), z.iso.date('Enter a date')]),
});
export type VendorValues = z.output<typeof vendorSchema>;

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** The wall-clock parts of an instant in the office's zone. */
export function officeParts(at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: OFFICE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
    weekday: get('weekday'),
  };
}

/** The instant of a wall-clock time on a date in the office's zone (DST-safe). */
export function officeInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset at the guess, then once more at the corrected instant (a DST edge).
  let at = guess;
  for (let i = 0; i < 2; i += 1) {
    const p = officeParts(new Date(at));
    const [py, pm, pd] = p.date.split('-').map(Number) as [number, number, number];
    const shown = Date.UTC(py, pm - 1, pd, Math.floor(p.minutes / 60), p.minutes % 60);
    at += guess - shown;
  }
  return new Date(at);
}

const WEEKEND = new Set(['Sat', 'Sun']);

/**
 * When a request must have been acknowledged: 1 hour after it was filed when urgent, else by the
 * same time on the next business day (Monday to Friday, office time).
 */
export function acknowledgementDue(createdAt: Date, urgent: boolean): Date {
  if (urgent) return new Date(createdAt.getTime() + 60 * 60 * 1000);
  const start = officeParts(createdAt);
  const hhmm = `${String(Math.floor(start.minutes / 60)).padStart(2, '0')}:${String(start.minutes % 60).padStart(2, '0')}`;
  let day = start.date;
  do {
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  } while (WEEKEND.has(officeParts(new Date(`${day}T20:00:00Z`)).weekday));
  return officeInstant(day, hhmm);
}

/** True when an unacknowledged request is past its deadline. */
export function isAcknowledgementLate(
  request: { created_at: string; urgent: boolean; acknowledged_at: string | null; status: string },
  now: Date,
): boolean {
  if (request.acknowledged_at || request.status !== 'submitted') return false;
  return now.getTime() > acknowledgementDue(new Date(request.created_at), request.urgent).getTime();
}

/**
 * Civil Code 1954 (https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1954):
 * outside an emergency, entry needs written notice, 24 hours presumed reasonable (d)(1), giving
 * the date, approximate time and purpose, and may be made only during normal business hours (b),
 * which the California Department of Consumer Affairs' guide "California Tenants" reads as
 * 8:00 a.m. to 5:00 p.m., Monday to Friday. The notice is waived only by the tenant's consent at
 * the time of entry (d)(2) or an agreement to a date and approximate time within one week (d)(3):
 * a permission ticked on the request form is neither.
 */
export const ENTRY_NOTICE_HOURS = 24;
export const BUSINESS_HOURS = { from: '08:00', to: '17:00' } as const;

export interface EntryCheck {
  /** True when the visit needs the written notice of entry. */
  noticeRequired: boolean;
  /** Why the visit can't be scheduled so, or null. */
  problem: string | null;
}

export function entryCheck(input: {
  /** Kept for the callers; a permission given in advance waives nothing (1954(d)(2)-(3)). */
  permission?: EntryPermission;
  emergency: boolean;
  date: string;
  from: string;
  to: string;
  now: Date;
}): EntryCheck {
  const start = officeInstant(input.date, input.from);
  if (start.getTime() <= input.now.getTime()) {
    return { noticeRequired: false, problem: 'The visit must be in the future' };
  }
  // Civil Code 1954(d)(1)-(3): only an emergency goes without the notice here (the request's
  // permission is given in advance, not at the time of entry nor for an agreed date and time).
  if (input.emergency) return { noticeRequired: false, problem: null };
  if (start.getTime() - input.now.getTime() < ENTRY_NOTICE_HOURS * 3600 * 1000) {
    return {
      noticeRequired: true,
      problem:
        'Outside an emergency the visit must start at least 24 hours from now, after the written notice (Civil Code 1954)',
    };
  }
  const weekday = officeParts(start).weekday;
  if (WEEKEND.has(weekday) || input.from < BUSINESS_HOURS.from || input.to > BUSINESS_HOURS.to) {
    return {
      noticeRequired: true,
      problem:
        'Outside an emergency, entry must be during business hours: Monday to Friday, 8 AM to 5 PM (Civil Code 1954)',
    };
  }
  return { noticeRequired: true, problem: null };
}

/** The tenant's stated availability, as stored (times 'HH:MM' or 'HH:MM:SS', or null). */
export interface Availability {
  days: AvailableDays;
  from: string | null;
  to: string | null;
}

/** '15:00' -> '3:00 PM' (the office's screens are English). */
function clock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "weekdays, after 3:00 PM": the availability as the office reads it, or null when open. */
export function availabilityText(a: Availability): string | null {
  const days = { any: '', weekdays: 'weekdays', weekends: 'weekends' }[a.days];
  const from = a.from ? a.from.slice(0, 5) : '';
  const to = a.to ? a.to.slice(0, 5) : '';
  const hours =
    from && to
      ? `${clock(from)} to ${clock(to)}`
      : from
        ? `after ${clock(from)}`
        : to
          ? `before ${clock(to)}`
          : '';
  const text = [days, hours].filter(Boolean).join(', ');
  return text || null;
}

/**
 * Why a visit (a date and window, office time) is outside the tenant's stated availability, or
 * null: a warning for the office, not a refusal (the tenant may agree to another time).
 */
export function availabilityWarning(
  a: Availability,
  visit: { date: string; from: string; to: string },
): string | null {
  const said = availabilityText(a);
  if (!said) return null;
  const weekday = officeParts(officeInstant(visit.date, visit.from)).weekday;
  const weekend = WEEKEND.has(weekday);
  const problems: string[] = [];
  if (a.days === 'weekdays' && weekend) problems.push(`it is on a ${weekdayNames[weekday]}`);
  if (a.days === 'weekends' && !weekend) problems.push(`it is on a ${weekdayNames[weekday]}`);
  if (a.from && visit.from < a.from.slice(0, 5)) problems.push(`it starts at ${clock(visit.from)}`);
  if (a.to && visit.to > a.to.slice(0, 5)) problems.push(`it ends at ${clock(visit.to)}`);
  if (problems.length === 0) return null;
  return `Outside the tenant’s stated availability (${said}): ${problems.join(' and ')}. Agree the time with the tenant first.`;
}

const weekdayNames: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/**
 * The owner approves a repair whose estimate is above the home's repair approval limit, except in
 * an emergency, which proceeds at once and tells the owner why: the maintenance_requests_guard
 * trigger decides it when staff set the estimate; this is the rule as the owner reads it.
 */
/**
 * The final cost (the maintenance_requests_guard trigger holds the same rule): a vendor's cost
 * above the approved estimate (without one, the owner's limit) waits for staff review; a cost
 * above what the owner allowed (their limit or the amount they approved) waits for the owner's
 * approval too, except in an emergency. Nothing is posted to the ledger before.
 */
export type CostState = 'none' | 'to_review' | 'awaiting_owner' | 'accepted';

export function finalCostReview(input: {
  costCents: number;
  estimateCents: number | null;
  limitCents: number | null;
  /** The amount the owner approved (or an emergency's estimate that proceeded), if any. */
  ownerAllowedCents: number | null;
  urgent: boolean;
  by: 'vendor' | 'staff';
}): { staffReview: boolean; ownerApproval: boolean } {
  const limit = input.limitCents ?? 0;
  const allowed = Math.max(limit, input.ownerAllowedCents ?? 0);
  const ownerApproval = !input.urgent && input.costCents > allowed;
  const staffReview =
    input.by === 'vendor' && (ownerApproval || input.costCents > (input.estimateCents ?? limit));
  return { staffReview, ownerApproval };
}

/**
 * Tenants' messages (the maintenance_events_message_rate trigger holds the same numbers): per
 * request and per account, so a stuck send button or a worried tenant can't flood the office.
 */
export const maintenanceMessageLimits = {
  perRequest: { count: 5, minutes: 10 },
  perAccount: { count: 15, minutes: 60 },
} as const;
/** The office's (and the tenant's) message mails of a request merge over this window. */
export const MESSAGE_MAIL_WINDOW_MINUTES = 3;
/** The same emergency on the same lease within this window pages on-call once. */
export const EMERGENCY_DEDUPE_MINUTES = 10;

export const ownerApprovalRule =
  'Repairs estimated above your approval limit wait for your approval. Emergencies (gas, fire, ' +
  'flooding, sewage, no water, power or heat, a lockout) are repaired at once to protect the ' +
  'home and the tenant, and we tell you why the same day.';

// ---------------------------------------------------------------------------------------------
// The maintenance function's public contract (links and the tenant's submission)
// ---------------------------------------------------------------------------------------------
export const MAINTENANCE_FUNCTION = 'maintenance';
/** The site pages the links open; they POST the token (a GET changes nothing). */
export const VENDOR_LINK_PATH = '/maintenance/work-order';
export const APPROVAL_LINK_PATH = '/maintenance/approval';

/** The fragment's parameter naming the page's language when it is not English (`l=es`). */
export const LINK_LOCALE_PARAM = 'l';

export function linkPageUrl(siteUrl: string, path: string, token: string, locale: Locale = 'en') {
  const lang = locale === 'en' ? '' : `&${LINK_LOCALE_PARAM}=${locale}`;
  return `${siteUrl.replace(/\/+$/, '')}${path}#t=${encodeURIComponent(token)}${lang}`;
}

export const linkOutcomes = ['ok', 'used', 'expired', 'unknown'] as const;
export type LinkOutcome = (typeof linkOutcomes)[number];

// ---------------------------------------------------------------------------------------------
// The visit and the notice of entry: facts stored, words per language
// ---------------------------------------------------------------------------------------------
/** A visit's instants (details of a 'scheduled' event), as the readers word them. */
export interface VisitFacts {
  startsAt: string;
  endsAt: string;
}
/** What a notice of entry event ('entry_notice') records: the visit, the home, the purpose. */
export interface EntryNoticeFacts extends VisitFacts {
  address: string;
  category: string;
  location: string;
}

/** Whether an event's details hold its visit (an older one's are empty: its text is in body). */
const hasVisit = <T extends object>(details: T): details is Extract<T, { starts_at: string }> =>
  'starts_at' in details;

/** A visit event's facts, or null for one recorded before as English text (shown as is). */
export function visitFacts(
  details: MaintenanceEventDetails['scheduled'] | MaintenanceEventDetails['entry_notice'],
): VisitFacts | null {
  return hasVisit(details) ? { startsAt: details.starts_at, endsAt: details.ends_at } : null;
}

/** A notice of entry's facts, or null for a notice recorded before as English text. */
export function entryNoticeFacts(
  details: MaintenanceEventDetails['entry_notice'],
): EntryNoticeFacts | null {
  if (!hasVisit(details)) return null;
  const { address, category, location } = details;
  return { startsAt: details.starts_at, endsAt: details.ends_at, address, category, location };
}

/** A visit's day and clock times in the language, office time ("martes, 1 de diciembre de 2026"). */
export function visitParts(
  visit: VisitFacts,
  locale: Locale,
): { day: string; from: string; to: string } {
  return {
    day: formatInstant(visit.startsAt, locale, 'weekdayLong'),
    from: formatInstant(visit.startsAt, locale, 'time'),
    to: formatInstant(visit.endsAt, locale, 'time'),
  };
}

/** "Tuesday, December 1, 2026, 9:00 AM to 11:00 AM" (office time). Both languages: maintenance-words.ts. */
export function visitWindowText(visit: VisitFacts): string {
  const { day, from, to } = visitParts(visit, 'en');
  return `${day}, ${from} to ${to}`;
}

/**
 * The written notice of entry, Civil Code 1954(d)(1): the date, approximate time and purpose of
 * the entry. Both languages, from the same facts: maintenance-words.ts.
 */
export function entryNoticeText(n: EntryNoticeFacts): string {
  const purpose = repairPhrases[n.category as MaintenanceCategory] ?? 'repair';
  return [
    'NOTICE OF INTENT TO ENTER DWELLING UNIT (California Civil Code section 1954)',
    `To: the tenants of ${n.address}`,
    `The landlord’s agent or a vendor it sends will enter the unit on ${visitWindowText(n)} (Pacific time) for the following purpose: ${purpose} (${n.location}).`,
    'This notice is given at least 24 hours before the entry.',
  ].join('\n\n');
}
