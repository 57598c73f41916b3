import { useQuery } from '@tanstack/react-query';
import { leaseStatusLabels } from '@contract/portal.ts';
import { plans } from '@/content/pricing';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import type { OwnerHome } from '../api/portal';
import { portalQueries } from '../api/queries';
import { ENDING_SOON_DAYS, endsWithin, officeToday } from '../dates';
import { DocumentList } from './DocumentList';
import { OwnerRequests } from './MaintenanceLazy';
import { OwnerMoney } from './MoneyLazy';
import { OfficeContact } from './OfficeContact';
import { Empty, LoadError, Loading } from './Status';

const address = (h: OwnerHome['home']) => `${h.street}, ${h.city}, ${h.state} ${h.zip_code}`;
const planName = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
const leaseEnd = (endsOn: string | null) =>
  endsOn ? `ends ${formatCalendarDate(endsOn)}` : 'month-to-month';

function HomeCard({ entry }: { entry: OwnerHome }) {
  const { home, units, leases, documents, agreement } = entry;
  const occupied = units.filter((u) =>
    leases.some((l) => l.unit_id === u.id && l.status === 'active'),
  ).length;
  const headingId = `home-${home.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <header>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {address(home)}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Occupancy: {occupied} of {units.length} {units.length === 1 ? 'unit' : 'units'} occupied
          {agreement
            ? ` · ${planName(agreement.plan)} plan, managed since ${formatCalendarDate(agreement.starts_on)}`
            : ''}
        </p>
      </header>

      <section aria-label={`Units of ${home.street}`}>
        <h4 className="font-semibold">Units and leases</h4>
        <ul className="mt-2 flex flex-col gap-3">
          {units.map((unit) => {
            const unitLeases = leases.filter((l) => l.unit_id === unit.id);
            return (
              <li key={unit.id} className="rounded-lg bg-muted p-3">
                <p className="font-medium">{unit.label}</p>
                {unitLeases.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Vacant: no current lease.</p>
                ) : (
                  unitLeases.map((lease) => (
                    <dl key={lease.id} className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                      <dt className="text-muted-foreground">Tenant</dt>
                      <dd>{lease.tenantNames.join(', ') || 'Not named yet'}</dd>
                      <dt className="text-muted-foreground">Rent</dt>
                      <dd>{formatCents(lease.rent_cents)} a month</dd>
                      <dt className="text-muted-foreground">Lease</dt>
                      <dd>
                        {leaseStatusLabels[lease.status]}, from{' '}
                        {formatCalendarDate(lease.starts_on)}, {leaseEnd(lease.ends_on)}
                      </dd>
                    </dl>
                  ))
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-label={`Documents of ${home.street}`}>
        <h4 className="mb-2 font-semibold">Documents</h4>
        <DocumentList documents={documents} emptyText="No documents for this home yet." />
      </section>
    </article>
  );
}

function EndingSoon({ homes }: { homes: OwnerHome[] }) {
  const today = officeToday();
  const ending = homes
    .flatMap((entry) =>
      entry.leases
        .filter((l) => endsWithin(l.ends_on, today))
        .map((lease) => ({ entry, lease, unit: entry.units.find((u) => u.id === lease.unit_id) })),
    )
    .sort((a, b) => (a.lease.ends_on ?? '').localeCompare(b.lease.ends_on ?? ''));
  return (
    <section aria-labelledby="ending-soon" className="rounded-xl border border-border p-5">
      <h2 id="ending-soon" className="text-lg font-semibold">
        Leases ending in the next {ENDING_SOON_DAYS} days
      </h2>
      {ending.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          None. We will tell you before one does.
        </p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {ending.map(({ entry, lease, unit }) => (
            <li key={lease.id} className="text-sm">
              <span className="font-medium">{formatCalendarDate(lease.ends_on!)}</span>:{' '}
              {entry.home.street}
              {unit ? `, ${unit.label}` : ''} ({lease.tenantNames.join(', ') || 'tenant'})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The owner's homes, occupancy, current leases, money, statements and documents, and the office's contact. */
export function OwnerPortal({ userId }: { userId: string }) {
  const homes = useQuery(portalQueries.ownerHomes(userId));
  let body;
  if (homes.isPending) body = <Loading>Loading your homes…</Loading>;
  else if (homes.isError)
    body = (
      <LoadError title="Your homes could not be loaded." onRetry={() => void homes.refetch()} />
    );
  else if (homes.data.length === 0)
    body = (
      <Empty title="No homes yet">
        The office has not linked a home to your account yet. Call us if one is missing.
      </Empty>
    );
  else
    body = (
      <>
        <EndingSoon homes={homes.data} />
        <OwnerRequests userId={userId} />
        <section aria-labelledby="owner-homes" className="flex flex-col gap-4">
          <h2 id="owner-homes" className="text-xl font-bold">
            Your homes
          </h2>
          {homes.data.map((entry) => (
            <HomeCard key={entry.home.id} entry={entry} />
          ))}
        </section>
        <OwnerMoney userId={userId} />
      </>
    );
  return (
    <div className="flex flex-col gap-6">
      {body}
      <OfficeContact />
    </div>
  );
}
