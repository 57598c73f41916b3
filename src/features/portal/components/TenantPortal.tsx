import { useQuery } from '@tanstack/react-query';
import { leaseStatusLabels } from '@contract/portal.ts';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import type { TenantLease } from '../api/portal';
import { portalQueries } from '../api/queries';
import { DocumentList } from './DocumentList';
import { InsuranceUpload } from './InsuranceUpload';
import { TenantRequests } from './MaintenanceLazy';
import { TenantMoney } from './MoneyLazy';
import { OfficeContact, TenantNotices } from './OfficeContact';
import { Empty, LoadError, Loading } from './Status';

function ordinal(day: number): string {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
}

function LeaseCard({ entry, userId }: { entry: TenantLease; userId: string }) {
  const { lease, home, unit, documents } = entry;
  const headingId = `lease-${lease.id}`;
  const terms: Array<[string, string]> = [
    ['Status', leaseStatusLabels[lease.status]],
    ['Start', formatCalendarDate(lease.starts_on)],
    ['End', lease.ends_on ? formatCalendarDate(lease.ends_on) : 'Month-to-month'],
    ['Rent', `${formatCents(lease.rent_cents)} a month`],
    ['Due', `On the ${ordinal(lease.due_day)} of each month`],
    ['Deposit held', formatCents(lease.deposit_cents)],
    [
      'Late fee',
      lease.late_fee_cents > 0
        ? `${formatCents(lease.late_fee_cents)} if rent is more than ${lease.late_fee_grace_days} days late`
        : 'None',
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
        <h3 className="mt-4 font-semibold">Your lease</h3>
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
      <section aria-label="Your documents" className="rounded-xl border border-border p-5">
        <h3 className="mb-2 text-lg font-semibold">Documents</h3>
        <DocumentList documents={documents} emptyText="No documents shared with you yet." />
      </section>
      <InsuranceUpload entry={entry} userId={userId} />
    </article>
  );
}

/** The tenant's home, lease terms, rent and payments, documents, insurance upload, and who to call. */
export function TenantPortal({ userId }: { userId: string }) {
  const leases = useQuery(portalQueries.tenantLeases(userId));
  let body;
  if (leases.isPending) body = <Loading>Loading your lease…</Loading>;
  else if (leases.isError)
    body = (
      <LoadError title="Your lease could not be loaded." onRetry={() => void leases.refetch()} />
    );
  else if (leases.data.length === 0)
    body = (
      <Empty title="No lease yet">
        Your lease will show here once the office has entered it. Call us if you expected it.
      </Empty>
    );
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
