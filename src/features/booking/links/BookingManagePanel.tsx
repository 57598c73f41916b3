/**
 * The page a booking mail's link opens (`/booking?token=…`): the appointment (what, when, where),
 * and, after the visitor's click, reschedule to another open slot or cancel. Opening it only
 * reads (a POST `view`); nothing changes without a button. The page stays at /booking (it is
 * private, with no Spanish twin) and speaks the booking's language, which the function answers
 * with (the lead's): English until it is known.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BOOKING_TOKEN_PARAM, type ManagedBooking } from '@contract/booking-api.ts';
import {
  bookingKindLabelsByLocale,
  bookingMessages,
  bookingMessagesByLocale,
  slotLabel,
  slotTimeLabel,
} from '@contract/booking.ts';
import type { Locale, Translation } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { SlotPicker } from '@/components/booking/SlotPicker';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useLinkToken, type LinkTokenSpec } from '@/lib/linkToken';
import { Seo } from '@/lib/seo';
import {
  cancelBooking,
  confirmBooking,
  ManageCallFailed,
  rescheduleBooking,
  slotsForBooking,
  viewBooking,
  type ManageOutcome,
} from '../api/manage';

const english = {
  title: 'Your appointment',
  description: 'Reschedule or cancel a booked showing or consultation call.',
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
  linkInvalid: bookingMessages.linkInvalid,
  bookingClosed: bookingMessages.bookingClosed,
  cancelled: bookingMessages.cancelled,
  rescheduled: bookingMessages.rescheduled,
  slotTaken: bookingMessages.slotTaken,
  slotRequired: bookingMessages.slotRequired,
  /** `until`: the hold's end, a time of day. */
  heldNotice: (until: string) =>
    `We are holding this time for you until ${until}. Confirm it to book it; if it is not confirmed by then, the time is released for someone else.`,
  confirm: 'Confirm appointment',
  confirming: 'Confirming...',
  confirmedHeading: 'Appointment booked',
  confirmed: bookingMessages.confirmed,
  expiredHeading: 'Time released',
  holdExpired: bookingMessages.holdExpired,
  moveLimit: bookingMessages.moveLimit,
};

const spanish: Translation<typeof english> = {
  title: 'Su cita',
  description: 'Cambie la hora o cancele una visita o una llamada de consulta reservada.',
  heading: 'Su cita',
  loading: 'Cargando su cita...',
  failed: 'No pudimos comunicarnos con nuestro servidor. Revise su conexión e inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  greeting: (name) => (name ? `Hola, ${name}. Esta es su cita.` : ''),
  what: 'Qué',
  when: 'Cuándo',
  where: 'Dónde',
  byPhone: 'Por teléfono: le llamaremos.',
  reschedule: 'Cambiar la hora',
  cancel: 'Cancelar la cita',
  pickLegend: 'Elija una nueva hora',
  move: 'Cambiar la cita',
  moving: 'Cambiando...',
  keep: 'Mantener esta hora',
  confirmTitle: '¿Cancelar esta cita?',
  confirmKeep: 'Mantener la cita',
  cancelling: 'Cancelando...',
  rescheduledHeading: 'Cita cambiada',
  cancelledHeading: 'Cita cancelada',
  invalidHeading: 'Enlace no válido',
  closedHeading: 'Esta cita ya no se puede cambiar',
  linkInvalid: 'Este enlace no es válido. Use el correo más reciente que le enviamos, o llámenos.',
  bookingClosed: 'Esta cita ya no se puede cambiar en línea. Por favor, llámenos.',
  cancelled: 'Su cita está cancelada. La hora queda libre para otra persona.',
  rescheduled: 'Su cita cambió de hora. Le enviamos una invitación actualizada.',
  slotTaken: 'Lo sentimos, alguien acaba de reservar esa hora. Por favor, elija otra.',
  slotRequired: 'Por favor, elija una hora.',
  heldNotice: (until) =>
    `Le estamos guardando esta hora hasta ${until.startsWith('1:') ? 'la' : 'las'} ${until}. Confírmela para reservarla; si no se confirma antes, la hora queda libre para otra persona.`,
  confirm: 'Confirmar la cita',
  confirming: 'Confirmando...',
  confirmedHeading: 'Cita confirmada',
  confirmed: bookingMessagesByLocale.es.confirmed,
  expiredHeading: 'Hora liberada',
  holdExpired: bookingMessagesByLocale.es.holdExpired,
  moveLimit: bookingMessagesByLocale.es.moveLimit,
};

