import { useQuery } from '@tanstack/react-query';
import type { TenantLease } from '../api/portal';
import { portalQueries } from '../api/queries';
import { portalLabels, usePortalFormat, usePortalText } from '../locale';
import { DocumentList } from './DocumentList';
import { InsuranceUpload } from './InsuranceUpload';
import { TenantRequests } from './MaintenanceLazy';
import { TenantMoney } from './MoneyLazy';
import { OfficeContact, TenantNotices } from './OfficeContact';
import { Empty, LoadError, Loading } from './Status';

function LeaseCard({ entry, userId }: { entry: TenantLease; userId: string }) {
  const { lease, home, unit, documents } = entry;
  const headingId = `lease-${lease.id}`;
  const t = usePortalText().tenant;
  const f = usePortalFormat();
  const terms: Array<[string, string]> = [
    [t.status, portalLabels[f.locale].leaseStatuses[lease.status]],
    [t.start, f.date(lease.starts_on)],
    [t.end, lease.ends_on ? f.date(lease.ends_on) : t.monthToMonth],
    [t.rent, t.perMonth(f.cents(lease.rent_cents))],
    [t.due, t.dueOn(lease.due_day)],
    [t.deposit, f.cents(lease.deposit_cents)],
    [
      t.lateFee,
      lease.late_fee_cents > 0
        ? t.lateFeeText(f.cents(lease.late_fee_cents), lease.late_fee_grace_days)
        : t.none,
    ],
  ];
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <h2 id={headingId} className="text-xl font-bold break-words">
          {home.street}
          {unit ? `, ${unit.label}` : ''}
        </h2>
        <p className="text-muted-foreground">
          {home.city}, {home.state} {home.zip_code}
        </p>
        <h3 className="mt-4 font-semibold">{t.yourLease}</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {terms.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <TenantMoney userId={userId} lease={lease} />
      <section aria-label={t.yourDocuments} className="rounded-xl border border-border p-5">
        <h3 className="mb-2 text-lg font-semibold">{t.documents}</h3>
        <DocumentList documents={documents} emptyText={t.noDocuments} />
      </section>
      <InsuranceUpload entry={entry} userId={userId} />
    </article>
  );
}

/** The tenant's home, lease terms, rent and payments, documents, insurance upload, and who to call. */
export function TenantPortal({ userId }: { userId: string }) {
  const leases = useQuery(portalQueries.tenantLeases(userId));
  const t = usePortalText().tenant;
  let body;
  if (leases.isPending) body = <Loading>{t.loading}</Loading>;
  else if (leases.isError)
    body = <LoadError title={t.failed} onRetry={() => void leases.refetch()} />;
  else if (leases.data.length === 0) body = <Empty title={t.emptyTitle}>{t.emptyText}</Empty>;
  else
    body = leases.data.map((entry) => (
      <LeaseCard key={entry.lease.id} entry={entry} userId={userId} />
    ));
  return (
    <div className="flex flex-col gap-6">
      <TenantRequests userId={userId} />
      {body}
      <TenantNotices />
      <OfficeContact />
    </div>
  );
}
