import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  emptyUnit,
  homeFormSchema,
  type HomeFormValues,
  type HomePayload,
} from '@contract/managed-homes.ts';
import { Button } from '@/components/ui/Button';
import { FieldError, FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { paths } from '@/config/paths';
import { billingTermIds, getPlan, plans } from '@/content/pricing';
import { pricingText } from '@/content/pricingText';
import { formatDollars } from '@contract/money-format.ts';
import { SaveError, type ListingRef, type PersonRef } from '../../api/homes';
import { PeoplePicker } from './PeoplePicker';

const planOptions = plans.map((p) => ({ value: p.id, label: p.name }));
const termOptions = billingTermIds.map((id) => ({ value: id, label: pricingText.terms[id].label }));

/** `Unit 2`, `Unit 3` ...: the next free "Unit n" label. */
function nextUnitLabel(labels: readonly string[]): string {
  const taken = new Set(labels.map((l) => l.trim().toLowerCase()));
  let n = labels.length + 1;
  while (taken.has(`unit ${n}`)) n += 1;
  return `Unit ${n}`;
}

export interface HomeFormProps {
  initialValues: HomeFormValues;
  people: readonly PersonRef[];
  listings: readonly ListingRef[];
  submitLabel: string;
  /** Saves; a SaveError's field problem is shown on its field and the form keeps its values. */
  onSubmit: (payload: HomePayload) => Promise<void>;
  onCancel: () => void;
}

export function HomeForm({
  initialValues,
  people,
  listings,
  submitLabel,
  onSubmit,
  onCancel,
}: HomeFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<HomeFormValues, unknown, HomePayload>({
    resolver: zodResolver(homeFormSchema),
    defaultValues: initialValues,
  });
  const units = useFieldArray({ control, name: 'units' });
  const [plan, term, unitCount, propertyId] = [
    useWatch({ control, name: 'plan' }),
    useWatch({ control, name: 'billing_term' }),
    useWatch({ control, name: 'units' }).length,
    useWatch({ control, name: 'property_id' }),
  ];
  const perUnit = getPlan(plan).monthlyPrice[term];

  const addUnits = (count: number) => {
    const labels = getValues('units').map((u) => u.label);
    const added = Array.from({ length: count }, () => {
      const label = nextUnitLabel(labels);
      labels.push(label);
      return { ...emptyUnit, label };
    });
    units.append(added, { shouldFocus: true, focusName: `units.${labels.length - count}.label` });
  };

  const save = async (payload: HomePayload) => {
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

  const unitsError = errors.units?.message ?? errors.units?.root?.message;
  const listingOptions = listings.map((l) => ({
    value: l.id,
    label: `${l.address}, ${l.city} (${l.title})`,
  }));

  return (
    <form
      noValidate
      aria-label="Managed home"
      onSubmit={handleSubmit(save)}
      className="grid gap-4 sm:grid-cols-6"
    >
      <FormField
        label="Street address"
        required
        error={errors.street?.message}
        className="sm:col-span-6"
      >
        <Input autoComplete="off" {...register('street')} />
      </FormField>
      <FormField label="City" required error={errors.city?.message} className="sm:col-span-3">
        <Input autoComplete="off" {...register('city')} />
      </FormField>
      <FormField label="State" required error={errors.state?.message} className="sm:col-span-1">
        <Input maxLength={2} autoComplete="off" className="uppercase" {...register('state')} />
      </FormField>
      <FormField
        label="ZIP code"
        required
        error={errors.zip_code?.message}
        className="sm:col-span-2"
      >
        <Input inputMode="numeric" autoComplete="off" {...register('zip_code')} />
      </FormField>

      <fieldset className="flex flex-col gap-3 sm:col-span-6">
        <legend className="mb-1 text-base font-semibold">Units</legend>
        <p className="text-sm text-muted-foreground">
          A house has one unit; a fourplex has four. Bedrooms and bathrooms are optional.
        </p>
        <ol className="flex flex-col gap-3">
          {units.fields.map((field, i) => {
            const unitErrors = errors.units?.[i];
            return (
              <li
                key={field.id}
                className="grid grid-cols-[1fr_auto] items-end gap-2 rounded-md border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
              >
                <FormField
                  label={`Unit ${i + 1} label`}
                  required
                  error={unitErrors?.label?.message}
                  className="col-span-2 sm:col-span-1"
                >
                  <Input autoComplete="off" {...register(`units.${i}.label`)} />
                </FormField>
                <FormField label="Bedrooms" error={unitErrors?.bedrooms?.message}>
                  <Input inputMode="numeric" {...register(`units.${i}.bedrooms`)} />
                </FormField>
                <FormField label="Bathrooms" error={unitErrors?.bathrooms?.message}>
                  <Input inputMode="decimal" {...register(`units.${i}.bathrooms`)} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11 text-destructive hover:text-destructive"
                  aria-label={`Remove unit ${i + 1}`}
                  disabled={units.fields.length === 1}
                  onClick={() => units.remove(i)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        <FieldError id="home-units-error">{unitsError}</FieldError>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => addUnits(1)}>
            <Plus aria-hidden="true" />
            Add a unit
          </Button>
          <Button type="button" variant="outline" onClick={() => addUnits(3)}>
            <Plus aria-hidden="true" />
            Add 3 units
          </Button>
        </div>
      </fieldset>

      <div className="sm:col-span-6">
        <Controller
          control={control}
          name="owner_ids"
          render={({ field }) => (
            <PeoplePicker
              legend="Owners"
              people={people}
              value={field.value}
              onChange={field.onChange}
              error={errors.owner_ids?.message}
            />
          )}
        />
      </div>

      <FormField
        label="Management plan"
        required
        error={errors.plan?.message}
        className="sm:col-span-3"
      >
        <Select options={planOptions} {...register('plan')} />
      </FormField>
      <FormField
        label="Billing term"
        required
        error={errors.billing_term?.message}
        className="sm:col-span-3"
      >
        <Select options={termOptions} {...register('billing_term')} />
      </FormField>
      <p className="text-sm sm:col-span-6" aria-live="polite">
        Monthly fee: <strong className="tabular-nums">{formatDollars(perUnit * unitCount)}</strong>{' '}
        ({formatDollars(perUnit)} per unit × {unitCount} {unitCount === 1 ? 'unit' : 'units'})
      </p>
      <FormField
        label="Management start date"
        required
        error={errors.starts_on?.message}
        className="sm:col-span-3"
      >
        <Input type="date" {...register('starts_on')} />
      </FormField>
      <FormField
        label="Repair approval limit (USD)"
        description="Repairs above this need the owner's approval."
        required
        error={errors.repair_approval_limit?.message}
        className="sm:col-span-3"
      >
        <Input inputMode="decimal" {...register('repair_approval_limit')} />
      </FormField>
      <FormField
        label="Linked public listing"
        description={
          propertyId ? (
            <Link to={paths.property(propertyId)} className="underline underline-offset-2">
              Open the listing
            </Link>
          ) : (
            'Optional: the listing this home is published as.'
          )
        }
        error={errors.property_id?.message}
        className="sm:col-span-6"
      >
        <Select placeholder="Not published" options={listingOptions} {...register('property_id')} />
      </FormField>

      <FieldError id="home-form-error">{errors.root?.server?.message}</FieldError>
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
