/**
 * The queue's pure parts: which statuses each view reads, filters read from and written to the
 * URL, ages, lapsed insurance.
 */
import {
  maintenanceCategories,
  maintenanceStatuses,
  openMaintenanceStatuses,
  type MaintenanceCategory,
  type MaintenanceStatus,
} from '@contract/maintenance.ts';

/** A queue view's filters, as the URL holds them. */
export interface QueueFilters {
  homeId: string;
  /** 'open' (default: open and to check, workQueueStatuses), 'all' or one status. */
  status: 'open' | 'all' | MaintenanceStatus;
  category: '' | MaintenanceCategory;
}

/**
 * The default view ("Open and to check"): the open requests and the jobs marked done but not
 * closed. The vendor's "done" mails the office to check the job with the tenant, then close it,
 * so such a job is still the office's work and stays in the queue until closed.
 */
export const workQueueStatuses: readonly MaintenanceStatus[] = [
  ...openMaintenanceStatuses,
  'completed',
];

/** A job marked done and waiting for the office's check and close. */
export const awaitingCheck = (status: MaintenanceStatus): boolean => status === 'completed';

/**
 * The two reads of a view: `active`, urgent on top then oldest (the work); `finished`, newest
 * first (the history, shown after it). Either may be empty.
 */
export function queueReads(status: QueueFilters['status']): {
  active: MaintenanceStatus[];
  finished: MaintenanceStatus[];
} {
  if (status === 'open') return { active: [...workQueueStatuses], finished: [] };
  if (status === 'all') {
    return {
      active: [...workQueueStatuses],
      finished: maintenanceStatuses.filter((s) => !workQueueStatuses.includes(s)),
    };
  }
  return workQueueStatuses.includes(status)
    ? { active: [status], finished: [] }
    : { active: [], finished: [status] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?home=…&status=…&category=…`; anything unknown is ignored (a hand-edited URL still opens). */
export function filtersFromSearch(params: URLSearchParams): QueueFilters {
  const home = params.get('home') ?? '';
  const status = params.get('status') ?? '';
  const category = params.get('category') ?? '';
  return {
    homeId: UUID.test(home) ? home : '',
    status:
      status === 'all' || (maintenanceStatuses as readonly string[]).includes(status)
        ? (status as 'all' | MaintenanceStatus)
        : 'open',
    category: (maintenanceCategories as readonly string[]).includes(category)
      ? (category as MaintenanceCategory)
      : '',
  };
}

export function filtersToSearch(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.homeId) params.set('home', filters.homeId);
  if (filters.status !== 'open') params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  return params;
}

/** `'12 min'`, `'3 h'`, `'2 d'`: how long ago, short enough for a phone's row. */
export function formatAge(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** True when the insurance expiry (a calendar date) is before `today` (office date). */
export function insuranceLapsed(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}
