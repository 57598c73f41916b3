/**
 * A ledger as a list of entries (cards, so it reads on a phone): date, kind and memo, how it was
 * paid and its receipt number, the signed amount and running balance, a charge's paid/open state,
 * and reversals linked both ways. Each entry not yet reversed can be reversed with a reason.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ledgerKindLabels, paymentMethodLabels, type LedgerAccount } from '@contract/ledger.ts';
import { ledgerLineNote, ledgerLineTitle } from '@contract/ledger-words.ts';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { formatCents } from '@contract/money-format.ts';
import type { LedgerEntry } from '../../api/money';
import { formatDate } from '@contract/date-format.ts';
import { ledgerLines, type LedgerLine } from '../ledger';
import { ReverseForm } from './MoneyForms';

function signed(cents: number): string {
  if (cents === 0) return formatCents(0);
  return cents > 0 ? `+${formatCents(cents)}` : `−${formatCents(-cents)}`;
}

function describe(entry: LedgerEntry): string {
  return `${ledgerKindLabels[entry.kind]} of ${formatDate(entry.posted_on, 'en', 'medium')}`;
}

function ChargeState({ line }: { line: LedgerLine }) {
  const a = line.allocation;
  if (!a) return null;
  if (a.openCents === 0) return <Badge variant="secondary">Paid</Badge>;
  if (a.paidCents > 0) {
    return <Badge variant="outline">Part paid: {formatCents(a.openCents)} open</Badge>;
  }
  return <Badge variant="destructive">Open</Badge>;
}

export function LedgerList({
  entries,
  account,
  label,
  onReverse,
}: {
  entries: readonly LedgerEntry[];
  account: LedgerAccount;
  /** The list's accessible name. */
  label: string;
  onReverse: (entryId: string, reason: string, idempotencyKey: string) => Promise<void>;
}) {
  const [reversing, setReversing] = useState<string | null>(null);
  const lines = ledgerLines(entries, account);
  if (lines.length === 0) {
    return <p className="text-muted-foreground">No entries yet.</p>;
  }
  const balanceWord = account === 'tenant' ? 'Balance owed' : 'Owner balance';
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {[...lines].reverse().map((line) => {
        const { entry } = line;
        const amount = account === 'tenant' && line.cents === 0 ? line.depositCents : line.cents;
        return (
          <li
            key={entry.id}
            id={`entry-${entry.id}`}
            aria-label={describe(entry)}
            className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold">
                {/* The office reads English; the books' lines are worded from their facts. */}
                {ledgerLineTitle(entry, 'en')}
                {entry.reverses_id ? ' (reversal)' : ''}
              </p>
              <p className="font-mono font-semibold tabular-nums">
                {signed(amount)}
                {account === 'tenant' && line.cents === 0 ? ' deposit' : ''}
              </p>
            </div>
            <p className="text-sm text-muted-foreground">
              {formatDate(entry.posted_on, 'en', 'medium')}
              {ledgerLineNote(entry) ? ` · ${ledgerLineNote(entry)}` : ''}
            </p>
            {entry.method ? (
              <p className="text-sm">
                {paymentMethodLabels[entry.method]}
                {entry.reference ? ` ${entry.reference}` : ''}
                {entry.receipt_number ? ` · Receipt no. ${entry.receipt_number}` : ''}
              </p>
            ) : entry.reference ? (
              <p className="text-sm">Reference {entry.reference}</p>
            ) : null}
            {entry.maintenance_request_id ? (
              <p className="text-sm">
                <Link
                  className="underline"
                  to={paths.adminMaintenanceRequest(entry.maintenance_request_id)}
                >
                  The repair request
                </Link>
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <ChargeState line={line} />
              {line.reversedBy ? <Badge variant="outline">Reversed</Badge> : null}
              {line.reversedBy ? (
                <a className="underline" href={`#entry-${line.reversedBy.id}`}>
                  See the reversal of {formatDate(line.reversedBy.posted_on, 'en', 'medium')}
                </a>
              ) : null}
              {line.reverses ? (
                <a className="underline" href={`#entry-${line.reverses.id}`}>
                  Reverses the {describe(line.reverses)}
                </a>
              ) : null}
              <span className="ml-auto text-muted-foreground">
                {balanceWord} after: {formatCents(line.runningCents)}
              </span>
            </div>
            {!entry.reverses_id && !line.reversedBy ? (
              reversing === entry.id ? (
                <ReverseForm
                  entryId={entry.id}
                  label={describe(entry)}
                  onCancel={() => setReversing(null)}
                  onSave={async (values) => {
                    await onReverse(values.entryId, values.reason, values.idempotencyKey);
                    setReversing(null);
                  }}
                />
              ) : (
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Reverse the ${describe(entry)}`}
                    onClick={() => setReversing(entry.id)}
                  >
                    Reverse
                  </Button>
                </div>
              )
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
