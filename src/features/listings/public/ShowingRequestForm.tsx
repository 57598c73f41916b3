import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { bookingMessagesByLocale, slotLabel } from '@contract/booking.ts';
import {
  bestTimes,
  contactMethods,
  HONEYPOT_FIELD,
  leadMessagesByLocale,
  leadOptionLabels,
} from '@contract/lead-options.ts';
import type { Locale } from '@contract/locale.ts';
import { useFormLocale } from '@/components/forms/formText';
import type { SlotsStatus } from '@/components/booking/SlotPicker';
import {
  SlotPickerField,
  slotWasTaken,
  useSlotBooking,
} from '@/components/booking/SlotPickerField';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { TextConsentBox } from '@/components/forms/TextConsent';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Honeypot } from '@/components/ui/Honeypot';
import { Textarea } from '@/components/ui/Textarea';
import { fetchOpenSlots } from '@/lib/bookingSlots';
import { bookingLimitMessage, isSlotTaken } from '@/lib/leadErrors';
import { toast } from '@/lib/toast';
import {
  emptyShowingRequest,
  leadSchemasFor,
  showingText,
  submitShowingRequest,
  todayIso,
  type ShowingRequestInput,
  type ShowingRequestValues,
} from './showing';

/**
 * book: the listing has open slots, the visitor picks one; request: it has none (or they could
 * not be loaded), the visitor asks for a time as before; pending: not known yet.
 */
type Mode = 'pending' | 'book' | 'request';

function modeOf(status: SlotsStatus): Mode {
  if (status === 'ready') return 'book';
  if (status === 'empty' || status === 'error') return 'request';
  return 'pending';
}

const FIELD_ORDER = [
  'fullName',
  'email',
  'phone',
  'preferredContact',
  'textConsent',
  'slotStart',
  'bestTime',
  'preferredDate',
  'message',
] as const;

/**
 * The schema's rules for the mode shown: a booking needs a picked slot (and no best time), a
 * request needs a best time (and sends no slot). Messages in the form's language.
 */
function modeResolver(locale: Locale): Resolver<ShowingRequestInput, Mode, ShowingRequestValues> {
  const base = zodResolver(leadSchemasFor(locale).property_showing);
  return async (values, mode, options) => {
    const current = mode ?? 'pending';
    const input: ShowingRequestInput =
      current === 'request'
        ? { ...values, slotStart: '' }
        : { ...values, bestTime: '', preferredDate: '' };
    const result = await base(input, undefined, options);
    const errors: FieldErrors<ShowingRequestInput> = { ...result.errors };
    if (current === 'request') {
      // The schema checks the best time only once the rest is valid: show every message at once.
      if (values.bestTime || errors.bestTime || Object.keys(errors).length === 0) return result;
      errors.bestTime = {
        type: 'required',
        message: leadMessagesByLocale[locale].bestTimeRequired,
      };
      return { values: {}, errors };
    }
    if (values.slotStart) return result;
    delete errors.bestTime;
    errors.slotStart = { type: 'required', message: bookingMessagesByLocale[locale].slotRequired };
    return { values: {}, errors };
  };
}

// One per language, made on first use (react-hook-form wants a stable resolver).
const showingResolvers: Partial<
  Record<Locale, Resolver<ShowingRequestInput, Mode, ShowingRequestValues>>
> = {};
const showingResolver = (locale: Locale) => (showingResolvers[locale] ??= modeResolver(locale));

/** The showing booked: its time, and what happens next. */
function Booked({ start, locale }: { start: string; locale: Locale }) {
  const showingMessages = showingText[locale];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="status" aria-labelledby="showing-booked" className="flex flex-col gap-2">
      <h2 id="showing-booked" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {showingMessages.bookedTitle}
      </h2>
      <p className="font-medium">{slotLabel(start, locale)}</p>
      <p className="text-sm text-muted-foreground">{showingMessages.bookedDescription}</p>
    </section>
  );
}

/**
 * A listing page's showing form: books one of the listing's open slots, or, when it has none,
 * asks for a time as before. Stores a lead tied to the listing either way.
 */
