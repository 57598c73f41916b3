import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { managementPlanIds, type HomePayload } from '@contract/managed-homes.ts';
import { documentMessages } from '@contract/portal.ts';
import { rentalRuleSources } from '@contract/rental-rules.ts';
import { plans } from '@/content/pricing';
import { SaveError, type PersonRef, type Unit } from '../../api/homes';
import { emptyHomeForm, emptyLeaseForm } from '../formValues';
import { DocumentsSection } from './DocumentsSection';
import { HomeForm } from './HomeForm';
import { LeaseForm } from './LeaseForm';

const people: PersonRef[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    full_name: 'Olive Owner',
    email: 'olive@example.com',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    full_name: 'Terry Tenant',
    email: 'terry@example.com',
  },
];
const units: Unit[] = [
  { id: '33333333-3333-4333-8333-333333333333', label: 'B', bedrooms: 2, bathrooms: 1 },
];

function inRouter(ui: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(<MemoryRouter>{ui}</MemoryRouter>);
  return user;
}

describe('the plans the database accepts', () => {
  it('are the pricing plans', () => {
    expect([...managementPlanIds]).toEqual(plans.map((p) => p.id));
  });
});

describe('HomeForm', { timeout: 20_000 }, () => {
  const renderForm = (onSubmit = vi.fn((_: HomePayload) => Promise.resolve())) => {
    const user = inRouter(
      <HomeForm
        initialValues={emptyHomeForm('2026-12-01')}
        people={people}
        listings={[]}
        submitLabel="Add home"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    return { user, onSubmit };
  };

  it('says what is missing and saves nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add home' }));
    expect(await screen.findByText('Street address is required')).toBeInTheDocument();
    expect(screen.getByText('ZIP code must be 5 digits (or ZIP+4)')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one owner')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds several units at once, shows the fee for them and saves cents', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Street address/), '12 Orange Ave');
    await user.type(screen.getByLabelText(/^City/), 'Upland');
    await user.type(screen.getByLabelText(/^ZIP code/), '91786');
    await user.click(screen.getByRole('button', { name: 'Add 3 units' }));
    expect(screen.getByLabelText(/^Unit 4 label/)).toHaveValue('Unit 4');
    await user.selectOptions(screen.getByLabelText(/^Billing term/), 'annual');
    // Standard, 12-month: $99 per unit, four units.
    expect(screen.getByText('$396')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Olive Owner/));
    await user.clear(screen.getByLabelText(/^Repair approval limit/));
    await user.type(screen.getByLabelText(/^Repair approval limit/), '1,250.50');
    await user.click(screen.getByRole('button', { name: 'Add home' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]![0];
    expect(payload.units.map((u) => u.label)).toEqual(['Main house', 'Unit 2', 'Unit 3', 'Unit 4']);
    expect(payload.owner_ids).toEqual([people[0]!.id]);
    expect(payload.repair_approval_limit_cents).toBe(125050);
  });

  it("shows the database's refusal on its field and keeps the values", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new SaveError(
          { message: 'x' },
          { field: 'units', message: 'Two units of this home have the same label' },
        ),
      ),
    );
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText(/^Street address/), '12 Orange Ave');
    await user.type(screen.getByLabelText(/^City/), 'Upland');
    await user.type(screen.getByLabelText(/^ZIP code/), '91786');
    await user.click(screen.getByLabelText(/Olive Owner/));
    await user.click(screen.getByRole('button', { name: 'Add home' }));
    expect(
      await screen.findByText('Two units of this home have the same label'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('12 Orange Ave');
  });
});

