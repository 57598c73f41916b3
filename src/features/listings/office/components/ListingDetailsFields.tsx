import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField, FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import {
  airConditioningLabels,
  airConditioningOptions,
  allInMonthlyRent,
  laundryLabels,
  laundryOptions,
  parkingLabels,
  parkingOptions,
  utilityLabels,
  utilityOptions,
} from '@/config/listingRules';
import {
  applicationFeeWarning,
  depositWarning,
  mandatoryFeeWarnings,
  rentalRuleSources,
  type RuleWarning,
} from '@contract/rental-rules.ts';
import type { PropertyInsert } from '@/lib/database.types';
import { formatDollars } from '@contract/money-format.ts';
import { parseFeeLines, type PropertyFormValues } from '../../propertySchema';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const petOptions = [
  { value: 'yes', label: 'Allowed' },
  { value: 'no', label: 'Not allowed' },
];

/** A rule's warning with its citation, linked to the statute (opens in a new tab). */
function RuleNote({ warning }: { warning: RuleWarning }) {
  return (
    <>
      <strong>{warning.title}</strong> {warning.message}{' '}
      <a href={warning.source.url} className="underline" target="_blank" rel="noreferrer">
        {warning.source.name}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}

function RuleNotes({ warnings }: { warnings: readonly RuleWarning[] }) {
  if (warnings.length === 0) return null;
  if (warnings.length === 1) return <RuleNote warning={warnings[0]!} />;
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5">
      {warnings.map((w) => (
        <li key={w.title}>
          <RuleNote warning={w} />
        </li>
      ))}
    </ul>
  );
}

