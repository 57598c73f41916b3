import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, MapPin, Phone, Settings, User, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { bookingKindLabels, officeDateOf, slotTimeLabel } from '@contract/booking.ts';
import { maintenanceCategoryLabels, maintenanceStatusLabels } from '@contract/maintenance.ts';
import { Badge } from '@/components/ui/Badge';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { paths } from '@/config/paths';
import { staffQuery } from '@/lib/staff';
import type { AgendaBooking, AgendaVisit } from '../../api/calendar';
import { calendarQueries, useCancelBooking } from '../../api/queries';
import {
  agendaDays,
  agendaFromSearch,
  agendaToSearch,
  dateHeading,
  dayEntries,
  queryRange,
  shiftDate,
  type AgendaState,
} from '../agenda';

export const AGENDA_MESSAGES = {
  loadFailed: 'Failed to load the calendar',
  emptyDay: 'Nothing booked.',
  empty: 'No bookings or repair visits in these days.',
  visitsFailed: 'Repair visits could not be loaded.',
  repairVisit: 'Repair visit',
  cancelled: 'Cancelled',
  phoneCall: 'Phone call',
} as const;

/** The lead in the leads inbox (its dialog opens from `?lead=`). */
export const leadHref = (leadId: string) => `${paths.adminLeads}?lead=${leadId}`;

function BookingItem({
  booking,
  staffName,
  now,
  onCancel,
}: {
  booking: AgendaBooking;
  staffName: string;
  now: Date;
  onCancel: (b: AgendaBooking) => void;
}) {
  const cancelled = booking.status === 'cancelled';
  const name = booking.lead?.full_name || 'Visitor';
  const where =
    booking.kind === 'consultation'
      ? AGENDA_MESSAGES.phoneCall
      : [booking.listing?.title, booking.location].filter(Boolean).join(' · ');
  return (
    <li
      className={`flex flex-col gap-1.5 rounded-lg border border-border bg-card p-3 ${cancelled ? 'opacity-75' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`font-semibold tabular-nums ${cancelled ? 'line-through' : ''}`}>
          {slotTimeLabel(booking.starts_at)}–{slotTimeLabel(booking.ends_at)}
        </span>
        <Badge variant={booking.kind === 'showing' ? 'secondary' : 'outline'}>
          {bookingKindLabels[booking.kind]}
        </Badge>
        {cancelled ? <Badge variant="destructive">{AGENDA_MESSAGES.cancelled}</Badge> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {booking.lead ? (
          <Link
            to={leadHref(booking.lead.id)}
            className="inline-flex min-h-11 items-center font-semibold break-words underline underline-offset-2"
          >
            {name}
          </Link>
        ) : (
          <span className="font-semibold">{name}</span>
        )}
        {booking.lead?.phone ? (
          <a
            href={`tel:${booking.lead.phone}`}
            className="inline-flex min-h-11 items-center gap-1 text-sm underline underline-offset-2"
            aria-label={`Call ${name} at ${booking.lead.phone}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            {booking.lead.phone}
          </a>
        ) : null}
      </div>
      <p className="flex items-start gap-1 text-sm break-words text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {where || 'Listing removed'}
      </p>
      <p className="flex items-center gap-1 text-sm text-muted-foreground">
        <User aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{`With: `}</span>
        {staffName}
      </p>
      {!cancelled && new Date(booking.starts_at) > now ? (
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 self-start"
          aria-label={`Cancel booking with ${name}`}
          onClick={() => onCancel(booking)}
        >
          Cancel booking
        </Button>
      ) : null}
    </li>
  );
}

