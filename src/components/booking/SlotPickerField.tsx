/**
 * What a lead form that books a slot shares: the picker as its `slotStart` field, loading on the
 * visitor's first use of the form (never on page load), and the "just taken" answer that clears
 * the pick, says so and loads fresh times. The consultation form and a listing's showing form
 * use it.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetError,
  type UseFormSetValue,
} from 'react-hook-form';
import { bookingMessagesByLocale } from '@contract/booking.ts';
import type { Locale } from '@contract/locale.ts';
import { SlotPicker, startsSlotLoading, type SlotPickerProps } from './SlotPicker';

/** A form with a `slotStart` field ('' for none). */
export type SlotFormValues = FieldValues & { slotStart?: string | undefined };

export interface SlotBooking {
  active: boolean;
  /** Starts loading the times (e.g. from the form's invalid handler). */
  activate: () => void;
  reloadKey: number;
  /** Loads fresh times. */
  reload: () => void;
  /** Spread on the <form>: its first focus, touch or input starts the picker. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onFocus: (event: SyntheticEvent) => void;
    onPointerDown: (event: SyntheticEvent) => void;
    onInput: (event: SyntheticEvent) => void;
  };
}

/** `onActivate` runs too when the picker starts (the consultation form preloads its schema). */
export function useSlotBooking(onActivate?: () => void): SlotBooking {
  const form = useRef<HTMLFormElement>(null);
  const [active, setActive] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const activate = useCallback(() => {
    setActive(true);
    onActivate?.();
  }, [onActivate]);

  // An island hydrates on the visitor's first focus or touch: that focus is already inside.
  useEffect(() => {
    const focused = document.activeElement;
    if (form.current?.contains(focused) && startsSlotLoading(focused)) activate();
  }, [activate]);

  return useMemo(() => {
    const activateFrom = (event: SyntheticEvent) => {
      if (startsSlotLoading(event.target)) activate();
    };
    return {
      active,
      activate,
      reloadKey,
      formProps: {
        ref: form,
        onFocus: activateFrom,
        onPointerDown: activateFrom,
        onInput: activateFrom,
      },
      reload: () => setReloadKey((n) => n + 1),
    };
  }, [active, activate, reloadKey]);
}

// react-hook-form types paths per form; 'slotStart' is one of every SlotFormValues' paths.
const slotField = <T extends SlotFormValues>() => 'slotStart' as Path<T>;

/**
 * Someone else booked the picked slot meanwhile: say so at once under the picker (in the form's
 * language), keep the rest of the form, and offer fresh times.
 */
export function slotWasTaken<T extends SlotFormValues>(
  booking: SlotBooking,
  form: { setValue: UseFormSetValue<T>; setError: UseFormSetError<T> },
  locale: Locale = 'en',
): void {
  form.setValue(slotField<T>(), '' as PathValue<T, Path<T>>);
  form.setError(slotField<T>(), {
    type: 'server',
    message: bookingMessagesByLocale[locale].slotTaken,
  });
  booking.reload();
}

type PickerOptions = Omit<
  SlotPickerProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'active' | 'onActivate' | 'reloadKey'
>;

/** The picker bound to the form's `slotStart` field and to the form's booking state. */
export function SlotPickerField<T extends SlotFormValues, C, V extends FieldValues>({
  control,
  booking,
  ...picker
}: PickerOptions & { control: Control<T, C, V>; booking: SlotBooking }) {
  return (
    <Controller
      control={control}
      name={slotField<T>()}
      render={({ field }) => (
        <SlotPicker
          {...picker}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          active={booking.active}
          onActivate={booking.activate}
          reloadKey={booking.reloadKey}
        />
      )}
    />
  );
}
