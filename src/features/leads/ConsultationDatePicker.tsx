import {
  useImperativeHandle,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type Ref,
} from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { formatRequestDate } from '@shared/lead-schemas.ts';
import { useFormField } from '@/components/ui/FormField';
import { cn } from '@/lib/cn';

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
        <DayPicker
          mode="single"
          selected={value}
          onSelect={(date) => onChange(date)}
          disabled={disabled ? true : [{ before: today }, { dayOfWeek: [0, 6] }]}
          startMonth={today}
          defaultMonth={value ?? today}
          weekStartsOn={0}
          showOutsideDays={false}
          style={
            {
              '--rdp-accent-color': 'var(--primary)',
              '--rdp-accent-background-color': 'var(--accent)',
              '--rdp-day-height': '40px',
              '--rdp-day-width': '40px',
              '--rdp-day_button-height': '38px',
              '--rdp-day_button-width': '38px',
            } as CSSProperties
          }
          classNames={{
            day_button: 'rdp-day_button focus-visible:outline-2 focus-visible:outline-ring',
          }}
          footer={
            <p className="mt-2 text-sm text-muted-foreground">
              {value
                ? `Selected: ${formatRequestDate(value)}`
                : 'Pick a weekday, Monday to Friday.'}
            </p>
          }
        />
      ) : (
        // Same footprint as the calendar, so nothing shifts when it appears.
        <div className="h-[330px] w-[296px]" aria-hidden="true" />
      )}
    </div>
  );
}
