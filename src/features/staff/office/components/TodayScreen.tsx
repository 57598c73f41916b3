/**
 * The staff landing page (`/admin`): today's showings, calls and repair visits, the requests that
 * can't wait (urgent or unacknowledged), the jobs to check, the new leads and late owner payouts,
 * each item linking to where it is worked.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Calendar, CheckCircle2, ClipboardCheck, Inbox, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { bookingKindLabels, slotTimeLabel } from '@contract/booking.ts';
import { leadSourceLabels, type LeadSource } from '@contract/lead-options.ts';
import {
  isAcknowledgementLate,
  maintenanceCategoryLabels,
  maintenanceStatusLabels,
} from '@contract/maintenance.ts';
import { Badge } from '@/components/ui/Badge';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { paths } from '@/config/paths';
import { formatInstant } from '@contract/date-format.ts';
import { fetchWorkCounts, WORK_COUNTS_KEY } from '@/lib/staffWork';
import { fetchToday } from '../../api/today';
import type { TodayRequest } from '../../api/todayQuery';
import { appointments, officeDayBounds, type Appointment } from '../today';

export const TODAY_MESSAGES = {
  loadFailed: 'Failed to load today’s work',
  noAppointments: 'No showings, calls or repair visits today.',
  noAttention: 'No urgent or unacknowledged requests.',
  noChecks: 'No jobs waiting for a check.',
  noLeads: 'No new leads.',
  allClear: 'Nothing is waiting for you right now.',
  late: 'Not acknowledged in time',
  checkHint: 'Marked done: check it with the tenant, then close the request.',
} as const;

const linkClass =
  'inline-flex min-h-11 items-center font-semibold break-words underline-offset-2 hover:underline';

function Section({
  id,
  title,
  icon,
  more,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  /** A link to the full list, when the page shows only part of it. */
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          {icon}
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-border p-3 text-sm">{children}</p>;
}

const requestTitle = (r: TodayRequest) => `${maintenanceCategoryLabels[r.category]}: ${r.location}`;

