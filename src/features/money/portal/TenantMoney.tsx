import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { noticesAgent } from '@contract/company-portal.ts';
import { paperMethods, paymentMethods, type PaymentMethod } from '@contract/ledger.ts';
import { ledgerLineNote, ledgerLineTitle } from '@contract/ledger-words.ts';
import { intlLocales } from '@contract/locale.ts';
import { Button } from '@/components/ui/Button';
import { company } from '@/config/company';
import { fetchReceipt, type MoneyEntry } from '../api/portal';
import { moneyQueries } from '../api/portalQueries';
import type { PortalLease } from '@/features/portal/api/portal';
import { officeDate } from '@contract/date-format.ts';
import { usePortalFormat } from '@/features/portal/locale';
import { Empty, LoadError, Loading } from '@/features/portal/components/Status';
import { useMoneyText } from './copy';
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
  const { t, locale } = useMoneyText();
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        className="min-h-11"
        disabled={state === 'loading'}
        // The visible words first (WCAG 2.5.3), then which receipt.
        aria-label={t.receiptNamed(entry.receipt_number ?? '')}
        onClick={() => {
          setState('loading');
          fetchReceipt(entry.id, locale).then(
            (blob) => {
              setState('idle');
              saveBlob(blob, t.receiptFile(entry.receipt_number ?? '').replace(' .', '.'));
            },
            (error: unknown) =>
              setState({
                failed: error instanceof Error && locale === 'en' ? error.message : t.receiptFailed,
              }),
          );
        }}
      >
        <Download aria-hidden="true" />
        {state === 'loading' ? t.preparing : t.receipt}
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
  const { t } = useMoneyText();
  const f = usePortalFormat();
  if (cents > 0)
    return (
      <>
        <dd className="text-2xl font-bold">{f.cents(cents)}</dd>
        <dd className="text-sm text-muted-foreground">{t.owe}</dd>
      </>
    );
  if (cents < 0)
    return (
      <>
        <dd className="text-2xl font-bold">{t.credit(f.cents(-cents))}</dd>
        <dd className="text-sm text-muted-foreground">{t.creditNext}</dd>
      </>
    );
  return (
    <>
      <dd className="text-2xl font-bold">{f.cents(0)}</dd>
      <dd className="text-sm text-muted-foreground">{t.paidUp}</dd>
    </>
  );
}

type Words = ReturnType<typeof useMoneyText>;
type Format = ReturnType<typeof usePortalFormat>;

function paymentHow(entry: MoneyEntry, { l }: Words): string | null {
  if (!entry.method) return null;
  const method = entry.method as PaymentMethod;
  const label = l.methods[method] ?? entry.method;
  const reference = l.references[method];
  return entry.reference && reference
    ? `${label}, ${reference.toLowerCase()} ${entry.reference}`
    : label;
}

function chargeState(line: TenantLine, { t }: Words, f: Format): string | null {
  const a = line.allocation;
  if (!a) return null;
  if (a.openCents === 0) return t.paid;
  if (a.paidCents === 0) return t.open;
  return t.partly(f.cents(a.openCents));
}

function Line({ line }: { line: TenantLine }) {
  const { entry, correctedBy, corrects } = line;
  const words = useMoneyText();
  const { t, l, locale } = words;
  const f = usePortalFormat();
  // The books' lines in the reader's words (kind and month); what staff typed, as typed.
  const label = corrects
    ? t.correction(l.kinds[entry.kind].toLowerCase(), f.date(corrects.posted_on))
    : ledgerLineTitle(entry, locale);
  const note = ledgerLineNote(entry);
  const how = paymentHow(entry, words);
  const state = correctedBy
    ? t.correctedOn(f.date(correctedBy.posted_on))
    : chargeState(line, words, f);
  const credit = line.effectCents < 0;
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className={`font-medium ${correctedBy ? 'line-through' : ''}`}>{label}</span>
        <span className={`font-semibold tabular-nums ${correctedBy ? 'line-through' : ''}`}>
          {credit ? '−' : ''}
          {f.cents(Math.abs(line.effectCents))}
        </span>
      </div>
      <p className="text-sm text-muted-foreground break-words">
        {f.date(entry.posted_on)}
        {note ? ` · ${note}` : ''}
        {how ? ` · ${how}` : ''}
        {entry.receipt_number ? ` · ${t.receiptNo(entry.receipt_number)}` : ''}
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
  const { t, l, locale } = useMoneyText();
  return (
    <section aria-labelledby={id} className="mt-4">
      <h4 id={id} className="font-semibold">
        {t.howToPay}
      </h4>
      <p className="mt-1 text-sm">
        {t.payBy(
          // "a, b, or c" / "a, b o c": the language's own "or".
          new Intl.ListFormat(intlLocales[locale], { type: 'disjunction' }).format(
            paper.map((m) => l.methods[m].toLowerCase()),
          ),
          company.name,
          l.methods.bank_transfer.toLowerCase(),
          l.methods.cash.toLowerCase(),
        )}
      </p>
      <address className="mt-1 text-sm not-italic">
        {company.name}
        <br />
        {address.street}
        <br />
        {address.city}, {address.state} {address.zip}
      </address>
      <p className="mt-1 text-sm text-muted-foreground">{t.everyPayment}</p>
    </section>
  );
}

/** The tenant's "Rent and payments" on one lease: balance, next charge, deposit, history. */
export function TenantMoney({ userId, lease }: { userId: string; lease: PortalLease }) {
  const money = useQuery(moneyQueries.tenant(userId, lease.id));
  const headingId = `money-${lease.id}`;
  const { t } = useMoneyText();
  const f = usePortalFormat();
  let body;
  if (money.isPending) body = <Loading>{t.loadingTenant}</Loading>;
  else if (money.isError)
    body = <LoadError title={t.failedTenant} onRetry={() => void money.refetch()} />;
  else {
    const next = nextDueDate(lease, officeDate());
    const lines = tenantLines(money.data.entries);
    body = (
      <>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">{t.balanceNow}</dt>
            <Balance cents={money.data.balanceCents} />
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t.nextCharge}</dt>
            <dd className="font-semibold">
              {next ? t.nextRent(f.cents(lease.rent_cents), f.date(next)) : t.noNext}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t.depositHeld}</dt>
            <dd className="font-semibold">{f.cents(money.data.depositHeldCents)}</dd>
          </div>
        </dl>
        <h4 className="mt-4 font-semibold">{t.lines}</h4>
        {lines.length === 0 ? (
          <Empty title={t.noChargesTitle}>{t.noCharges}</Empty>
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
        {t.rentAndPayments}
      </h3>
      {body}
    </section>
  );
}
