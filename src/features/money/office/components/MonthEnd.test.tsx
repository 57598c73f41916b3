import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementsAnswer } from '@contract/money-api.ts';
import type { MonthEndRow, RentTotal, StatementRow } from '../../api/money';
import { MonthEnd } from './MonthEnd';

const fetchMonthEnd = vi.fn<(period: string) => Promise<MonthEndRow[]>>();
const recordPayout =
  vi.fn<(home: string, period: string, sentOn: string, reference: string) => Promise<void>>();
const makeStatements = vi.fn<(period: string) => Promise<StatementsAnswer>>();
const fetchStatements = vi.fn<(period: string) => Promise<StatementRow[]>>();
const statementUrl = vi.fn<(path: string) => Promise<string>>();
const totals: RentTotal[] = [
  { person_id: 'p1', full_name: 'Olivia Marsh', email: null, rents_cents: 2_250_000 },
  { person_id: 'p2', full_name: 'Raymond Chu', email: null, rents_cents: 150_000 },
];
vi.mock('../../api/money', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/money')>()),
  fetchMonthEnd: (period: string) => fetchMonthEnd(period),
  recordPayout: (home: string, period: string, sentOn: string, reference: string) =>
    recordPayout(home, period, sentOn, reference),
  makeStatements: (period: string) => makeStatements(period),
  fetchStatements: (period: string) => fetchStatements(period),
  fetchRentTotals: () => Promise.resolve(totals),
}));
vi.mock('../../api/statements', () => ({
  statementUrl: (path: string) => statementUrl(path),
}));

const H1 = '5eed0300-0000-4000-8000-000000000001';
const H2 = '5eed0300-0000-4000-8000-000000000002';

function row(overrides: Partial<MonthEndRow>): MonthEndRow {
  return {
    person_id: 'p1',
    full_name: 'Olivia Marsh',
    email: 'owner1@example.com',
    home_id: H1,
    address: '1520 N Garey Ave, Pomona',
    income_cents: 187_500,
    expenses_cents: 12_000,
    fees_cents: 14_900,
    balance_cents: 160_600,
    reserve_cents: 50_000,
    payable_cents: 110_600,
    payout_cents: null,
    payout_sent_on: null,
    payout_reference: null,
    payout_due_on: '2026-11-10',
    ...overrides,
  };
}

