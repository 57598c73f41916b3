import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  dollarsToCents,
  leaseFormSchema,
  type LeaseFormValues,
  type LeasePayload,
} from '@contract/managed-homes.ts';
import { DUE_DAY_MAX, leaseStatuses, leaseStatusLabels } from '@contract/portal.ts';
import { depositWarning, lateFeeWarning, type RuleWarning } from '@contract/rental-rules.ts';
import { Button } from '@/components/ui/Button';
import { FieldError, FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { SaveError, type PersonRef, type Unit } from '../../api/homes';
import { PeoplePicker } from './PeoplePicker';

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

export interface LeaseFormProps {
  initialValues: LeaseFormValues;
  units: readonly Unit[];
  people: readonly PersonRef[];
  submitLabel: string;
  /** Saves; a SaveError's field problem is shown on its field and the form keeps its values. */
  onSubmit: (payload: LeasePayload) => Promise<void>;
  onCancel: () => void;
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
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeaseFormValues, unknown, LeasePayload>({
    resolver: zodResolver(leaseFormSchema),
    defaultValues: initialValues,
  });
  const [monthToMonth, rent, deposit, lateFee] = [
    useWatch({ control, name: 'month_to_month' }),
    useWatch({ control, name: 'rent' }),
    useWatch({ control, name: 'deposit' }),
    useWatch({ control, name: 'late_fee' }),
  ];

  const save = async (payload: LeasePayload) => {
    try {
      await onSubmit(payload);
    } catch (error) {
      const problem = error instanceof SaveError ? error.problem : null;
      setError(
        (problem?.field ?? 'root.server') as 'root.server',
        { message: problem?.message ?? (error instanceof Error ? error.message : String(error)) },
        { shouldFocus: true },
      );
    }
  };

  return (
    <form
      noValidate
      aria-label="Lease"
      onSubmit={handleSubmit(save)}
      className="grid gap-4 sm:grid-cols-6"
    >
      <FormField label="Unit" required error={errors.unit_id?.message} className="sm:col-span-3">
        <Select
          options={units.map((u) => ({ value: u.id, label: u.label }))}
          {...register('unit_id')}
        />
      </FormField>
      <FormField label="Status" required error={errors.status?.message} className="sm:col-span-3">
        <Select options={statusOptions} {...register('status')} />
      </FormField>
      <div className="sm:col-span-6">
        <Controller
          control={control}
          name="tenant_ids"
          render={({ field }) => (
            <PeoplePicker
              legend="Tenants"
              people={people}
              value={field.value}
              onChange={field.onChange}
              error={errors.tenant_ids?.message}
            />
          )}
        />
      </div>
      <FormField
        label="Start date"
        required
        error={errors.starts_on?.message}
        className="sm:col-span-2"
      >
        <Input type="date" {...register('starts_on')} />
      </FormField>
      {monthToMonth ? (
        <p className="text-sm text-muted-foreground sm:col-span-2 sm:self-end">
          No end date: the lease runs month to month.
        </p>
      ) : (
        <FormField
          label="End date"
          required
          error={errors.ends_on?.message}
          className="sm:col-span-2"
        >
          <Input type="date" {...register('ends_on')} />
        </FormField>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium sm:col-span-2 sm:self-end">
        <input type="checkbox" className="size-5 accent-primary" {...register('month_to_month')} />
        Month-to-month (no end date)
      </label>
      <FormField
        label="Monthly rent (USD)"
        required
        error={errors.rent?.message}
        className="sm:col-span-3"
      >
        <Input inputMode="decimal" {...register('rent')} />
      </FormField>
      <FormField
        label="Deposit held (USD)"
        required
        error={errors.deposit?.message}
        // AB 12 (Civil Code 1950.5(c)); the rule and its citation are rental-rules.ts's.
        warning={amountsNote(depositWarning, deposit, rent)}
        className="sm:col-span-3"
      >
        <Input inputMode="decimal" {...register('deposit')} />
      </FormField>
      <FormField
        label="Rent due day"
        description={`Day of the month, 1 to ${DUE_DAY_MAX}.`}
        required
        error={errors.due_day?.message}
        className="sm:col-span-2"
      >
        <Input inputMode="numeric" {...register('due_day')} />
      </FormField>
      <FormField
        label="Late fee grace days"
        required
        error={errors.late_fee_grace_days?.message}
        className="sm:col-span-2"
      >
        <Input inputMode="numeric" {...register('late_fee_grace_days')} />
      </FormField>
      <FormField
        label="Late fee (USD)"
        required
        error={errors.late_fee?.message}
        // Civil Code 1671(d), Orozco v. Casimiro: rental-rules.ts's lateFeeWarning.
        warning={amountsNote(lateFeeWarning, lateFee, rent)}
        className="sm:col-span-2"
      >
        <Input inputMode="decimal" {...register('late_fee')} />
      </FormField>
      <FormField label="Move-in date" error={errors.move_in_on?.message} className="sm:col-span-3">
        <Input type="date" {...register('move_in_on')} />
      </FormField>
      <FormField
        label="Move-out date"
        error={errors.move_out_on?.message}
        className="sm:col-span-3"
      >
        <Input type="date" {...register('move_out_on')} />
      </FormField>

      <FieldError id="lease-form-error">{errors.root?.server?.message}</FieldError>
      <div className="flex flex-col-reverse gap-2 sm:col-span-6 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
