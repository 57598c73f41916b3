/**
 * One lease's ledger for the office: the balance and deposit held, record a payment (receipt
 * number shown once saved), post a charge, credit or deposit returned, reverse an entry.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { officeToday, type PaymentValues } from '@contract/ledger.ts';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { formatCents } from '@contract/money-format.ts';
import { recordPayment, type LedgerEntry } from '../../api/money';
import { moneyQueries } from '../../api/queries';
import { LedgerLoadState, LedgerSection, useRefreshMoney } from './LedgerSection';
import { PaymentForm } from './MoneyForms';

export function LeaseLedgerView({ leaseId, now }: { leaseId: string; now?: Date }) {
  const today = officeToday(now);
  const query = useQuery(moneyQueries.lease(leaseId));
  const [receipt, setReceipt] = useState<LedgerEntry | null>(null);
  // A new key (and fresh form) for each payment.
  const [paymentForm, setPaymentForm] = useState(0);
  const refresh = useRefreshMoney();

  if (query.isPending || query.isError) return <LedgerLoadState query={query} />;
  const ledger = query.data;
  if (!ledger) return <p role="alert">That lease does not exist.</p>;
  const { lease } = ledger;

  const savePayment = async (values: PaymentValues) => {
    const entry = await recordPayment(values);
    // The new balance first, so the receipt never shows the old one.
    await refresh();
    setReceipt(entry);
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="lease-heading" className="flex flex-col gap-3">
        <h2 id="lease-heading" className="text-xl font-semibold break-words">
          {lease.address}, {lease.unit}
        </h2>
        <p className="text-muted-foreground">
          {lease.tenants || 'No tenant named'} · Rent {formatCents(lease.rent_cents)} due on day{' '}
          {lease.due_day} · Lease {lease.status}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">Balance owed</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="lease-balance">
              {formatCents(ledger.balanceCents)}
            </dd>
          </div>
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">Deposit held</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {formatCents(ledger.depositsHeldCents)}
            </dd>
          </div>
        </dl>
        <p className="text-sm">
          <Link className="underline" to={paths.adminMoneyHome(lease.home_id)}>
            The home’s owner ledger
          </Link>
          {' · '}
          <Link className="underline" to={paths.adminHome(lease.home_id)}>
            The home and its leases
          </Link>
        </p>
      </section>

      <section aria-labelledby="pay-heading" className="flex flex-col gap-3 sm:max-w-xl">
        <h2 id="pay-heading" className="text-xl font-semibold">
          Record a payment
        </h2>
        {receipt ? (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-lg border border-border bg-muted p-4"
          >
            <p className="font-semibold">
              Recorded {formatCents(receipt.amount_cents)}: receipt no. {receipt.receipt_number}
            </p>
            <p className="text-sm">
              The receipt is mailed to the tenants. New balance: {formatCents(ledger.balanceCents)}.
            </p>
            <div>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setReceipt(null);
                  setPaymentForm((n) => n + 1);
                }}
              >
                Record another payment
              </Button>
            </div>
          </div>
        ) : (
          <PaymentForm
            key={paymentForm}
            leaseId={lease.id}
            balanceCents={ledger.balanceCents}
            today={today}
            onSave={savePayment}
          />
        )}
      </section>

      <LedgerSection
        headingId="entries-heading"
        title="Ledger"
        postLabel="Post a charge or credit"
        homeId={lease.home_id}
        leaseId={lease.id}
        kinds={['other_charge', 'credit', 'deposit_returned']}
        today={today}
        entries={ledger.entries}
        account="tenant"
        label="Ledger entries, newest first"
      />
    </div>
  );
}
