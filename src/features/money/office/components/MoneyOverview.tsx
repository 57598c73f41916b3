/**
 * The office's money home: find a lease to record a payment, the delinquency list (balance open
 * after grace, days late, last contact) with a reminder mail and noted contacts, and the way to
 * month end.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { contactChannelLabels, officeToday } from '@contract/ledger.ts';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { paths } from '@/config/paths';
import { formatCents } from '@contract/money-format.ts';
import { addContact, type DelinquentLease, type LeaseChoice } from '../../api/money';
import { MONEY_KEY, moneyQueries } from '../../api/queries';
import { formatInstant } from '@contract/date-format.ts';
import { ContactForm } from './MoneyForms';

export const OVERVIEW_MESSAGES = {
  noneLate: 'No lease is behind on rent today.',
  noMatch: 'No lease matches. Try part of the street or a tenant’s name.',
} as const;

/** Lower-case words of the search, each to be found in the lease's address, unit or tenants. */
function matches(lease: LeaseChoice, search: string): boolean {
  const text = `${lease.address} ${lease.unit} ${lease.tenants}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function LeaseFinder() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const leases = useQuery(moneyQueries.leases());
  const found = deferred.trim() ? (leases.data ?? []).filter((l) => matches(l, deferred)) : [];
  return (
    <section aria-labelledby="find-heading" className="flex flex-col gap-3 sm:max-w-xl">
      <h2 id="find-heading" className="text-xl font-semibold">
        Record a payment
      </h2>
      <FormField label="Find the lease" description="Type part of the address or a tenant’s name.">
        <Input
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      {leases.isError ? (
        <p role="alert" className="text-destructive">
          The leases could not be loaded: {leases.error.message}
        </p>
      ) : null}
      <div role="status" className="empty:hidden">
        {deferred.trim() && leases.data && found.length === 0 ? OVERVIEW_MESSAGES.noMatch : null}
      </div>
      {found.length > 0 ? (
        <ul aria-label="Matching leases" className="flex flex-col gap-2">
          {found.slice(0, 8).map((lease) => (
            <li key={lease.id}>
              <Link
                to={paths.adminMoneyLease(lease.id)}
                className="flex min-h-11 flex-col justify-center rounded-lg border border-border px-3 py-2 hover:bg-muted"
              >
                <span className="font-medium">
                  {lease.address}, {lease.unit}
                </span>
                <span className="text-sm text-muted-foreground">
                  {lease.tenants || 'No tenant named'}
                  {lease.status === 'active' ? '' : ` · lease ${lease.status}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DelinquentRow({ row }: { row: DelinquentLease }) {
  const queryClient = useQueryClient();
  const [noting, setNoting] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  // A double tap sends one reminder (state lags a render behind; the ref does not).
  const inFlight = useRef(false);
  const name = `${row.address}, ${row.unit_label}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: MONEY_KEY });

  const sendReminder = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setStatus(null);
    try {
      await addContact(row.lease_id, 'reminder_mail', '', row.balance_cents);
      setStatus({ ok: true, text: 'Reminder mailed to the tenants.' });
      await refresh();
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <Link to={paths.adminMoneyLease(row.lease_id)} className="font-semibold underline">
          {name}
        </Link>
        <span className="font-mono font-semibold tabular-nums">
          {formatCents(row.balance_cents)}
        </span>
      </div>
      <p className="text-sm">{row.tenant_names || 'No tenant named'}</p>
      <p className="text-sm text-muted-foreground">
        {row.days_late} {row.days_late === 1 ? 'day' : 'days'} late ·{' '}
        {row.last_contact_at && row.last_contact_channel
          ? `Last contact: ${contactChannelLabels[row.last_contact_channel]}, ${formatInstant(row.last_contact_at, 'en', 'medium')}`
          : 'No contact yet'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={sending}
          aria-label={`Send a reminder mail for ${name}`}
          onClick={() => void sendReminder()}
        >
          {sending ? 'Sending…' : 'Send reminder'}
        </Button>
        {noting ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Note a contact for ${name}`}
            onClick={() => setNoting(true)}
          >
            Note a contact
          </Button>
        )}
        <Link to={paths.adminMoneyHome(row.home_id)} className="self-center text-sm underline">
          Home ledger
        </Link>
      </div>
      <div role="status" className="empty:hidden">
        {status ? (
          <p className={status.ok ? 'text-sm' : 'text-sm text-destructive'}>{status.text}</p>
        ) : null}
      </div>
      {noting ? (
        <ContactForm
          label={name}
          onCancel={() => setNoting(false)}
          onSave={async ({ channel, note }) => {
            await addContact(row.lease_id, channel, note, row.balance_cents);
            setNoting(false);
            setStatus({ ok: true, text: 'Contact noted.' });
            await refresh();
          }}
        />
      ) : null}
    </li>
  );
}

export function MoneyOverview({ now }: { now?: Date }) {
  const today = officeToday(now);
  const late = useQuery(moneyQueries.delinquent(today));
  return (
    <div className="flex flex-col gap-8">
      <p>
        <Link to={paths.adminMoneyMonthEnd} className="font-medium underline">
          Month end: owners’ payouts, statements and the 1099 totals
        </Link>
      </p>
      <LeaseFinder />
      <section aria-labelledby="late-heading" className="flex flex-col gap-3">
        <h2 id="late-heading" className="text-xl font-semibold">
          Behind on rent
        </h2>
        <p className="text-sm text-muted-foreground">
          Leases with a charge still open after the grace days, most days late first.
        </p>
        {late.isPending ? <p role="status">Loading…</p> : null}
        {late.isError ? (
          <p role="alert" className="text-destructive">
            The list could not be loaded: {late.error.message}
          </p>
        ) : null}
        {late.data && late.data.length === 0 ? <p>{OVERVIEW_MESSAGES.noneLate}</p> : null}
        {late.data && late.data.length > 0 ? (
          <ul aria-label="Leases behind on rent" className="flex flex-col gap-3">
            {late.data.map((row) => (
              <DelinquentRow key={row.lease_id} row={row} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