function VisitItem({ visit }: { visit: AgendaVisit }) {
  const title = `${maintenanceCategoryLabels[visit.category]}: ${visit.location}`;
  return (
    <li className="flex flex-col gap-1.5 rounded-lg border border-border bg-card p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">
          {slotTimeLabel(visit.visit_starts_at)}
          {visit.visit_ends_at ? `–${slotTimeLabel(visit.visit_ends_at)}` : ''}
        </span>
        <Badge variant="highlight">
          <Wrench aria-hidden="true" className="size-3" />
          {AGENDA_MESSAGES.repairVisit}
        </Badge>
        {visit.urgent ? <Badge variant="destructive">Urgent</Badge> : null}
        {visit.status !== 'scheduled' ? (
          <Badge variant="outline">{maintenanceStatusLabels[visit.status]}</Badge>
        ) : null}
      </div>
      <Link
        to={paths.adminMaintenanceRequest(visit.id)}
        className="inline-flex min-h-11 items-center font-semibold break-words underline underline-offset-2"
      >
        {title}
      </Link>
      <p className="flex items-start gap-1 text-sm break-words text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {visit.where || 'Home'}
      </p>
      {visit.vendor ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <User aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{`Vendor: `}</span>
          {visit.vendor.name}
          <a
            href={`tel:${visit.vendor.phone}`}
            className="inline-flex min-h-11 items-center gap-1 underline underline-offset-2"
            aria-label={`Call ${visit.vendor.name} at ${visit.vendor.phone}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            {visit.vendor.phone}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/**
 * The office's agenda: a day or a week of bookings and repair visits in Pacific time, who sees
 * whom, where and when; the view, the date, "mine" and a listing are kept in the URL.
 */
export function Agenda({ now = new Date() }: { now?: Date }) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const state = agendaFromSearch(search, now);
  const days = agendaDays(state);
  const { fromIso, toIso } = queryRange(days);
  const agenda = useQuery(calendarQueries.agenda(fromIso, toIso));
  const visits = useQuery(calendarQueries.visits(fromIso, toIso));
  const me = useQuery(calendarQueries.me());
  const staff = useQuery(staffQuery());
  const listings = useQuery(calendarQueries.listings());
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<AgendaBooking | null>(null);
  const [showCancelled, setShowCancelled] = useState(true);

  const setState = (change: Partial<AgendaState>) =>
    setSearch(agendaToSearch({ ...state, ...change }), { replace: true });
  const staffName = (userId: string) =>
    userId === me.data
      ? 'You'
      : (staff.data?.find((s) => s.userId === userId)?.email ?? 'A staff member');

  const shown = (agenda.data ?? []).filter(
    (b) =>
      days.includes(officeDateOf(b.starts_at)) &&
      (!state.mine || b.staff_id === me.data) &&
      (!state.listing || b.listing_id === state.listing) &&
      (showCancelled || b.status === 'booked'),
  );
  const entriesOf = (day: string) => dayEntries(day, shown, visits.data ?? [], state);
  const anyEntry = days.some((day) => entriesOf(day).length > 0);
  const listingTitle = listings.data?.find((l) => l.id === state.listing)?.title;

  let body;
  if (agenda.isPending) {
    body = <Loading>Loading bookings…</Loading>;
  } else if (agenda.isError) {
    body = (
      <LoadFailed onRetry={() => void agenda.refetch()}>{AGENDA_MESSAGES.loadFailed}.</LoadFailed>
    );
  } else if (!anyEntry && state.view === 'week') {
    body = <p className="py-12 text-center text-muted-foreground">{AGENDA_MESSAGES.empty}</p>;
  } else {
    body = (
      <div className="flex flex-col gap-5">
        {days
          .filter((day) => state.view === 'day' || entriesOf(day).length > 0)
          .map((day) => {
            const ofDay = entriesOf(day);
            return (
              <section key={day} aria-labelledby={`${id}-${day}`} className="flex flex-col gap-2">
                <h2 id={`${id}-${day}`} className="text-lg font-semibold">
                  {dateHeading(day)}
                </h2>
                {ofDay.length === 0 ? (
                  <p className="py-8 text-center text-muted-foreground">
                    {AGENDA_MESSAGES.emptyDay}
                  </p>
                ) : (
                  <ul
                    aria-label={`Bookings on ${dateHeading(day)}`}
                    className="grid gap-2 lg:grid-cols-2"
                  >
                    {ofDay.map((entry) =>
                      entry.kind === 'visit' ? (
                        <VisitItem key={`v-${entry.visit.id}`} visit={entry.visit} />
                      ) : (
                        <BookingItem
                          key={entry.booking.id}
                          booking={entry.booking}
                          staffName={staffName(entry.booking.staff_id)}
                          now={now}
                          onCancel={setCancelling}
                        />
                      ),
                    )}
                  </ul>
                )}
              </section>
            );
          })}
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label={state.view === 'week' ? 'Previous week' : 'Previous day'}
          onClick={() => setState({ date: shiftDate(state, -1) })}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          className="min-h-11"
          onClick={() => setState({ date: officeDateOf(now) })}
        >
          Today
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label={state.view === 'week' ? 'Next week' : 'Next day'}
          onClick={() => setState({ date: shiftDate(state, 1) })}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <div role="group" aria-label="View" className="flex">
          {(['day', 'week'] as const).map((view) => (
            <Button
              key={view}
              variant={state.view === view ? 'default' : 'outline'}
              className="min-h-11 first:rounded-r-none last:rounded-l-none"
              aria-pressed={state.view === view}
              onClick={() => setState({ view })}
            >
              {view === 'day' ? 'Day' : 'Week'}
            </Button>
          ))}
        </div>
        <Button asChild variant="ghost" className="min-h-11 sm:ml-auto">
          <Link to={paths.adminCalendarSettings}>
            <Settings aria-hidden="true" />
            Hours and feed
          </Link>
        </Button>
      </div>
      <form
        aria-label="Filter bookings"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-who`}>Whose bookings</Label>
          <Select
            id={`${id}-who`}
            value={state.mine ? 'mine' : 'all'}
            onChange={(e) => setState({ mine: e.target.value === 'mine' })}
            options={[
              { value: 'all', label: 'Everyone' },
              { value: 'mine', label: 'Mine' },
            ]}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-listing`}>Listing</Label>
          <Select
            id={`${id}-listing`}
            value={state.listing}
            onChange={(e) => setState({ listing: e.target.value })}
            placeholder="All bookings"
            options={[
              ...(state.listing && !listingTitle
                ? [{ value: state.listing, label: 'The chosen listing' }]
                : []),
              ...(listings.data ?? []).map((l) => ({ value: l.id, label: l.title })),
            ]}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={showCancelled}
            onChange={(e) => setShowCancelled(e.target.checked)}
          />
          Show cancelled
        </label>
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {state.view === 'week'
          ? `Week of ${dateHeading(days[0] as string)}`
          : dateHeading(state.date)}
        {listingTitle ? ` · ${listingTitle}` : ''}. Times are Pacific.
      </p>
      {visits.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {AGENDA_MESSAGES.visitsFailed}
        </p>
      ) : null}
      {body}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title="Cancel this booking?"
        description={
          cancelling
            ? `${cancelling.lead?.full_name ?? 'The visitor'}'s ${bookingKindLabels[cancelling.kind].toLowerCase()} at ${slotTimeLabel(cancelling.starts_at)} is cancelled, they get an email and the time opens again.`
            : ''
        }
        confirmLabel="Cancel booking"
        cancelLabel="Keep it"
        destructive
        pending={cancel.isPending}
        className="[&_button]:min-h-11"
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              toast.success('Booking cancelled');
              setCancelling(null);
            },
            onError: (error) => toast.error(error.message),
          });
        }}
      />
    </div>
  );
}
