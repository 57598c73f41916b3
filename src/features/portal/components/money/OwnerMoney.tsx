import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { ledgerKindLabels, STATEMENT_DAYS } from '@contract/ledger.ts';
import { Button } from '@/components/ui/Button';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import {
  statementUrl,
  type MoneyEntry,
  type OwnerHomeMoney,
  type OwnerMonth,
  type OwnerStatement,
} from '../../api/money';
import { moneyQueries } from '../../api/moneyQueries';
import { officeToday } from '../../dates';
import { Empty, LoadError, Loading } from '../Status';
import { formatPeriod } from './format';

/** What an entry does to the owner's balance, signed (a correction flips it). */
function ownerEffect(entry: MoneyEntry): number {
  const plus = entry.kind === 'payment_received' || entry.kind === 'owner_contribution';
  return (plus ? 1 : -1) * (entry.reverses_id ? -1 : 1) * entry.amount_cents;
}

/** The kind, and what it was for (a repair's description); a memo that already names it alone. */
function describe(entry: MoneyEntry): string {
  const label = ledgerKindLabels[entry.kind];
  if (!entry.memo) return label;
  return entry.memo.toLowerCase().startsWith(label.toLowerCase())
    ? entry.memo
    : `${label} (${entry.memo})`;
}

function Month({
  month,
  entries,
  title,
  id,
}: {
  month: OwnerMonth;
  entries: MoneyEntry[];
  title: string;
  id: string;
}) {
  const rows: Array<[string, number]> = [
    ['Rent received', month.rentCents],
    ...(month.contributionsCents
      ? [['Your contributions', month.contributionsCents] as [string, number]]
      : []),
    ['Repairs and expenses', -month.expensesCents],
    ['Management and placement fees', -month.feesCents],
    ['Paid out to you', -month.payoutsCents],
  ];
  const mine = entries.filter((e) => e.posted_on.startsWith(month.period));
  return (
    <section aria-labelledby={id} className="rounded-lg bg-muted p-3">
      <h4 id={id} className="font-semibold">
        {title}: {formatPeriod(month.period)}
      </h4>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, cents]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="text-right tabular-nums">
              {cents < 0 ? '−' : ''}
              {formatCents(Math.abs(cents))}
            </dd>
          </div>
        ))}
      </dl>
      {mine.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No entries this month.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 border-t border-border pt-2 text-sm">
          {mine
            .slice()
            .reverse()
            .map((e) => {
              const cents = ownerEffect(e);
              return (
                <li key={e.id} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">
                    {formatCalendarDate(e.posted_on)} · {e.reverses_id ? 'Correction: ' : ''}
                    {describe(e)}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {cents < 0 ? '−' : ''}
                    {formatCents(Math.abs(cents))}
                  </span>
                </li>
              );
            })}
        </ul>
      )}
    </section>
  );
}

function HomeMoney({ home }: { home: OwnerHomeMoney }) {
  const id = `money-home-${home.homeId}`;
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h3 id={id} className="text-lg font-semibold break-words">
        {home.address}
      </h3>
      <dl>
        <dt className="text-sm text-muted-foreground">Balance held for you</dt>
        <dd className="text-2xl font-bold tabular-nums">
          {home.balanceCents < 0 ? '−' : ''}
          {formatCents(Math.abs(home.balanceCents))}
        </dd>
        {home.balanceCents < 0 ? (
          <dd className="text-sm text-muted-foreground">
            The expenses are more than the rent held for this home.
          </dd>
        ) : null}
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        <Month id={`${id}-this`} title="This month" month={home.thisMonth} entries={home.entries} />
        <Month id={`${id}-last`} title="Last month" month={home.lastMonth} entries={home.entries} />
      </div>
    </article>
  );
}

/** One statement's PDF: a fresh 60-second link, fetched only when asked for. */
function StatementButton({ statement }: { statement: OwnerStatement }) {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const month = formatPeriod(statement.period);
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        className="min-h-11"
        disabled={state === 'opening'}
        aria-label={`Open PDF of the ${month} statement`}
        onClick={() => {
          setState('opening');
          statementUrl(statement, `Statement ${statement.period.slice(0, 7)}.pdf`).then(
            (url) => {
              setState('idle');
              window.location.assign(url);
            },
            () => setState('failed'),
          );
        }}
      >
        <FileText aria-hidden="true" />
        {state === 'opening' ? 'Opening…' : 'Open PDF'}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-destructive">
          The statement could not be opened. Try again.
        </span>
      ) : null}
    </span>
  );
}

function Statements({ statements }: { statements: OwnerStatement[] }) {
  return (
    <section aria-labelledby="owner-statements" className="rounded-xl border border-border p-5">
      <h3 id="owner-statements" className="mb-2 text-lg font-semibold">
        Statements
      </h3>
      {statements.length === 0 ? (
        <Empty title="No statements yet">
          Each month&apos;s statement is made on the {STATEMENT_DAYS.first}st to{' '}
          {STATEMENT_DAYS.last}th of the next month and shows here.
        </Empty>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {statements.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <span>
                <span className="block font-medium">{formatPeriod(s.period)}</span>
                <span className="block text-sm text-muted-foreground">
                  Closing balance {formatCents(s.closing_cents)}
                </span>
              </span>
              <StatementButton statement={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The owner's money: per home the balance held and the last two months, and the statements. */
export function OwnerMoney({ userId }: { userId: string }) {
  const today = officeToday();
  const money = useQuery(moneyQueries.owner(userId, today));
  let body;
  if (money.isPending) body = <Loading>Loading your money…</Loading>;
  else if (money.isError)
    body = (
      <LoadError title="Your money could not be loaded." onRetry={() => void money.refetch()} />
    );
  else
    body = (
      <>
        {money.data.homes.length === 0 ? (
          <Empty title="No entries yet">
            Rent, repairs and fees will show here once the office keeps your books.
          </Empty>
        ) : (
          money.data.homes.map((home) => <HomeMoney key={home.homeId} home={home} />)
        )}
        <Statements statements={money.data.statements} />
      </>
    );
  return (
    <section aria-labelledby="owner-money" className="flex flex-col gap-4">
      <h2 id="owner-money" className="text-xl font-bold">
        Money
      </h2>
      {body}
    </section>
  );
}
