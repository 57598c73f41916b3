/**
 * Picks one open slot of the coming 14 days: the days that have one, then that day's times, both
 * as radio groups (arrow keys move, Tab leaves), shown in Pacific time by the contract's labels
 * whatever the device's zone. Shared by the consultation form, a listing's showing form and the
 * manage page; each passes how to load its slots. Nothing is fetched until `active` (the visitor
 * started using the form, or pressed "Show open times").
 */
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Slot } from '@contract/booking-api.ts';
import {
  bookingMessagesByLocale,
  officeDateOf,
  slotDayLabel,
  slotTimeLabel,
} from '@contract/booking.ts';
import type { Locale } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { useFormLocale } from '@/components/forms/formText';
import { company } from '@/config/company';
import { Button } from '@/components/ui/Button';
import { FormFieldset } from '@/components/ui/FormField';
import { cn } from '@/lib/cn';

/**
 * Whether using a form at this element should start loading its open times. Not a press on its
 * submit button: the picker growing under the finger moves the button, and the tap's click is
 * lost (measured in Chromium: the first "Book Call" tap did nothing). The submit's validation
 * starts the picker instead.
 */
export function startsSlotLoading(target: EventTarget | null): boolean {
  return !(target instanceof Element && target.closest('button[type="submit"]'));
}

export type SlotsStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

export const slotPickerText = {
  zone: 'Times are Pacific Time.',
  show: 'Show open times',
  loading: 'Loading open times...',
  retry: 'Try again',
  days: 'Day',
  times: (day: string) => `Times on ${day}`,
} as const;

const slotPickerTextByLocale: Catalogue<typeof slotPickerText> = {
  en: slotPickerText,
  es: {
    zone: 'Los horarios son en hora del Pacífico.',
    show: 'Ver horarios disponibles',
    loading: 'Cargando horarios disponibles...',
    retry: 'Intentar de nuevo',
    days: 'Día',
    times: (day: string) => `Horarios del ${day}`,
  },
};

/** What a form's `setFocus` calls: the checked time, else the first choice, else the button. */
export interface SlotPickerHandle {
  focus: () => void;
}

export interface SlotPickerProps {
  /** Loads the open slots (called when active, again on retry and when `reloadKey` changes). */
  load: () => Promise<Slot[]>;
  active: boolean;
  /** The visitor asked for the times before using the rest of the form. */
  onActivate: () => void;
  /** Bump it to load fresh slots (e.g. after a slot was just taken). */
  reloadKey?: number;
  /** The picked slot's start ('' for none). */
  value: string;
  onChange: (start: string) => void;
  onBlur?: () => void;
  /** The radio group's name (the form field's). */
  name: string;
  legend: string;
  error?: string | undefined;
  /** Told whenever the state changes: a showing form asks instead of booking when 'empty'. */
  onStatus?: (status: SlotsStatus) => void;
  /** Hides the "no open times" message (a form that falls back to a request says its own). */
  quietWhenEmpty?: boolean;
  /** The language of its words and times; the page's (its URL's) when not given. */
  locale?: Locale;
  ref?: Ref<SlotPickerHandle>;
}

function OfficePhone() {
  return (
    <a href={company.phoneHref} className="font-semibold text-primary underline underline-offset-4">
      {company.phone}
    </a>
  );
}

/** A radio drawn as a 44 px chip, its focus ring on the chip. */
function Choice({
  name,
  value,
  checked,
  onSelect,
  onBlur,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  onBlur?: (() => void) | undefined;
  label: string;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-3 py-2 text-center text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <input
        type="radio"
        className="sr-only"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        onBlur={onBlur}
      />
      {label}
    </label>
  );
}

