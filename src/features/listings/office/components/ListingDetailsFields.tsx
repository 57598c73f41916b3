import {
  useWatch,
  type Control,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { InputField, SelectField, TextareaField } from '@/components/forms/RegisteredFields';
import { FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
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
import type { Registered } from '@/lib/saveForm';
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
  field,
  register,
  control,
  errors,
}: {
  field: (name: Path<PropertyFormValues>) => Registered;
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
      <InputField
        field={field('available_date')}
        label="Available from"
        className="sm:col-span-2"
        type="date"
      />
      <InputField
        field={field('security_deposit')}
        label="Security deposit (USD)"
        warning={depositNote ? <RuleNote warning={depositNote} /> : null}
        className="sm:col-span-2"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
      />
      <InputField
        field={field('application_fee')}
        label="Application fee (USD)"
        warning={applicationNote ? <RuleNote warning={applicationNote} /> : null}
        className="sm:col-span-2"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
      />
      <TextareaField
        field={field('mandatory_fees')}
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
        warning={feeNotes.length > 0 ? <RuleNotes warnings={feeNotes} /> : null}
        className="sm:col-span-4"
        rows={3}
        spellCheck={false}
      />
      <div className="flex flex-col justify-center gap-1 sm:col-span-2" aria-live="polite">
        <span className="text-sm text-muted-foreground">All-in monthly price</span>
        <output className="text-xl font-semibold" data-testid="all-in-price">
          {rental && allIn !== null
            ? `${formatDollars(allIn, 'en', { cents: true })}/mo`
            : 'For rentals only'}
        </output>
      </div>
      <InputField
        field={field('lease_term_months')}
        label="Lease term (months)"
        className="sm:col-span-2"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium sm:col-span-2 sm:self-end">
        <Input type="checkbox" {...register('month_to_month')} />
        Month-to-month offered
      </label>
      <InputField
        field={field('hoa_fee')}
        label="HOA fee (USD/month)"
        className="sm:col-span-2"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
      />

      <h3 className="text-lg font-semibold sm:col-span-6">Pets</h3>
      <SelectField
        field={field('cats_allowed')}
        label="Cats"
        className="sm:col-span-2"
        options={petOptions}
        placeholder="Not stated"
      />
      <SelectField
        field={field('dogs_allowed')}
        label="Dogs"
        className="sm:col-span-2"
        options={petOptions}
        placeholder="Not stated"
      />
      <InputField
        field={field('pet_limit')}
        label="Pet limit"
        className="sm:col-span-1"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
      />
      <InputField
        field={field('pet_fee')}
        label="Pet fee (USD)"
        className="sm:col-span-1"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
      />

      <h3 className="text-lg font-semibold sm:col-span-6">Features</h3>
      <SelectField
        field={field('parking')}
        label="Parking"
        className="sm:col-span-2"
        options={options(parkingOptions, parkingLabels)}
        placeholder="Not stated"
      />
      <SelectField
        field={field('laundry')}
        label="Laundry"
        className="sm:col-span-2"
        options={options(laundryOptions, laundryLabels)}
        placeholder="Not stated"
      />
      <SelectField
        field={field('air_conditioning')}
        label="Air conditioning"
        className="sm:col-span-2"
        options={options(airConditioningOptions, airConditioningLabels)}
        placeholder="Not stated"
      />
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
      <TextareaField
        field={field('appliances')}
        label="Appliances"
        description="One per line."
        className="sm:col-span-3"
        rows={3}
      />
      <TextareaField
        field={field('amenities')}
        label="Amenities"
        description="One per line."
        className="sm:col-span-3"
        rows={3}
      />
      <InputField
        field={field('year_built')}
        label="Year built"
        className="sm:col-span-2"
        type="number"
        inputMode="numeric"
        step={1}
      />
      <InputField
        field={field('virtual_tour_url')}
        label="Virtual tour link"
        description="https:// only."
        className="sm:col-span-4"
        type="url"
        inputMode="url"
        autoComplete="off"
      />
    </>
  );
}
