import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import {
  propertyLimits,
  propertyStatuses,
  propertyTypes,
  type PropertyInsert,
} from '@/lib/database.types';
import { ExtractionBox } from './ExtractionBox';
import { applyExtraction, type ExtractedListing } from './extraction';
import { ImagePreviews } from './ImagePreviews';
import { ListingDetailsFields } from './ListingDetailsFields';
import {
  propertyFormSchema,
  propertyStatusLabels,
  propertyTypeLabels,
  type PropertyFormValues,
} from './propertySchema';

const typeOptions = propertyTypes.map((value) => ({ value, label: propertyTypeLabels[value] }));
const statusOptions = propertyStatuses.map((value) => ({
  value,
  label: propertyStatusLabels[value],
}));

export interface PropertyFormProps {
  initialValues: PropertyFormValues;
  submitLabel: string;
  /** Saves the row; the form stays as it is when this throws. */
  onSubmit: (values: PropertyInsert) => Promise<void>;
  onExtract: (urls: string[]) => Promise<ExtractedListing>;
  onCancel: () => void;
}

/** Extraction box, then every listing field, checked with the same rules as the database. */
export function PropertyForm({
  initialValues,
  submitLabel,
  onSubmit,
  onExtract,
  onCancel,
}: PropertyFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PropertyFormValues, unknown, PropertyInsert>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: initialValues,
  });

  const imagesText = useWatch({ control, name: 'images' });

  const fillFromExtraction = (data: ExtractedListing) => {
    const { values, filled } = applyExtraction(getValues(), data);
    for (const field of filled) {
      setValue(field, values[field], { shouldDirty: true, shouldValidate: Boolean(errors[field]) });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <ExtractionBox onExtract={onExtract} onExtracted={fillFromExtraction} />

      <form
        noValidate
        aria-label="Listing details"
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-4 sm:grid-cols-6"
      >
        <FormField label="Title" required error={errors.title?.message} className="sm:col-span-6">
          <Input maxLength={propertyLimits.titleMax} {...register('title')} />
        </FormField>
        <FormField
          label="Description"
          description="Optional. Plain text."
          error={errors.description?.message}
          className="sm:col-span-6"
        >
          <Textarea rows={5} {...register('description')} />
        </FormField>
        <FormField
          label="Listing type"
          required
          error={errors.property_type?.message}
          className="sm:col-span-2"
        >
          <Select options={typeOptions} {...register('property_type')} />
        </FormField>
        <FormField
          label="Price (USD)"
          description="Monthly rent for rentals."
          required
          error={errors.price?.message}
          className="sm:col-span-2"
        >
          <Input type="number" inputMode="decimal" min={0} step="any" {...register('price')} />
        </FormField>
        <FormField label="Status" required error={errors.status?.message} className="sm:col-span-2">
          <Select options={statusOptions} {...register('status')} />
        </FormField>
        <FormField
          label="Address"
          required
          error={errors.address?.message}
          className="sm:col-span-6"
        >
          <Input autoComplete="off" {...register('address')} />
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
          <Input inputMode="numeric" autoComplete="off" maxLength={10} {...register('zip_code')} />
        </FormField>
        <FormField
          label="Bedrooms"
          required
          error={errors.bedrooms?.message}
          className="sm:col-span-2"
        >
          <Input type="number" inputMode="numeric" min={0} step={1} {...register('bedrooms')} />
        </FormField>
        <FormField
          label="Bathrooms"
          required
          error={errors.bathrooms?.message}
          className="sm:col-span-2"
        >
          <Input type="number" inputMode="decimal" min={0} step={0.5} {...register('bathrooms')} />
        </FormField>
        <FormField
          label="Square feet"
          required
          error={errors.square_feet?.message}
          className="sm:col-span-2"
        >
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('square_feet')} />
        </FormField>
        <FormField
          label="Image URLs"
          description="One per line: http(s) addresses, or site paths such as /images/listings/photo.jpg. The first is the cover photo."
          error={errors.images?.message}
          className="sm:col-span-6"
        >
          <Textarea rows={4} spellCheck={false} {...register('images')} />
        </FormField>
        <div className="sm:col-span-6">
          <ImagePreviews text={imagesText} />
        </div>
        <ListingDetailsFields register={register} control={control} errors={errors} />
        <div className="flex flex-col-reverse gap-2 sm:col-span-6 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
