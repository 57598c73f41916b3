import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentValues } from '@contract/ledger.ts';
import type { LeaseLedger, LedgerEntry } from '../../api/money';
import { LeaseLedgerView } from './LeaseLedgerView';

const LEASE = '5eed0500-0000-4000-8000-000000000001';
const HOME = '5eed0300-0000-4000-8000-000000000001';

const fetchLeaseLedger = vi.fn<(id: string) => Promise<LeaseLedger | null>>();
const recordPayment = vi.fn<(values: PaymentValues) => Promise<LedgerEntry>>();
vi.mock('../../api/money', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/money')>()),
  fetchLeaseLedger: (id: string) => fetchLeaseLedger(id),
  recordPayment: (values: PaymentValues) => recordPayment(values),
}));

function entry(overrides: Partial<LedgerEntry>): LedgerEntry {
  return {
    id: 'rent-nov',
    kind: 'rent_charge',
    amount_cents: 185_000,
    posted_on: '2026-11-01',
    created_at: '2026-11-01T08:00:00Z',
    memo: 'Rent for November 2026',
    reverses_id: null,
    method: null,
    reference: null,
    receipt_number: null,
    maintenance_request_id: null,
    period: '2026-11-01',
    posting_key: 'rent:lease:2026-11',
    ...overrides,
  };
}

function ledger(balanceCents: number, entries: LedgerEntry[]): LeaseLedger {
  return {
    lease: {
      id: LEASE,
      home_id: HOME,
      status: 'active',
      address: '1520 N Garey Ave, Pomona',
      unit: 'Unit A',
      tenants: 'Jordan Avila',
      rent_cents: 185_000,
      deposit_cents: 185_000,
      due_day: 1,
    },
    balanceCents,
    depositsHeldCents: 185_000,
    entries,
  };
}

function renderView() {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LeaseLedgerView leaseId={LEASE} now={new Date('2026-11-25T20:00:00Z')} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('LeaseLedgerView', () => {
  beforeEach(() => {
    fetchLeaseLedger.mockReset();
    recordPayment.mockReset();
  });

  it('records a check for the balance and shows its receipt number and the new balance', async () => {
    const payment = entry({
      id: 'pay',
      kind: 'payment_received',
      posted_on: '2026-11-25',
      memo: '',
      period: null,
      posting_key: null,
      method: 'check',
      reference: '1042',
      receipt_number: 1007,
    });
    fetchLeaseLedger
      .mockResolvedValueOnce(ledger(185_000, [entry({})]))
      .mockResolvedValue(ledger(0, [entry({}), payment]));
    recordPayment.mockResolvedValue(payment);
    const user = renderView();
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    expect(screen.getByTestId('lease-balance')).toHaveTextContent('$1,850.00');
    const rent = screen.getByRole('listitem', { name: 'Rent of Nov 1, 2026' });
    expect(within(rent).getByText('Open')).toBeVisible();
    // Worded from its kind and month; the books' memo is not repeated after the date.
    expect(within(rent).getByText('Rent for November 2026')).toBeVisible();
    expect(within(rent).queryByText(/· Rent for/)).toBeNull();
    await user.type(within(form).getByLabelText(/Check number/), '1042');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Recorded $1,850.00: receipt no. 1007')).toBeVisible();
    expect(recordPayment.mock.calls[0]![0]).toMatchObject({
      leaseId: LEASE,
      amount: 185_000,
      receivedOn: '2026-11-25',
      method: 'check',
      reference: '1042',
    });
    expect(await screen.findByText(/New balance: \$0\.00/)).toBeVisible();
    expect(screen.getByTestId('lease-balance')).toHaveTextContent('$0.00');
    expect(
      within(screen.getByRole('listitem', { name: 'Rent of Nov 1, 2026' })).getByText('Paid'),
    ).toBeVisible();
    expect(screen.getByText(/Check 1042 · Receipt no\. 1007/)).toBeVisible();
  });

  it('says when the lease does not exist', async () => {
    fetchLeaseLedger.mockResolvedValue(null);
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('That lease does not exist.');
  });
});
