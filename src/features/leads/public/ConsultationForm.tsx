import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { bookingBounds, slotLabel } from '@contract/booking.ts';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import type { ConsultationInput, ConsultationValues } from '@contract/lead-schemas.ts';
import type { Locale } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { formText, useFormLocale } from '@/components/forms/formText';
import {
  SlotPickerField,
  slotWasTaken,
  useSlotBooking,
} from '@/components/booking/SlotPickerField';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { Button } from '@/components/ui/Button';
import { Honeypot } from '@/components/ui/Honeypot';
import { fetchOpenSlots } from '@/lib/bookingSlots';
import { bookingLimitMessage, isSlotTaken } from '@/lib/leadErrors';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { lazyZodResolver, preloadValidation } from './validation';

export const consultationMessages = {
  pickLegend: 'Pick a time for your call',
  submit: 'Book Call',
  submitting: 'Booking...',
  successTitle: 'Confirm from your email',
  successDescription: `We are holding this time for you for ${bookingBounds.holdMinutes} minutes. Tap "Confirm appointment" in the email we just sent to book it; then we email your calendar invitation, with links to reschedule or cancel. A local property manager will call you at that time.`,
  errorTitle: 'Error',
  errorDescription: 'Failed to book your call. Please try again.',
} as const;

const consultationText: Catalogue<typeof consultationMessages> = {
  en: consultationMessages,
  es: {
    pickLegend: 'Elija un horario para su llamada',
    submit: 'Reservar llamada',
    submitting: formText.es.booking,
    successTitle: 'Confirme desde su correo electrónico',
    successDescription: `Le guardamos este horario por ${bookingBounds.holdMinutes} minutos. Toque "Confirmar la cita" en el correo electrónico que le acabamos de enviar para reservarlo; después le enviaremos la invitación para su calendario, con enlaces para cambiar el horario o cancelar. Un administrador de propiedades local lo llamará a esa hora.`,
    errorTitle: formText.es.errorTitle,
    errorDescription: 'No se pudo reservar su llamada. Intente de nuevo, por favor.',
  },
};

/** The fields in the order they appear on the page. */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'slotStart'] as const;

const emptyConsultation: DefaultValues<ConsultationInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  slotStart: '',
  [HONEYPOT_FIELD]: '',
};

const loadConsultationSlots = () => fetchOpenSlots({ kind: 'consultation' });

/** The call booked: its time, and what happens next. */
function Booked({ start, locale }: { start: string; locale: Locale }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="status" aria-labelledby="consultation-booked" className="flex flex-col gap-3">
      <h2
        id="consultation-booked"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold outline-none"
      >
        {consultationText[locale].successTitle}
      </h2>
      <p className="text-lg font-medium">{slotLabel(start, locale)}</p>
      <p className="text-muted-foreground">{consultationText[locale].successDescription}</p>
    </section>
  );
}

export function ConsultationForm() {
  const locale = useFormLocale();
  const text = consultationText[locale];
  const [booked, setBooked] = useState<string | null>(null);
  const booking = useSlotBooking(preloadValidation);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationInput, unknown, ConsultationValues>({
    resolver: lazyZodResolver('consultation', locale),
    defaultValues: emptyConsultation,
    // Focus the first invalid field in page order, the slot picker last.
    shouldFocusError: false,
  });

  const onInvalid = (invalid: FieldErrors<ConsultationInput>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
    if (invalid.slotStart) booking.activate();
  };

  const onSubmit = async (values: ConsultationValues) => {
    try {
      await submitLead('consultation', values, locale);
      setBooked(values.slotStart);
    } catch (error) {
      if (isSlotTaken(error)) {
        slotWasTaken(booking, { setValue, setError }, locale);
        return;
      }
      console.error('Consultation booking failed', error);
      toast.error(text.errorTitle, {
        description: bookingLimitMessage(error) ?? text.errorDescription,
      });
    }
  };

  if (booked) return <Booked start={booked} locale={locale} />;

  return (
    <form
      {...booking.formProps}
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      className="relative flex flex-col gap-5"
    >
      <Honeypot idPrefix="consultation" registration={register(HONEYPOT_FIELD)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          errors={errors}
          name={{ first: register('firstName'), last: register('lastName') }}
          email={register('email')}
          phone={register('phone')}
          phoneLabel={formText[locale].cellNumber}
        />
      </div>

      <SlotPickerField
        control={control}
        booking={booking}
        load={loadConsultationSlots}
        legend={text.pickLegend}
        error={errors.slotStart?.message}
      />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? text.submitting : text.submit}
      </Button>
      <PrivacyNotice />
    </form>
  );
}
