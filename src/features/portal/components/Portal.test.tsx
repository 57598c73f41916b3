import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentMessages } from '@contract/portal.ts';
import { maintenanceLine, noticesAgent } from '@contract/company-portal.ts';
import { company } from '@/config/company';
import * as api from '../api/portal';
import type { OwnerHome, PortalAccess, TenantLease } from '../api/portal';
import { addDays, officeDate } from '@contract/date-format.ts';
import { Portal } from './Portal';

vi.mock('../api/portal', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/portal')>()),
  fetchPortalAccess: vi.fn(),
  fetchOwnerHomes: vi.fn(),
  fetchTenantLeases: vi.fn(),
  uploadRentersInsurance: vi.fn(),
  documentDownloadUrl: vi.fn(),
}));

const access = (value: PortalAccess) => vi.mocked(api.fetchPortalAccess).mockResolvedValue(value);

const home = { id: 'h1', street: '12 Palm Ave', city: 'Covina', state: 'CA', zip_code: '91722' };
const lease = {
  id: 'l1',
  unit_id: 'u1',
  home_id: 'h1',
  starts_on: '2026-01-01',
  ends_on: addDays(officeDate(), 30),
  rent_cents: 245050,
  deposit_cents: 300000,
  due_day: 1,
  late_fee_grace_days: 5,
  late_fee_cents: 7500,
  charges_from: '2026-01-01',
  move_out_on: null,
  status: 'active' as const,
};
const leaseDocument = {
  id: 'd1',
  home_id: 'h1',
  unit_id: null,
  lease_id: 'l1',
  kind: 'lease' as const,
  visible_to: 'both' as const,
  title: 'Signed lease',
  storage_path: 'h1/d1.pdf',
  content_type: 'application/pdf',
  created_at: '2026-01-02T18:00:00Z',
};
const ownerHomes: OwnerHome[] = [
  {
    home,
    units: [
      { id: 'u1', home_id: 'h1', label: 'Unit A' },
      { id: 'u2', home_id: 'h1', label: 'Unit B' },
    ],
    leases: [{ ...lease, tenantNames: ['Tina Tenant'] }],
    documents: [leaseDocument],
    agreement: { home_id: 'h1', plan: 'plus', starts_on: '2025-06-01' },
  },
];
const tenantLeases: TenantLease[] = [
  {
    lease: { ...lease, ends_on: null },
    home,
    unit: { id: 'u1', home_id: 'h1', label: 'Unit A' },
    documents: [leaseDocument],
    insurance: null,
  },
];

function renderPortal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Portal userId="user-1" email="person@example.com" onSignOut={() => Promise.resolve()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.fetchOwnerHomes).mockResolvedValue(ownerHomes);
  vi.mocked(api.fetchTenantLeases).mockResolvedValue(tenantLeases);
});

