/**
 * Month end for the office: per owner and home, the month's income, expenses, fees, balance,
 * reserve, payable and payout (sent, or a form to mark it sent; late after the 10th); the owners'
 * statements (make them, open their PDFs); the year's rent totals for Form 1099-MISC.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  isPayoutLate,
  officeToday,
  payoutDueOn,
  previousPeriod,
  rentReportingThresholdCents,
} from '@contract/ledger.ts';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { paths } from '@/config/paths';
import { formatCents } from '@contract/money-format.ts';
import { makeStatements, recordPayout, type MonthEndRow } from '../../api/money';
import { statementUrl } from '../../api/statements';
import { MONEY_KEY, moneyQueries } from '../../api/queries';
import { formatDate } from '@contract/date-format.ts';
import { PayoutForm } from './MoneyForms';

/** The 24 months up to the current one, newest first, as `YYYY-MM`. */
function recentPeriods(today: string): string[] {
  const out = [today.slice(0, 7)];
  while (out.length < 24) out.push(previousPeriod(`${out.at(-1)!}-01`));
  return out;
}

function Amount({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between gap-2 sm:flex-col sm:justify-start">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-mono tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}

function HomeMonth({ row, period, today }: { row: MonthEndRow; period: string; today: string }) {
  const queryClient = useQueryClient();
  const sentOn = row.payout_sent_on;
  // Nothing payable and nothing sent: no payout is owed, so none is late.
  const owed = sentOn !== null || row.payable_cents > 0;
  const late = owed && isPayoutLate(period, sentOn, today);
  // The payout is sent once the month is over (from the 1st of the next).
  const monthOver = today >= `${payoutDueOn(period).slice(0, 7)}-01`;
  return (
    <li
      aria-label={row.address}
      className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={paths.adminMoneyHome(row.home_id)} className="font-semibold underline">
          {row.address}
        </Link>
        {late ? <Badge variant="destructive">Payout late</Badge> : null}
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-6">
        <Amount label="Income" cents={row.income_cents} />
        <Amount label="Expenses" cents={row.expenses_cents} />
        <Amount label="Fees" cents={row.fees_cents} />
        <Amount label="Balance at month end" cents={row.balance_cents} />
        <Amount label="Reserve" cents={row.reserve_cents} />
        <Amount label="Payable" cents={row.payable_cents} />
      </dl>
      {sentOn ? (
        <p className="text-sm">
          Payout of {formatCents(row.payout_cents ?? 0)} sent {formatDate(sentOn, 'en', 'medium')},
          reference {row.payout_reference}
          {late ? ` (due by ${formatDate(row.payout_due_on, 'en', 'medium')})` : ''}.
        </p>
      ) : (
        <>
          <p className="text-sm">
            Payout not sent yet; due by {formatDate(payoutDueOn(period), 'en', 'medium')}.
          </p>
          {!monthOver ? (
            <p className="text-sm text-muted-foreground">
              The month has not ended: its payout is sent after it.
            </p>
          ) : row.payable_cents > 0 ? (
            <PayoutForm
              homeId={row.home_id}
              period={period}
              today={today}
              address={row.address}
              onSave={async (values) => {
                await recordPayout(values.homeId, values.period, values.sentOn, values.reference);
                await queryClient.invalidateQueries({ queryKey: MONEY_KEY });
              }}
            />
          ) : (
            <p className="text-sm text-muted-foreground">Nothing is payable for this month.</p>
          )}
        </>
      )}
    </li>
  );
}

/** Rows grouped by owner, in the order read. */
function byOwner(rows: readonly MonthEndRow[]): [string, MonthEndRow[]][] {
  const groups = new Map<string, MonthEndRow[]>();
  for (const row of rows) groups.set(row.person_id, [...(groups.get(row.person_id) ?? []), row]);
  return [...groups.values()].map((homes) => [homes[0]!.full_name, homes]);
}

function Statements({ period }: { period: string }) {
  const queryClient = useQueryClient();
  const statements = useQuery(moneyQueries.statements(period));
  const [opening, setOpening] = useState<{ id: string; url?: string; error?: string } | null>(null);
  const make = useMutation({
    mutationFn: () => makeStatements(period),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONEY_KEY }),
  });
  const open = async (id: string, path: string) => {
    // Opened during the tap (so no pop-up blocker stops it), pointed at the PDF once signed.
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    setOpening({ id });
    try {
      const url = await statementUrl(path);
      if (win) {
        win.location.href = url;
        setOpening(null);
      } else {
        setOpening({ id, url });
      }
    } catch (error) {
      win?.close();
      setOpening({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <section aria-labelledby="statements-heading" className="flex flex-col gap-3">
      <h2 id="statements-heading" className="text-xl font-semibold">
        Owner statements for {formatDate(period, 'en', 'month')}
      </h2>
      <p className="text-sm text-muted-foreground">
        Statements are made and mailed on the 1st to the 5th; make them here sooner, or again for an
        owner who has none yet. Each is made once.
      </p>
      <div>
        <Button type="button" disabled={make.isPending} onClick={() => make.mutate()}>
          {make.isPending ? 'Making statements…' : 'Make statements'}
        </Button>
      </div>
      <div role="status" className="empty:hidden">
        {make.isSuccess ? (
          <p>
            Made {make.data.made} {make.data.made === 1 ? 'statement' : 'statements'}
            {make.data.existing ? `; ${make.data.existing} already made` : ''}.
          </p>
        ) : null}
      </div>
      {make.isError ? (
        <p role="alert" className="text-destructive">
          The statements were not made: {make.error.message}
        </p>
      ) : null}
      {statements.isError ? (
        <p role="alert" className="text-destructive">
          The statements could not be loaded: {statements.error.message}
        </p>
      ) : null}
      {statements.data && statements.data.length === 0 ? (
        <p>No statement made for {formatDate(period, 'en', 'month')} yet.</p>
      ) : null}
      {statements.data && statements.data.length > 0 ? (
        <ul aria-label="Statements made" className="flex flex-col gap-2">
          {statements.data.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
            >
              <span>
                {s.full_name}: closing balance {formatCents(s.closing_cents)}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Open ${s.full_name}’s statement (PDF)`}
                onClick={() => void open(s.id, s.storage_path)}
              >
                Open PDF
              </Button>
              {opening?.id === s.id && opening.url ? (
                <a className="w-full underline" href={opening.url} target="_blank" rel="noreferrer">
                  Open {s.full_name}’s statement
                </a>
              ) : null}
              {opening?.id === s.id && opening.error ? (
                <p role="alert" className="w-full text-destructive">
                  {opening.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RentTotals({ today }: { today: string }) {
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const totals = useQuery(moneyQueries.rentTotals(year));
  const threshold = rentReportingThresholdCents(year);
  return (
    <section aria-labelledby="rents-heading" className="flex flex-col gap-3">
      <h2 id="rents-heading" className="text-xl font-semibold">
        Rents for Form 1099-MISC
      </h2>
      <FormField label="Year" className="sm:max-w-48">
        <Select
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
          options={[0, 1, 2, 3].map((n) => ({
            value: String(thisYear - n),
            label: String(thisYear - n),
          }))}
        />
      </FormField>
      <p className="text-sm">
        The office reports the gross rents it collected for an owner in box 1 of Form 1099-MISC when
        they reach {formatCents(threshold)} in {year}: $600 for payments through 2025, $2,000 after
        December 31, 2025 (26 U.S.C. 6041(a) as amended by Public Law 119-21), indexed for inflation
        from 2027; until the IRS publishes that figure this screen uses $2,000. Deposits are not
        rent. Sources:{' '}
        <a className="underline" href="https://www.irs.gov/instructions/i1099mec">
          IRS instructions for Forms 1099-MISC and 1099-NEC
        </a>
        ,{' '}
        <a className="underline" href="https://www.law.cornell.edu/uscode/text/26/6041">
          26 U.S.C. 6041
        </a>
        .
      </p>
      {totals.isError ? (
        <p role="alert" className="text-destructive">
          The totals could not be loaded: {totals.error.message}
        </p>
      ) : null}
      {totals.data && totals.data.length === 0 ? <p>No owners yet.</p> : null}
      {totals.data && totals.data.length > 0 ? (
        <ul aria-label={`Rents collected per owner in ${year}`} className="flex flex-col gap-2">
          {totals.data.map((t) => (
            <li
              key={t.person_id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
            >
              <span>
                {t.full_name}: <span className="font-mono">{formatCents(t.rents_cents)}</span>
              </span>
              {t.rents_cents >= threshold ? (
                <Badge>Report on 1099-MISC</Badge>
              ) : (
                <Badge variant="outline">Below the threshold</Badge>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function MonthEnd({ now }: { now?: Date }) {
  const today = officeToday(now);
  const [period, setPeriod] = useState(() => previousPeriod(today));
  const summary = useQuery(moneyQueries.monthEnd(period));
  return (
    <div className="flex flex-col gap-8">
      <p>
        <Link to={paths.adminMoney} className="underline">
          Back to payments and the delinquency list
        </Link>
      </p>
      <FormField
        label="Month"
        description="Owners are paid by the 10th of the next month."
        className="sm:max-w-64"
      >
        <Select
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
          options={recentPeriods(today).map((p) => ({
            value: p,
            label: formatDate(p, 'en', 'month'),
          }))}
        />
      </FormField>
      <section aria-labelledby="owners-heading" className="flex flex-col gap-4">
        <h2 id="owners-heading" className="text-xl font-semibold">
          Owners for {formatDate(period, 'en', 'month')}
        </h2>
        {summary.isPending ? <p role="status">Loading…</p> : null}
        {summary.isError ? (
          <p role="alert" className="text-destructive">
            The month could not be loaded: {summary.error.message}
          </p>
        ) : null}
        {summary.data && summary.data.length === 0 ? <p>No owners yet.</p> : null}
        {summary.data
          ? byOwner(summary.data).map(([name, homes]) => (
              <div key={homes[0]!.person_id} className="flex flex-col gap-2">
                <h3 className="text-lg font-semibold">{name}</h3>
                <ul aria-label={`${name}’s homes`} className="flex flex-col gap-3">
                  {homes.map((row) => (
                    <HomeMonth key={row.home_id} row={row} period={period} today={today} />
                  ))}
                </ul>
              </div>
            ))
          : null}
      </section>
      <Statements period={period} />
      <RentTotals today={today} />
    </div>
  );
}
