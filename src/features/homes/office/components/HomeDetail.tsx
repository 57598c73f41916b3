import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { centsToDollars, type HomePayload, type LeasePayload } from '@contract/managed-homes.ts';
import { leaseStatusLabels, type LeaseStatus } from '@contract/portal.ts';
import { Badge } from '@/components/ui/Badge';
import { Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { getPlan } from '@/content/pricing';
import { pricingText } from '@/content/pricingText';
import { formatDate, officeDate } from '@contract/date-format.ts';
import { formatCents, formatDollars } from '@contract/money-format.ts';
import { toast } from '@/lib/toast';
import { documentDownloadUrl } from '../../api/documents';
import type { Home, Lease, Unit } from '../../api/homes';
import {
  homeQueries,
  useDeleteDocument,
  useSaveHome,
  useSaveLease,
  useUploadDocument,
} from '../../api/queries';
import { emptyLeaseForm, toHomeFormValues, toLeaseFormValues } from '../formValues';
import { DocumentsSection } from './DocumentsSection';
import { FormDialog } from './FormDialog';
import { HomeForm } from './HomeForm';
import { homeAddress, HOME_MESSAGES } from './HomesList';
import { LeaseForm } from './LeaseForm';

export const LEASE_MESSAGES = {
  added: 'Lease added',
  updated: 'Lease updated',
  saveFailed: 'The lease was not saved',
} as const;

const statusVariant: Record<LeaseStatus, 'default' | 'secondary' | 'outline'> = {
  active: 'default',
  upcoming: 'secondary',
  ended: 'outline',
};

function LeaseItem({ lease, onEdit }: { lease: Lease; onEdit: (lease: Lease) => void }) {
  const tenants = lease.tenants.map((t) => t.full_name).join(', ');
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant={statusVariant[lease.status]}>{leaseStatusLabels[lease.status]}</Badge>
          <span className="font-medium break-words">{tenants || 'No tenants'}</span>
        </p>
        <p className="mt-1 text-muted-foreground">
          {formatDate(lease.starts_on)} to{' '}
          {lease.ends_on ? formatDate(lease.ends_on) : 'month-to-month'} ·{' '}
          {formatCents(lease.rent_cents)}/mo, due on day {lease.due_day} · deposit{' '}
          {formatCents(lease.deposit_cents)} · late fee {formatCents(lease.late_fee_cents)} after{' '}
          {lease.late_fee_grace_days} days
        </p>
      </div>
      <Button
        variant="outline"
        className="min-h-11 shrink-0"
        aria-label={`Edit the lease of ${tenants || 'no tenants'} from ${lease.starts_on}`}
        onClick={() => onEdit(lease)}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
    </li>
  );
}