describe('Portal', () => {
  it('tells an account without a role to call the office', async () => {
    access({ roles: [], isStaff: false });
    renderPortal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No portal access' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call the office/ })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(api.fetchOwnerHomes).not.toHaveBeenCalled();
    expect(api.fetchTenantLeases).not.toHaveBeenCalled();
  });

  it('sends staff without a portal role to the admin area', async () => {
    access({ roles: [], isStaff: true });
    renderPortal();
    expect(await screen.findByRole('link', { name: 'Go to the admin area' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('shows an owner each home with occupancy, the tenant, rent, lease end, plan and documents', async () => {
    access({ roles: ['owner'], isStaff: false });
    renderPortal();
    const card = await screen.findByRole('article', { name: /12 Palm Ave, Covina, CA 91722/ });
    expect(card).toHaveTextContent('1 of 2 units occupied');
    expect(card).toHaveTextContent('Plus plan, managed since June 1, 2025');
    expect(card).toHaveTextContent('Tina Tenant');
    expect(card).toHaveTextContent('$2,450.50 a month');
    expect(within(card).getByText(/Vacant/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download Signed lease' })).toBeEnabled();
    const ending = screen.getByRole('region', { name: 'Leases ending in the next 90 days' });
    expect(ending).toHaveTextContent('12 Palm Ave, Unit A (Tina Tenant)');
    expect(screen.getByRole('link', { name: `Call ${company.phone}` })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
  });

  it('says so when an owner has no homes yet, and when the read fails', async () => {
    access({ roles: ['owner'], isStaff: false });
    vi.mocked(api.fetchOwnerHomes).mockResolvedValueOnce([]);
    renderPortal();
    expect(await screen.findByText('No homes yet')).toBeInTheDocument();
  });

  it('offers a retry when the homes cannot be loaded', async () => {
    access({ roles: ['owner'], isStaff: false });
    vi.mocked(api.fetchOwnerHomes).mockRejectedValueOnce(new Error('offline'));
    renderPortal();
    expect(await screen.findByText('Your homes could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /12 Palm Ave/ })).toBeInTheDocument();
  });

  it('shows a tenant the lease terms, documents, maintenance line and notices address, nothing of the owner', async () => {
    access({ roles: ['tenant'], isStaff: false });
    renderPortal();
    expect(
      await screen.findByRole('heading', { level: 2, name: '12 Palm Ave, Unit A' }),
    ).toBeInTheDocument();
    const main = document.body;
    expect(main).toHaveTextContent('Month-to-month');
    expect(main).toHaveTextContent('$2,450.50 a month');
    expect(main).toHaveTextContent('On the 1st of each month');
    expect(main).toHaveTextContent('$3,000.00');
    expect(main).toHaveTextContent('$75.00 if rent is more than 5 days late');
    expect(screen.getByRole('button', { name: 'Download Signed lease' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call maintenance/ })).toHaveAttribute(
      'href',
      maintenanceLine.phoneHref,
    );
    const notices = screen.getByRole('region', { name: 'Manager and address for notices' });
    expect(notices).toHaveTextContent(noticesAgent.address.street);
    // Civil Code 1962(a): the manager's telephone number and the forms rent is paid in.
    expect(within(notices).getByRole('link', { name: /Phone/ })).toHaveAttribute(
      'href',
      noticesAgent.phoneHref,
    );
    expect(notices).toHaveTextContent(
      'by check, money order, cashier’s check, bank transfer, or cash',
    );
    expect(main).not.toHaveTextContent('Plus plan');
    expect(api.fetchOwnerHomes).not.toHaveBeenCalled();
  });

  it('says so when a tenant has no lease yet', async () => {
    access({ roles: ['tenant'], isStaff: false });
    vi.mocked(api.fetchTenantLeases).mockResolvedValueOnce([]);
    renderPortal();
    expect(await screen.findByText('No lease yet')).toBeInTheDocument();
  });

  it('lets someone who is both owner and tenant switch between the two views', async () => {
    access({ roles: ['owner', 'tenant'], isStaff: false });
    const user = userEvent.setup();
    renderPortal();
    const ownerTab = await screen.findByRole('tab', { name: 'Owner' });
    expect(ownerTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Your homes' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tenant' }));
    expect(screen.getByRole('tab', { name: 'Tenant' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: '12 Palm Ave, Unit A' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your homes' })).toBeNull();
    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Owner' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Owner' })).toHaveAttribute('aria-selected', 'true');
  });

  it('refuses a file that cannot be insurance proof, with the reason, and uploads nothing', async () => {
    access({ roles: ['tenant'], isStaff: false });
    // The picker's accept list would hide the file; a browser without one would still pass it.
    const user = userEvent.setup({ applyAccept: false });
    renderPortal();
    const input = await screen.findByLabelText(/Your proof/);
    // Scoped to the insurance section: other sections load their own data and may raise alerts.
    const section = within(screen.getByRole('region', { name: /insurance/i }));
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await section.findByRole('alert')).toHaveTextContent(documentMessages.wrongType);
    await user.click(section.getByRole('button', { name: 'Upload proof' }));
    expect(section.getByRole('alert')).toHaveTextContent(documentMessages.wrongType);
    expect(api.uploadRentersInsurance).not.toHaveBeenCalled();
  });
});
