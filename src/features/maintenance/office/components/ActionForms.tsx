/**
 * The request screen's forms: decline with a reason, an amount (estimate or actual cost), the
 * visit, and a message or internal note. Each validates with the contract's schema, then the
 * database decides; a refusal lands on the field it concerns and the form keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  actualCostSchema,
  declineSchema,
  availabilityWarning,
  entryCheck,
  estimateSchema,
  maintenanceMessageSchema,
  officeInstant,
  scheduleSchema,
  textLimits,
  vendorTradeLabels,
  type Availability,
  type EntryPermission,
  type ScheduleValues,
} from '@contract/maintenance.ts';
import { InputField, SelectField, TextareaField } from '@/components/forms/RegisteredFields';
import { FormActions } from '@/components/forms/FormActions';
import { Button } from '@/components/ui/Button';
import { FieldError, FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { showRefusal } from '@/lib/saveError';
import { fieldsOf, useSaveForm } from '@/lib/saveForm';
import type { Vendor } from '../../api/maintenance';
import { insuranceLapsed } from '../../queue';

export function DeclineForm({
  onSave,
  onCancel,
}: {
  onSave: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useSaveForm(declineSchema, {
    defaultValues: { reason: '' },
    onSave: ({ reason }) => onSave(reason),
    fields: ['reason'],
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label="Decline the request"
      onSubmit={form.submit}
      className="flex flex-col gap-3"
    >
      <TextareaField
        field={form.field('reason')}
        label="Why the request is declined"
        required
        description="The tenant reads this."
        maxLength={textLimits.reason}
      />
      <FieldError id="decline-root">{errors.root?.server?.message}</FieldError>
      <FormActions
        submitLabel="Decline request"
        cancelLabel="Back"
        pending={isSubmitting}
        onCancel={onCancel}
        destructive
      />
    </form>
  );
}

const amountSchemas = {
  estimate: z.object({ amount: estimateSchema.shape.estimate }),
  cost: z.object({ amount: actualCostSchema.shape.cost }),
};

export function AmountForm({
  kind,
  description,
  submitLabel,
  onSave,
  onCancel,
}: {
  kind: 'estimate' | 'cost';
  description: string;
  submitLabel: string;
  onSave: (cents: number) => Promise<void>;
  onCancel: () => void;
}) {
  const schema = amountSchemas[kind];
  const form = useSaveForm(schema, {
    defaultValues: { amount: '' },
    onSave: ({ amount }) => onSave(amount),
    fields: ['amount'],
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={
        kind === 'estimate'
          ? 'Set the estimate'
          : submitLabel === 'Mark completed'
            ? 'Complete the job'
            : submitLabel
      }
      onSubmit={form.submit}
      className="flex flex-col gap-3"
    >
      <InputField
        field={form.field('amount')}
        label={kind === 'estimate' ? 'Estimate (dollars)' : 'Actual cost (dollars)'}
        required
        description={description}
        inputMode="decimal"
        autoComplete="off"
      />
      <FieldError id={`${kind}-root`}>{errors.root?.server?.message}</FieldError>
      <FormActions
        submitLabel={submitLabel}
        cancelLabel="Back"
        pending={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

export interface VisitChange {
  vendor_id: string;
  visit_starts_at: string;
  visit_ends_at: string;
  access_notes: string;
}

type ScheduleInput = z.input<typeof scheduleSchema>;

export function ScheduleForm({
  vendors,
  permission,
  urgent,
  availability,
  initial,
  today,
  now,
  onSave,
  onCancel,
}: {
  vendors: readonly Vendor[];
  permission: EntryPermission;
  urgent: boolean;
  /** The tenant's stated availability: a visit outside it is warned about, not refused. */
  availability?: Availability;
  initial: Partial<ScheduleInput>;
  /** The office's date, for lapsed insurance. */
  today: string;
  now: () => Date;
  onSave: (change: VisitChange) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ScheduleInput, unknown, ScheduleValues>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: {
      vendorId: '',
      date: '',
      from: '09:00',
      to: '12:00',
      accessNotes: '',
      ...initial,
    },
  });
  const { handleSubmit, setError, control } = form;
  const { errors, isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const [vendorId, date, from, to] = useWatch({
    control,
    name: ['vendorId', 'date', 'from', 'to'],
  });
  const vendor = vendors.find((v) => v.id === vendorId);
  const lapsed = vendor ? insuranceLapsed(vendor.insurance_expires_on, today) : false;
  const ready = /^\d{4}-\d{2}-\d{2}$/.test(date ?? '') && Boolean(from) && Boolean(to);
  const check = ready
    ? entryCheck({ permission, emergency: urgent, date: date!, from: from!, to: to!, now: now() })
    : null;
  const outside =
    ready && availability
      ? availabilityWarning(availability, { date: date!, from: from!, to: to! })
      : null;

  const save = async (values: ScheduleValues) => {
    const result = entryCheck({
      permission,
      emergency: urgent,
      date: values.date,
      from: values.from,
      to: values.to,
      now: now(),
    });
    if (result.problem) {
      const field = result.problem.includes('business hours') ? 'from' : 'date';
      setError(field, { message: result.problem }, { shouldFocus: true });
      return;
    }
    try {
      await onSave({
        vendor_id: values.vendorId,
        visit_starts_at: officeInstant(values.date, values.from).toISOString(),
        visit_ends_at: officeInstant(values.date, values.to).toISOString(),
        access_notes: values.accessNotes,
      });
    } catch (error) {
      showRefusal(error, setError, ['vendorId', 'date', 'from', 'to', 'accessNotes']);
    }
  };

  let entry = null;
  if (check?.problem) {
    entry = <p className="font-medium text-destructive">{check.problem}</p>;
  } else if (check?.noticeRequired) {
    entry = (
      <p>
        {permission === 'yes'
          ? 'The tenant allows entry when they are not home, but a permission given in advance waives no notice (Civil Code 1954(d)): '
          : 'The tenant has not given permission to enter: '}
        a written notice of entry (Civil Code 1954) will be mailed to them and kept on the request.
      </p>
    );
  } else if (check) {
    entry = <p>An urgent repair: no notice of entry is needed.</p>;
  }

  return (
    <form
      noValidate
      aria-label="Schedule the visit"
      onSubmit={handleSubmit(save)}
      className="grid gap-3 sm:grid-cols-3"
    >
      <SelectField
        field={field('vendorId')}
        label="Vendor"
        required
        warning={
          lapsed && vendor ? (
            <>
              {vendor.name}’s insurance lapsed on {vendor.insurance_expires_on}. Ask for a current
              certificate before they work.
            </>
          ) : null
        }
        className="sm:col-span-3"
        placeholder="Choose a vendor"
        options={vendors.map((v) => ({
          value: v.id,
          label: `${v.name} (${vendorTradeLabels[v.trade]})${insuranceLapsed(v.insurance_expires_on, today) ? ', insurance lapsed' : ''}`,
        }))}
      />
      <InputField
        field={field('date')}
        label="Visit date"
        required
        warning={outside}
        className={outside ? 'sm:col-span-3' : undefined}
        type="date"
        min={today}
      />
      <InputField
        field={field('from')}
        label="Window from (Pacific)"
        required
        type="time"
        step={900}
      />
      <InputField field={field('to')} label="Window to (Pacific)" required type="time" step={900} />
      <TextareaField
        field={field('accessNotes')}
        label="Access instructions"
        description="Sent to the vendor with the work order."
        className="sm:col-span-3"
        rows={3}
        maxLength={textLimits.accessNotes}
      />
      <div
        role="status"
        aria-label="Entry check"
        className="rounded-md border border-border bg-muted p-3 text-sm empty:hidden sm:col-span-3"
      >
        {entry}
      </div>
      <div className="sm:col-span-3">
        <FieldError id="schedule-root">{errors.root?.server?.message}</FieldError>
      </div>
      <div className="sm:col-span-3">
        <FormActions
          submitLabel="Save the visit"
          cancelLabel="Back"
          pending={isSubmitting}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

export function MessageForm({
  kind,
  onSave,
}: {
  kind: 'message' | 'note';
  onSave: (body: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ body: string }>({
    resolver: zodResolver(maintenanceMessageSchema),
    defaultValues: { body: '' },
  });
  const save = async ({ body }: { body: string }) => {
    try {
      await onSave(body);
      reset({ body: '' });
    } catch (error) {
      showRefusal(error, setError, ['body']);
    }
  };
  const note = kind === 'note';
  return (
    <form
      noValidate
      aria-label={note ? 'Add an internal note' : 'Message the tenant'}
      onSubmit={handleSubmit(save)}
      className="flex flex-col gap-2"
    >
      <FormField
        label={note ? 'Internal note (staff only)' : 'Message to the tenant'}
        description={
          note ? 'Never shown to the tenant or the owner.' : 'The tenant reads it and is mailed.'
        }
        error={errors.body?.message ?? errors.root?.server?.message}
      >
        <Textarea rows={3} maxLength={textLimits.message} {...register('body')} />
      </FormField>
      <Button
        type="submit"
        variant={note ? 'outline' : 'default'}
        disabled={isSubmitting}
        className="self-start"
      >
        {note ? 'Add note' : 'Send message'}
      </Button>
    </form>
  );
}
