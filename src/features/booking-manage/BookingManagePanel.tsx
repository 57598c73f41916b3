/**
 * The page a booking mail's link opens (`/booking?token=…`): the appointment (what, when, where),
 * and, after the visitor's click, reschedule to another open slot or cancel. Opening it only
 * reads (a POST `view`); nothing changes without a button.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOOKING_TOKEN_PARAM, type ManagedBooking } from '@contract/booking-api.ts';
import { bookingKindLabels, bookingMessages, slotLabel } from '@contract/booking.ts';
import { SlotPicker } from '@/components/booking/SlotPicker';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { company } from '@/config/company';
import {
  cancelBooking,
  ManageCallFailed,
  rescheduleBooking,
  slotsForBooking,
  viewBooking,
  type ManageOutcome,
} from './api';

export const manageText = {
  heading: 'Your appointment',
  loading: 'Loading your appointment...',
  failed: 'We could not reach our server. Please check your connection and try again.',
  retry: 'Try again',
  greeting: (name: string) => (name ? `Hi ${name}, here is your appointment.` : ''),
  what: 'What',
  when: 'When',
  where: 'Where',
  byPhone: 'By phone: we will call you.',
  reschedule: 'Reschedule',
  cancel: 'Cancel appointment',
  pickLegend: 'Pick a new time',
  move: 'Move appointment',
  moving: 'Moving...',
  keep: 'Keep this time',
  confirmTitle: 'Cancel this appointment?',
  confirmKeep: 'Keep appointment',
  cancelling: 'Cancelling...',
  rescheduledHeading: 'Appointment moved',
  cancelledHeading: 'Appointment cancelled',
  invalidHeading: 'Link not valid',
  closedHeading: 'Appointment closed',
} as const;

type Phase =
  | { name: 'loading' }
  | { name: 'failed' }
  | { name: 'invalid' }
  | { name: 'closed' }
  | { name: 'view'; booking: ManagedBooking }
  | { name: 'rescheduled'; booking: ManagedBooking }
  | { name: 'cancelled'; booking: ManagedBooking | null };

function phaseOf(outcome: ManageOutcome): Phase {
  if (outcome.status === 'invalid') return { name: 'invalid' };
  if (outcome.status === 'closed') return { name: 'closed' };
  if (outcome.status === 'taken') return { name: 'failed' };
  return outcome.booking.status === 'cancelled'
    ? { name: 'cancelled', booking: outcome.booking }
    : { name: 'view', booking: outcome.booking };
}

function OfficePhone() {
  return (
    <a href={company.phoneHref} className="font-semibold text-primary underline underline-offset-4">
      {company.phone}
    </a>
  );
}

/** A heading that takes focus when it appears, so the new state is read first. */
function StateHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
      {children}
    </h2>
  );
}

function Details({ booking }: { booking: ManagedBooking }) {
  const what =
    booking.kind === 'showing' && booking.listingTitle
      ? `${bookingKindLabels.showing}: ${booking.listingTitle}`
      : bookingKindLabels[booking.kind];
  return (
    <dl className="grid gap-3 sm:grid-cols-[6rem_1fr]">
      <dt className="font-medium text-muted-foreground">{manageText.what}</dt>
      <dd>{what}</dd>
      <dt className="font-medium text-muted-foreground">{manageText.when}</dt>
      <dd>{slotLabel(booking.start)}</dd>
      <dt className="font-medium text-muted-foreground">{manageText.where}</dt>
      <dd>{booking.location || manageText.byPhone}</dd>
    </dl>
  );
}

