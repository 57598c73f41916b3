/** react-day-picker with its stylesheet: its own chunk, loaded once the calendar is shown. */
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { formatRequestDate } from '@contract/lead-options.ts';

export interface DayPickerCalendarProps {
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** First bookable day (today); earlier days and months are out of reach. */
  today: Date;
  disabled: boolean;
}

const themed = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--accent)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
} as CSSProperties;

export default function DayPickerCalendar({
  value,
  onChange,
  today,
  disabled,
}: DayPickerCalendarProps) {
  return (
    <DayPicker
      mode="single"
      selected={value}
      onSelect={(date) => onChange(date)}
      disabled={disabled ? true : [{ before: today }, { dayOfWeek: [0, 6] }]}
      startMonth={today}
      defaultMonth={value ?? today}
      weekStartsOn={0}
      showOutsideDays={false}
      style={themed}
      classNames={{
        day_button: 'rdp-day_button focus-visible:outline-2 focus-visible:outline-ring',
      }}
      footer={
        <p className="mt-2 text-sm text-muted-foreground">
          {value ? `Selected: ${formatRequestDate(value)}` : 'Pick a weekday, Monday to Friday.'}
        </p>
      }
    />
  );
}
