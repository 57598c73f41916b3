import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  dollarsToCents,
  leaseFormSchema,
  type LeaseFormValues,
  type LeasePayload,
} from '@contract/managed-homes.ts';
import { DUE_DAY_MAX, leaseStatuses, leaseStatusLabels } from '@contract/portal.ts';
import { depositWarning, lateFeeWarning, type RuleWarning } from '@contract/rental-rules.ts';
import { DialogActions } from '@/components/forms/FormActions';
import { InputField, SelectField } from '@/components/forms/RegisteredFields';
import { FieldError } from '@/components/ui/FormField';
import { useSaveForm } from '@/lib/saveForm';
import type { Unit } from '../../api/homes';
import type { DialogFormProps } from './FormDialog';
import { PeopleField } from './PeoplePicker';

const statusOptions = leaseStatuses.map((value) => ({ value, label: leaseStatusLabels[value] }));

/** A rule's warning with its citation; never blocks the save. */
function ruleNote(warning: RuleWarning | null): ReactNode {
  if (!warning) return null;
  return (
    <>
      <strong>{warning.title}</strong> {warning.message}{' '}
      <a
        href={warning.source.url}
        target="_blank"
        rel="noreferrer"
        className="underline underline-offset-2"
      >
        {warning.source.name}
      </a>
    </>
  );
}

/** The warning of `rule` on two money fields, once both read as amounts. */
function amountsNote(
  rule: (amount: number, monthlyRent: number) => RuleWarning | null,
  amount: string,
  rent: string,
): ReactNode {
  const amountCents = dollarsToCents(amount);
  const rentCents = dollarsToCents(rent);
  if (amountCents === null || rentCents === null) return null;
  return ruleNote(rule(amountCents / 100, rentCents / 100));
}

export interface LeaseFormProps extends DialogFormProps<LeaseFormValues, LeasePayload> {
  units: readonly Unit[];
}

export function LeaseForm({
  initialValues,
  units,
  people,
  submitLabel,
  onSubmit,
  onCancel,
}: LeaseFormProps) {
  const {
    field,
    submit,
    register,
    control,
    formState: { errors, isSubmitting },
  } = useSaveForm(leaseFormSchema, { defaultValues: initialValues, onSave: onSubmit });
  const [monthToMonth, rent, deposit, lateFee] = [
    useWatch({ control, name: 'month_to_month' }),
    useWatch({ control, name: 'rent' }),
    useWatch({ control, name: 'deposit' }),
    useWatch({ control, name: 'late_fee' }),
  ];

  return (
    <form noValidate aria-label="Lease" onSubmit={submit} className="grid gap-4 sm:grid-cols-6">
      <SelectField
        field={field('unit_id')}
        label="Unit"
        required
        className="sm:col-span-3"
        options={units.map((u) => ({ value: u.id, label: u.label }))}
      />
      <SelectField
        field={field('status')}
        label="Status"
        required
        className="sm:col-span-3"
        options={statusOptions}
      />
      <PeopleField control={control} name="tenant_ids" legend="Tenants" people={people} />
      <InputField
        field={field('starts_on')}
        label="Start date"
        required
        className="sm:col-span-2"
        type="date"
      />
      {monthToMonth ? (
        <p className="text-sm text-muted-foreground sm:col-span-2 sm:self-end">
          No end date: the lease runs month to month.
        </p>
      ) : (
        <InputField
          field={field('ends_on')}
          label="End date"
          required
          className="sm:col-span-2"
          type="date"
        />
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium sm:col-span-2 sm:self-end">
        <input type="checkbox" className="size-5 accent-primary" {...register('month_to_month')} />
        Month-to-month (no end date)
      </label>
      <InputField
        field={field('rent')}
        label="Monthly rent (USD)"
        required
        className="sm:col-span-3"
        inputMode="decimal"
      />
      <InputField
        field={field('deposit')}
        label="Deposit held (USD)"
        required
        // AB 12 (Civil Code 1950.5(c)); the rule and its citation are rental-rules.ts's.
        warning={amountsNote(depositWarning, deposit, rent)}
        className="sm:col-span-3"
        inputMode="decimal"
      />
      <InputField
        field={field('due_day')}
        label="Rent due day"
        description={`Day of the month, 1 to ${DUE_DAY_MAX}.`}
        required
        className="sm:col-span-2"
        inputMode="numeric"
      />
      <InputField
        field={field('late_fee_grace_days')}
        label="Late fee grace days"
        required
        className="sm:col-span-2"
        inputMode="numeric"
      />
      <InputField
        field={field('late_fee')}
        label="Late fee (USD)"
        required
        // Civil Code 1671(d), Orozco v. Casimiro: rental-rules.ts's lateFeeWarning.
        warning={amountsNote(lateFeeWarning, lateFee, rent)}
        className="sm:col-span-2"
        inputMode="decimal"
      />
      <InputField
        field={field('move_in_on')}
        label="Move-in date"
        className="sm:col-span-3"
        type="date"
      />
      <InputField
        field={field('move_out_on')}
        label="Move-out date"
        className="sm:col-span-3"
        type="date"
      />

      <FieldError id="lease-form-error">{errors.root?.server?.message}</FieldError>
      <DialogActions
        submitLabel={submitLabel}
        pending={isSubmitting}
        onCancel={onCancel}
        className="sm:col-span-6"
      />
    </form>
  );
}