export function BookingManagePanel() {
  const [params] = useSearchParams();
  const token = params.get(BOOKING_TOKEN_PARAM)?.trim() ?? '';
  const [phase, setPhase] = useState<Phase>(token ? { name: 'loading' } : { name: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const [moving, setMoving] = useState(false);
  const [picked, setPicked] = useState('');
  const [pickError, setPickError] = useState<string | undefined>();
  const [reloadKey, setReloadKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionFailed, setActionFailed] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    viewBooking(token).then(
      (outcome) => current && setPhase(phaseOf(outcome)),
      () => current && setPhase({ name: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const loadSlots = useCallback(() => slotsForBooking(token), [token]);

  const run = async (action: () => Promise<ManageOutcome>, done: (b: ManagedBooking) => Phase) => {
    setBusy(true);
    setActionFailed(false);
    try {
      const outcome = await action();
      if (outcome.status === 'taken') {
        setPicked('');
        setPickError(bookingMessages.slotTaken);
        setReloadKey((n) => n + 1);
      } else if (outcome.status === 'ok') {
        setConfirming(false);
        setPhase(done(outcome.booking));
      } else {
        setConfirming(false);
        setPhase(phaseOf(outcome));
      }
    } catch (error) {
      if (!(error instanceof ManageCallFailed)) throw error;
      setActionFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const move = () => {
    if (!picked) {
      setPickError(bookingMessages.slotRequired);
      return;
    }
    void run(
      () => rescheduleBooking(token, picked),
      (booking) => ({ name: 'rescheduled', booking }),
    );
  };

  const cancel = () =>
    void run(
      () => cancelBooking(token),
      (booking) => ({ name: 'cancelled', booking }),
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{manageText.heading}</h1>
      {phase.name === 'loading' ? (
        <p role="status" className="text-muted-foreground">
          {manageText.loading}
        </p>
      ) : null}
      {phase.name === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{manageText.failed}</p>
          <Button
            className="min-h-11"
            onClick={() => {
              setPhase({ name: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {manageText.retry}
          </Button>
        </div>
      ) : null}
      {phase.name === 'invalid' || phase.name === 'closed' ? (
        <section className="flex flex-col gap-3">
          <StateHeading>
            {phase.name === 'invalid' ? manageText.invalidHeading : manageText.closedHeading}
          </StateHeading>
          <p role="alert">
            {phase.name === 'invalid' ? bookingMessages.linkInvalid : bookingMessages.bookingClosed}{' '}
            <OfficePhone />
          </p>
        </section>
      ) : null}
      {phase.name === 'cancelled' ? (
        <section className="flex flex-col gap-3">
          <StateHeading>{manageText.cancelledHeading}</StateHeading>
          <p role="status">{bookingMessages.cancelled}</p>
          {phase.booking ? <Details booking={phase.booking} /> : null}
        </section>
      ) : null}
      {phase.name === 'rescheduled' ? (
        <section className="flex flex-col gap-3">
          <StateHeading>{manageText.rescheduledHeading}</StateHeading>
          <p role="status">{bookingMessages.rescheduled}</p>
          <Details booking={phase.booking} />
        </section>
      ) : null}
      {phase.name === 'view' ? (
        <section aria-labelledby="booking-details" className="flex flex-col gap-5">
          <h2 id="booking-details" className="sr-only">
            {manageText.heading}
          </h2>
          {phase.booking.firstName ? <p>{manageText.greeting(phase.booking.firstName)}</p> : null}
          <Details booking={phase.booking} />
          {actionFailed ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {manageText.failed}
            </p>
          ) : null}
          {moving ? (
            <div className="flex flex-col gap-4">
              <SlotPicker
                name="slotStart"
                legend={manageText.pickLegend}
                load={loadSlots}
                active
                onActivate={() => {}}
                reloadKey={reloadKey}
                value={picked}
                onChange={(start) => {
                  setPicked(start);
                  setPickError(undefined);
                }}
                error={pickError}
              />
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button className="min-h-11" disabled={busy} onClick={move}>
                  {busy ? manageText.moving : manageText.move}
                </Button>
                <Button
                  className="min-h-11"
                  variant="outline"
                  disabled={busy}
                  onClick={() => {
                    setMoving(false);
                    setPicked('');
                    setPickError(undefined);
                  }}
                >
                  {manageText.keep}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button className="min-h-11" onClick={() => setMoving(true)}>
                {manageText.reschedule}
              </Button>
              <Button className="min-h-11" variant="outline" onClick={() => setConfirming(true)}>
                {manageText.cancel}
              </Button>
            </div>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={manageText.confirmTitle}
            description={slotLabel(phase.booking.start)}
            confirmLabel={busy ? manageText.cancelling : manageText.cancel}
            cancelLabel={manageText.confirmKeep}
            destructive
            pending={busy}
            onConfirm={cancel}
            className="[&_button]:min-h-11"
          />
        </section>
      ) : null}
    </div>
  );
}
