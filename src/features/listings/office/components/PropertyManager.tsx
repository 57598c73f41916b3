import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/Badge';
import { EmptyList, LoadFailed, Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { paths } from '@/config/paths';
import {
  propertyStatuses,
  type Property,
  type PropertyInsert,
  type PropertyStatus,
} from '@/lib/database.types';
import { formatDollars } from '@contract/money-format.ts';
import { touchTargets } from '@/components/layout/AdminShell';
import { officeDateOf, showingDefaultsLabel } from '@contract/booking.ts';
import { extractListing, type UpcomingShowings } from '../../api/listings';
import { filterProperties, noFilter, type PropertyFilter } from '../propertyFilters';
import { PropertyFormDialog } from './PropertyFormDialog';
import { propertyStatusLabels, listingTypeLabels } from '../../propertySchema';
import { listingQueries, useDeleteProperty, useSaveProperty } from '../../api/queries';

export const PROPERTY_MESSAGES = {
  added: 'Property added',
  updated: 'Property updated',
  saveFailed: 'Failed to save property',
  deleted: 'Property deleted',
  deleteFailed: 'Failed to delete property',
  loadFailed: 'Failed to load properties',
  confirmDelete: 'Are you sure you want to delete this property?',
} as const;

const statusFilterOptions = [
  { value: 'all', label: 'All statuses' },
  ...propertyStatuses.map((value) => ({ value, label: propertyStatusLabels[value] })),
];

function priceText(p: Property): string {
  return p.property_type === 'rent' ? `${formatDollars(p.price)}/mo` : formatDollars(p.price);
}

type ShowingsByListing = ReadonlyMap<string, UpcomingShowings> | undefined;

/** The listing's booked showings ahead, one tap from the calendar's week of the first one. */
function ShowingsLink({
  property: p,
  showings,
}: {
  property: Property;
  showings: ShowingsByListing;
}) {
  if (!showings) return null;
  const upcoming = showings.get(p.id);
  if (!upcoming) {
    return <span className="text-xs font-normal text-muted-foreground">No upcoming showings</span>;
  }
  const query = new URLSearchParams({
    view: 'week',
    date: officeDateOf(upcoming.first),
    listing: p.id,
  });
  const text = `${upcoming.count} upcoming ${upcoming.count === 1 ? 'showing' : 'showings'}`;
  return (
    <Link
      to={`${paths.adminCalendar}?${query.toString()}`}
      aria-label={`${text} of ${p.title}`}
      className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-2"
    >
      {text}
    </Link>
  );
}

/** Where the listing's showing hours are set (Calendar → Hours and feed, this listing picked). */
function ShowingHoursLink({ property: p }: { property: Property }) {
  return (
    <Link
      to={paths.adminShowingHours(p.id)}
      aria-label={`Showing hours of ${p.title}`}
      className="inline-flex min-h-11 items-center text-sm font-normal underline underline-offset-2"
    >
      Showing hours
    </Link>
  );
}

function StatusBadge({ status }: { status: PropertyStatus }) {
  return (
    <Badge variant={status === 'active' ? 'default' : 'outline'}>
      {propertyStatusLabels[status]}
    </Badge>
  );
}

function Toolbar({
  filter,
  onChange,
  onAdd,
}: {
  filter: PropertyFilter;
  onChange: (f: PropertyFilter) => void;
  onAdd: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-search`}>Search listings</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Title, address, city or ZIP"
            value={filter.query}
            onChange={(e) => onChange({ ...filter, query: e.target.value })}
            className="sm:w-72"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            options={statusFilterOptions}
            value={filter.status}
            onChange={(e) =>
              onChange({ ...filter, status: e.target.value as PropertyFilter['status'] })
            }
            className="sm:w-44"
          />
        </div>
      </div>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add New Property
      </Button>
    </div>
  );
}

interface RowActionsProps {
  property: Property;
  onEdit: (p: Property) => void;
  onDelete: (p: Property) => void;
}

/** View on the public site, edit, delete: 44 px targets, named after the listing. */
function RowActions({ property: p, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" className="size-11">
        <Link to={paths.property(p.id)} aria-label={`View ${p.title} on the public site`}>
          <ExternalLink aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-11"
        aria-label={`Edit ${p.title}`}
        onClick={() => onEdit(p)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${p.title}`}
        onClick={() => onDelete(p)}
        className="size-11 text-destructive hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Small screens: one card per listing instead of the wide table. */
function PropertyCards({
  properties,
  showings,
  onEdit,
  onDelete,
}: {
  properties: Property[];
  showings: ShowingsByListing;
  onEdit: (p: Property) => void;
  onDelete: (p: Property) => void;
}) {
  return (
    <ul aria-label="Listings, newest first" className="flex flex-col gap-3 lg:hidden">
      {properties.map((p) => (
        <li key={p.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="font-semibold break-words">{p.title}</h2>
              <p className="text-sm break-words text-muted-foreground">
                {p.address}, {p.city}, {p.state}
              </p>
            </div>
            <StatusBadge status={p.status} />
          </div>
          <p className="text-sm">
            <span className="font-medium tabular-nums">{priceText(p)}</span>
            <span className="text-muted-foreground">
              {' · '}
              {listingTypeLabels[p.property_type]} · {p.bedrooms} bd · {p.bathrooms} ba ·{' '}
              {p.square_feet.toLocaleString('en-US')} sq ft
            </span>
          </p>
          <p className="flex flex-wrap gap-x-4">
            <ShowingsLink property={p} showings={showings} />
            <ShowingHoursLink property={p} />
          </p>
          <RowActions property={p} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

function PropertyTable({
  properties,
  showings,
  onEdit,
  onDelete,
}: {
  properties: Property[];
  showings: ShowingsByListing;
  onEdit: (p: Property) => void;
  onDelete: (p: Property) => void;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Listings, newest first</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Title
            </th>
            <th scope="col" className="px-3 py-2">
              Address
            </th>
            <th scope="col" className="px-3 py-2">
              City
            </th>
            <th scope="col" className="px-3 py-2">
              State
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Beds
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Baths
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Sq Ft
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {properties.map((p) => (
            <tr key={p.id} className="align-top">
              <th scope="row" className="px-3 py-3 font-medium">
                <span className="block">{p.title}</span>
                <span className="text-xs font-normal text-muted-foreground">
                  {listingTypeLabels[p.property_type]}
                </span>
                <span className="flex flex-wrap gap-x-4">
                  <ShowingsLink property={p} showings={showings} />
                  <ShowingHoursLink property={p} />
                </span>
              </th>
              <td className="px-3 py-3">{p.address}</td>
              <td className="px-3 py-3">{p.city}</td>
              <td className="px-3 py-3">{p.state}</td>
              <td className="px-3 py-3 text-right tabular-nums">{priceText(p)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{p.bedrooms}</td>
              <td className="px-3 py-3 text-right tabular-nums">{p.bathrooms}</td>
              <td className="px-3 py-3 text-right tabular-nums">
                {p.square_feet.toLocaleString('en-US')}
              </td>
              <td className="px-3 py-3">
                <StatusBadge status={p.status} />
              </td>
              <td className="px-3 py-3">
                <RowActions property={p} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every listing in every status, with search, status filter, add, edit and delete. */
/** `history`: a listing's audit trail, which the page composes into the edit dialog. */
export function PropertyManager({ history }: { history?: (listingId: string) => ReactNode } = {}) {
  const listings = useQuery(listingQueries.properties());
  // Counts are extra: a failure leaves the list as it was.
  const showings = useQuery(listingQueries.upcomingShowings());
  const save = useSaveProperty();
  const remove = useDeleteProperty();
  const [filter, setFilter] = useState<PropertyFilter>(noFilter);
  const [dialog, setDialog] = useState<{ open: boolean; property: Property | null }>({
    open: false,
    property: null,
  });
  const [deleting, setDeleting] = useState<Property | null>(null);

  useEffect(() => {
    if (listings.isError) toast.error(PROPERTY_MESSAGES.loadFailed);
  }, [listings.isError, listings.errorUpdatedAt]);

  const all = useMemo(() => listings.data ?? [], [listings.data]);
  const shown = useMemo(() => filterProperties(all, filter), [all, filter]);

  const submit = async (values: PropertyInsert) => {
    const id = dialog.property?.id ?? null;
    try {
      await save.mutateAsync({ id, values });
      toast.success(id ? PROPERTY_MESSAGES.updated : PROPERTY_MESSAGES.added);
      setDialog((d) => ({ ...d, open: false }));
    } catch (error) {
      console.error('save property failed', error);
      toast.error(PROPERTY_MESSAGES.saveFailed);
      // The form keeps its values and its photos (nothing removed is deleted).
      throw error;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(PROPERTY_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      console.error('delete property failed', error);
      toast.error(PROPERTY_MESSAGES.deleteFailed);
    }
  };

  let body;
  if (listings.isPending) {
    body = <Loading>Loading properties…</Loading>;
  } else if (listings.isError) {
    body = (
      <LoadFailed onRetry={() => void listings.refetch()}>
        {PROPERTY_MESSAGES.loadFailed}.
      </LoadFailed>
    );
  } else if (all.length === 0) {
    body = <EmptyList title="No properties yet">Add your first property to get started</EmptyList>;
  } else if (shown.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">No listings match these filters.</p>
        <Button variant="outline" onClick={() => setFilter(noFilter)}>
          Clear filters
        </Button>
      </div>
    );
  } else {
    const onEdit = (property: Property) => setDialog({ open: true, property });
    body = (
      <>
        <PropertyCards
          properties={shown}
          showings={showings.data}
          onEdit={onEdit}
          onDelete={setDeleting}
        />
        <PropertyTable
          properties={shown}
          showings={showings.data}
          onEdit={onEdit}
          onDelete={setDeleting}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Toolbar
        filter={filter}
        onChange={setFilter}
        onAdd={() => setDialog({ open: true, property: null })}
      />
      {listings.isSuccess && all.length > 0 ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {all.length} listings. Only active listings appear on the{' '}
          <Link to={paths.properties} className="underline underline-offset-2">
            public page
          </Link>
          .
        </p>
      ) : null}
      {listings.isSuccess ? (
        <p className="text-sm text-muted-foreground">
          Visitors book showings online in each listing&apos;s showing hours. A new listing starts
          with the office&apos;s default hours ({showingDefaultsLabel}); change them in{' '}
          <Link to={paths.adminShowingHours()} className="underline underline-offset-2">
            Calendar → Hours and feed
          </Link>
          .
        </p>
      ) : null}
      {body}
      <PropertyFormDialog
        open={dialog.open}
        property={dialog.property}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSubmit={submit}
        onExtract={extractListing}
        history={history}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete property"
        description={
          <>
            {PROPERTY_MESSAGES.confirmDelete}
            {deleting ? (
              <span className="mt-2 block font-medium text-foreground">{deleting.title}</span>
            ) : null}
          </>
        }
        confirmLabel="Delete"
        className={touchTargets}
        destructive
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