function UnitCard({
  unit,
  leases,
  onAddLease,
  onEditLease,
}: {
  unit: Unit;
  leases: readonly Lease[];
  onAddLease: (unit: Unit) => void;
  onEditLease: (lease: Lease) => void;
}) {
  const rooms = [
    unit.bedrooms === null ? null : `${unit.bedrooms} bd`,
    unit.bathrooms === null ? null : `${unit.bathrooms} ba`,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">
          {unit.label}
          {rooms.length ? (
            <span className="font-normal text-muted-foreground"> · {rooms.join(' · ')}</span>
          ) : null}
        </h3>
        <Button variant="outline" className="min-h-11" onClick={() => onAddLease(unit)}>
          <Plus aria-hidden="true" />
          Add lease<span className="sr-only"> for {unit.label}</span>
        </Button>
      </div>
      {leases.length === 0 ? (
        <p className="text-sm text-muted-foreground">No leases yet.</p>
      ) : (
        <ul aria-label={`Leases of ${unit.label}`} className="flex flex-col gap-2">
          {leases.map((lease) => (
            <LeaseItem key={lease.id} lease={lease} onEdit={onEditLease} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Summary({ home, onEdit }: { home: Home; onEdit: () => void }) {
  const agreement = home.agreement;
  const plan = agreement ? getPlan(agreement.plan) : null;
  const term = agreement ? pricingText.terms[agreement.billing_term] : undefined;
  const perUnit = plan && agreement ? plan.monthlyPrice[agreement.billing_term] : 0;
  return (
    <section aria-label="Home" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h2 className="text-2xl font-semibold break-words">{homeAddress(home)}</h2>
        <Button variant="outline" className="min-h-11 self-start" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit home
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Owners</dt>
        <dd className="break-words">
          {home.owners.map((o) => `${o.full_name} (${o.email})`).join(', ') || '—'}
        </dd>
        <dt className="text-muted-foreground">Plan</dt>
        <dd>
          {plan && term && agreement
            ? `${plan.name}, ${term.label}: ${formatDollars(perUnit * home.units.length)}/mo (${formatDollars(perUnit)} × ${home.units.length} ${home.units.length === 1 ? 'unit' : 'units'})`
            : '—'}
        </dd>
        <dt className="text-muted-foreground">Managed since</dt>
        <dd>{agreement ? formatDate(agreement.starts_on) : '—'}</dd>
        <dt className="text-muted-foreground">Repair approval limit</dt>
        <dd>{agreement ? `$${centsToDollars(agreement.repair_approval_limit_cents)}` : '—'}</dd>
        <dt className="text-muted-foreground">Public listing</dt>
        <dd>
          {home.property_id ? (
            <Link to={paths.property(home.property_id)} className="underline underline-offset-2">
              View the listing
            </Link>
          ) : (
            'Not published'
          )}
        </dd>
      </dl>
    </section>
  );
}

type LeaseDialog = { unit: Unit; lease: Lease | null } | null;

/** One home: its terms, units with their leases, and documents. */
export function HomeDetail({ homeId }: { homeId: string }) {
  const home = useQuery(homeQueries.home(homeId));
  const leases = useQuery(homeQueries.leases(homeId));
  const documents = useQuery(homeQueries.documents(homeId));
  const [editingHome, setEditingHome] = useState(false);
  const [leaseDialog, setLeaseDialog] = useState<LeaseDialog>(null);
  const formOpen = editingHome || leaseDialog !== null;
  const people = useQuery({ ...homeQueries.people(), enabled: formOpen });
  const listings = useQuery({ ...homeQueries.listings(), enabled: editingHome });
  const saveHome = useSaveHome();
  const saveLease = useSaveLease();
  const upload = useUploadDocument();
  const remove = useDeleteDocument();

  if (home.isPending) {
    return <Loading>Loading the home…</Loading>;
  }
  if (home.isError || !home.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">
          {home.isError ? 'The home could not be loaded.' : 'This home does not exist.'}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.adminHomes}>All homes</Link>
        </Button>
      </div>
    );
  }
  const h = home.data;
  const allLeases = leases.data ?? [];
  const today = officeDate();

  const submitHome = async (payload: HomePayload) => {
    try {
      await saveHome.mutateAsync({ ...payload, id: h.id });
      toast.success(HOME_MESSAGES.updated);
      setEditingHome(false);
    } catch (error) {
      toast.error(HOME_MESSAGES.saveFailed);
      throw error;
    }
  };

  const submitLease = async (payload: LeasePayload) => {
    const editing = leaseDialog?.lease ?? null;
    const unitLabel = h.units.find((u) => u.id === payload.unit_id)?.label ?? '';
    try {
      await saveLease.mutateAsync({
        payload: editing ? { ...payload, id: editing.id } : payload,
        unitLabel,
      });
      toast.success(editing ? LEASE_MESSAGES.updated : LEASE_MESSAGES.added);
      setLeaseDialog(null);
    } catch (error) {
      toast.error(LEASE_MESSAGES.saveFailed);
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <Link
        to={paths.adminHomes}
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All homes
      </Link>
      <Summary home={h} onEdit={() => setEditingHome(true)} />

      <section aria-labelledby="units-heading" className="flex flex-col gap-3">
        <h2 id="units-heading" className="text-xl font-semibold">
          Units and leases
        </h2>
        {leases.isError ? <p role="alert">The leases could not be loaded.</p> : null}
        <ul className="flex flex-col gap-3">
          {h.units.map((unit) => (
            <UnitCard
              key={unit.id}
              unit={unit}
              leases={allLeases.filter((l) => l.unit_id === unit.id)}
              onAddLease={(u) => setLeaseDialog({ unit: u, lease: null })}
              onEditLease={(lease) =>
                setLeaseDialog({ unit: h.units.find((u) => u.id === lease.unit_id)!, lease })
              }
            />
          ))}
        </ul>
      </section>

      {documents.isError ? (
        <p role="alert" className="text-destructive">
          The documents could not be loaded.
        </p>
      ) : null}
      <DocumentsSection
        homeId={h.id}
        units={h.units}
        leases={allLeases}
        documents={documents.data ?? []}
        onUpload={(doc) => upload.mutateAsync(doc)}
        onDownload={(doc) => documentDownloadUrl(doc.storage_path, doc.title)}
        onDelete={(doc) => remove.mutateAsync(doc.id)}
      />

      <FormDialog
        open={editingHome}
        onOpenChange={setEditingHome}
        title="Edit home"
        description="Changes to the address, units, owners and terms are saved together."
      >
        {people.isPending || listings.isPending ? (
          <p role="status">Loading people and listings…</p>
        ) : (
          <HomeForm
            initialValues={toHomeFormValues(h)}
            people={people.data ?? []}
            listings={listings.data ?? []}
            submitLabel="Save changes"
            onSubmit={submitHome}
            onCancel={() => setEditingHome(false)}
          />
        )}
      </FormDialog>
      <FormDialog
        open={leaseDialog !== null}
        onOpenChange={(open) => {
          if (!open) setLeaseDialog(null);
        }}
        title={
          leaseDialog?.lease ? 'Edit lease' : `Add a lease for ${leaseDialog?.unit.label ?? ''}`
        }
        description="Money in dollars; one active lease per unit at a time."
      >
        {people.isPending ? (
          <p role="status">Loading people…</p>
        ) : leaseDialog ? (
          <LeaseForm
            initialValues={
              leaseDialog.lease
                ? toLeaseFormValues(leaseDialog.lease)
                : emptyLeaseForm(leaseDialog.unit.id, today)
            }
            units={h.units}
            people={people.data ?? []}
            submitLabel={leaseDialog.lease ? 'Save lease' : 'Add lease'}
            onSubmit={submitLease}
            onCancel={() => setLeaseDialog(null)}
          />
        ) : null}
      </FormDialog>
    </div>
  );
}
