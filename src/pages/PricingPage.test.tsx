import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeadDialogProvider } from '@/app/LeadDialogProvider';
import PricingPage from '@/pages/PricingPage';

/** Renders the page and waits for the savings calculator, which is its own lazy chunk. */
async function renderPricing() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <LeadDialogProvider>
        <PricingPage />
      </LeadDialogProvider>
    </MemoryRouter>,
  );
  await screen.findByTestId('savings-results', {}, { timeout: 10_000 });
  return { user };
}

const results = () => screen.getByTestId('savings-results');

describe('pricing page: billing toggle', () => {
  it('is a labelled radio group that starts month-to-month', async () => {
    await renderPricing();
    const group = screen.getByRole('group', { name: 'Billing term' });
    const monthly = within(group).getByRole('radio', { name: 'Month-to-month' });
    const annual = within(group).getByRole('radio', { name: '12-month commitment' });
    expect(monthly).toBeChecked();
    expect(annual).not.toBeChecked();
    expect(screen.getByTestId('price-standard')).toHaveTextContent('$149');
    expect(screen.getByTestId('price-plus')).toHaveTextContent('$249');
  });

  it('switches both plans to the 12-month prices with the arrow key, and back by click', async () => {
    const { user } = await renderPricing();
    await user.click(screen.getByRole('radio', { name: 'Month-to-month' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '12-month commitment' })).toBeChecked();
    expect(screen.getByTestId('price-standard')).toHaveTextContent('$99');
    expect(screen.getByTestId('price-plus')).toHaveTextContent('$199');

    await user.click(screen.getByRole('radio', { name: 'Month-to-month' }));
    expect(screen.getByTestId('price-standard')).toHaveTextContent('$149');
  });

  it('marks Plus as Most Popular and shows both placement fees', async () => {
    await renderPricing();
    const plus = screen.getByRole('article', { name: /Plus/ });
    expect(within(plus).getByText('Most Popular')).toBeInTheDocument();
    expect(within(plus).getByText(/Tenant placement: \$999/)).toBeInTheDocument();
    const standard = screen.getByRole('article', { name: /Standard/ });
    expect(within(standard).getByText(/Tenant placement: \$1,500/)).toBeInTheDocument();
    expect(within(standard).queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('compares the 14 features in a table, Standard lacking seven', async () => {
    await renderPricing();
    const table = screen.getByRole('table', { name: /Features included/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    const standardMissing = rows.filter(
      (row) => within(row).getAllByRole('cell')[0]?.textContent === 'Not included',
    );
    expect(standardMissing.map((r) => within(r).getByRole('rowheader').textContent)).toContain(
      'Home warranty',
    );
    expect(standardMissing).toHaveLength(7);
  });

  it('shows what is not built yet as coming soon, never as included (capabilities.ts)', async () => {
    await renderPricing();
    const table = screen.getByRole('table', { name: /Features included/ });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(within(row(/^Tenant screening/)).getAllByText('Coming soon')).toHaveLength(2);
    expect(within(row(/^Tenant screening/)).queryByText('Included')).not.toBeInTheDocument();
    expect(within(row(/^Annual inspections/)).getByText('Coming soon')).toBeInTheDocument();
    const standard = screen.getByRole('article', { name: /Standard/ });
    const includes = within(standard).getAllByRole('list')[0]!;
    expect(includes).not.toHaveTextContent(/screening/i);
    expect(within(standard).getByText('Coming soon to the plan:')).toBeInTheDocument();
    expect(screen.queryByText(/30\+ .*platforms/)).not.toBeInTheDocument();
  });
});

describe('pricing page: savings calculator', () => {
  it('shows live results for the default rent and updates as the owner types', async () => {
    const { user } = await renderPricing();
    expect(results()).toHaveAttribute('aria-live', 'polite');
    // $2,800 x 12 = $33,600; 8-10% = $2,688-$3,360; Standard $149 x 12 = $1,788.
    expect(results()).toHaveTextContent('$2,688-$3,360');
    expect(results()).toHaveTextContent('$1,788');
    expect(results()).toHaveTextContent('Save $900-$1,572 a year');

    const rent = screen.getByLabelText('Monthly rent per unit');
    expect(rent).toHaveAttribute('inputmode', 'numeric');
    await user.clear(rent);
    await user.type(rent, '3,000');
    const units = screen.getByLabelText('Number of units');
    await user.clear(units);
    await user.type(units, '4');
    // 3,000 x 4 x 12 = 144,000; 8-10% = 11,520-14,400; Standard 149 x 4 x 12 = 7,152.
    expect(results()).toHaveTextContent('$144,000');
    expect(results()).toHaveTextContent('$11,520-$14,400');
    expect(results()).toHaveTextContent('$7,152');
    expect(results()).toHaveTextContent('Save $4,368-$7,248 a year');
  });

  it('follows the billing toggle', async () => {
    const { user } = await renderPricing();
    await user.click(screen.getByRole('radio', { name: '12-month commitment' }));
    // Standard at $99 x 12 = $1,188; Plus at $199 x 12 = $2,388.
    expect(results()).toHaveTextContent('$1,188');
    expect(results()).toHaveTextContent('$2,388');
  });

  it('flags out-of-range input on the field and hides stale results', async () => {
    const { user } = await renderPricing();
    const units = screen.getByLabelText('Number of units');
    await user.clear(units);
    await user.type(units, '0');
    expect(units).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number of units between 1 and 500.')).toBeInTheDocument();
    expect(units).toHaveAccessibleDescription(/between 1 and 500/);
    expect(results()).toHaveTextContent('Enter a valid rent and number of units');
    expect(results()).not.toHaveTextContent('$1,788');
  });
});
