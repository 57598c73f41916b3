/**
 * A home's owner side for the office: rent received, repairs (with their request), fees,
 * contributions and payouts, the running owner balance, reserve and deposits held; record an
 * owner contribution; reverse an entry.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { officeToday } from '@contract/ledger.ts';
import { paths } from '@/config/paths';
import { formatCents } from '@contract/money-format.ts';
import { moneyQueries } from '../../api/queries';
import { LedgerLoadState, LedgerSection } from './LedgerSection';

export function HomeLedgerView({ homeId, now }: { homeId: string; now?: Date }) {
  const today = officeToday(now);
  const query = useQuery(moneyQueries.home(homeId));

  if (query.isPending || query.isError) return <LedgerLoadState query={query} />;
  const ledger = query.data;
  if (!ledger) return <p role="alert">That home does not exist.</p>;
  const { home } = ledger;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="home-heading" className="flex flex-col gap-3">
        <h2 id="home-heading" className="text-xl font-semibold break-words">
          {home.address}
        </h2>
        <p className="text-muted-foreground">Owner: {home.owners || 'none named'}</p>
        <dl className="grid grid-cols-1 gap-3 sm:max-w-2xl sm:grid-cols-3">
          {[
            ['Owner balance', ledger.balanceCents],
            ['Reserve kept', ledger.reserveCents],
            ['Deposits held for tenants', ledger.depositsHeldCents],
          ].map(([label, cents]) => (
            <div key={label} className="rounded-lg border border-border p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{formatCents(Number(cents))}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          <Link className="underline" to={paths.adminHome(home.id)}>
            The home and its leases
          </Link>
          {' · '}
          <Link className="underline" to={paths.adminMoneyMonthEnd}>
            Month end
          </Link>
        </p>
      </section>
      <LedgerSection
        headingId="owner-entries-heading"
        title="Owner ledger"
        postLabel="Record an owner contribution"
        homeId={home.id}
        leaseId={null}
        kinds={['owner_contribution']}
        today={today}
        entries={ledger.entries}
        account="owner"
        label="Owner ledger entries, newest first"
      />
    </div>
  );
}