export function ShowingRequestForm({ listingId }: { listingId: string }) {
  const locale = useFormLocale();
  const showingMessages = showingText[locale];
  const labels = leadOptionLabels[locale];
  const contactOptions = contactMethods.map((value) => ({
    value,
    label: labels.contactMethod[value],
  }));
  const timeOptions = bestTimes.map((value) => ({ value, label: labels.bestTime[value] }));
  const booking = useSlotBooking();
  const [status, setStatus] = useState<SlotsStatus>('idle');
  const [booked, setBooked] = useState<string | null>(null);
  const mode = modeOf(status);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ShowingRequestInput, Mode, ShowingRequestValues>({
    resolver: showingResolver(locale),
    // The resolver's context: which rules apply (a booking or a request).
    context: mode,
    defaultValues: emptyShowingRequest({ id: listingId }),
    shouldFocusError: false,
  });

  const contactMethod = useWatch({ control, name: 'preferredContact' });
  const load = useCallback(
    () => fetchOpenSlots({ kind: 'showing', listing: listingId }),
    [listingId],
  );

  const onInvalid = (invalid: FieldErrors<ShowingRequestInput>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
    booking.activate();
  };

  const onSubmit = async (values: ShowingRequestValues) => {
    const bookingSlot = values.slotStart !== '';
    try {
      await submitShowingRequest(values, locale);
      if (bookingSlot) {
        setBooked(values.slotStart);
        return;
      }
      toast.success(showingMessages.successTitle, {
        description: showingMessages.successDescription,
      });
      reset(emptyShowingRequest({ id: listingId }));
    } catch (error) {
      if (bookingSlot && isSlotTaken(error)) {
        slotWasTaken(booking, { setValue, setError }, locale);
        return;
      }
      console.error('Showing request failed', error);
      toast.error(showingMessages.errorTitle, {
        description: bookingLimitMessage(error) ?? showingMessages.errorDescription,
      });
    }
  };

  const requesting = mode === 'request';
  return (
    <Card className="p-5">
      <section aria-labelledby="showing-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="showing-heading" className="text-lg font-semibold">
            {requesting ? showingMessages.requestHeading : showingMessages.bookHeading}
          </h2>
          <p className="text-sm text-muted-foreground">
            {requesting ? showingMessages.requestIntro : showingMessages.bookIntro}
          </p>
        </div>
        {booked ? (
          <Booked start={booked} locale={locale} />
        ) : (
          <form
            {...booking.formProps}
            noValidate
            onSubmit={handleSubmit(onSubmit, onInvalid)}
            className="relative flex flex-col gap-4"
          >
            <Honeypot idPrefix="showing" registration={register(HONEYPOT_FIELD)} />
            <ContactFields
              errors={errors}
              name={{ full: register('fullName') }}
              email={register('email')}
              phone={register('phone')}
            />
            <FormField
              label={showingMessages.preferredContact}
              error={errors.preferredContact?.message}
              required
            >
              <Select
                placeholder={showingMessages.preferredContactPlaceholder}
                options={contactOptions}
                {...register('preferredContact')}
              />
            </FormField>
            {contactMethod === 'text' ? (
              <TextConsentBox
                idPrefix="showing"
                registration={register('textConsent')}
                error={errors.textConsent?.message}
              />
            ) : null}
            {status === 'empty' ? (
              <p role="status" className="text-sm">
                {showingMessages.noSlots}
              </p>
            ) : null}
            {status !== 'empty' ? (
              <SlotPickerField
                control={control}
                booking={booking}
                load={load}
                onStatus={setStatus}
                legend={showingMessages.pickLegend}
                error={errors.slotStart?.message}
                quietWhenEmpty
              />
            ) : null}
            {requesting ? (
              <>
                <FormField
                  label={showingMessages.bestTime}
                  error={errors.bestTime?.message}
                  required
                >
                  <Select
                    placeholder={showingMessages.bestTimePlaceholder}
                    options={timeOptions}
                    {...register('bestTime')}
                  />
                </FormField>
                <FormField
                  label={showingMessages.preferredDate}
                  error={errors.preferredDate?.message}
                >
                  <Input type="date" min={todayIso()} {...register('preferredDate')} />
                </FormField>
              </>
            ) : null}
            <FormField label={showingMessages.message} error={errors.message?.message}>
              <Textarea rows={3} {...register('message')} />
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {requesting
                ? isSubmitting
                  ? showingMessages.sending
                  : showingMessages.request
                : isSubmitting
                  ? showingMessages.booking
                  : showingMessages.book}
            </Button>
            <PrivacyNotice />
          </form>
        )}
      </section>
    </Card>
  );
}
