import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorValues } from '@contract/maintenance.ts';
import type { Vendor } from '../../api/maintenance';
import { SaveError } from '../../api/problems';
import { VENDOR_MESSAGES, VendorDirectory } from './VendorDirectory';

const api = {
  saveVendor: vi.fn<(id: string | null, values: VendorValues) => Promise<void>>(),
  deleteVendor: vi.fn<(id: string) => Promise<void>>(),
};
vi.mock('../../api/maintenance', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/maintenance')>()),
  fetchVendors: () => Promise.resolve(vendors),
  saveVendor: (id: string | null, values: VendorValues) => api.saveVendor(id, values),
  deleteVendor: (id: string) => api.deleteVendor(id),
}));

const vendors: Vendor[] = [
  {
    id: 'v1',
    name: 'Inland Electric',
    trade: 'electrical',
    phone: '(909) 555-0102',
    email: 'inland@example.com',
    licence_number: '987654',
    insurance_expires_on: '2026-11-13',
  },
  {
    id: 'v2',
    name: 'Valley Plumbing',
    trade: 'plumbing',
    phone: '(626) 555-0101',
    email: 'valley@example.com',
    licence_number: null,
    insurance_expires_on: '2026-11-23',
  },
];
// Monday 23 Nov 2026 in the office: insurance expiring today has not lapsed.
const NOW = new Date('2026-11-23T18:00:00Z');

function renderDirectory() {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VendorDirectory now={() => NOW} />
    </QueryClientProvider>,
  );
  return user;
}

describe('VendorDirectory', { timeout: 20_000 }, () => {
  beforeEach(() => {
    api.saveVendor.mockReset();
    api.deleteVendor.mockReset();
  });

  it('flags lapsed insurance only once the expiry date has passed', async () => {
    renderDirectory();
    const list = await screen.findByRole('list', { name: 'Vendors' });
    const [inland, valley] = within(list).getAllByRole('listitem');
    expect(inland).toHaveTextContent(VENDOR_MESSAGES.lapsed);
    expect(inland).toHaveTextContent('Expired November 13, 2026');
    expect(valley).not.toHaveTextContent(VENDOR_MESSAGES.lapsed);
    expect(valley).toHaveTextContent('Expires November 23, 2026');
  });

  it('validates a new vendor, warns on a lapsed date and shows the database’s refusal on its field', async () => {
    const user = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Add a vendor' }));
    const form = screen.getByRole('form', { name: 'Vendor' });
    await user.click(within(form).getByRole('button', { name: 'Add vendor' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter a phone number, like (626) 555-0100')).toBeInTheDocument();
    expect(api.saveVendor).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Name/), 'Foothill Roofing');
    await user.selectOptions(within(form).getByLabelText(/^Trade/), 'roof_leaks');
    await user.type(within(form).getByLabelText(/^Phone/), '(909) 555-0177');
    await user.type(within(form).getByLabelText(/^Email/), 'roof@example.com');
    await user.type(within(form).getByLabelText(/^Licence number/), '1234567');
    await user.type(within(form).getByLabelText(/^Insurance expires on/), '2026-11-01');
    expect(within(form).getByText(/This insurance has lapsed/)).toBeInTheDocument();

    api.saveVendor.mockRejectedValueOnce(
      new SaveError(
        { message: 'violates check constraint "vendors_licence_shape"' },
        { field: 'licenceNumber', message: 'A CSLB licence number is 5 to 8 digits' },
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Add vendor' }));
    expect(
      await within(form).findByText('A CSLB licence number is 5 to 8 digits'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Licence number/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveVendor).toHaveBeenCalledWith(null, {
      name: 'Foothill Roofing',
      trade: 'roof_leaks',
      phone: '(909) 555-0177',
      email: 'roof@example.com',
      licenceNumber: '1234567',
      insuranceExpiresOn: '2026-11-01',
    });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Foothill Roofing');
  });

  it('asks before deleting', async () => {
    api.deleteVendor.mockResolvedValue();
    const user = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Delete Valley Plumbing' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Valley Plumbing?' });
    expect(api.deleteVendor).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete vendor' }));
    expect(api.deleteVendor).toHaveBeenCalledWith('v2');
  });
});
