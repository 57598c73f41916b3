import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { showingDefaultsLabel } from '@contract/booking.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { paths } from '@/config/paths';
import type { Property, PropertyInsert } from '@/lib/database.types';
import { touchTargets } from '@/components/layout/AdminShell';
import type { ExtractedListing } from '../../extraction';
import { PropertyForm } from './PropertyForm';
import { emptyPropertyForm, toFormValues } from '../../propertySchema';

export interface PropertyFormDialogProps {
  open: boolean;
  /** The listing being edited, or null to add one. */
  property: Property | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: PropertyInsert) => Promise<void>;
  onExtract: (urls: string[]) => Promise<ExtractedListing>;
  /** The listing's history from the audit trail, shown under the form when editing. */
  history?: (listingId: string) => ReactNode;
}

export function PropertyFormDialog({
  open,
  property,
  onOpenChange,
  onSubmit,
  onExtract,
  history,
}: PropertyFormDialogProps) {
  const editing = property !== null;
  // A new listing gets its id now, so the photos uploaded while filling the form go under it.
  const [newId, setNewId] = useState(() => crypto.randomUUID());
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && !property) setNewId(crypto.randomUUID());
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={`max-w-3xl p-4 sm:p-6 ${touchTargets}`}>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Property' : 'Add New Property'}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Changes to “${property.title}” show on the public page as soon as you save.`
              : 'Paste a listing URL to fill the form, or type the details. Active listings appear on the public page.'}
            {editing ? null : (
              <>
                {' '}
                It gets the office&apos;s default showing hours ({showingDefaultsLabel}), so
                visitors can book a showing once it is active; change them in{' '}
                <Link to={paths.adminShowingHours()} className="underline underline-offset-2">
                  Calendar → Hours and feed
                </Link>
                .
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PropertyForm
            // A fresh form per listing: no values carried over from the last one.
            key={property?.id ?? newId}
            listingId={property?.id ?? newId}
            initialValues={property ? toFormValues(property) : emptyPropertyForm}
            submitLabel={editing ? 'Save Changes' : 'Add Property'}
            onSubmit={onSubmit}
            onExtract={onExtract}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
        {open && property && history ? history(property.id) : null}
      </DialogContent>
    </Dialog>
  );
}
