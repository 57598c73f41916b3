import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { STATEMENT_DAYS, type UnitRentStatus } from '@contract/ledger.ts';
import { ledgerLineText } from '@contract/ledger-words.ts';
import { Badge, type BadgeProps } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import {
  type MoneyEntry,
  type OwnerHomeMoney,
  type OwnerMonth,
  type OwnerStatement,
} from '../api/portal';
import { statementUrl } from '../api/statements';
import { moneyQueries } from '../api/portalQueries';
import { usePortalFormat } from '@/features/portal/locale';
import { Empty, LoadError, Loading } from '@/features/portal/components/Status';
import { useMoneyText } from './copy';
import { formatDate, officeDate } from '@contract/date-format.ts';

/** What an entry does to the owner's balance, signed (a correction flips it). */
function ownerEffect(entry: MoneyEntry): number {
  const plus = entry.kind === 'payment_received' || entry.kind === 'owner_contribution';
  return (plus ? 1 : -1) * (entry.reverses_id ? -1 : 1) * entry.amount_cents;
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
  const { t, locale } = useMoneyText();
  const f = usePortalFormat();
  const rows: Array<[string, number]> = [
    [t.rentReceived, month.rentCents],
    ...(month.contributionsCents
      ? [[t.contributions, month.contributionsCents] as [string, number]]
      : []),
    [t.expenses, -month.expensesCents],
    [t.fees, -month.feesCents],
    [t.payouts, -month.payoutsCents],
  ];
  const mine = entries.filter((e) => e.posted_on.startsWith(month.period));
  return (
    <section aria-labelledby={id} className="rounded-lg bg-muted p-3">
      <h4 id={id} className="font-semibold">
        {t.monthTitle(title, formatDate(month.period, locale, 'month'))}
      </h4>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, cents]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="text-right tabular-nums">
              {cents < 0 ? '−' : ''}
              {f.cents(Math.abs(cents))}
            </dd>
          </div>
        ))}
      </dl>
      {mine.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t.noEntriesMonth}</p>
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
                    {f.date(e.posted_on)} · {e.reverses_id ? t.correctionPrefix : ''}
                    {ledgerLineText(e, locale)}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {cents < 0 ? '−' : ''}
                    {f.cents(Math.abs(cents))}
                  </span>
                </li>
              );
            })}
        </ul>
      )}
    </section>
  );
}

/** What a unit's status means in words: days late and the amount owed, or why nothing is. */
function rentDetail(
  unit: UnitRentStatus,
  t: ReturnType<typeof useMoneyText>['t'],
  cents: (c: number) => string,
): string {
  switch (unit.status) {
    case 'late':
      return `${t.daysLate(unit.daysLate ?? 0)} · ${t.owed(cents(unit.owedCents))}`;
    case 'partial':
      return t.owed(cents(unit.owedCents));
    case 'due':
      return t.dueNotLate(cents(unit.owedCents));
    case 'paid':
      return t.nothingOwed;
    case 'vacant':
      return t.noTenant;
  }
}

const statusTone: Record<UnitRentStatus['status'], BadgeProps['variant']> = {
  late: 'destructive',
  partial: 'highlight',
  due: 'secondary',
  paid: 'default',
  vacant: 'outline',
};

/** Each unit's rent today: the owner sees at once a tenant who is not paying. */
function RentStatusList({ id, units }: { id: string; units: UnitRentStatus[] }) {
  const { t } = useMoneyText();
  const f = usePortalFormat();
  if (units.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="font-semibold">
        {t.rentToday}
      </h4>
      <ul className="mt-1 flex flex-col gap-2">
        {units.map((unit) => (
          <li
            key={`${unit.unitId}-${unit.leaseId ?? 'vacant'}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
          >
            <span className="font-medium">
              {unit.currentLease || !unit.leaseId ? unit.unitLabel : t.formerTenant(unit.unitLabel)}
            </span>
            <Badge variant={statusTone[unit.status]}>{t.rentStatus[unit.status]}</Badge>
            <span className="tabular-nums">{rentDetail(unit, t, f.cents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HomeMoney({ home }: { home: OwnerHomeMoney }) {
  const id = `money-home-${home.homeId}`;
  const { t } = useMoneyText();
  const f = usePortalFormat();
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h3 id={id} className="text-lg font-semibold break-words">
        {home.address}
      </h3>
      <dl>
        <dt className="text-sm text-muted-foreground">{t.balanceHeld}</dt>
        <dd className="text-2xl font-bold tabular-nums">
          {home.balanceCents < 0 ? '−' : ''}
          {f.cents(Math.abs(home.balanceCents))}
        </dd>
        {home.balanceCents < 0 ? (
          <dd className="text-sm text-muted-foreground">{t.negative}</dd>
        ) : null}
      </dl>
      <RentStatusList id={`${id}-rent`} units={home.rent} />
      <div className="grid gap-3 md:grid-cols-2">
        <Month
          id={`${id}-this`}
          title={t.thisMonth}
          month={home.thisMonth}
          entries={home.entries}
        />
        <Month
          id={`${id}-last`}
          title={t.lastMonth}
          month={home.lastMonth}
          entries={home.entries}
        />
      </div>
    </article>
  );
}

/** One statement's PDF: a fresh 60-second link, fetched only when asked for. */
function StatementButton({ statement }: { statement: OwnerStatement }) {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const { t, locale } = useMoneyText();
  const month = formatDate(statement.period, locale, 'month');
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        className="min-h-11"
        disabled={state === 'opening'}
        aria-label={t.openStatement(month)}
        onClick={() => {
          setState('opening');
          statementUrl(statement.storage_path, t.statementFile(statement.period.slice(0, 7))).then(
            (url) => {
              setState('idle');
              window.location.assign(url);
            },
            () => setState('failed'),
          );
        }}
      >
        <FileText aria-hidden="true" />
        {state === 'opening' ? t.opening : t.openPdf}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-destructive">
          {t.statementFailed}
        </span>
      ) : null}
    </span>
  );
}

function Statements({ statements }: { statements: OwnerStatement[] }) {
  const { t, locale } = useMoneyText();
  const f = usePortalFormat();
  return (
    <section aria-labelledby="owner-statements" className="rounded-xl border border-border p-5">
      <h3 id="owner-statements" className="mb-2 text-lg font-semibold">
        {t.statements}
      </h3>
      {statements.length === 0 ? (
        <Empty title={t.noStatementsTitle}>
          {t.noStatements(STATEMENT_DAYS.first, STATEMENT_DAYS.last)}
        </Empty>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {statements.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <span>
                <span className="block font-medium">{formatDate(s.period, locale, 'month')}</span>
                <span className="block text-sm text-muted-foreground">
                  {t.closing(f.cents(s.closing_cents))}
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
  const today = officeDate();
  const money = useQuery(moneyQueries.owner(userId, today));
  const { t } = useMoneyText();
  let body;
  if (money.isPending) body = <Loading>{t.loadingOwner}</Loading>;
  else if (money.isError)
    body = <LoadError title={t.failedOwner} onRetry={() => void money.refetch()} />;
  else
    body = (
      <>
        {money.data.homes.length === 0 ? (
          <Empty title={t.noEntriesTitle}>{t.noEntries}</Empty>
        ) : (
          money.data.homes.map((home) => <HomeMoney key={home.homeId} home={home} />)
        )}
        <Statements statements={money.data.statements} />
      </>
    );
  return (
    <section aria-labelledby="owner-money" className="flex flex-col gap-4">
      <h2 id="owner-money" className="text-xl font-bold">
        {t.money}
      </h2>
      {body}
    </section>
  );
}
