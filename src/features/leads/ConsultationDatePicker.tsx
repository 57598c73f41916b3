import { lazy, Suspense, useImperativeHandle, useRef, useSyncExternalStore, type Ref } from 'react';
import { useFormField } from '@/components/ui/FormField';
import { cn } from '@/lib/cn';

const DayPickerCalendar = lazy(() => import('./DayPickerCalendar'));

export interface FocusableControl {
  focus: () => void;
}

export interface ConsultationDatePickerProps {
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  onBlur?: () => void;
  /** react-hook-form focuses the field through this when it is the first invalid one. */
  ref?: Ref<FocusableControl>;
  disabled?: boolean;
}

const noSubscribe = () => () => {};

/**
 * False while prerendering and hydrating, true afterwards: the calendar depends on today's
 * date, which differs between build time and visit time, so it renders in the browser only.
 */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** Same footprint as the calendar, so nothing shifts when it appears. */
function CalendarPlaceholder() {
  return <div className="h-[330px] w-[296px]" aria-hidden="true" />;
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * An inline calendar (react-day-picker) where past days and weekends cannot be picked. Keyboard:
 * Tab into the grid, arrows move between days, Enter or Space picks, Page Up/Down change month.
 */
export function ConsultationDatePicker({
  value,
  onChange,
  onBlur,
  ref,
  disabled = false,
}: ConsultationDatePickerProps) {
  const isClient = useIsClient();
  const rootRef = useRef<HTMLDivElement>(null);
  const field = useFormField();

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        const root = rootRef.current;
        const target =
          root?.querySelector<HTMLButtonElement>('.rdp-day_button[tabindex="0"]') ??
          root?.querySelector<HTMLButtonElement>('.rdp-day_button:not([disabled])');
        (target ?? root)?.focus();
      },
    }),
    [],
  );

  const today = isClient ? startOfToday() : undefined;

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      aria-invalid={field?.invalid ? true : undefined}
      className={cn(
        'w-fit rounded-md border border-input bg-background p-2 focus:outline-none',
        field?.invalid && 'border-destructive',
      )}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      {today ? (
        <Suspense fallback={<CalendarPlaceholder />}>
          <DayPickerCalendar value={value} onChange={onChange} today={today} disabled={disabled} />
        </Suspense>
      ) : (
        <CalendarPlaceholder />
      )}
    </div>
  );
}
