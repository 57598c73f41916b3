import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticesAgent } from '@contract/company-portal.ts';
import { paymentMethodLabels, type UnitRentStatus } from '@contract/ledger.ts';
import * as api from '../api/portal';
import { statementUrl } from '../api/statements';
import type { MoneyEntry, OwnerMoney as OwnerMoneyData, OwnerStatement } from '../api/portal';
import type { PortalLease } from '@/features/portal/api/portal';
import { nextDueDate } from './format';
import { OwnerMoney } from './OwnerMoney';
import { TenantMoney } from './TenantMoney';

vi.mock('../api/portal', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/portal')>()),
  fetchTenantMoney: vi.fn(),
  fetchOwnerMoney: vi.fn(),
  fetchReceipt: vi.fn(),
}));
vi.mock('../api/statements', () => ({ statementUrl: vi.fn() }));

const lease: PortalLease = {
  id: 'l1',
  unit_id: 'u1',
  home_id: 'h1',
  starts_on: '2026-01-01',
  ends_on: null,
  rent_cents: 245000,
  deposit_cents: 300000,
  due_day: 1,
  late_fee_grace_days: 5,
  late_fee_cents: 7500,
  charges_from: '2026-01-01',
  move_out_on: null,
  status: 'active',
};

let seq = 0;
function entry(fields: Partial<MoneyEntry> & Pick<MoneyEntry, 'kind' | 'posted_on'>): MoneyEntry {
  seq += 1;
  return {
    id: `e${seq}`,
    home_id: 'h1',
    lease_id: 'l1',
    amount_cents: 245000,
    memo: '',
    reverses_id: null,
    method: null,
    reference: null,
    receipt_number: null,
    maintenance_request_id: null,
    created_at: `2026-01-01T00:00:${String(seq).padStart(2, '0')}Z`,
    period: null,
    posting_key: null,
    ...fields,
  };
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const tenantMoney = (data: Partial<api.TenantMoney>) =>
  vi
    .mocked(api.fetchTenantMoney)
    .mockResolvedValue({ balanceCents: 0, depositHeldCents: 0, entries: [], ...data });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('TenantMoney', () => {
  it.each([
    [12_550, '$125.50', 'You owe this now.'],
    [-5_000, '$50.00 credit', 'It goes toward your next charges.'],
    [0, '$0.00', 'You are paid up.'],
  ])('shows a balance of %i cents as owed, credit or paid up', async (cents, amount, note) => {
    tenantMoney({ balanceCents: cents, depositHeldCents: 300000 });
    wrap(<TenantMoney userId="u" lease={lease} />);
    const balance = (await screen.findByText('Balance now')).parentElement!;
    expect(within(balance).getByText(amount)).toBeInTheDocument();
    expect(within(balance).getByText(note)).toBeInTheDocument();
    expect(screen.getByText('Security deposit held').nextSibling).toHaveTextContent('$3,000.00');
  });

  it('says so when there are no charges yet, and how to pay at the office', async () => {
    tenantMoney({});
    wrap(<TenantMoney userId="u" lease={lease} />);
    expect(await screen.findByText('No charges yet')).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How to pay' });
    expect(how).toHaveTextContent(paymentMethodLabels.check.toLowerCase());
    expect(how).toHaveTextContent(paymentMethodLabels.money_order.toLowerCase());
    expect(how).toHaveTextContent(noticesAgent.address.street);
  });

  it('pays the oldest charge first and shows a reversed payment as corrected', async () => {
    // As the books post rent: kind and month (the English memo is the record's, never shown).
    const rent = (month: string) =>
      entry({
        kind: 'rent_charge',
        posted_on: `${month}-01`,
        period: `${month}-01`,
        posting_key: `rent:l1:${month}`,
        memo: 'the record',
      });
    const jan = rent('2026-01');
    const feb = rent('2026-02');
    const paid = entry({
      kind: 'payment_received',
      posted_on: '2026-01-03',
      amount_cents: 300000,
      method: 'check',
      reference: '1234',
      receipt_number: 1001,
    });
    const bounced = entry({
      kind: 'payment_received',
      posted_on: '2026-02-02',
      amount_cents: 100000,
      method: 'check',
      reference: '1240',
      receipt_number: 1002,
    });
    const reversal = entry({
      kind: 'payment_received',
      posted_on: '2026-02-09',
      amount_cents: 100000,
      reverses_id: bounced.id,
      memo: 'Check returned unpaid',
    });
    tenantMoney({ balanceCents: 190000, entries: [jan, paid, feb, bounced, reversal] });
    wrap(<TenantMoney userId="u" lease={lease} />);
    const items = await screen.findAllByRole('listitem');
    // Newest first.
    expect(items[0]).toHaveTextContent('Correction: payment received of February 2, 2026 reversed');
    expect(items[0]).toHaveTextContent('Check returned unpaid');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Corrected on February 9, 2026');
    expect(items[2]).toHaveTextContent('Rent for February 2026');
    expect(items[2]).not.toHaveTextContent('the record');
    expect(items[2]).toHaveTextContent('Partly paid: $1,900.00 open');
    expect(items[4]).toHaveTextContent('Rent for January 2026');
    expect(items[4]).toHaveTextContent('Paid');
    expect(items[3]).toHaveTextContent('check number 1234');
    expect(within(items[3]!).getByRole('button', { name: 'Receipt (PDF) no. 1001' })).toBeVisible();
  });

  it('saves the receipt PDF, and says so plainly when it cannot be downloaded', async () => {
    const payment = entry({
      kind: 'payment_received',
      posted_on: '2026-01-03',
      method: 'money_order',
      reference: 'MO-9',
      receipt_number: 1007,
    });
    tenantMoney({ entries: [payment] });
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.mocked(api.fetchReceipt)
      .mockResolvedValueOnce(new Blob(['%PDF'], { type: 'application/pdf' }))
      .mockRejectedValueOnce(
        new api.ReceiptUnavailable('The receipt could not be downloaded. Call the office.'),
      );
    wrap(<TenantMoney userId="u" lease={lease} />);
    const button = await screen.findByRole('button', { name: 'Receipt (PDF) no. 1007' });
    await userEvent.click(button);
    expect(api.fetchReceipt).toHaveBeenCalledWith(payment.id, 'en');
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The receipt could not be downloaded. Call the office.',
    );
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('offers a retry when the payments cannot be loaded', async () => {
    vi.mocked(api.fetchTenantMoney).mockRejectedValueOnce(new Error('offline'));
    tenantMoney({ balanceCents: 0 });
    wrap(<TenantMoney userId="u" lease={lease} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payments could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are paid up.')).toBeInTheDocument();
  });
});

describe('nextDueDate', () => {
  const l = {
    due_day: 5,
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    charges_from: '2026-01-01',
    move_out_on: null,
    status: 'active',
  } as const;

  it('is this month’s due day until it passes, then next month’s', () => {
    expect(nextDueDate(l, '2026-03-05')).toBe('2026-03-05');
    expect(nextDueDate(l, '2026-03-06')).toBe('2026-04-05');
    expect(nextDueDate({ ...l, starts_on: '2027-02-10', ends_on: null }, '2026-12-06')).toBe(
      '2027-03-05',
    );
  });

  it('starts at the books’ start (charges_from) when that is later than the lease’s', () => {
    expect(nextDueDate({ ...l, charges_from: '2026-05-06' }, '2026-03-06')).toBe('2026-06-05');
    expect(nextDueDate({ ...l, charges_from: '2026-05-05' }, '2026-03-06')).toBe('2026-05-05');
  });

  it('an active lease goes on month to month; an ended one stops at its move-out, else its end', () => {
    expect(nextDueDate(l, '2026-12-06')).toBe('2027-01-05');
    const ended = { ...l, status: 'ended' } as const;
    expect(nextDueDate(ended, '2026-12-06')).toBeNull();
    expect(nextDueDate(ended, '2026-12-05')).toBe('2026-12-05');
    expect(nextDueDate({ ...ended, move_out_on: '2026-10-05' }, '2026-10-01')).toBeNull();
    expect(nextDueDate({ ...ended, move_out_on: '2026-10-06' }, '2026-10-01')).toBe('2026-10-05');
    expect(nextDueDate({ ...ended, ends_on: null }, '2026-10-01')).toBeNull();
  });
});

describe('OwnerMoney', () => {
  const month = (period: string) => ({
    period,
    openingCents: 10000,
    rentCents: 245000,
    contributionsCents: 0,
    expensesCents: 18500,
    feesCents: 14900,
    payoutsCents: 0,
    closingCents: 221600,
  });
  const statement: OwnerStatement = {
    id: 's1',
    period: '2026-10-01',
    opening_cents: 0,
    income_cents: 245000,
    expenses_cents: 0,
    fees_cents: 14900,
    payouts_cents: 0,
    closing_cents: 230100,
    storage_path: 'p/s1.pdf',
    created_at: '2026-11-01T10:00:00Z',
  };
  const unit = (fields: Partial<UnitRentStatus> & Pick<UnitRentStatus, 'status'>) => ({
    homeId: 'h1',
    unitId: `u-${fields.status}`,
    unitLabel: `Unit ${fields.status}`,
    leaseId: fields.status === 'vacant' ? null : `l-${fields.status}`,
    currentLease: fields.status !== 'vacant',
    owedCents: 0,
    oldestOpenOn: null,
    daysLate: null,
    ...fields,
  });
  const data = (statements: OwnerStatement[], rent: UnitRentStatus[] = []): OwnerMoneyData => ({
    homes: [
      {
        homeId: 'h1',
        address: '12 Palm Ave, Covina',
        balanceCents: 221600,
        thisMonth: month('2026-11'),
        lastMonth: month('2026-10'),
        entries: [
          entry({
            kind: 'repair_cost',
            posted_on: '2026-11-04',
            amount_cents: 18500,
            lease_id: null,
            // As the books post a repair: the record's memo is never shown to the owner.
            memo: 'Repair: kitchen faucet drips',
            posting_key: 'repair:abcdef12-3456-4789-8abc-def012345678',
            maintenance_request_id: 'abcdef12-3456-4789-8abc-def012345678',
            repair: { category: 'plumbing', location: 'Kitchen sink' },
          }),
        ],
        rent,
      },
    ],
    statements,
  });

  it('shows each home’s balance, the month’s repairs with what they were for, and no statements yet', async () => {
    vi.mocked(api.fetchOwnerMoney).mockResolvedValue(data([]));
    wrap(<OwnerMoney userId="u" />);
    const home = await screen.findByRole('article', { name: '12 Palm Ave, Covina' });
    expect(within(home).getByText('Balance held for you').nextSibling).toHaveTextContent(
      '$2,216.00',
    );
    const november = within(home).getByRole('region', { name: 'This month: November 2026' });
    expect(november).toHaveTextContent('Repair: Plumbing — Kitchen sink (request #ABCDEF12)');
    expect(november).not.toHaveTextContent('faucet drips');
    expect(november).toHaveTextContent('−$185.00');
    expect(
      within(home).getByRole('region', { name: 'Last month: October 2026' }),
    ).toHaveTextContent('No entries this month.');
    expect(screen.getByText('No statements yet')).toBeInTheDocument();
  });

  it('says each unit’s rent today: late with days and amount, partly paid, due, paid, vacant', async () => {
    vi.mocked(api.fetchOwnerMoney).mockResolvedValue(
      data(
        [],
        [
          unit({ status: 'late', owedCents: 505000, oldestOpenOn: '2026-10-01', daysLate: 57 }),
          unit({ status: 'partial', owedCents: 145000, oldestOpenOn: '2026-11-01' }),
          unit({ status: 'due', owedCents: 245000, oldestOpenOn: '2026-11-01' }),
          unit({ status: 'paid' }),
          unit({ status: 'vacant' }),
          unit({
            status: 'late',
            unitId: 'u-old',
            currentLease: false,
            owedCents: 1000,
            daysLate: 1,
          }),
        ],
      ),
    );
    wrap(<OwnerMoney userId="u" />);
    const home = await screen.findByRole('article', { name: '12 Palm Ave, Covina' });
    const rent = within(home).getByRole('region', { name: 'Rent today' });
    const items = within(rent).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Unit lateLate57 days late · $5,050.00 owed',
      'Unit partialPartly paid$1,450.00 owed',
      'Unit dueDue$2,450.00 due, not late yet',
      'Unit paidPaidNothing owed',
      'Unit vacantVacantNo tenant',
      'Unit late, former tenantLate1 day late · $10.00 owed',
    ]);
  });

  it('opens a statement through a short-lived link, and says so when it cannot', async () => {
    vi.mocked(api.fetchOwnerMoney).mockResolvedValue(data([statement]));
    vi.mocked(statementUrl).mockRejectedValueOnce(new Error('denied'));
    wrap(<OwnerMoney userId="u" />);
    const list = await screen.findByRole('region', { name: 'Statements' });
    expect(list).toHaveTextContent('October 2026');
    expect(list).toHaveTextContent('Closing balance $2,301.00');
    await userEvent.click(
      within(list).getByRole('button', { name: 'Open PDF of the October 2026 statement' }),
    );
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'The statement could not be opened.',
    );
    expect(statementUrl).toHaveBeenCalledWith(statement.storage_path, 'Statement 2026-10.pdf');
  });
});
