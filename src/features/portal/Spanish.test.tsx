import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as moneyApi from '@/features/money/api/portal';
import * as api from './api/portal';
import type { PortalLease, TenantLease } from './api/portal';
import { Portal } from './components/Portal';
import { PortalSignIn } from './components/PortalSignIn';
import { RequestFlow } from '@/features/maintenance/portal/NewRequest';
import { TenantMoney } from '@/features/money/portal/TenantMoney';
import { PORTAL_LOCALE_KEY, PortalLocaleProvider, initialLocale } from './locale';

vi.mock('./api/portal', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/portal')>()),
  fetchPortalAccess: vi.fn(),
  fetchTenantLeases: vi.fn(),
  fetchOwnerHomes: vi.fn(),
}));
vi.mock('@/features/money/api/portal', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/money/api/portal')>()),
  fetchTenantMoney: vi.fn(),
  fetchReceipt: vi.fn(),
}));
vi.mock('@/features/maintenance/api/portal', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/maintenance/api/portal')>()),
  fetchTenantRequests: vi.fn(() => Promise.resolve([])),
  submitRequest: vi.fn(),
}));

const lease: PortalLease = {
  id: 'l1',
  unit_id: 'u1',
  home_id: 'h1',
  starts_on: '2026-01-01',
  ends_on: null,
  rent_cents: 245050,
  deposit_cents: 300000,
  due_day: 1,
  late_fee_grace_days: 5,
  late_fee_cents: 7500,
  charges_from: '2026-01-01',
  move_out_on: null,
  status: 'active',
};
const leases: TenantLease[] = [
  {
    lease,
    home: { id: 'h1', street: '12 Palm Ave', city: 'Covina', state: 'CA', zip_code: '91722' },
    unit: { id: 'u1', home_id: 'h1', label: 'Unit A' },
    documents: [],
    insurance: null,
  },
];

