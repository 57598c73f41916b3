import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { APPLICATION_FEE_CAP, rentalRuleSources } from '@contract/rental-rules.ts';
import { noListingDetails } from '@/config/listingRules';
import type { PropertyInsert } from '@/lib/database.types';
import type { ExtractedListing, InvokeFailure } from '../../extraction';
import { PropertyForm } from './PropertyForm';
import { emptyPropertyForm, type PropertyFormValues } from '../../propertySchema';

const LISTING_ID = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01';

function renderForm({
  initialValues = emptyPropertyForm,
  onSubmit = vi.fn(() => Promise.resolve()),
  onExtract = vi.fn(() => Promise.resolve({} as ExtractedListing)),
}: {
  initialValues?: PropertyFormValues;
  onSubmit?: (v: PropertyInsert) => Promise<void>;
  onExtract?: (urls: string[]) => Promise<ExtractedListing>;
} = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <PropertyForm
        listingId={LISTING_ID}
        initialValues={initialValues}
        submitLabel="Add Property"
        onSubmit={onSubmit}
        onExtract={onExtract}
        onCancel={() => {}}
      />
      <Toaster />
    </>,
  );
  return { user, onSubmit, onExtract };
}

const field = (name: RegExp) => screen.getByLabelText(name);
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const form = () => screen.getByRole('form', { name: 'Listing details' });

