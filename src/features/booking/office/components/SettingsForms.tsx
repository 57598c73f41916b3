/**
 * The calendar settings' forms. Each validates with the contract's schema first; then the
 * database's constraints decide, and their refusal shows above the buttons with what was typed
 * kept.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  useFieldArray,
  useForm,
  type FieldValues,
  type UseFormSetError,
  type Path,
} from 'react-hook-form';
import {
  blackoutSchema,
  calendarLimits,
  calendarSettingsSchema,
  weekdayLabels,
  type BlackoutInput,
  type CalendarSettings,
} from '@contract/booking.ts';
import { Button } from '@/components/ui/Button';
import { FieldError, FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';

function showRefusal<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  const message = error instanceof Error ? error.message : String(error);
  setError('root.server' as Path<T>, { message });
}

const weekdayOptions = weekdayLabels.map((label, value) => ({ value: String(value), label }));

export function HoursForm({
  name,
  initial,
  onSave,
}: {
  /** What the form edits, for its label ('Consultation hours', a listing's title). */
  name: string;
  initial: CalendarSettings;
  onSave: (values: CalendarSettings) => Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CalendarSettings>({
    resolver: zodResolver(calendarSettingsSchema),
    defaultValues: initial,
  });
  const id = useId();
  const windows = useFieldArray({ control, name: 'windows' });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showRefusal(error, setError);
    }
  });
  return (
    <form
      aria-label={name}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <FormField label="Length (minutes)" error={errors.slotMinutes?.message} required>
          <Input
            type="number"
            inputMode="numeric"
            min={calendarLimits.slotMin}
            max={calendarLimits.slotMax}
            {...register('slotMinutes', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label="Buffer (minutes)" error={errors.bufferMinutes?.message} required>
          <Input
            type="number"
            inputMode="numeric"
            min={calendarLimits.bufferMin}
            max={calendarLimits.bufferMax}
            {...register('bufferMinutes', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Weekly windows</legend>
        {windows.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">No windows: nothing can be booked.</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {windows.fields.map((field, index) => {
            const e = errors.windows?.[index];
            return (
              <li
                key={field.id}
                className="grid grid-cols-2 items-start gap-2 rounded-md border border-border p-2 sm:grid-cols-[1fr_1fr_1fr_auto]"
              >
                <FormField label="Day" className="col-span-2 sm:col-span-1">
                  <Select
                    options={weekdayOptions}
                    {...register(`windows.${index}.weekday`, { valueAsNumber: true })}
                  />
                </FormField>
                <FormField label="From" error={e?.starts?.message}>
                  <Input type="time" step={300} {...register(`windows.${index}.starts`)} />
                </FormField>
                <FormField label="To" error={e?.ends?.message}>
                  <Input type="time" step={300} {...register(`windows.${index}.ends`)} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  className="min-h-11 sm:mt-7"
                  aria-label={`Remove window ${index + 1}`}
                  onClick={() => windows.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 self-start"
          onClick={() => windows.append({ weekday: 1, starts: '09:00', ends: '17:00' })}
        >
          <Plus aria-hidden="true" />
          Add a window
        </Button>
      </fieldset>
      <FieldError id={`${id}-server`}>{errors.root?.server?.message}</FieldError>
      <Button type="submit" className="min-h-11 self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save hours'}
      </Button>
    </form>
  );
}

export function BlackoutForm({
  onAdd,
}: {
  onAdd: (values: { onDate: string; note: string }) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BlackoutInput>({
    resolver: zodResolver(blackoutSchema),
    defaultValues: { onDate: '', note: '' },
  });
  const id = useId();
  const submit = handleSubmit(async (values) => {
    try {
      await onAdd({ onDate: values.onDate, note: values.note.trim() });
      reset();
    } catch (error) {
      showRefusal(error, setError);
    }
  });
  return (
    <form
      aria-label="Add a blackout date"
      noValidate
      className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-start"
      onSubmit={(e) => void submit(e)}
    >
      <FormField label="Date" error={errors.onDate?.message} required>
        <Input type="date" {...register('onDate')} />
      </FormField>
      <FormField label="Note (optional)" error={errors.note?.message}>
        <Input maxLength={calendarLimits.noteMax + 50} {...register('note')} />
      </FormField>
      <Button type="submit" className="min-h-11 sm:mt-7" disabled={isSubmitting}>
        Add date
      </Button>
      <FieldError id={`${id}-server`}>{errors.root?.server?.message}</FieldError>
    </form>
  );
}
