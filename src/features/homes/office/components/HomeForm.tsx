import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  emptyUnit,
  homeFormSchema,
  type HomeFormValues,
  type HomePayload,
} from '@contract/managed-homes.ts';
import { Button } from '@/components/ui/Button';
import { DialogActions } from '@/components/forms/FormActions';
import { InputField, SelectField } from '@/components/forms/RegisteredFields';
import { FieldError } from '@/components/ui/FormField';
import { paths } from '@/config/paths';
import { billingTermIds, getPlan, plans } from '@/content/pricing';
import { pricingText } from '@/content/pricingText';
import { formatDollars } from '@contract/money-format.ts';
import { useSaveForm } from '@/lib/saveForm';
import type { ListingRef } from '../../api/homes';
import type { DialogFormProps } from './FormDialog';
import { PeopleField } from './PeoplePicker';

const planOptions = plans.map((p) => ({ value: p.id, label: p.name }));
const termOptions = billingTermIds.map((id) => ({ value: id, label: pricingText.terms[id].label }));

/** `Unit 2`, `Unit 3` ...: the next free "Unit n" label. */
function nextUnitLabel(labels: readonly string[]): string {
  const taken = new Set(labels.map((l) => l.trim().toLowerCase()));
  let n = labels.length + 1;
  while (taken.has(`unit ${n}`)) n += 1;
  return `Unit ${n}`;
}

export interface HomeFormProps extends DialogFormProps<HomeFormValues, HomePayload> {
  listings: readonly ListingRef[];
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
    field,
    submit,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useSaveForm(homeFormSchema, { defaultValues: initialValues, onSave: onSubmit });
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

  const unitsError = errors.units?.message ?? errors.units?.root?.message;
  const listingOptions = listings.map((l) => ({
    value: l.id,
    label: `${l.address}, ${l.city} (${l.title})`,
  }));

  return (
    <form
      noValidate
      aria-label="Managed home"
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-6"
    >
      <InputField
        field={field('street')}
        label="Street address"
        required
        className="sm:col-span-6"
        autoComplete="off"
      />
      <InputField
        field={field('city')}
        label="City"
        required
        className="sm:col-span-3"
        autoComplete="off"
      />
      <InputField
        field={field('state')}
        label="State"
        required
        className="sm:col-span-1"
        maxLength={2}
        autoComplete="off"
        controlClassName="uppercase"
      />
      <InputField
        field={field('zip_code')}
        label="ZIP code"
        required
        className="sm:col-span-2"
        inputMode="numeric"
        autoComplete="off"
      />

      <fieldset className="flex flex-col gap-3 sm:col-span-6">
        <legend className="mb-1 text-base font-semibold">Units</legend>
        <p className="text-sm text-muted-foreground">
          A house has one unit; a fourplex has four. Bedrooms and bathrooms are optional.
        </p>
        <ol className="flex flex-col gap-3">
          {units.fields.map((unit, i) => (
            <li
              key={unit.id}
              className="grid grid-cols-[1fr_auto] items-end gap-2 rounded-md border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
            >
              <InputField
                field={field(`units.${i}.label`)}
                label={`Unit ${i + 1} label`}
                required
                className="col-span-2 sm:col-span-1"
                autoComplete="off"
              />
              <InputField
                field={field(`units.${i}.bedrooms`)}
                label="Bedrooms"
                inputMode="numeric"
              />
              <InputField
                field={field(`units.${i}.bathrooms`)}
                label="Bathrooms"
                inputMode="decimal"
              />
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
          ))}
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

      <PeopleField control={control} name="owner_ids" legend="Owners" people={people} />

      <SelectField
        field={field('plan')}
        label="Management plan"
        required
        className="sm:col-span-3"
        options={planOptions}
      />
      <SelectField
        field={field('billing_term')}
        label="Billing term"
        required
        className="sm:col-span-3"
        options={termOptions}
      />
      <p className="text-sm sm:col-span-6" aria-live="polite">
        Monthly fee: <strong className="tabular-nums">{formatDollars(perUnit * unitCount)}</strong>{' '}
        ({formatDollars(perUnit)} per unit × {unitCount} {unitCount === 1 ? 'unit' : 'units'})
      </p>
      <InputField
        field={field('starts_on')}
        label="Management start date"
        required
        className="sm:col-span-3"
        type="date"
      />
      <InputField
        field={field('repair_approval_limit')}
        label="Repair approval limit (USD)"
        description="Repairs above this need the owner's approval."
        required
        className="sm:col-span-3"
        inputMode="decimal"
      />
      <SelectField
        field={field('property_id')}
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
        className="sm:col-span-6"
        placeholder="Not published"
        options={listingOptions}
      />

      <FieldError id="home-form-error">{errors.root?.server?.message}</FieldError>
      <DialogActions
        submitLabel={submitLabel}
        pending={isSubmitting}
        onCancel={onCancel}
        className="sm:col-span-6"
      />
    </form>
  );
}
