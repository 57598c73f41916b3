import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  vendorSchema,
  vendorTradeLabels,
  vendorTrades,
  type VendorValues,
} from '@contract/maintenance.ts';
import { FormActions } from '@/components/forms/FormActions';
import { touchTargets } from '@/components/layout/AdminShell';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FieldError } from '@/components/ui/FormField';
import { InputField, SelectField } from '@/components/forms/RegisteredFields';
import { formatDate, officeDate } from '@contract/date-format.ts';
import { useSaveForm } from '@/lib/saveForm';
import { toast } from '@/lib/toast';
import type { Vendor } from '../../api/maintenance';
import { maintenanceQueries, useDeleteVendor, useSaveVendor } from '../../api/queries';
import { insuranceLapsed } from '../../queue';

export const VENDOR_MESSAGES = {
  added: 'Vendor added',
  updated: 'Vendor updated',
  deleted: 'Vendor deleted',
  loadFailed: 'Failed to load vendors',
  lapsed: 'Insurance lapsed',
} as const;

type VendorInput = z.input<typeof vendorSchema>;

const emptyVendor: VendorInput = {
  name: '',
  trade: 'general',
  phone: '',
  email: '',
  licenceNumber: '',
  insuranceExpiresOn: '',
};

function toInput(v: Vendor): VendorInput {
  return {
    name: v.name,
    trade: v.trade,
    phone: v.phone,
    email: v.email,
    licenceNumber: v.licence_number ?? '',
    insuranceExpiresOn: v.insurance_expires_on ?? '',
  };
}

const FIELDS = ['name', 'trade', 'phone', 'email', 'licenceNumber', 'insuranceExpiresOn'] as const;

export function VendorForm({
  initial,
  today,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: VendorInput;
  today: string;
  submitLabel: string;
  onSave: (values: VendorValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useSaveForm(vendorSchema, { defaultValues: initial, onSave, fields: FIELDS });
  const { field, control } = form;
  const { errors, isSubmitting } = form.formState;
  const expires = useWatch({ control, name: 'insuranceExpiresOn' });
  return (
    <form
      noValidate
      aria-label="Vendor"
      onSubmit={form.submit}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2"
    >
      <InputField field={field('name')} label="Name" required autoComplete="off" />
      <SelectField
        field={field('trade')}
        label="Trade"
        required
        options={vendorTrades.map((t) => ({ value: t, label: vendorTradeLabels[t] }))}
      />
      <InputField field={field('phone')} label="Phone" required type="tel" autoComplete="off" />
      <InputField field={field('email')} label="Email" required type="email" autoComplete="off" />
      <InputField
        field={field('licenceNumber')}
        label="Licence number (CSLB)"
        description="5 to 8 digits; blank for a trade that needs none."
        inputMode="numeric"
        autoComplete="off"
      />
      <InputField
        field={field('insuranceExpiresOn')}
        label="Insurance expires on"
        warning={
          expires && insuranceLapsed(expires, today)
            ? 'This insurance has lapsed: ask for a current certificate before they work.'
            : null
        }
        type="date"
      />
      <div className="sm:col-span-2">
        <FieldError id="vendor-root">{errors.root?.server?.message}</FieldError>
      </div>
      <FormActions
        submitLabel={submitLabel}
        pending={isSubmitting}
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </form>
  );
}

function VendorCard({
  vendor,
  today,
  onEdit,
  onDelete,
}: {
  vendor: Vendor;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const lapsed = insuranceLapsed(vendor.insurance_expires_on, today);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <h2 className="font-semibold break-words">{vendor.name}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Trade</dt>
        <dd>{vendorTradeLabels[vendor.trade]}</dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd>
          <a href={`tel:${vendor.phone.replace(/[^+\d]/g, '')}`} className="underline">
            {vendor.phone}
          </a>
        </dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{vendor.email}</dd>
        <dt className="text-muted-foreground">Licence</dt>
        <dd>{vendor.licence_number ?? '—'}</dd>
        <dt className="text-muted-foreground">Insurance</dt>
        <dd>
          {vendor.insurance_expires_on
            ? `${lapsed ? 'Expired' : 'Expires'} ${formatDate(vendor.insurance_expires_on)}`
            : 'Not on file'}
        </dd>
      </dl>
      {lapsed ? (
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-destructive">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {VENDOR_MESSAGES.lapsed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${vendor.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${vendor.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The vendor directory: add, edit and delete, with a warning on lapsed insurance. */
export function VendorDirectory({ now = () => new Date() }: { now?: () => Date }) {
  const vendors = useQuery(maintenanceQueries.vendors());
  const save = useSaveVendor();
  const remove = useDeleteVendor();
  const [editing, setEditing] = useState<Vendor | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Vendor | null>(null);
  const today = officeDate(now());

  const submit = async (values: VendorValues) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    await save.mutateAsync({ id, values });
    toast.success(id ? VENDOR_MESSAGES.updated : VENDOR_MESSAGES.added);
    setEditing(null);
  };

  let body;
  if (vendors.isPending) {
    body = <Loading>Loading vendors…</Loading>;
  } else if (vendors.isError) {
    body = (
      <LoadFailed onRetry={() => void vendors.refetch()}>{VENDOR_MESSAGES.loadFailed}.</LoadFailed>
    );
  } else if (vendors.data.length === 0) {
    body = <p className="py-12 text-center text-muted-foreground">No vendors yet.</p>;
  } else {
    body = (
      <ul aria-label="Vendors" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {vendors.data.map((v) => (
          <VendorCard
            key={v.id}
            vendor={v}
            today={today}
            onEdit={() => setEditing(v)}
            onDelete={() => setDeleting(v)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {editing ? (
        <VendorForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? emptyVendor : toInput(editing)}
          today={today}
          submitLabel={editing === 'new' ? 'Add vendor' : 'Save vendor'}
          onSave={submit}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button className="self-start" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add a vendor
        </Button>
      )}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={`Delete ${deleting?.name ?? 'this vendor'}?`}
        description="Requests they worked on keep their history; the vendor leaves the directory."
        confirmLabel="Delete vendor"
        destructive
        pending={remove.isPending}
        className={touchTargets}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(VENDOR_MESSAGES.deleted),
            onError: (error) => toast.error(error.message),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
}