const catalogue: Catalogue<typeof english> = { en: english, es: spanish };

type Phase =
  | { name: 'loading' }
  | { name: 'failed' }
  | { name: 'invalid' }
  | { name: 'closed' }
  | { name: 'expired' }
  | { name: 'view'; booking: ManagedBooking }
  | { name: 'confirmed'; booking: ManagedBooking }
  | { name: 'rescheduled'; booking: ManagedBooking }
  | { name: 'cancelled'; booking: ManagedBooking | null };

function phaseOf(outcome: ManageOutcome): Phase {
  if (outcome.status === 'invalid') return { name: 'invalid' };
  if (outcome.status === 'closed') return { name: 'closed' };
  if (outcome.status === 'expired') return { name: 'expired' };
  if (outcome.status === 'taken' || outcome.status === 'moveLimit') return { name: 'failed' };
  if (outcome.booking.status === 'expired') return { name: 'expired' };
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

function Details({ booking, locale }: { booking: ManagedBooking; locale: Locale }) {
  const text = catalogue[locale];
  const kinds = bookingKindLabelsByLocale[locale];
  const what =
    booking.kind === 'showing' && booking.listingTitle
      ? `${kinds.showing}: ${booking.listingTitle}`
      : kinds[booking.kind];
  return (
    <dl className="grid gap-3 sm:grid-cols-[6rem_1fr]">
      <dt className="font-medium text-muted-foreground">{text.what}</dt>
      <dd>{what}</dd>
      <dt className="font-medium text-muted-foreground">{text.when}</dt>
      <dd>{slotLabel(booking.start, locale)}</dd>
      <dt className="font-medium text-muted-foreground">{text.where}</dt>
      <dd>{booking.location || text.byPhone}</dd>
    </dl>
  );
}

/** The language an outcome tells (the booking's), if any. */
function localeOf(outcome: ManageOutcome): Locale | null {
  if (outcome.status === 'ok') return outcome.booking.locale;
  if (outcome.status === 'closed' || outcome.status === 'expired') return outcome.locale ?? null;
  return null;
}

const bookingTokenSpec: LinkTokenSpec = {
  key: 'booking-manage',
  in: 'search',
  params: [BOOKING_TOKEN_PARAM],
};

export function BookingManagePanel() {
  // Dropped from the address bar once read, kept for a reload (src/lib/linkToken.ts).
  const token = useLinkToken(bookingTokenSpec)?.value.trim() ?? '';
  const [phase, setPhase] = useState<Phase>(token ? { name: 'loading' } : { name: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const [moving, setMoving] = useState(false);
  const [picked, setPicked] = useState('');
  const [pickError, setPickError] = useState<string | undefined>();
  const [reloadKey, setReloadKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionFailed, setActionFailed] = useState(false);
  const [locale, setLocale] = useState<Locale>('en');
  const text = catalogue[locale];

  const settle = useCallback((outcome: ManageOutcome) => {
    const told = localeOf(outcome);
    if (told) setLocale(told);
  }, []);

  useEffect(() => {
    if (!token) return;
    let current = true;
    viewBooking(token).then(
      (outcome) => {
        if (!current) return;
        settle(outcome);
        setPhase(phaseOf(outcome));
      },
      () => current && setPhase({ name: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt, settle]);

  const loadSlots = useCallback(() => slotsForBooking(token), [token]);

  const run = async (action: () => Promise<ManageOutcome>, done: (b: ManagedBooking) => Phase) => {
    setBusy(true);
    setActionFailed(false);
    try {
      const outcome = await action();
      settle(outcome);
      if (outcome.status === 'taken') {
        setPicked('');
        setPickError(text.slotTaken);
        setReloadKey((n) => n + 1);
      } else if (outcome.status === 'moveLimit') {
        setPickError(text.moveLimit);
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
      setPickError(text.slotRequired);
      return;
    }
    void run(
      () => rescheduleBooking(token, picked),
      (booking) => ({ name: 'rescheduled', booking }),
    );
  };

  const confirm = () =>
    void run(
      () => confirmBooking(token),
      (booking) => ({ name: 'confirmed', booking }),
    );

  const cancel = () =>
    void run(
      () => cancelBooking(token),
      (booking) => ({ name: 'cancelled', booking }),
    );

  return (
    <div lang={locale} className="flex flex-col gap-6">
      <Seo
        title={text.title}
        description={text.description}
        path={paths.bookingManage}
        noindex
        noReferrer
      />
      <h1 className="text-3xl font-bold tracking-tight">{text.heading}</h1>
      {phase.name === 'loading' ? (
        <p role="status" className="text-muted-foreground">
          {text.loading}
        </p>
      ) : null}
      {phase.name === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{text.failed}</p>
          <Button
            className="min-h-11"
            onClick={() => {
              setPhase({ name: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {text.retry}
          </Button>
        </div>
      ) : null}
      {phase.name === 'invalid' || phase.name === 'closed' ? (
        <section className="flex flex-col gap-3">
          <StateHeading>
            {phase.name === 'invalid' ? text.invalidHeading : text.closedHeading}
          </StateHeading>
          <p role="alert">
            {phase.name === 'invalid' ? text.linkInvalid : text.bookingClosed} <OfficePhone />
          </p>
        </section>
      ) : null}
      {phase.name === 'expired' ? (
        <section className="flex flex-col gap-3">
          <StateHeading>{text.expiredHeading}</StateHeading>
          <p role="alert">
            {text.holdExpired} <OfficePhone />
          </p>
        </section>
      ) : null}
      {phase.name === 'confirmed' ? (
        <section className="flex flex-col gap-3">
          <StateHeading>{text.confirmedHeading}</StateHeading>
          <p role="status">{text.confirmed}</p>
          <Details booking={phase.booking} locale={locale} />
        </section>
      ) : null}
      {phase.name === 'cancelled' ? (
        <section className="flex flex-col gap-3">
          <StateHeading>{text.cancelledHeading}</StateHeading>
          <p role="status">{text.cancelled}</p>
          {phase.booking ? <Details booking={phase.booking} locale={locale} /> : null}
        </section>
      ) : null}
      {phase.name === 'rescheduled' ? (
        <section className="flex flex-col gap-3">
          <StateHeading>{text.rescheduledHeading}</StateHeading>
          <p role="status">{text.rescheduled}</p>
          <Details booking={phase.booking} locale={locale} />
        </section>
      ) : null}
      {phase.name === 'view' ? (
        <section aria-labelledby="booking-details" className="flex flex-col gap-5">
          <h2 id="booking-details" className="sr-only">
            {text.heading}
          </h2>
          {phase.booking.firstName ? <p>{text.greeting(phase.booking.firstName)}</p> : null}
          <Details booking={phase.booking} locale={locale} />
          {actionFailed ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {text.failed}
            </p>
          ) : null}
          {phase.booking.status === 'held' ? (
            <>
              <p className="rounded-md border border-primary/40 bg-primary/5 p-3 font-medium">
                {text.heldNotice(
                  slotTimeLabel(phase.booking.holdUntil ?? phase.booking.start, locale),
                )}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button className="min-h-11" disabled={busy} onClick={confirm}>
                  {busy ? text.confirming : text.confirm}
                </Button>
                <Button
                  className="min-h-11"
                  variant="outline"
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                >
                  {text.cancel}
                </Button>
              </div>
            </>
          ) : moving ? (
            <div className="flex flex-col gap-4">
              <SlotPicker
                name="slotStart"
                // /booking has no /es twin: the booking's language, not the URL's.
                locale={locale}
                legend={text.pickLegend}
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
                  {busy ? text.moving : text.move}
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
                  {text.keep}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button className="min-h-11" onClick={() => setMoving(true)}>
                {text.reschedule}
              </Button>
              <Button className="min-h-11" variant="outline" onClick={() => setConfirming(true)}>
                {text.cancel}
              </Button>
            </div>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={text.confirmTitle}
            description={slotLabel(phase.booking.start, locale)}
            confirmLabel={busy ? text.cancelling : text.cancel}
            cancelLabel={text.confirmKeep}
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