const toNumber = (value: string) => {
  const n = Number(value.replace(/,/g, '').trim());
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** The rental details of a listing: availability, money, lease, pets, features. */
export function ListingDetailsFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<PropertyFormValues>;
  control: Control<PropertyFormValues, unknown, PropertyInsert>;
  errors: FieldErrors<PropertyFormValues>;
}) {
  const [type, price, feesText, deposit, applicationFee] = useWatch({
    control,
    name: ['property_type', 'price', 'mandatory_fees', 'security_deposit', 'application_fee'],
  });
  const rent = toNumber(price);
  const rental = type !== 'sale';
  const { fees } = parseFeeLines(feesText);
  const allIn = rent === null ? null : allInMonthlyRent(rent, fees);
  const depositAmount = toNumber(deposit);
  const depositNote =
    rental && rent !== null && depositAmount !== null ? depositWarning(depositAmount, rent) : null;
  const feeAmount = toNumber(applicationFee);
  const applicationNote = rental && feeAmount !== null ? applicationFeeWarning(feeAmount) : null;
  const feeNotes = rental ? mandatoryFeeWarnings(fees) : [];

  return (
    <>
      <h3 className="text-lg font-semibold sm:col-span-6">Rent and move-in</h3>
      <FormField
        label="Available from"
        error={errors.available_date?.message}
        className="sm:col-span-2"
      >
        <Input type="date" {...register('available_date')} />
      </FormField>
      <FormField
        label="Security deposit (USD)"
        error={errors.security_deposit?.message}
        warning={depositNote ? <RuleNote warning={depositNote} /> : null}
        className="sm:col-span-2"
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...register('security_deposit')}
        />
      </FormField>
      <FormField
        label="Application fee (USD)"
        error={errors.application_fee?.message}
        warning={applicationNote ? <RuleNote warning={applicationNote} /> : null}
        className="sm:col-span-2"
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...register('application_fee')}
        />
      </FormField>
      <FormField
        label="Mandatory monthly fees"
        description={
          <>
            One per line, &apos;Label: amount&apos;, e.g. &apos;Trash: 25&apos;. Added to rent in
            the advertised price (
            <a
              href={rentalRuleSources.allInPrice.url}
              className="underline"
              target="_blank"
              rel="noreferrer"
            >
              {rentalRuleSources.allInPrice.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            ).
          </>
        }
        error={errors.mandatory_fees?.message}
        warning={feeNotes.length > 0 ? <RuleNotes warnings={feeNotes} /> : null}
        className="sm:col-span-4"
      >
        <Textarea rows={3} spellCheck={false} {...register('mandatory_fees')} />
      </FormField>
      <div className="flex flex-col justify-center gap-1 sm:col-span-2" aria-live="polite">
        <span className="text-sm text-muted-foreground">All-in monthly price</span>
        <output className="text-xl font-semibold" data-testid="all-in-price">
          {rental && allIn !== null
            ? `${formatDollars(allIn, 'en', { cents: true })}/mo`
            : 'For rentals only'}
        </output>
      </div>
      <FormField
        label="Lease term (months)"
        error={errors.lease_term_months?.message}
        className="sm:col-span-2"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register('lease_term_months')}
        />
      </FormField>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium sm:col-span-2 sm:self-end">
        <Input type="checkbox" {...register('month_to_month')} />
        Month-to-month offered
      </label>
      <FormField
        label="HOA fee (USD/month)"
        error={errors.hoa_fee?.message}
        className="sm:col-span-2"
      >
        <Input type="number" inputMode="decimal" min={0} step="any" {...register('hoa_fee')} />
      </FormField>

      <h3 className="text-lg font-semibold sm:col-span-6">Pets</h3>
      <FormField label="Cats" error={errors.cats_allowed?.message} className="sm:col-span-2">
        <Select options={petOptions} placeholder="Not stated" {...register('cats_allowed')} />
      </FormField>
      <FormField label="Dogs" error={errors.dogs_allowed?.message} className="sm:col-span-2">
        <Select options={petOptions} placeholder="Not stated" {...register('dogs_allowed')} />
      </FormField>
      <FormField label="Pet limit" error={errors.pet_limit?.message} className="sm:col-span-1">
        <Input type="number" inputMode="numeric" min={1} step={1} {...register('pet_limit')} />
      </FormField>
      <FormField label="Pet fee (USD)" error={errors.pet_fee?.message} className="sm:col-span-1">
        <Input type="number" inputMode="decimal" min={0} step="any" {...register('pet_fee')} />
      </FormField>

      <h3 className="text-lg font-semibold sm:col-span-6">Features</h3>
      <FormField label="Parking" error={errors.parking?.message} className="sm:col-span-2">
        <Select
          options={options(parkingOptions, parkingLabels)}
          placeholder="Not stated"
          {...register('parking')}
        />
      </FormField>
      <FormField label="Laundry" error={errors.laundry?.message} className="sm:col-span-2">
        <Select
          options={options(laundryOptions, laundryLabels)}
          placeholder="Not stated"
          {...register('laundry')}
        />
      </FormField>
      <FormField
        label="Air conditioning"
        error={errors.air_conditioning?.message}
        className="sm:col-span-2"
      >
        <Select
          options={options(airConditioningOptions, airConditioningLabels)}
          placeholder="Not stated"
          {...register('air_conditioning')}
        />
      </FormField>
      <FormFieldset
        legend="Utilities included"
        error={errors.utilities_included?.message}
        className="sm:col-span-6"
      >
        <div className="flex flex-wrap gap-x-4">
          {utilityOptions.map((utility) => (
            <label key={utility} className="flex min-h-11 items-center gap-2 text-sm">
              <Input type="checkbox" value={utility} {...register('utilities_included')} />
              {utilityLabels[utility]}
            </label>
          ))}
        </div>
      </FormFieldset>
      <FormField
        label="Appliances"
        description="One per line."
        error={errors.appliances?.message}
        className="sm:col-span-3"
      >
        <Textarea rows={3} {...register('appliances')} />
      </FormField>
      <FormField
        label="Amenities"
        description="One per line."
        error={errors.amenities?.message}
        className="sm:col-span-3"
      >
        <Textarea rows={3} {...register('amenities')} />
      </FormField>
      <FormField label="Year built" error={errors.year_built?.message} className="sm:col-span-2">
        <Input type="number" inputMode="numeric" step={1} {...register('year_built')} />
      </FormField>
      <FormField
        label="Virtual tour link"
        description="https:// only."
        error={errors.virtual_tour_url?.message}
        className="sm:col-span-4"
      >
        <Input type="url" inputMode="url" autoComplete="off" {...register('virtual_tour_url')} />
      </FormField>
    </>
  );
}
