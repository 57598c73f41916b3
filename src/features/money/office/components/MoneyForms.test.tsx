import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentValues } from '@contract/ledger.ts';
import { SaveError } from '../../api/problems';
import { PaymentForm } from './MoneyForms';

const LEASE = '5eed0500-0000-4000-8000-000000000001';

function renderForm(onSave: (values: PaymentValues) => Promise<void>, balanceCents = 185_000) {
  const user = userEvent.setup({ delay: null });
  render(
    <PaymentForm leaseId={LEASE} balanceCents={balanceCents} today="2026-11-25" onSave={onSave} />,
  );
  return user;
}

describe('PaymentForm', () => {
  it('prefills the balance and today, and asks for the check number', async () => {
    const onSave = vi.fn<(values: PaymentValues) => Promise<void>>();
    const user = renderForm(onSave);
    expect(screen.getByLabelText(/Amount/)).toHaveValue('1850');
    expect(screen.getByLabelText(/Date received/)).toHaveValue('2026-11-25');
    expect(screen.getByRole('radio', { name: 'Check' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Check number is required')).toBeVisible();
    expect(screen.getByLabelText(/Check number/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names each method’s number, and cash needs none', async () => {
    const onSave = vi.fn<(values: PaymentValues) => Promise<void>>().mockResolvedValue();
    const user = renderForm(onSave);
    await user.click(screen.getByRole('radio', { name: 'Money order' }));
    expect(screen.getByLabelText(/Money order number/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByLabelText(/Transfer reference/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.queryByLabelText(/number|reference/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      leaseId: LEASE,
      kind: 'payment_received',
      amount: 185_000,
      receivedOn: '2026-11-25',
      method: 'cash',
      reference: '',
    });
  });

  it('follows the balance until the amount is typed', async () => {
    const onSave = vi.fn<(values: PaymentValues) => Promise<void>>();
    const user = userEvent.setup({ delay: null });
    const form = (cents: number) => (
      <PaymentForm leaseId={LEASE} balanceCents={cents} today="2026-11-25" onSave={onSave} />
    );
    const { rerender } = render(form(185_000));
    rerender(form(187_000));
    expect(screen.getByLabelText(/Amount/)).toHaveValue('1870');
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '500');
    rerender(form(0));
    expect(screen.getByLabelText(/Amount/)).toHaveValue('500');
  });

  it('says what is wrong with the amount and keeps it', async () => {
    const onSave = vi.fn<(values: PaymentValues) => Promise<void>>();
    const user = renderForm(onSave, 0);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The amount is required')).toBeVisible();
    await user.type(screen.getByLabelText(/Amount/), '12.345');
    await user.type(screen.getByLabelText(/Check number/), '1042');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/The amount must be an amount in dollars/)).toBeVisible();
    expect(screen.getByLabelText(/Amount/)).toHaveValue('12.345');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('posts once on a double tap, with one idempotency key per form', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi
      .fn<(values: PaymentValues) => Promise<void>>()
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = renderForm(onSave);
    await user.type(screen.getByLabelText(/Check number/), '1042');
    const button = screen.getByRole('button', { name: 'Record payment' });
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Record payment' })).toBeEnabled(),
    );
    // A retry after a failure (or a lost answer) carries the same key: the server answers once.
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0].idempotencyKey).toBe(onSave.mock.calls[0]![0].idempotencyKey);
  });

  it('shows a refusal in plain words on its field and keeps what was typed', async () => {
    const onSave = vi.fn<(values: PaymentValues) => Promise<void>>().mockRejectedValue(
      new SaveError({
        message:
          'new row for relation "ledger_entries" violates check constraint "ledger_entries_amount_range"',
        code: '23514',
      }),
    );
    const user = renderForm(onSave);
    await user.type(screen.getByLabelText(/Check number/), '1042');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('The amount must be between $0.01 and $1,000,000'),
    ).toBeVisible();
    expect(screen.getByLabelText(/Check number/)).toHaveValue('1042');
  });
});