describe('LeaseForm', { timeout: 20_000 }, () => {
  const renderForm = (onSubmit = vi.fn(() => Promise.resolve())) => {
    const user = inRouter(
      <LeaseForm
        initialValues={emptyLeaseForm(units[0]!.id, '2026-12-01')}
        units={units}
        people={people}
        submitLabel="Add lease"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    return { user, onSubmit };
  };

  it("warns, without refusing, when the deposit is above one month's rent (AB 12)", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByLabelText(/Terry Tenant/));
    await user.type(screen.getByLabelText(/^End date/), '2027-11-30');
    await user.type(screen.getByLabelText(/^Monthly rent/), '2000');
    await user.type(screen.getByLabelText(/^Deposit held/), '2000');
    expect(screen.queryByText(/Deposit above one month's rent/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Deposit held/), '.01');
    expect(screen.getByText(/Deposit above one month's rent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: rentalRuleSources.ab12.name })).toHaveAttribute(
      'href',
      rentalRuleSources.ab12.url,
    );
    await user.click(screen.getByRole('button', { name: 'Add lease' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([{ rent_cents: 200000, deposit_cents: 200001 }]);
  });

  it('warns, without refusing, when the late fee is above 6% of the rent (Civil Code 1671(d))', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByLabelText(/Terry Tenant/));
    await user.type(screen.getByLabelText(/^End date/), '2027-11-30');
    await user.type(screen.getByLabelText(/^Monthly rent/), '2000');
    await user.type(screen.getByLabelText(/^Deposit held/), '2000');
    await user.clear(screen.getByLabelText(/^Late fee \(USD\)/));
    await user.type(screen.getByLabelText(/^Late fee \(USD\)/), '120');
    expect(screen.queryByText(/Late fee out of line with the rent/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Late fee \(USD\)/), '.01');
    expect(screen.getByText(/Late fee out of line with the rent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: rentalRuleSources.lateFee.name })).toHaveAttribute(
      'href',
      rentalRuleSources.lateFee.url,
    );
    await user.click(screen.getByRole('button', { name: 'Add lease' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([{ rent_cents: 200000, late_fee_cents: 12001 }]);
  });

  it('says when the dates are out of order, and shows the one-active-lease refusal', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new SaveError(
          { message: 'x' },
          { field: 'status', message: 'Unit B already has an active lease; end it first' },
        ),
      ),
    );
    const { user } = renderForm(onSubmit);
    await user.click(screen.getByLabelText(/Terry Tenant/));
    await user.type(screen.getByLabelText(/^End date/), '2026-11-30');
    await user.type(screen.getByLabelText(/^Monthly rent/), '2000');
    await user.type(screen.getByLabelText(/^Deposit held/), '2000');
    await user.click(screen.getByRole('button', { name: 'Add lease' }));
    expect(
      await screen.findByText('The end date must be after the start date'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(/Month-to-month/));
    await user.click(screen.getByRole('button', { name: 'Add lease' }));
    expect(
      await screen.findByText('Unit B already has an active lease; end it first'),
    ).toBeInTheDocument();
  });
});

describe('DocumentsSection', { timeout: 20_000 }, () => {
  it('refuses a file that cannot be a document before uploading anything', async () => {
    const onUpload = vi.fn(() => Promise.resolve());
    const user = inRouter(
      <DocumentsSection
        homeId="44444444-4444-4444-8444-444444444444"
        units={units}
        leases={[]}
        documents={[]}
        onUpload={onUpload}
        onDownload={() => Promise.resolve('')}
        onDelete={() => Promise.resolve()}
      />,
    );
    const form = screen.getByRole('form', { name: 'Upload a document' });
    const input = within(form).getByLabelText(/^File/);
    // applyAccept: false, as a person choosing "All files" in the picker could.
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input, new File(['hello'], 'notes.docx', { type: 'application/msword' }));
    expect(await screen.findByText(documentMessages.wrongType)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(onUpload).not.toHaveBeenCalled();

    await upload.upload(
      input,
      new File(['%PDF-1.4'], 'Lease 2026.pdf', { type: 'application/pdf' }),
    );
    expect(screen.queryByText(documentMessages.wrongType)).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Lease 2026');
    await user.click(within(form).getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(onUpload.mock.calls[0]).toMatchObject([
      { kind: 'lease', visibleTo: 'both', title: 'Lease 2026', unitId: null, leaseId: null },
    ]);
  });
});