describe('PropertyForm', { timeout: 20_000 }, () => {
  it('opens with the extraction box first and the defaults sale / CA / active', () => {
    renderForm();
    const urlBox = screen.getByRole('textbox', { name: 'Listing URLs' });
    expect(
      urlBox.compareDocumentPosition(field(/^Title/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(field(/^Listing type/)).toHaveValue('sale');
    expect(field(/^State/)).toHaveValue('CA');
    expect(field(/^Status/)).toHaveValue('active');
    expect(field(/^Bathrooms/)).toHaveAttribute('step', '0.5');
  });

  it('shows a message under every required field and saves nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(field(/^State/));
    await user.click(within(form()).getByRole('button', { name: 'Add Property' }));
    // Validation (zod resolver) is asynchronous: wait for it on a busy machine.
    await waitFor(() => expect(field(/^Title/)).toHaveAttribute('aria-invalid', 'true'));
    for (const [label, message] of [
      [/^Title/, 'Title is required'],
      [/^Price/, 'Price is required'],
      [/^Address/, 'Address is required'],
      [/^City/, 'City is required'],
      [/^State/, 'State is required'],
      [/^ZIP code/, 'ZIP code is required'],
      [/^Bedrooms/, 'Bedrooms is required'],
      [/^Bathrooms/, 'Bathrooms is required'],
      [/^Square feet/, 'Square feet is required'],
    ] as const) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field(/^Description/)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks half-step bathrooms and image URLs, then saves numbers as numbers', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(field(/^Title/), 'Garden Condo');
    await user.type(field(/^Price/), '539000');
    await user.type(field(/^Address/), '2455 Foothill Blvd #14');
    await user.type(field(/^City/), 'La Verne');
    await user.type(field(/^ZIP code/), '91750');
    await user.type(field(/^Bedrooms/), '2');
    await user.type(field(/^Bathrooms/), '1.25');
    await user.type(field(/^Square feet/), '1128');
    await user.type(field(/^Or add a photo by its web link/), 'ftp://nope/b.jpg{enter}');
    expect(screen.getByText('Enter an http(s) address of a photo.')).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Add Property' }));
    await waitFor(() =>
      expect(field(/^Bathrooms/)).toHaveAccessibleDescription('Bathrooms must be in steps of 0.5'),
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field(/^Bathrooms/));
    await user.type(field(/^Bathrooms/), '1.5');
    await user.clear(field(/^Or add a photo by its web link/));
    await user.type(
      field(/^Or add a photo by its web link/),
      'https://cdn.example.com/a.jpg{enter}',
    );
    await user.type(field(/^Or add a photo by its web link/), '/images/listings/b.jpg{enter}');
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.jpg',
    );
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Garden Condo',
      description: null,
      property_type: 'sale',
      price: 539000,
      address: '2455 Foothill Blvd #14',
      city: 'La Verne',
      state: 'CA',
      zip_code: '91750',
      bedrooms: 2,
      bathrooms: 1.5,
      square_feet: 1128,
      status: 'active',
      images: ['https://cdn.example.com/a.jpg', '/images/listings/b.jpg'],
      ...noListingDetails,
      id: LISTING_ID,
    });
  });

  it('asks for a URL before extracting', async () => {
    const { user, onExtract } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Listing URLs' }), '   {enter}  ');
    await user.click(screen.getByRole('button', { name: 'Extract Details' }));
    expect(await screen.findByText('Please enter at least one listing URL')).toBeInTheDocument();
    expect(onExtract).not.toHaveBeenCalled();
  });

  it('fills the form with the non-empty extracted values and keeps the rest', async () => {
    let finish!: (data: ExtractedListing) => void;
    const onExtract = vi.fn(() => new Promise<ExtractedListing>((resolve) => (finish = resolve)));
    const { user } = renderForm({
      initialValues: { ...emptyPropertyForm, title: 'Typed by hand', city: 'Covina' },
      onExtract,
    });
    await user.type(
      screen.getByRole('textbox', { name: 'Listing URLs' }),
      ' https://a.example/listing/1 {enter}{enter}https://b.example/2',
    );
    await user.click(screen.getByRole('button', { name: 'Extract Details' }));
    expect(screen.getByRole('button', { name: 'Extracting...' })).toBeDisabled();
    expect(onExtract).toHaveBeenCalledWith(['https://a.example/listing/1', 'https://b.example/2']);
    finish({
      title: null,
      description: 'Sunny studio',
      property_type: 'rent',
      price: 1795,
      address: '415 W Harvard Ave, Apt 204',
      city: '',
      state: 'CA',
      zip_code: '91711',
      bedrooms: 0,
      bathrooms: 1,
      square_feet: 540,
      images: ['https://cdn.example.com/main.jpeg'],
    });
    expect(
      await screen.findByText('Property details extracted! Review and adjust as needed.'),
    ).toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('Typed by hand');
    expect(field(/^City/)).toHaveValue('Covina');
    expect(field(/^Description/)).toHaveValue('Sunny studio');
    expect(field(/^Listing type/)).toHaveValue('rent');
    expect(field(/^Price/)).toHaveValue(1795);
    expect(field(/^Bedrooms/)).toHaveValue(0);
    expect(field(/^Square feet/)).toHaveValue(540);
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/main.jpeg',
    );
  });

  it.each([
    [
      { status: 429, message: 'Edge Function returned a non-2xx status code' },
      'Rate limit reached. Please try again in a moment.',
    ],
    [
      { status: 402, message: 'Edge Function returned a non-2xx status code' },
      'AI credits depleted. Please add credits to continue.',
    ],
    [
      { status: 502, message: 'x', detail: 'The listing page could not be fetched.' },
      'Failed to extract property details',
    ],
  ] as Array<[InvokeFailure, string]>)(
    'shows the right message when extraction fails (%o)',
    async (failure, message) => {
      const onExtract = vi.fn(() =>
        Promise.reject(Object.assign(new Error('failed'), { failure })),
      );
      const { user } = renderForm({ onExtract });
      await user.type(screen.getByRole('textbox', { name: 'Listing URLs' }), 'https://a.example/1');
      await user.click(screen.getByRole('button', { name: 'Extract Details' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      if (failure.detail) expect(screen.getByText(failure.detail)).toBeInTheDocument();
      expect(field(/^Title/)).toHaveValue('');
    },
  );
});

describe('PropertyForm rental details', { timeout: 20_000 }, () => {
  const rental: PropertyFormValues = {
    ...emptyPropertyForm,
    title: 'Bungalow',
    property_type: 'rent',
    price: '2000',
    address: '1 Main St',
    city: 'Covina',
    zip_code: '91722',
    bedrooms: '2',
    bathrooms: '1',
    square_feet: '900',
  };

  it('shows the all-in price and the AB 12 deposit warning as the admin types', async () => {
    const { user } = renderForm({ initialValues: rental });
    const allIn = screen.getByTestId('all-in-price');
    expect(allIn).toHaveTextContent('$2,000.00/mo');
    await user.type(field(/Mandatory monthly fees/), 'Trash: 25');
    expect(allIn).toHaveTextContent('$2,025.00/mo');
    expect(screen.queryByText(/AB 12/)).toBeNull();
    await user.type(field(/Security deposit/), '4000');
    expect(await screen.findByText(/Deposit above one month/)).toBeInTheDocument();
  });

  it('warns next to each fee field with the rule, its citation and source, and still saves', async () => {
    const { user, onSubmit } = renderForm({ initialValues: rental });
    const appFee = field(/Application fee/);
    const deposit = field(/Security deposit/);
    const fees = field(/Mandatory monthly fees/);
    expect(screen.queryByText(/above the legal cap/)).toBeNull();

    // The application fee cap of Civil Code § 1950.6.
    await user.type(appFee, String(APPLICATION_FEE_CAP.amount));
    expect(screen.queryByText(/above the legal cap/)).toBeNull();
    await user.clear(appFee);
    await user.type(appFee, '75');
    expect(appFee).toHaveAccessibleDescription(/Application fee above the legal cap/);
    expect(appFee).toHaveAccessibleDescription(/1950\.6/);

    // SB 611: fees for paying by check or for a notice.
    await user.type(fees, 'Trash: 25\nCheck payment fee: 10\nNotice service: 35');
    expect(fees).toHaveAccessibleDescription(/looks like a fee for paying by check/);
    expect(fees).toHaveAccessibleDescription(/looks like a fee for a notice/);
    expect(fees).toHaveAccessibleDescription(/SB 611/);

    // AB 12, with the small-landlord exception and the service-member rule.
    await user.type(deposit, '4000');
    expect(deposit).toHaveAccessibleDescription(/Deposit above one month/);
    expect(deposit).toHaveAccessibleDescription(/at most two residential rental properties/);
    expect(deposit).toHaveAccessibleDescription(
      /never applies to a tenant who is a service member/,
    );

    // Each warning links its statute on leginfo, in a live region next to its field.
    for (const [source, control] of [
      [rentalRuleSources.applicationFee, appFee],
      [rentalRuleSources.checkFee, fees],
      [rentalRuleSources.noticeFee, fees],
      [rentalRuleSources.ab12, deposit],
    ] as const) {
      const link = screen.getByRole('link', { name: new RegExp(escapeRe(source.name)) });
      expect(link).toHaveAttribute('href', source.url);
      expect(link.getAttribute('href')).toMatch(/^https:\/\/leginfo\.legislature\.ca\.gov\//);
      expect(link.closest('[role="status"]')).not.toBeNull();
      expect(control.closest('div')).toContainElement(link);
    }

    // Warnings only: the listing saves.
    await user.click(within(form()).getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSubmit).mock.calls[0]![0]).toMatchObject({
      application_fee: 75,
      security_deposit: 4000,
    });
  });

  it('shows no rental warnings on a listing for sale', async () => {
    const { user } = renderForm({ initialValues: { ...rental, property_type: 'sale' } });
    await user.type(field(/Application fee/), '100');
    await user.type(field(/Security deposit/), '9000');
    expect(screen.queryByText(/above the legal cap/)).toBeNull();
    expect(screen.queryByText(/Deposit above one month/)).toBeNull();
  });

  it('blocks a save with a forbidden phrase, names it, and saves once rephrased', async () => {
    const { user, onSubmit } = renderForm({ initialValues: rental });
    await user.type(field(/Description/), 'Lovely home. No Section 8.');
    await user.click(within(form()).getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText(/"No Section 8" may not appear/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(field(/Description/));
    await user.type(field(/Description/), 'Lovely home. Vouchers welcome.');
    await user.click(within(form()).getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});
