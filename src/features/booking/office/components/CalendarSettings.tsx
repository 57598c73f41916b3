import { formatDate, formatInstant } from '@contract/date-format.ts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Copy, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { showingDefaults, showingDefaultsLabel } from '@contract/booking.ts';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { paths } from '@/config/paths';
import { staffQuery } from '@/lib/staff';
import { windowsOf, type CalendarRow } from '../../api/calendar';
import {
  calendarQueries,
  useAddBlackout,
  useBookableStaffChange,
  useCreateShowingCalendar,
  useRemoveBlackout,
  useSaveCalendar,
  useSetFeedToken,
} from '../../api/queries';
import { feedUrl, newFeedToken, sha256Hex, webcalUrl } from '../feed';
import { BlackoutForm, HoursForm } from './SettingsForms';

const section = 'flex flex-col gap-4 rounded-lg border border-border bg-card p-4';

const dateLabel = (date: string) => formatDate(date, 'en', 'weekdayMedium');

function CalendarEditor({ calendar, name }: { calendar: CalendarRow; name: string }) {
  const save = useSaveCalendar();
  const addBlackout = useAddBlackout();
  const removeBlackout = useRemoveBlackout();
  return (
    <>
      <HoursForm
        // A saved calendar starts a fresh form from what the database holds.
        key={`${calendar.id}-${calendar.slot_minutes}-${calendar.buffer_minutes}-${calendar.hours.map((h) => h.id).join()}`}
        name={name}
        initial={{
          slotMinutes: calendar.slot_minutes,
          bufferMinutes: calendar.buffer_minutes,
          windows: windowsOf(calendar),
        }}
        onSave={async (values) => {
          await save.mutateAsync({ id: calendar.id, values });
          toast.success('Hours saved');
        }}
      />
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">Blackout dates</h3>
        {calendar.kind === 'consultation' ? (
          <p className="text-sm text-muted-foreground">
            A blackout date here closes the whole office: no consultations and no showings that day.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            No showings of this listing on these dates.
          </p>
        )}
        {calendar.blackouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No blackout dates.</p>
        ) : (
          <ul aria-label={`Blackout dates of ${name}`} className="flex flex-col gap-2">
            {calendar.blackouts.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{dateLabel(b.on_date)}</span>
                {b.note ? <span className="text-sm text-muted-foreground">{b.note}</span> : null}
                <Button
                  variant="ghost"
                  className="min-h-11"
                  disabled={removeBlackout.isPending}
                  aria-label={`Remove ${dateLabel(b.on_date)}`}
                  onClick={() =>
                    removeBlackout.mutate(b.id, {
                      onSuccess: () => toast.success('Blackout date removed'),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <BlackoutForm
          onAdd={async ({ onDate, note }) => {
            await addBlackout.mutateAsync({ calendarId: calendar.id, onDate, note });
            toast.success('Blackout date added');
          }}
        />
      </div>
    </>
  );
}

/** The section's anchor (paths.adminShowingHours links to it). */
const showingHoursAnchor = 'showing-hours';

function ShowingHours({ calendars }: { calendars: CalendarRow[] }) {
  const id = useId();
  const listings = useQuery(calendarQueries.listings());
  // The listings screen links here with its listing (?listing=<id>) already picked.
  const [params] = useSearchParams();
  const [listingId, setListingId] = useState(() => params.get('listing') ?? '');
  const create = useCreateShowingCalendar();
  const listing = listings.data?.find((l) => l.id === listingId);
  const calendar = calendars.find((c) => c.kind === 'showing' && c.listing_id === listingId);
  return (
    <section id={showingHoursAnchor} aria-labelledby={`${id}-h`} className={section}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        Showing hours
      </h2>
      <p className="text-sm text-muted-foreground">
        Each new listing starts with the office&apos;s default hours ({showingDefaultsLabel}).
        Change them here per listing; a listing without hours can only be asked for a showing.
      </p>
      <div className="flex flex-col gap-2 sm:max-w-md">
        <Label htmlFor={`${id}-listing`}>Listing</Label>
        <Select
          id={`${id}-listing`}
          value={listingId}
          onChange={(e) => setListingId(e.target.value)}
          placeholder="Pick a listing"
          options={(listings.data ?? []).map((l) => ({
            value: l.id,
            label: `${l.title}${l.status === 'active' ? '' : ' (not active)'}`,
          }))}
        />
        {listings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the listings.
          </p>
        ) : null}
      </div>
      {listing && !calendar ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">
            This listing has no showing hours: visitors can only ask for a showing.
          </p>
          <Button
            className="min-h-11"
            disabled={create.isPending}
            onClick={() =>
              create.mutate(
                { listingId: listing.id, defaults: showingDefaults },
                {
                  onSuccess: () => toast.success('Showing hours created'),
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          >
            Use default hours ({showingDefaultsLabel})
          </Button>
        </div>
      ) : null}
      {listing && calendar ? (
        <CalendarEditor calendar={calendar} name={`Showing hours of ${listing.title}`} />
      ) : null}
    </section>
  );
}

function BookableStaffSection({ me }: { me: string | null | undefined }) {
  const id = useId();
  const bookable = useQuery(calendarQueries.bookableStaff());
  const staff = useQuery(staffQuery());
  const change = useBookableStaffChange();
  const [adding, setAdding] = useState('');
  const emailOf = (userId: string) =>
    staff.data?.find((s) => s.userId === userId)?.email ?? 'A staff member';
  const rows = bookable.data ?? [];
  const candidates = (staff.data ?? []).filter(
    (s) => !s.pending && !rows.some((r) => r.user_id === s.userId),
  );
  const run = (c: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(c, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(error.message),
    });
  return (
    <section aria-labelledby={`${id}-h`} className={section}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        Who takes bookings
      </h2>
      <p className="text-sm text-muted-foreground">
        Each booking goes to a free staff member from this list.
      </p>
      {bookable.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load the bookable staff.
        </p>
      ) : null}
      {bookable.isSuccess && rows.length === 0 ? (
        <p className="font-medium">Nobody takes bookings: visitors can book nothing.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {rows.map((r) => {
          const who = r.user_id === me ? 'You' : emailOf(r.user_id);
          return (
            <li key={r.user_id} className="flex flex-col gap-1 rounded-md border border-border p-2">
              <span className="font-medium break-words">{who}</span>
              <div className="flex flex-wrap items-center gap-x-4">
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label={`${who} takes consultations`}
                    checked={r.takes_consultations}
                    onChange={(e) =>
                      run(
                        {
                          action: 'update',
                          userId: r.user_id,
                          patch: { takes_consultations: e.target.checked },
                        },
                        'Saved',
                      )
                    }
                  />
                  Consultations
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label={`${who} takes showings`}
                    checked={r.takes_showings}
                    onChange={(e) =>
                      run(
                        {
                          action: 'update',
                          userId: r.user_id,
                          patch: { takes_showings: e.target.checked },
                        },
                        'Saved',
                      )
                    }
                  />
                  Showings
                </label>
                <Button
                  variant="ghost"
                  className="min-h-11"
                  aria-label={`Remove ${who} from bookings`}
                  onClick={() => run({ action: 'remove', userId: r.user_id }, 'Removed')}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {me && bookable.isSuccess && !rows.some((r) => r.user_id === me) ? (
        <Button
          variant="outline"
          className="min-h-11 self-start"
          onClick={() => run({ action: 'add', userId: me }, 'You take bookings now')}
        >
          Add yourself
        </Button>
      ) : null}
      {candidates.filter((c) => c.userId !== me).length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label="Add a staff member"
          onSubmit={(e) => {
            e.preventDefault();
            if (adding) run({ action: 'add', userId: adding }, 'Added');
            setAdding('');
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-add`}>Staff member</Label>
            <Select
              id={`${id}-add`}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              placeholder="Pick someone"
              options={candidates
                .filter((c) => c.userId !== me)
                .map((c) => ({ value: c.userId, label: c.email ?? c.userId }))}
            />
          </div>
          <Button type="submit" variant="outline" className="min-h-11" disabled={!adding}>
            Add
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function FeedSection({ me }: { me: string | null | undefined }) {
  const id = useId();
  const bookable = useQuery(calendarQueries.bookableStaff());
  const setToken = useSetFeedToken();
  const [url, setUrl] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const mine = bookable.data?.find((r) => r.user_id === me);
  const created = mine?.feed_created_at;
  const create = async () => {
    const token = newFeedToken();
    try {
      await setToken.mutateAsync(await sha256Hex(token));
      setUrl(feedUrl(token));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section aria-labelledby={`${id}-h`} className={section}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        Your calendar feed
      </h2>
      <p className="text-sm text-muted-foreground">
        A private link that shows your bookings in Google Calendar or Apple Calendar. Anyone with
        the link sees them: keep it to yourself, and revoke it if it leaks.
      </p>
      {created ? (
        <p>Your feed was created {formatInstant(created)} (Pacific time).</p>
      ) : bookable.isSuccess ? (
        <p>You have no calendar feed.</p>
      ) : null}
      {url ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-url`}>Feed URL (shown once: copy it now)</Label>
          <div className="flex flex-wrap gap-2">
            <Input id={`${id}-url`} readOnly value={url} className="min-w-0 flex-1" />
            <Button
              variant="outline"
              className="min-h-11"
              onClick={() =>
                void navigator.clipboard
                  .writeText(url)
                  .then(() => toast.success('Feed URL copied'))
                  .catch(() => toast.error('Copy failed: select the URL and copy it'))
              }
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
          <a href={webcalUrl(url)} className="inline-flex min-h-11 items-center underline">
            Add to Apple Calendar
          </a>
          <p className="text-sm text-muted-foreground">
            Google Calendar: open calendar.google.com on a computer, next to “Other calendars”
            choose “+”, then “From URL”, paste the feed URL and “Add calendar”.
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          className="min-h-11"
          disabled={setToken.isPending || !me}
          onClick={() => void create()}
        >
          {created ? 'Make a new feed URL' : 'Create a feed URL'}
        </Button>
        {created ? (
          <Button
            variant="outline"
            className="min-h-11"
            disabled={setToken.isPending}
            onClick={() => setRevoking(true)}
          >
            Revoke
          </Button>
        ) : null}
      </div>
      {created ? (
        <p className="text-sm text-muted-foreground">A new URL stops the old one.</p>
      ) : null}
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title="Revoke your calendar feed?"
        description="Calendars subscribed to it stop updating. You can make a new URL later."
        confirmLabel="Revoke"
        destructive
        pending={setToken.isPending}
        className="[&_button]:min-h-11"
        onConfirm={() =>
          setToken.mutate(null, {
            onSuccess: () => {
              setUrl(null);
              setRevoking(false);
              toast.success('Feed revoked');
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </section>
  );
}

/** Booking hours, blackout dates, who takes bookings, and the caller's calendar feed. */
export function CalendarSettings() {
  const id = useId();
  const calendars = useQuery(calendarQueries.calendars());
  const me = useQuery(calendarQueries.me());
  const office = calendars.data?.find((c) => c.kind === 'consultation');
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Link
        to={paths.adminCalendar}
        className="inline-flex min-h-11 items-center gap-1 self-start underline underline-offset-2"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the calendar
      </Link>
      {calendars.isPending ? (
        <Loading>Loading hours…</Loading>
      ) : calendars.isError ? (
        <LoadFailed onRetry={() => void calendars.refetch()}>
          Failed to load the booking hours.
        </LoadFailed>
      ) : (
        <>
          <section aria-labelledby={`${id}-office`} className={section}>
            <h2 id={`${id}-office`} className="text-lg font-semibold">
              Consultation hours
            </h2>
            {office ? (
              <CalendarEditor calendar={office} name="Consultation hours" />
            ) : (
              <p>The office's consultation calendar is missing.</p>
            )}
          </section>
          <ShowingHours calendars={calendars.data} />
        </>
      )}
      <BookableStaffSection me={me.data} />
      <FeedSection me={me.data} />
    </div>
  );
}
