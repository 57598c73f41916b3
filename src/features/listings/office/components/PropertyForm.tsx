import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { InputField, SelectField, TextareaField } from '@/components/forms/RegisteredFields';
import { DialogActions } from '@/components/forms/FormActions';
import { photoMessages } from '@/lib/listingPhotos';
import { fieldsOf } from '@/lib/saveForm';
import {
  propertyLimits,
  propertyStatuses,
  listingTypes,
  type PropertyInsert,
} from '@/lib/database.types';
import { ExtractionBox } from './ExtractionBox';
import { applyExtraction, type ExtractedListing } from '../../extraction';
import { PhotoField, type UploadPhoto } from './PhotoField';
import { deleteStoredPhotos, uploadPhoto } from '../../api/photoUpload';
import { ListingDetailsFields } from './ListingDetailsFields';
import {
  imageLines,
  propertyFormSchema,
  propertyStatusLabels,
  listingTypeLabels,
  type PropertyFormValues,
} from '../../propertySchema';

const typeOptions = listingTypes.map((value) => ({ value, label: listingTypeLabels[value] }));
const statusOptions = propertyStatuses.map((value) => ({
  value,
  label: propertyStatusLabels[value],
}));

export interface PropertyFormProps {
  /** The listing's id: its own, or a new one made for a new listing (its photos go there). */
  listingId: string;
  initialValues: PropertyFormValues;
  submitLabel: string;
  /** Saves the row; the form stays as it is when this throws. */
  onSubmit: (values: PropertyInsert) => Promise<void>;
  onExtract: (urls: string[]) => Promise<ExtractedListing>;
  onCancel: () => void;
  /** Uploads one photo (injected by component tests; the real one resizes and stores it). */
  upload?: UploadPhoto;
  /** Deletes stored photos (injected by component tests; the real one removes every copy). */
  deletePhotos?: (urls: readonly string[]) => Promise<void>;
}

const logDeleteFailure = (error: unknown) => console.error('Deleting unsaved photos failed', error);

