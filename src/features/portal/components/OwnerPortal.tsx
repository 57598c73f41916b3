import { useQuery } from '@tanstack/react-query';
import { planNames, type PlanId } from '@contract/plans';
import type { OwnerHome } from '../api/portal';
import { portalQueries } from '../api/queries';
import { officeDate } from '@contract/date-format.ts';
import { ENDING_SOON_DAYS, endsWithin } from '../dates';
import { portalLabels, usePortalFormat, usePortalText } from '../locale';
import { DocumentList } from './DocumentList';
import { OwnerRequests } from './MaintenanceLazy';
import { OwnerMoney } from './MoneyLazy';
import { OfficeContact } from './OfficeContact';
import { Empty, LoadError, Loading } from './Status';

const address = (h: OwnerHome['home']) => `${h.street}, ${h.city}, ${h.state} ${h.zip_code}`;
const planName = (id: string) => planNames[id as PlanId] ?? id;

function HomeCard({ entry }: { entry: OwnerHome }) {
  const { home, units, leases, documents, agreement } = entry;
  const occupied = units.filter((u) =>
    leases.some((l) => l.unit_id === u.id && l.status === 'active'),
  ).length;
  const headingId = `home-${home.id}`;
  const t = usePortalText().owner;
  const f = usePortalFormat();
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
          {t.occupancy(occupied, units.length)}
          {agreement ? t.plan(planName(agreement.plan), f.date(agreement.starts_on)) : ''}
        </p>
      </header>

      <section aria-label={t.unitsOf(home.street)}>
        <h4 className="font-semibold">{t.unitsAndLeases}</h4>
        <ul className="mt-2 flex flex-col gap-3">
          {units.map((unit) => {
            const unitLeases = leases.filter((l) => l.unit_id === unit.id);
            return (
              <li key={unit.id} className="rounded-lg bg-muted p-3">
                <p className="font-medium">{unit.label}</p>
                {unitLeases.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t.vacant}</p>
                ) : (
                  unitLeases.map((lease) => (
                    <dl key={lease.id} className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                      <dt className="text-muted-foreground">{t.tenant}</dt>
                      <dd>{lease.tenantNames.join(', ') || t.notNamed}</dd>
                      <dt className="text-muted-foreground">{t.rent}</dt>
                      <dd>{t.perMonth(f.cents(lease.rent_cents))}</dd>
                      <dt className="text-muted-foreground">{t.lease}</dt>
                      <dd>
                        {t.leaseText(
                          portalLabels[f.locale].leaseStatuses[lease.status],
                          f.date(lease.starts_on),
                          lease.ends_on ? f.date(lease.ends_on) : null,
                        )}
                      </dd>
                    </dl>
                  ))
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-label={t.documentsOf(home.street)}>
        <h4 className="mb-2 font-semibold">{t.documents}</h4>
        <DocumentList documents={documents} emptyText={t.noDocuments} />
      </section>
    </article>
  );
}

function EndingSoon({ homes }: { homes: OwnerHome[] }) {
  const today = officeDate();
  const t = usePortalText().owner;
  const f = usePortalFormat();
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
        {t.endingSoon(ENDING_SOON_DAYS)}
      </h2>
      {ending.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t.noneEnding}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {ending.map(({ entry, lease, unit }) => (
            <li key={lease.id} className="text-sm">
              <span className="font-medium">{f.date(lease.ends_on!)}</span>: {entry.home.street}
              {unit ? `, ${unit.label}` : ''} ({lease.tenantNames.join(', ') || t.aTenant})
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
  const t = usePortalText().owner;
  let body;
  if (homes.isPending) body = <Loading>{t.loading}</Loading>;
  else if (homes.isError)
    body = <LoadError title={t.failed} onRetry={() => void homes.refetch()} />;
  else if (homes.data.length === 0) body = <Empty title={t.emptyTitle}>{t.emptyText}</Empty>;
  else
    body = (
      <>
        <EndingSoon homes={homes.data} />
        <OwnerRequests userId={userId} />
        <section aria-labelledby="owner-homes" className="flex flex-col gap-4">
          <h2 id="owner-homes" className="text-xl font-bold">
            {t.yourHomes}
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
