import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeadDialogProvider } from '@/app/LeadDialogProvider';
import { pricingPage } from '@/content/es/pricingPage';
import { PricingView } from './PricingView';

describe('PricingView in Spanish', () => {
  it('shows the plans, comparison and the savings calculator in Spanish', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter initialEntries={['/es/pricing']}>
        <LeadDialogProvider>
          <PricingView content={pricingPage} />
        </LeadDialogProvider>
      </MemoryRouter>,
    );
    const results = await screen.findByTestId('savings-results', {}, { timeout: 10_000 });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Precios sencillos, con tarifa fija' }),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Plazo de pago' });
    expect(within(group).getByRole('radio', { name: 'Mes a mes' })).toBeChecked();
    expect(screen.getByTestId('price-standard')).toHaveTextContent('$149');
    const plus = screen.getByRole('article', { name: /Plus/ });
    expect(within(plus).getByText('El más popular')).toBeInTheDocument();
    expect(within(plus).getByText(/Colocación de inquilino: \$999/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Servicios incluidos/ });
    expect(within(table).getAllByText('No incluido')).toHaveLength(7);
    expect(
      within(table).getByRole('rowheader', { name: 'Garantía del hogar' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Honorarios legales de desalojo')).toBeInTheDocument();
    expect(screen.getByText('12 semanas')).toBeInTheDocument();

    expect(results).toHaveTextContent('Ahorre $900-$1,572 al año');
    // Every form can be submitted (WCAG technique H32); the calculator sends nothing, so is none.
    for (const form of container.querySelectorAll('form')) {
      expect(form.querySelector('button[type="submit"], input[type="submit"]')).not.toBeNull();
    }
    expect(screen.getByLabelText('Número de unidades').closest('form')).toBeNull();
    const units = screen.getByLabelText('Número de unidades');
    await user.clear(units);
    await user.type(units, '0');
    expect(screen.getByText('Escriba un número de unidades entre 1 y 500.')).toBeInTheDocument();
    expect(results).toHaveTextContent('Escriba una renta y un número de unidades válidos');

    await user.click(within(group).getByRole('radio', { name: 'Compromiso de 12 meses' }));
    expect(screen.getByTestId('price-standard')).toHaveTextContent('$99');
    expect(screen.getAllByText(/Con un compromiso de 12 meses: \$600 menos al año/)).toHaveLength(
      2,
    );

    // A plan's "Get Started" opens the Get Started form with that plan picked.
    const standard = screen.getByRole('article', { name: /Standard/ });
    await user.click(within(standard).getByRole('button', { name: /Empiece hoy/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByLabelText('Plan que le interesa')).toHaveValue('standard');
  });
});