/** Extraction box, then every listing field, checked with the same rules as the database. */
export function PropertyForm({
  listingId,
  initialValues,
  submitLabel,
  onSubmit,
  onExtract,
  onCancel,
  upload,
  deletePhotos = deleteStoredPhotos,
}: PropertyFormProps) {
  const form = useForm<PropertyFormValues, unknown, PropertyInsert>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: initialValues,
  });
  const { register, handleSubmit, getValues, setValue, control } = form;
  const { errors, isSubmitting } = form.formState;
  const field = fieldsOf(form);

  const [pendingPhotos, setPendingPhotos] = useState(0);
  const [photoBlock, setPhotoBlock] = useState<string | undefined>();
  const [removedPhotos, setRemovedPhotos] = useState<string[]>([]);
  // Photos stored while this form is open and not yet saved in the listing. Cancelling (or
  // closing the dialog any way) or removing one deletes its stored copies: no orphan uploads.
  // (One Set for the form's life, read and changed only in handlers and effects.)
  const [unsaved] = useState(() => new Set<string>());
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
      const urls = [...unsaved];
      unsaved.clear();
      if (urls.length > 0) void deletePhotos(urls).catch(logDeleteFailure);
    };
    // deletePhotos is the module's function (or a test's): stable for the form's life.
  }, [deletePhotos, unsaved]);
  const uploadToListing = useCallback<UploadPhoto>(
    async (file, onProgress) => {
      const url = await (upload ?? ((f, p) => uploadPhoto(listingId, f, p)))(file, onProgress);
      // Finished after the form closed: nothing will ever save it.
      if (!open.current) void deletePhotos([url]).catch(logDeleteFailure);
      else unsaved.add(url);
      return url;
    },
    [listingId, upload, deletePhotos, unsaved],
  );
  const onPhotosChange = useCallback(
    (urls: string[]) => {
      setValue('images', urls.join('\n'), { shouldDirty: true });
      setPhotoBlock(undefined);
    },
    [setValue],
  );
  const onRemoveStored = useCallback(
    (url: string) => {
      if (unsaved.delete(url)) {
        void deletePhotos([url]).catch(logDeleteFailure);
        return;
      }
      // A saved photo stays stored until the listing is saved without it.
      setRemovedPhotos((urls) => [...urls, url]);
    },
    [deletePhotos, unsaved],
  );

  const save = async (values: PropertyInsert) => {
    // Nothing half-saved: a listing waits until every photo is stored or removed.
    if (pendingPhotos > 0) {
      setPhotoBlock(photoMessages.stillUploading(pendingPhotos));
      return;
    }
    try {
      // The listing keeps the id its photos were stored under (a new one was made for it).
      await onSubmit({ ...values, id: listingId });
    } catch {
      return; // the caller has said why; the form and its photos stay as they are
    }
    unsaved.clear(); // saved with the listing now
    const kept = new Set(values.images ?? []);
    const gone = removedPhotos.filter((url) => !kept.has(url));
    setRemovedPhotos([]);
    // The listing no longer shows them; their stored copies go too (a failure only leaves files).
    await deleteStoredPhotos(gone).catch((error: unknown) =>
      console.error('Deleting removed photos failed', error),
    );
  };

  // The photo list starts from these; extraction that fills the photos starts it again.
  const [photoSeed, setPhotoSeed] = useState(() => ({
    key: 0,
    urls: imageLines(initialValues.images),
  }));

  const fillFromExtraction = (data: ExtractedListing) => {
    const { values, filled } = applyExtraction(getValues(), data);
    for (const field of filled) {
      setValue(field, values[field], { shouldDirty: true, shouldValidate: Boolean(errors[field]) });
    }
    if (filled.includes('images')) {
      setPhotoSeed((seed) => ({ key: seed.key + 1, urls: imageLines(values.images) }));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <ExtractionBox onExtract={onExtract} onExtracted={fillFromExtraction} />

      <form
        noValidate
        aria-label="Listing details"
        onSubmit={handleSubmit(save)}
        className="grid gap-4 sm:grid-cols-6"
      >
        <InputField
          field={field('title')}
          label="Title"
          required
          className="sm:col-span-6"
          maxLength={propertyLimits.titleMax}
        />
        <TextareaField
          field={field('description')}
          label="Description"
          description="Optional. Plain text."
          className="sm:col-span-6"
          rows={5}
        />
        <SelectField
          field={field('property_type')}
          label="Listing type"
          required
          className="sm:col-span-2"
          options={typeOptions}
        />
        <InputField
          field={field('price')}
          label="Price (USD)"
          description="Monthly rent for rentals."
          required
          className="sm:col-span-2"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
        />
        <SelectField
          field={field('status')}
          label="Status"
          required
          className="sm:col-span-2"
          options={statusOptions}
        />
        <InputField
          field={field('address')}
          label="Address"
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
          maxLength={10}
        />
        <InputField
          field={field('bedrooms')}
          label="Bedrooms"
          required
          className="sm:col-span-2"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
        <InputField
          field={field('bathrooms')}
          label="Bathrooms"
          required
          className="sm:col-span-2"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
        />
        <InputField
          field={field('square_feet')}
          label="Square feet"
          required
          className="sm:col-span-2"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
        {/* min-w-0: long photo names truncate instead of widening the form on a phone. */}
        <div className="min-w-0 sm:col-span-6">
          <PhotoField
            key={photoSeed.key}
            initialUrls={photoSeed.urls}
            upload={uploadToListing}
            onChange={onPhotosChange}
            onPendingChange={setPendingPhotos}
            onRemoveStored={onRemoveStored}
            error={photoBlock ?? errors.images?.message}
          />
        </div>
        <ListingDetailsFields field={field} register={register} control={control} errors={errors} />
        <DialogActions
          submitLabel={submitLabel}
          savingLabel="Saving..."
          pending={isSubmitting}
          onCancel={onCancel}
          className="sm:col-span-6"
        />
      </form>
    </div>
  );
}