export function SlotPicker({
  load,
  active,
  onActivate,
  reloadKey = 0,
  value,
  onChange,
  onBlur,
  name,
  legend,
  error,
  onStatus,
  quietWhenEmpty = false,
  locale: given,
  ref,
}: SlotPickerProps) {
  const pageLocale = useFormLocale();
  const locale = given ?? pageLocale;
  const text = slotPickerTextByLocale[locale];
  const messages = bookingMessagesByLocale[locale];
  const [answer, setAnswer] = useState<{ key: string; slots?: Slot[]; failed?: boolean }>({
    key: '',
  });
  const [attempt, setAttempt] = useState(0);
  const [pickedDay, setPickedDay] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const dayName = `${name}-day${useId().replace(/:/g, '')}`;
  const request = `${reloadKey}:${attempt}`;

  useEffect(() => {
    if (!active) return;
    let current = true;
    load().then(
      (slots) => current && setAnswer({ key: request, slots }),
      () => current && setAnswer({ key: request, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [active, load, request]);

  const status: SlotsStatus = !active
    ? 'idle'
    : answer.key !== request
      ? 'loading'
      : answer.failed
        ? 'error'
        : answer.slots?.length
          ? 'ready'
          : 'empty';
  const slots = status === 'ready' ? (answer.slots ?? []) : [];

  useEffect(() => {
    onStatus?.(status);
  }, [status, onStatus]);

  // The days that have a slot, in order, each with its slots.
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = officeDateOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const valueDay = value && slots.some((s) => s.start === value) ? officeDateOf(value) : '';
  const day = days.has(pickedDay) ? pickedDay : valueDay || ([...days.keys()][0] ?? '');
  const times = days.get(day) ?? [];

  useImperativeHandle(ref, () => ({
    focus: () =>
      box.current
        ?.querySelector<HTMLElement>(
          `input[name="${name}"]:checked, input[type="radio"], button, a[href]`,
        )
        ?.focus(),
  }));

  return (
    <FormFieldset legend={legend} description={text.zone} error={error} required>
      <div ref={box} className="contents">
        {status === 'idle' ? (
          <Button
            type="button"
            variant="outline"
            className="min-h-11 self-start"
            onClick={onActivate}
          >
            {text.show}
          </Button>
        ) : null}
        <div role="status" className="empty:hidden">
          {status === 'loading' ? (
            <p className="text-sm text-muted-foreground">{text.loading}</p>
          ) : null}
          {status === 'empty' && !quietWhenEmpty ? (
            <p className="text-sm">
              {messages.noSlots} <OfficePhone />
            </p>
          ) : null}
        </div>
        {status === 'error' ? (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="text-sm font-medium text-destructive">
              {messages.slotsFailed} <OfficePhone />
            </p>
            <Button
              type="button"
              variant="outline"
              className="min-h-11"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {text.retry}
            </Button>
          </div>
        ) : null}
        {status === 'ready' ? (
          // Columns follow the picker's own width, not the screen's: a listing page's sidebar is
          // phone-narrow on a desk too.
          <div className="@container flex flex-col gap-4">
            <fieldset className="flex min-w-0 flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{text.days}</legend>
              <div className="grid grid-cols-2 gap-2 @md:grid-cols-3">
                {[...days.keys()].map((d) => (
                  <Choice
                    key={d}
                    name={dayName}
                    value={d}
                    checked={d === day}
                    onSelect={() => setPickedDay(d)}
                    label={slotDayLabel(days.get(d)![0]!.start, locale)}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset className="flex min-w-0 flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">
                {text.times(slotDayLabel(times[0]!.start, locale))}
              </legend>
              <div className="grid grid-cols-3 gap-2 @md:grid-cols-4">
                {times.map((slot) => (
                  <Choice
                    key={slot.start}
                    name={name}
                    value={slot.start}
                    checked={slot.start === value}
                    onSelect={() => onChange(slot.start)}
                    onBlur={onBlur}
                    label={slotTimeLabel(slot.start, locale)}
                  />
                ))}
              </div>
            </fieldset>
          </div>
        ) : null}
      </div>
    </FormFieldset>
  );
}
