import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ClipboardCheck, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  isAcknowledgementLate,
  maintenanceCategories,
  maintenanceCategoryLabels,
  maintenanceStatuses,
  maintenanceStatusLabels,
} from '@contract/maintenance.ts';
import { Badge } from '@/components/ui/Badge';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { paths } from '@/config/paths';
import {
  QUEUE_PAGE,
  type HomeChoice,
  type QueueFilters,
  type QueueRow,
} from '../../api/maintenance';
import { maintenanceQueries } from '../../api/queries';
import { awaitingCheck, filtersFromSearch, filtersToSearch, formatAge } from '../../queue';

export const QUEUE_MESSAGES = {
  loadFailed: 'Failed to load the maintenance queue',
  empty: 'No requests match these filters.',
  late: 'Not acknowledged in time',
  toCheck: 'To check: marked done; check it with the tenant, then close it',
} as const;

const statusOptions = [
  { value: 'open', label: 'Open and to check' },
  { value: 'all', label: 'All statuses' },
  ...maintenanceStatuses.map((s) => ({ value: s, label: maintenanceStatusLabels[s] })),
];
const categoryOptions = maintenanceCategories.map((c) => ({
  value: c,
  label: maintenanceCategoryLabels[c],
}));

function QueueItem({ row, home, now }: { row: QueueRow; home: HomeChoice | undefined; now: Date }) {
  const late = isAcknowledgementLate(row, now);
  const where = [home ? `${home.street}, ${home.city}` : 'Home', row.unit]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      className={`flex flex-col gap-1.5 rounded-lg border bg-card p-3 ${late ? 'border-destructive' : 'border-border'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {row.urgent ? <Badge variant="destructive">Urgent</Badge> : null}
        <Badge variant="outline">{maintenanceStatusLabels[row.status]}</Badge>
        {late ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-destructive">
            <AlertTriangle aria-hidden="true" className="size-4" />
            {QUEUE_MESSAGES.late}
          </span>
        ) : null}
        {awaitingCheck(row.status) ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold">
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {QUEUE_MESSAGES.toCheck}
          </span>
        ) : null}
        <span className="ml-auto inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Age </span>
          {formatAge(row.created_at, now)}
        </span>
      </div>
      <Link
        to={paths.adminMaintenanceRequest(row.id)}
        className="inline-flex min-h-11 items-center font-semibold break-words underline-offset-2 hover:underline"
      >
        {maintenanceCategoryLabels[row.category]}: {row.location}
      </Link>
      <p className="text-sm break-words text-muted-foreground">{where}</p>
    </li>
  );
}

/**
 * The office's queue: open requests and jobs to check first, urgent on top, then oldest; filters
 * in the URL.
 */
export function MaintenanceQueue({ now = new Date() }: { now?: Date }) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [limit, setLimit] = useState(QUEUE_PAGE);
  const queue = useQuery(maintenanceQueries.queue(filters, limit));
  const homes = useQuery(maintenanceQueries.homes());
  const homeById = new Map((homes.data ?? []).map((h) => [h.id, h]));

  const setFilter = (change: Partial<QueueFilters>) => {
    setLimit(QUEUE_PAGE);
    setSearch(filtersToSearch({ ...filters, ...change }), { replace: true });
  };

  let body;
  if (queue.isPending) {
    body = <Loading>Loading requests…</Loading>;
  } else if (queue.isError) {
    body = (
      <LoadFailed onRetry={() => void queue.refetch()}>{QUEUE_MESSAGES.loadFailed}.</LoadFailed>
    );
  } else if (queue.data.rows.length === 0) {
    body = <p className="py-12 text-center text-muted-foreground">{QUEUE_MESSAGES.empty}</p>;
  } else {
    body = (
      <>
        <ul aria-label="Maintenance requests" className="grid gap-2 lg:grid-cols-2">
          {queue.data.rows.map((row) => (
            <QueueItem key={row.id} row={row} home={homeById.get(row.home_id)} now={now} />
          ))}
        </ul>
        {queue.data.more ? (
          <Button
            variant="outline"
            className="self-center"
            disabled={queue.isFetching}
            onClick={() => setLimit((n) => n + QUEUE_PAGE)}
          >
            Show more
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label="Filter requests"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-home`}>Home</Label>
          <Select
            id={`${id}-home`}
            value={filters.homeId}
            onChange={(e) => setFilter({ homeId: e.target.value })}
            placeholder="All homes"
            options={(homes.data ?? []).map((h) => ({
              value: h.id,
              label: `${h.street}, ${h.city}`,
            }))}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={filters.status}
            onChange={(e) => setFilter({ status: e.target.value as QueueFilters['status'] })}
            options={statusOptions}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select
            id={`${id}-category`}
            value={filters.category}
            onChange={(e) => setFilter({ category: e.target.value as QueueFilters['category'] })}
            placeholder="All categories"
            options={categoryOptions}
          />
        </div>
      </form>
      {body}
    </div>
  );
}
