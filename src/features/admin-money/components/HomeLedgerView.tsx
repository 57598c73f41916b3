/**
 * A home's owner side for the office: rent received, repairs (with their request), fees,
 * contributions and payouts, the running owner balance, reserve and deposits held; record an
 * owner contribution; reverse an entry.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { officeToday } from '@contract/ledger.ts';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { formatCents } from '@contract/money-format.ts';
import { postManualEntry, reverseEntry } from '../api/money';
import { MONEY_KEY, moneyQueries } from '../api/queries';
import { LedgerList } from './LedgerList';
import { ManualEntryForm } from './MoneyForms';

export function HomeLedgerView({ homeId, now }: { homeId: string; now?: Date }) {
  const today = officeToday(now);
  const queryClient = useQueryClient();
  const query = useQuery(moneyQueries.home(homeId));
  const [posting, setPosting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MONEY_KEY });

  if (query.isPending) return <p role="status">Loading the ledger…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        The ledger could not be loaded: {query.error.message}
      </p>
    );
  }
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
      <section aria-labelledby="owner-entries-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="owner-entries-heading" className="text-xl font-semibold">
            Owner ledger
          </h2>
          {posting ? null : (
            <Button type="button" variant="outline" onClick={() => setPosting(true)}>
              Record an owner contribution
            </Button>
          )}
        </div>
        {posting ? (
          <div className="rounded-lg border border-border p-4 sm:max-w-xl">
            <ManualEntryForm
              homeId={home.id}
              leaseId={null}
              kinds={['owner_contribution']}
              today={today}
              onCancel={() => setPosting(false)}
              onSave={async (values) => {
                await postManualEntry(values);
                setPosting(false);
                await refresh();
              }}
            />
          </div>
        ) : null}
        <LedgerList
          entries={ledger.entries}
          account="owner"
          label="Owner ledger entries, newest first"
          onReverse={async (id, reason, key) => {
            await reverseEntry(id, reason, key);
            await refresh();
          }}
        />
      </section>
    </div>
  );
}