function renderMonthEnd(now: Date) {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MonthEnd now={now} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('MonthEnd', () => {
  beforeEach(() => {
    fetchMonthEnd.mockReset();
    recordPayout.mockReset();
    makeStatements.mockReset();
    fetchStatements.mockReset().mockResolvedValue([]);
    statementUrl.mockReset();
  });

  it('flags an unsent payout late after the 10th; not one sent on time, nor one not owed', async () => {
    fetchMonthEnd.mockResolvedValue([
      row({}),
      row({
        home_id: H2,
        address: '99 Late Ln, Covina',
        payout_cents: 50_000,
        payout_sent_on: '2026-11-08',
        payout_reference: 'ACH-7',
      }),
      row({
        home_id: '5eed0300-0000-4000-8000-000000000009',
        address: '7 Empty Ct, Upland',
        balance_cents: 0,
        payable_cents: 0,
      }),
    ]);
    // 25 Nov 2026: October's payouts were due by 10 Nov.
    const user = renderMonthEnd(new Date('2026-11-25T20:00:00Z'));
    expect(screen.getByRole('combobox', { name: /Month/ })).toHaveValue('2026-10');
    expect(fetchMonthEnd).toHaveBeenCalledWith('2026-10');
    const homes = await screen.findByRole('list', { name: 'Olivia Marsh’s homes' });
    const unsent = within(homes).getByRole('listitem', { name: '1520 N Garey Ave, Pomona' });
    expect(within(unsent).getByText('Payout late')).toBeVisible();
    expect(within(unsent).getByText('$1,106.00')).toBeVisible();
    const sent = within(homes).getByRole('listitem', { name: '99 Late Ln, Covina' });
    expect(within(sent).queryByText('Payout late')).toBeNull();
    expect(within(sent).getByText(/sent Nov 8, 2026, reference ACH-7/)).toBeVisible();
    const empty = within(homes).getByRole('listitem', { name: '7 Empty Ct, Upland' });
    expect(within(empty).queryByText('Payout late')).toBeNull();
    expect(within(empty).getByText('Nothing is payable for this month.')).toBeVisible();

    recordPayout.mockResolvedValue();
    const form = within(unsent).getByRole('form', { name: /Mark the payout sent/ });
    await user.click(within(form).getByRole('button', { name: 'Mark sent' }));
    expect(await within(form).findByText('The transfer’s reference is required')).toBeVisible();
    await user.type(within(form).getByLabelText(/Transfer reference/), 'ACH-9');
    await user.click(within(form).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() =>
      expect(recordPayout).toHaveBeenCalledWith(H1, '2026-10', '2026-11-25', 'ACH-9'),
    );
  });

  it('is not late before the 10th, and waits for the month to end', async () => {
    fetchMonthEnd.mockResolvedValue([row({ payout_due_on: '2026-12-10' })]);
    const user = renderMonthEnd(new Date('2026-12-04T20:00:00Z'));
    const home = await screen.findByRole('listitem', { name: '1520 N Garey Ave, Pomona' });
    expect(within(home).queryByText('Payout late')).toBeNull();
    expect(within(home).getByRole('form', { name: /Mark the payout sent/ })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: /Month/ }), '2026-12');
    expect(
      await screen.findByText('The month has not ended: its payout is sent after it.'),
    ).toBeVisible();
  });

  it('makes statements and says what the function answered; marks owners at the 1099 threshold', async () => {
    fetchMonthEnd.mockResolvedValue([]);
    makeStatements.mockResolvedValueOnce({ period: '2026-10', made: 2, existing: 1, remaining: 0 });
    makeStatements.mockRejectedValueOnce(new Error('Only staff make statements.'));
    const user = renderMonthEnd(new Date('2026-11-25T20:00:00Z'));
    await user.click(screen.getByRole('button', { name: 'Make statements' }));
    expect(await screen.findByText('Made 2 statements; 1 already made.')).toBeVisible();
    expect(makeStatements).toHaveBeenCalledWith('2026-10');
    await user.click(screen.getByRole('button', { name: 'Make statements' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff make statements.');

    const rents = await screen.findByRole('list', { name: 'Rents collected per owner in 2026' });
    expect(
      within(rents)
        .getByText(/Olivia Marsh/)
        .closest('li'),
    ).toHaveTextContent('Report on 1099-MISC');
    expect(
      within(rents)
        .getByText(/Raymond Chu/)
        .closest('li'),
    ).toHaveTextContent('Below the threshold');
    expect(screen.getByText(/when they reach \$2,000\.00 in 2026/)).toBeVisible();
  });

  it('opens a statement’s PDF at a signed URL', async () => {
    fetchMonthEnd.mockResolvedValue([]);
    const path = `${H1}/${H2}.pdf`;
    fetchStatements.mockResolvedValue([
      {
        id: H2,
        person_id: H1,
        full_name: 'Olivia Marsh',
        period: '2026-10-01',
        opening_cents: 0,
        closing_cents: 160_600,
        storage_path: path,
        created_at: '2026-11-01T16:00:00Z',
      },
    ]);
    statementUrl.mockResolvedValue('http://127.0.0.1/signed/statement.pdf');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = renderMonthEnd(new Date('2026-11-25T20:00:00Z'));
    const list = await screen.findByRole('list', { name: 'Statements made' });
    expect(list).toHaveTextContent('Olivia Marsh: closing balance $1,606.00');
    await user.click(
      within(list).getByRole('button', { name: 'Open Olivia Marsh’s statement (PDF)' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('http://127.0.0.1/signed/statement.pdf'));
    expect(statementUrl).toHaveBeenCalledWith(path);
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });
});