function wrap(children: ReactNode, save?: (locale: 'en' | 'es') => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PortalLocaleProvider save={save}>{children}</PortalLocaleProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.localStorage.setItem(PORTAL_LOCALE_KEY, 'es');
});
afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the portal in Spanish', () => {
  it('follows the browser’s language when nothing is stored', () => {
    window.localStorage.clear();
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['es-MX', 'en-US']);
    expect(initialLocale()).toBe('es');
    languages.mockReturnValue(['en-US', 'es']);
    expect(initialLocale()).toBe('en');
    languages.mockRestore();
  });

  it('signs in in Spanish, and the switch turns it into English at once', async () => {
    const user = userEvent.setup();
    wrap(
      <PortalSignIn
        onSignIn={() =>
          Promise.reject(Object.assign(new Error('Invalid'), { code: 'invalid_credentials' }))
        }
        onRequestReset={() => Promise.resolve()}
        errorMessage={() => 'Invalid login credentials'}
        resetSentMessage="Check your inbox."
      />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Acceso para propietarios e inquilinos' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Escriba su correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Escriba su contraseña')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'a@example.com');
    await user.type(screen.getByLabelText(/Contraseña/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('El correo electrónico o la contraseña no son correctos.'),
    ).toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Idioma' });
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Owner and Tenant Sign In' })).toBeInTheDocument();
    expect(group).toHaveAccessibleName('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(PORTAL_LOCALE_KEY)).toBe('en');
  });

  it('shows a tenant’s home in the account’s language; the switch saves the choice', async () => {
    window.localStorage.setItem(PORTAL_LOCALE_KEY, 'en');
    vi.mocked(api.fetchPortalAccess).mockResolvedValue({
      roles: ['tenant'],
      isStaff: false,
      locale: 'es',
    });
    vi.mocked(api.fetchTenantLeases).mockResolvedValue(leases);
    vi.mocked(moneyApi.fetchTenantMoney).mockResolvedValue({
      balanceCents: 0,
      depositHeldCents: 300000,
      entries: [],
    });
    const save = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    wrap(<Portal userId="u1" email="t@example.com" onSignOut={() => Promise.resolve()} />, save);
    expect(
      await screen.findByRole('heading', { name: 'Portal del inquilino' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('$2,450.50 al mes')).toBeInTheDocument();
    expect(screen.getByText('El día 1 de cada mes')).toBeInTheDocument();
    expect(screen.getByText('1 de enero de 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByText(/Comuníquese con la oficina/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    // The money chunk, loaded lazily, speaks Spanish too.
    expect(await screen.findByRole('heading', { name: 'Renta y pagos' })).toBeInTheDocument();
    expect(await screen.findByText('Está al corriente.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Tenant portal' })).toBeInTheDocument();
    expect(screen.getByText('$2,450.50 a month')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('en');
  });

  it('asks the triage and checks the request form in Spanish', async () => {
    const user = userEvent.setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    expect(
      screen.getByRole('heading', { name: 'Primero: ¿es alguna de estas situaciones?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Huele a gas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ninguna de estas' }));
    expect(
      screen.getByRole('heading', { name: 'Cuéntenos sobre el problema' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByText('Elija de qué se trata el problema')).toBeInTheDocument();
    expect(screen.getByText('Díganos en qué parte de la vivienda')).toBeInTheDocument();
    expect(screen.getByText('Díganos si podemos entrar cuando usted no esté')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Plomería' })).toBeInTheDocument();
  });

  it('shows rent and payments in Spanish, money and dates as es-US writes them', async () => {
    vi.mocked(moneyApi.fetchTenantMoney).mockResolvedValue({
      balanceCents: 245050,
      depositHeldCents: 300000,
      entries: [
        {
          id: 'e1',
          home_id: 'h1',
          lease_id: 'l1',
          kind: 'rent_charge',
          amount_cents: 245050,
          posted_on: '2026-02-01',
          // The books write an English memo for the record; the line is worded from its facts.
          memo: 'Rent for February 2026',
          reverses_id: null,
          method: null,
          reference: null,
          receipt_number: null,
          maintenance_request_id: null,
          created_at: '2026-02-01T08:00:00Z',
          period: '2026-02-01',
          posting_key: 'rent:l1:2026-02',
        },
        {
          id: 'e2',
          home_id: 'h1',
          lease_id: 'l1',
          kind: 'late_fee',
          amount_cents: 7500,
          posted_on: '2026-02-07',
          memo: 'Late fee for February 2026 rent',
          reverses_id: null,
          method: null,
          reference: null,
          receipt_number: null,
          maintenance_request_id: null,
          created_at: '2026-02-07T08:00:00Z',
          period: '2026-02-01',
          posting_key: 'late:l1:2026-02',
        },
        {
          id: 'e3',
          home_id: 'h1',
          lease_id: 'l1',
          kind: 'other_charge',
          amount_cents: 2500,
          posted_on: '2026-02-08',
          // Typed by staff: shown as typed.
          memo: 'Llave de repuesto',
          reverses_id: null,
          method: null,
          reference: null,
          receipt_number: null,
          maintenance_request_id: null,
          created_at: '2026-02-08T08:00:00Z',
          period: null,
          posting_key: null,
        },
        {
          id: 'e4',
          home_id: 'h1',
          lease_id: 'l1',
          kind: 'payment_received',
          amount_cents: 1000,
          posted_on: '2026-02-09',
          memo: '',
          reverses_id: null,
          method: 'check',
          reference: '77',
          receipt_number: 1009,
          maintenance_request_id: null,
          created_at: '2026-02-09T08:00:00Z',
          period: null,
          posting_key: null,
        },
      ],
    });
    vi.mocked(moneyApi.fetchReceipt).mockRejectedValue(new Error('offline'));
    wrap(<TenantMoney userId="u" lease={lease} />);
    expect(await screen.findByText('Este es su saldo pendiente.')).toBeInTheDocument();
    expect(screen.getByText('Renta de febrero de 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Cargo por pago atrasado de la renta de febrero de 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('Otro cargo')).toBeInTheDocument();
    expect(screen.getByText(/Llave de repuesto/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Rent for|Late fee/);
    // The receipt PDF is asked for in the portal's language.
    await userEvent.click(screen.getByRole('button', { name: 'Recibo (PDF) núm. 1009' }));
    expect(moneyApi.fetchReceipt).toHaveBeenCalledWith('e4', 'es');
    expect(screen.getByText('1 de febrero de 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cómo pagar' })).toBeInTheDocument();
    // The ways to pay joined with "o"; mail is the post, not email.
    const how = screen.getByRole('region', { name: 'Cómo pagar' });
    expect(how).toHaveTextContent('giro postal (money order) o cheque de caja a nombre de');
    expect(how).toHaveTextContent('Envíelo por correo postal o tráigalo a:');
    expect(screen.getByText('$3,000.00')).toBeInTheDocument();
  });
});
