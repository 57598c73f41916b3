import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { noticesAgent } from '@contract/company-portal.ts';
import {
  ledgerKindLabels,
  paperMethods,
  paymentMethodLabels,
  paymentMethods,
  paymentReferenceLabels,
  type PaymentMethod,
} from '@contract/ledger.ts';
import { Button } from '@/components/ui/Button';
import { company } from '@/config/company';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import { fetchReceipt, type MoneyEntry } from '../../api/money';
import { moneyQueries } from '../../api/moneyQueries';
import type { PortalLease } from '../../api/portal';
import { officeToday } from '../../dates';
import { Empty, LoadError, Loading } from '../Status';
import { nextDueDate, tenantLines, type TenantLine } from './format';

/** Saves a Blob under `fileName` (an object URL, let go once the browser has it). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A payment's receipt: asked of the `money` function when tapped, saved as a PDF. */
function ReceiptButton({ entry }: { entry: MoneyEntry }) {
  const [state, setState] = useState<'idle' | 'loading' | { failed: string }>('idle');
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        className="min-h-11"
        disabled={state === 'loading'}
        // The visible words first (WCAG 2.5.3), then which receipt.
        aria-label={`Receipt (PDF) no. ${entry.receipt_number}`}
        onClick={() => {
          setState('loading');
          fetchReceipt(entry.id).then(
            (blob) => {
              setState('idle');
              saveBlob(blob, `Receipt ${entry.receipt_number ?? ''}.pdf`.replace(' .', '.'));
            },
            (error: unknown) =>
              setState({
                failed:
                  error instanceof Error ? error.message : 'The receipt could not be downloaded.',
              }),
          );
        }}
      >
        <Download aria-hidden="true" />
        {state === 'loading' ? 'Preparing…' : 'Receipt (PDF)'}
      </Button>
      {typeof state === 'object' ? (
        <span role="alert" className="text-sm text-destructive">
          {state.failed}
        </span>
      ) : null}
    </span>
  );
}

function Balance({ cents }: { cents: number }) {
  if (cents > 0)
    return (
      <>
        <dd className="text-2xl font-bold">{formatCents(cents)}</dd>
        <dd className="text-sm text-muted-foreground">You owe this now.</dd>
      </>
    );
  if (cents < 0)
    return (
      <>
        <dd className="text-2xl font-bold">{formatCents(-cents)} credit</dd>
        <dd className="text-sm text-muted-foreground">It goes toward your next charges.</dd>
      </>
    );
  return (
    <>
      <dd className="text-2xl font-bold">{formatCents(0)}</dd>
      <dd className="text-sm text-muted-foreground">You are paid up.</dd>
    </>
  );
}

function paymentHow(entry: MoneyEntry): string | null {
  if (!entry.method) return null;
  const method = entry.method as PaymentMethod;
  const label = paymentMethodLabels[method] ?? entry.method;
  return entry.reference && paymentReferenceLabels[method]
    ? `${label}, ${paymentReferenceLabels[method]?.toLowerCase()} ${entry.reference}`
    : label;
}

function chargeState(line: TenantLine): string | null {
  const a = line.allocation;
  if (!a) return null;
  if (a.openCents === 0) return 'Paid';
  if (a.paidCents === 0) return 'Open';
  return `Partly paid: ${formatCents(a.openCents)} open`;
}

function Line({ line }: { line: TenantLine }) {
  const { entry, correctedBy, corrects } = line;
  const label = corrects
    ? `Correction: ${ledgerKindLabels[entry.kind].toLowerCase()} of ${formatCalendarDate(corrects.posted_on)} reversed`
    : ledgerKindLabels[entry.kind];
  const how = paymentHow(entry);
  const state = correctedBy
    ? `Corrected on ${formatCalendarDate(correctedBy.posted_on)}`
    : chargeState(line);
  const credit = line.effectCents < 0;
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className={`font-medium ${correctedBy ? 'line-through' : ''}`}>{label}</span>
        <span className={`font-semibold tabular-nums ${correctedBy ? 'line-through' : ''}`}>
          {credit ? '−' : ''}
          {formatCents(Math.abs(line.effectCents))}
        </span>
      </div>
      <p className="text-sm text-muted-foreground break-words">
        {formatCalendarDate(entry.posted_on)}
        {entry.memo ? ` · ${entry.memo}` : ''}
        {how ? ` · ${how}` : ''}
        {entry.receipt_number ? ` · Receipt no. ${entry.receipt_number}` : ''}
      </p>
      {state ? (
        <p className="text-sm">
          <span className="rounded bg-muted px-2 py-0.5 font-medium">{state}</span>
        </p>
      ) : null}
      {entry.receipt_number && !entry.reverses_id ? <ReceiptButton entry={entry} /> : null}
    </li>
  );
}

function HowToPay({ id }: { id: string }) {
  const { address } = noticesAgent;
  const paper = paymentMethods.filter((m) => paperMethods.includes(m));
  return (
    <section aria-labelledby={id} className="mt-4">
      <h4 id={id} className="font-semibold">
        How to pay
      </h4>
      <p className="mt-1 text-sm">
        Pay by {paper.map((m) => paymentMethodLabels[m].toLowerCase()).join(', ')} made out to{' '}
        {company.name}, by {paymentMethodLabels.bank_transfer.toLowerCase()} (call us for the
        details), or in {paymentMethodLabels.cash.toLowerCase()} at the office, for which you get a
        receipt. Write your address on the memo line. Mail or bring it to:
      </p>
      <address className="mt-1 text-sm not-italic">
        {company.name}
        <br />
        {address.street}
        <br />
        {address.city}, {address.state} {address.zip}
      </address>
      <p className="mt-1 text-sm text-muted-foreground">
        Every payment gets a receipt by email and here. Online card payments are not offered yet.
      </p>
    </section>
  );
}

/** The tenant's "Rent and payments" on one lease: balance, next charge, deposit, history. */
export function TenantMoney({ userId, lease }: { userId: string; lease: PortalLease }) {
  const money = useQuery(moneyQueries.tenant(userId, lease.id));
  const headingId = `money-${lease.id}`;
  let body;
  if (money.isPending) body = <Loading>Loading your payments…</Loading>;
  else if (money.isError)
    body = (
      <LoadError title="Your payments could not be loaded." onRetry={() => void money.refetch()} />
    );
  else {
    const next = nextDueDate(lease, officeToday());
    const lines = tenantLines(money.data.entries);
    body = (
      <>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Balance now</dt>
            <Balance cents={money.data.balanceCents} />
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Next charge</dt>
            <dd className="font-semibold">
              {next
                ? `${formatCents(lease.rent_cents)} rent on ${formatCalendarDate(next)}`
                : 'None: your lease ends before the next due day'}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Security deposit held</dt>
            <dd className="font-semibold">{formatCents(money.data.depositHeldCents)}</dd>
          </div>
        </dl>
        <h4 className="mt-4 font-semibold">Charges, payments and credits</h4>
        {lines.length === 0 ? (
          <Empty title="No charges yet">
            Your rent charges and payments will show here from your first due day.
          </Empty>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-border">
            {lines.map((line) => (
              <Line key={line.entry.id} line={line} />
            ))}
          </ul>
        )}
        <HowToPay id={`${headingId}-pay`} />
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border p-5">
      <h3 id={headingId} className="mb-3 text-lg font-semibold">
        Rent and payments
      </h3>
      {body}
    </section>
  );
}
