/**
 * What the lease and home ledgers share: the loading line or failure, and the entries with
 * "post an entry" (of the kinds the account takes) and reversals.
 */
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { LedgerAccount, ManualEntryKind } from '@contract/ledger.ts';
import { Button } from '@/components/ui/Button';
import { postManualEntry, reverseEntry, type LedgerEntry } from '../../api/money';
import { MONEY_KEY } from '../../api/queries';
import { LedgerList } from './LedgerList';
import { ManualEntryForm } from './MoneyForms';

/** The ledger query while it loads or after it failed (render nothing else then). */
export function LedgerLoadState({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        The ledger could not be loaded: {query.error.message}
      </p>
    );
  }
  return <p role="status">Loading the ledger…</p>;
}

/** Refetch every money screen after a change. */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MONEY_KEY });
}

export function LedgerSection({
  headingId,
  title,
  postLabel,
  homeId,
  leaseId,
  kinds,
  today,
  entries,
  account,
  label,
}: {
  headingId: string;
  title: string;
  postLabel: string;
  homeId: string;
  leaseId: string | null;
  kinds: readonly ManualEntryKind[];
  today: string;
  entries: readonly LedgerEntry[];
  account: LedgerAccount;
  label: string;
}) {
  const [posting, setPosting] = useState(false);
  const refresh = useRefreshMoney();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {posting ? null : (
          <Button type="button" variant="outline" onClick={() => setPosting(true)}>
            {postLabel}
          </Button>
        )}
      </div>
      {posting ? (
        <div className="rounded-lg border border-border p-4 sm:max-w-xl">
          <ManualEntryForm
            homeId={homeId}
            leaseId={leaseId}
            kinds={kinds}
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
        entries={entries}
        account={account}
        label={label}
        onReverse={async (id, reason, key) => {
          await reverseEntry(id, reason, key);
          await refresh();
        }}
      />
    </section>
  );
}
