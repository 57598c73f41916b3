/** The maintenance sections of the two portals: the tenant's requests, the owner's homes' requests. */
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { OwnerColumns, OwnerRequestSummary, RequestSummary } from '../api/portal';
import { maintenanceQueries } from '../api/portalQueries';
import { usePortalFormat } from '@/features/portal/locale';
import { LoadError, Loading } from '@/features/portal/components/Status';
import { useMaintenanceText } from './copy';
import { ageText, isOpen } from './format';

/**
 * One request of a list. The tenant's list and the owner's share this; only the owner's passes
 * `owner`, so the tenant's items cannot show what a repair costs (their rows do not hold it).
 */
function RequestItem({
  request,
  owner,
  showStreet,
}: {
  request: RequestSummary;
  owner?: OwnerColumns;
  showStreet: boolean;
}) {
  const { t: all, l, locale } = useMaintenanceText();
  const t = all.lists;
  const f = usePortalFormat();
  const costs = owner
    ? [
        owner.estimate_cents !== null ? t.estimate(f.cents(owner.estimate_cents)) : null,
        owner.actual_cost_cents !== null ? t.cost(f.cents(owner.actual_cost_cents)) : null,
      ].filter(Boolean)
    : [];
  return (
    <li>
      <Link
        to={paths.portalMaintenanceRequest(request.id)}
        className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-border p-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-medium break-words">
            {l.categories[request.category]}: {request.location}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={isOpen(request.status) ? 'secondary' : 'outline'}>
              {l.statuses[request.status]}
            </Badge>
            {request.urgent ? <Badge variant="destructive">{t.urgent}</Badge> : null}
            {owner?.owner_approval === 'pending' ? (
              <Badge variant="highlight">{t.needsApproval}</Badge>
            ) : null}
            <span>{t.filed(ageText(request.created_at, undefined, locale))}</span>
            {showStreet && request.street ? <span>· {request.street}</span> : null}
            {costs.length > 0 ? <span>· {costs.join(', ')}</span> : null}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </Link>
    </li>
  );
}

/** The tenant's requests, open first, and the button to file one. */
export function TenantRequests({ userId }: { userId: string }) {
  const requests = useQuery(maintenanceQueries.tenant(userId));
  const t = useMaintenanceText().t.lists;
  let body;
  if (requests.isPending) body = <Loading>{t.loadingTenant}</Loading>;
  else if (requests.isError)
    body = <LoadError title={t.failedTenant} onRetry={() => void requests.refetch()} />;
  else if (requests.data.length === 0)
    body = <p className="text-sm text-muted-foreground">{t.noneTenant}</p>;
  else {
    const sorted = [...requests.data].sort(
      (a, b) => Number(isOpen(b.status)) - Number(isOpen(a.status)),
    );
    const homes = new Set(sorted.map((r) => r.home_id)).size;
    body = (
      <ul aria-label={t.yourRequests} className="flex flex-col gap-2">
        {sorted.map((r) => (
          <RequestItem key={r.id} request={r} showStreet={homes > 1} />
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="tenant-maintenance"
      className="flex flex-col gap-3 rounded-xl border border-border p-5"
    >
      <h2 id="tenant-maintenance" className="text-lg font-semibold">
        {t.repairs}
      </h2>
      <Button asChild size="lg" className="min-h-12 w-full sm:w-auto sm:self-start">
        <Link to={paths.portalMaintenanceNew}>
          <Wrench aria-hidden="true" />
          {t.request}
        </Link>
      </Button>
      {body}
    </section>
  );
}

/** The requests on the owner's homes: approvals first, then open ones; the approval rule. */
export function OwnerRequests({ userId }: { userId: string }) {
  const requests = useQuery(maintenanceQueries.owner(userId));
  const { t: all, l } = useMaintenanceText();
  const t = all.lists;
  let body;
  if (requests.isPending) body = <Loading>{t.loadingOwner}</Loading>;
  else if (requests.isError)
    body = <LoadError title={t.failedOwner} onRetry={() => void requests.refetch()} />;
  else if (requests.data.length === 0)
    body = <p className="text-sm text-muted-foreground">{t.noneOwner}</p>;
  else {
    const rank = (r: OwnerRequestSummary) =>
      r.owner_approval === 'pending' ? 0 : isOpen(r.status) ? 1 : 2;
    const sorted = [...requests.data].sort((a, b) => rank(a) - rank(b));
    body = (
      <ul aria-label={t.ownerHeading} className="flex flex-col gap-2">
        {sorted.map((r) => (
          <RequestItem key={r.id} request={r} owner={r} showStreet />
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="owner-maintenance"
      className="flex flex-col gap-3 rounded-xl border border-border p-5"
    >
      <h2 id="owner-maintenance" className="text-lg font-semibold">
        {t.ownerHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{l.approvalRule}</p>
      {body}
    </section>
  );
}