function AppointmentItem({ item }: { item: Appointment }) {
  if (item.kind === 'visit') {
    const v = item.visit;
    return (
      <li className="flex flex-col gap-1 rounded-lg border border-border bg-card p-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums">
            {slotTimeLabel(v.visit_starts_at!)}
            {v.visit_ends_at ? `–${slotTimeLabel(v.visit_ends_at)}` : ''}
          </span>
          <Badge variant="highlight">Repair visit</Badge>
          {v.urgent ? <Badge variant="destructive">Urgent</Badge> : null}
        </div>
        <Link to={paths.adminMaintenanceRequest(v.id)} className={linkClass}>
          {requestTitle(v)}
        </Link>
        <p className="text-sm break-words text-muted-foreground">
          {[v.where, v.vendor?.name].filter(Boolean).join(' · ')}
        </p>
      </li>
    );
  }
  const b = item.booking;
  const name = b.lead?.full_name || 'Visitor';
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border bg-card p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">
          {slotTimeLabel(b.starts_at)}–{slotTimeLabel(b.ends_at)}
        </span>
        <Badge variant={b.kind === 'showing' ? 'secondary' : 'outline'}>
          {bookingKindLabels[b.kind]}
        </Badge>
      </div>
      {b.lead ? (
        <Link to={`${paths.adminLeads}?lead=${b.lead.id}`} className={linkClass}>
          {name}
        </Link>
      ) : (
        <span className="font-semibold">{name}</span>
      )}
      <p className="text-sm break-words text-muted-foreground">
        {b.kind === 'consultation'
          ? `Phone call${b.lead?.phone ? ` · ${b.lead.phone}` : ''}`
          : [b.listing?.title, b.location].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}

function RequestItem({ request, now, hint }: { request: TodayRequest; now: Date; hint?: string }) {
  const late = isAcknowledgementLate(request, now);
  return (
    <li
      className={`flex flex-col gap-1 rounded-lg border bg-card p-3 ${late ? 'border-destructive' : 'border-border'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {request.urgent ? <Badge variant="destructive">Urgent</Badge> : null}
        <Badge variant="outline">{maintenanceStatusLabels[request.status]}</Badge>
        {late ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-destructive">
            <AlertTriangle aria-hidden="true" className="size-4" />
            {TODAY_MESSAGES.late}
          </span>
        ) : null}
      </div>
      <Link to={paths.adminMaintenanceRequest(request.id)} className={linkClass}>
        {requestTitle(request)}
      </Link>
      <p className="text-sm break-words text-muted-foreground">
        {request.where}
        {` · filed ${formatInstant(request.created_at)}`}
      </p>
      {hint ? <p className="text-sm">{hint}</p> : null}
    </li>
  );
}

/** "Show all 14" when the page lists only part of a list. */
function MoreLink({ to, total, shown }: { to: string; total: number; shown: number }) {
  if (total <= shown) return null;
  return (
    <Link to={to} className="inline-flex min-h-11 items-center text-sm underline">
      Show all {total}
    </Link>
  );
}

export function TodayScreen({ now = new Date() }: { now?: Date }) {
  const day = officeDayBounds(now);
  const today = useQuery({
    queryKey: ['admin', 'today', day.date],
    queryFn: () => fetchToday(day),
    staleTime: 0,
  });
  // The same counts as the admin bar's badges (one cache entry): totals and late payouts.
  const counts = useQuery({ queryKey: WORK_COUNTS_KEY, queryFn: fetchWorkCounts, staleTime: 0 });

  if (today.isPending) {
    return <Loading>Loading today’s work…</Loading>;
  }
  if (today.isError) {
    return (
      <LoadFailed onRetry={() => void today.refetch()}>{TODAY_MESSAGES.loadFailed}.</LoadFailed>
    );
  }

  const data = today.data;
  const agenda = appointments(data.bookings, data.visits);
  const latePayouts = counts.data?.latePayouts ?? 0;
  const allClear =
    agenda.length === 0 &&
    data.attention.length === 0 &&
    data.toCheck.length === 0 &&
    data.newLeads.length === 0 &&
    latePayouts === 0;
  const queueHref = paths.adminMaintenance;
  const listClass = 'grid gap-2 lg:grid-cols-2';

  return (
    <div className="flex flex-col gap-6">
      {allClear ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-muted p-3 font-medium">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {TODAY_MESSAGES.allClear}
        </p>
      ) : null}
      {latePayouts > 0 ? (
        <p className="flex flex-wrap items-center gap-2 rounded-lg border border-destructive p-3">
          <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
          <span className="font-semibold">
            {latePayouts === 1 ? '1 owner payout is late' : `${latePayouts} owner payouts are late`}
          </span>
          <span className="text-sm">(owners are paid by the 10th).</span>
          <Link
            to={paths.adminMoneyMonthEnd}
            className="inline-flex min-h-11 items-center underline"
          >
            Open month end
          </Link>
        </p>
      ) : null}

      <Section
        id="today-appointments"
        title="Today’s appointments"
        icon={<Calendar aria-hidden="true" className="size-5" />}
        more={
          <Link
            to={paths.adminCalendar}
            className="inline-flex min-h-11 items-center text-sm underline"
          >
            Open the calendar
          </Link>
        }
      >
        {agenda.length === 0 ? (
          <Empty>{TODAY_MESSAGES.noAppointments}</Empty>
        ) : (
          <ul aria-label="Today’s appointments" className={listClass}>
            {agenda.map((item) => (
              <AppointmentItem
                key={item.kind === 'visit' ? `v-${item.visit.id}` : `b-${item.booking.id}`}
                item={item}
              />
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="today-attention"
        title="Urgent and unacknowledged requests"
        icon={<Wrench aria-hidden="true" className="size-5" />}
        more={
          <Link to={queueHref} className="inline-flex min-h-11 items-center text-sm underline">
            Open the queue
          </Link>
        }
      >
        {data.attention.length === 0 ? (
          <Empty>{TODAY_MESSAGES.noAttention}</Empty>
        ) : (
          <ul aria-label="Urgent and unacknowledged requests" className={listClass}>
            {data.attention.map((r) => (
              <RequestItem key={r.id} request={r} now={now} />
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="today-check"
        title="Jobs to check"
        icon={<ClipboardCheck aria-hidden="true" className="size-5" />}
        more={
          <MoreLink
            to={`${queueHref}?status=completed`}
            total={counts.data?.toCheck ?? 0}
            shown={data.toCheck.length}
          />
        }
      >
        {data.toCheck.length === 0 ? (
          <Empty>{TODAY_MESSAGES.noChecks}</Empty>
        ) : (
          <ul aria-label="Jobs to check" className={listClass}>
            {data.toCheck.map((r) => (
              <RequestItem key={r.id} request={r} now={now} hint={TODAY_MESSAGES.checkHint} />
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="today-leads"
        title="New leads"
        icon={<Inbox aria-hidden="true" className="size-5" />}
        more={
          <MoreLink
            to={paths.adminLeads}
            total={counts.data?.newLeads ?? 0}
            shown={data.newLeads.length}
          />
        }
      >
        {data.newLeads.length === 0 ? (
          <Empty>{TODAY_MESSAGES.noLeads}</Empty>
        ) : (
          <ul aria-label="New leads" className={listClass}>
            {data.newLeads.map((lead) => (
              <li
                key={lead.id}
                className="flex flex-col gap-1 rounded-lg border border-border bg-card p-3"
              >
                <Link to={`${paths.adminLeads}?lead=${lead.id}`} className={linkClass}>
                  {lead.full_name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {leadSourceLabels[lead.source as LeadSource] ?? lead.source} · received{' '}
                  {formatInstant(lead.created_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
