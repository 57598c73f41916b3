import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { maintenanceLine } from '@contract/company-portal.ts';
import {
  MAINTENANCE_PHOTO_INPUT_MAX_BYTES,
  entryPermissionLabels,
  gasCompany,
  ownerApprovalRule,
} from '@contract/maintenance.ts';
import * as mail from '@/lib/maintenanceMail';
import * as api from '../api/portal';
import type { OwnedRequest, RequestSummary } from '../api/portal';
import type { TenantLease } from '@/features/portal/api/portal';
import { RequestFlow } from './NewRequest';
import { OwnerApproval } from './OwnerApproval';
import { OwnerRequests, TenantRequests } from './RequestLists';

vi.mock('../api/portal', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/portal')>()),
  submitRequest: vi.fn(),
  preparePhoto: vi.fn(),
  storePhoto: vi.fn(),
  decideApproval: vi.fn(),
  fetchTenantRequests: vi.fn(),
  fetchOwnerRequests: vi.fn(),
}));

vi.mock('@/lib/maintenanceMail', () => ({ sendQueuedMail: vi.fn(() => Promise.resolve()) }));

const LEASE_ID = '5eed0500-0000-4000-8000-000000000001';
const leases: TenantLease[] = [
  {
    lease: {
      id: LEASE_ID,
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
    },
    home: { id: 'h1', street: '12 Palm Ave', city: 'Covina', state: 'CA', zip_code: '91722' },
    unit: { id: 'u1', home_id: 'h1', label: 'Unit A' },
    documents: [],
    insurance: null,
  },
];

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function photo(name: string, size = 2000, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const setup = () => userEvent.setup({ delay: null, applyAccept: false });

async function fillForm(user: ReturnType<typeof setup>) {
  await user.selectOptions(screen.getByLabelText(/What is it about/), 'appliance');
  await user.type(screen.getByLabelText(/Where in the home/), 'Kitchen');
  await user.type(screen.getByLabelText(/What happened/), 'The dishwasher leaks under the door.');
  await user.click(screen.getByLabelText('Call me first'));
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.preparePhoto).mockImplementation((id) =>
    Promise.resolve({ id, blob: new Blob(['w']), width: 1600, height: 1200 }),
  );
  vi.mocked(api.storePhoto).mockResolvedValue();
});

describe('the emergency triage', () => {
  it('gas: leave the home, call 911 and the gas company; filing afterwards is urgent', async () => {
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'I smell gas' }));
    expect(screen.getByRole('heading', { name: 'Leave the home now' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: new RegExp(gasCompany.name) })).toHaveAttribute(
      'href',
      gasCompany.phoneHref,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I am safe: file a request' }));
    expect(screen.getByLabelText(/What is it about/)).toHaveValue('other');
    expect(screen.getByRole('button', { name: 'Send urgent request' })).toBeInTheDocument();
  });

  it('fire says to leave too', async () => {
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'Fire or smoke' }));
    expect(screen.getByRole('heading', { name: 'Leave the home now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  });

  it('flooding: the 24/7 number, then the form filed urgent under plumbing', async () => {
    vi.mocked(api.submitRequest).mockResolvedValue({ id: 'r1', duplicate: false });
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'Flooding or an active leak' }));
    expect(
      screen.getByRole('link', { name: `Call ${maintenanceLine.phone} (24/7)` }),
    ).toHaveAttribute('href', maintenanceLine.phoneHref);
    expect(screen.getByLabelText(/What is it about/)).toHaveValue('plumbing');
    await user.type(screen.getByLabelText(/Where in the home/), 'Laundry');
    await user.type(screen.getByLabelText(/What happened/), 'Water is pouring from the hose.');
    await user.click(screen.getByLabelText(entryPermissionLabels.yes));
    await user.click(screen.getByRole('button', { name: 'Send urgent request' }));
    expect(api.submitRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        leaseId: LEASE_ID,
        category: 'plumbing',
        emergency: 'flooding',
        entryPermission: 'yes',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    expect(screen.getByText(/marked urgent/)).toBeInTheDocument();
    expect(mail.sendQueuedMail).toHaveBeenCalled();
  });
});

describe('the request form', () => {
  it('names every missing answer and sends nothing', async () => {
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'None of these' }));
    await user.type(screen.getByLabelText(/What happened/), 'Short');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(api.submitRequest).not.toHaveBeenCalled();
    expect(screen.getByText('Choose what the problem is about')).toBeInTheDocument();
    expect(screen.getByText('Where in the home is required')).toBeInTheDocument();
    expect(screen.getByText('What happened needs at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Say whether we may enter if you are not home')).toBeInTheDocument();
    expect(screen.getByLabelText(/What is it about/)).toHaveFocus();
    // A fixed answer loses its message as it is typed.
    await user.type(screen.getByLabelText(/Where in the home/), 'Hall');
    expect(screen.queryByText('Where in the home is required')).toBeNull();
  });

  it('keeps everything after a failed send and resends with the same idempotency key', async () => {
    vi.mocked(api.submitRequest)
      .mockRejectedValueOnce(
        new api.SubmitError('Your request could not be sent. Check your connection.'),
      )
      .mockResolvedValueOnce({ id: 'r1', duplicate: false });
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'None of these' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Where in the home/)).toHaveValue('Kitchen');
    expect(screen.getByLabelText(/What happened/)).toHaveValue(
      'The dishwasher leaks under the door.',
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    const [first, second] = vi.mocked(api.submitRequest).mock.calls;
    expect(first![0].idempotencyKey).toBe(second![0].idempotencyKey);
    expect(first![0]).toMatchObject({ emergency: null, category: 'appliance' });
  });

  it('shows the server’s field messages', async () => {
    vi.mocked(api.submitRequest).mockRejectedValueOnce(
      new api.SubmitError('Check the highlighted answers.', {
        location: 'Where in the home is required',
      }),
    );
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'None of these' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Where in the home is required')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted answers.')).toBeInTheDocument();
  });
});

describe('photos', () => {
  it('refuses a non-image and a photo over the limit, naming each, and an 11th photo', async () => {
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'None of these' }));
    const input = screen.getByLabelText(/Photos \(optional/);
    await user.upload(input, [
      photo('lease.pdf', 10, 'application/pdf'),
      photo('huge.jpg', MAINTENANCE_PHOTO_INPUT_MAX_BYTES + 1),
      photo('sink.jpg'),
    ]);
    const refusals = screen
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('lease.pdf'))!;
    expect(refusals).toHaveTextContent('“lease.pdf”: Only photos can be attached');
    expect(refusals).toHaveTextContent('“huge.jpg”: Each photo must be under 25 MB.');
    const list = screen.getByRole('list', { name: 'Photos to send' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.upload(
      input,
      Array.from({ length: 10 }, (_, i) => photo(`p${i}.jpg`)),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('“p9.jpg”: a request takes at most 10 photos.')).toBeInTheDocument();
  });

  it('says how many photos are chosen beside the button, never "No file chosen"', async () => {
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'None of these' }));
    // The native input (its "No file chosen") is not displayed: a labelled button opens it.
    expect(screen.getByLabelText(/Photos \(optional/)).toHaveClass('hidden');
    const count = screen.getByText('No photos chosen yet.');
    expect(count).toHaveAttribute('role', 'status');
    const choose = screen.getByRole('button', { name: 'Choose photos' });
    expect(choose).toHaveAccessibleDescription(
      /Photos \(optional, up to 10\).*No photos chosen yet/,
    );
    await user.upload(screen.getByLabelText(/Photos \(optional/), [photo('a.jpg'), photo('b.jpg')]);
    expect(count).toHaveTextContent('2 photos chosen.');
    expect(screen.getByRole('button', { name: 'Add more photos' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Photos to send' });
    expect(within(list).getByText('a.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(count).toHaveTextContent('1 photo chosen.');
  });

  it('one photo sent reads in the singular', async () => {
    vi.mocked(api.submitRequest).mockResolvedValue({ id: 'r1', duplicate: false });
    vi.mocked(api.storePhoto).mockResolvedValue();
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'None of these' }));
    await fillForm(user);
    await user.upload(screen.getByLabelText(/Photos \(optional/), [photo('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const uploads = await screen.findByRole('region', { name: 'Photo uploads' });
    expect(await within(uploads).findByText('The photo was sent.')).toBeInTheDocument();
    expect(within(uploads).queryByText(/All 1 photo/)).toBeNull();
  });

  it('stores the photos after filing, with a retry for the one that failed', async () => {
    vi.mocked(api.submitRequest).mockResolvedValue({ id: 'r1', duplicate: false });
    vi.mocked(api.storePhoto)
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce();
    const user = setup();
    wrap(<RequestFlow userId="u" leases={leases} />);
    await user.click(screen.getByRole('button', { name: 'None of these' }));
    await fillForm(user);
    await user.upload(screen.getByLabelText(/Photos \(optional/), [photo('a.jpg'), photo('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const uploads = await screen.findByRole('region', { name: 'Photo uploads' });
    expect(await within(uploads).findByText('1 of 2 photos sent; 1 not sent.')).toBeInTheDocument();
    expect(
      within(uploads).getByText('Not sent: check your connection and retry.'),
    ).toBeInTheDocument();
    await user.click(within(uploads).getByRole('button', { name: 'Retry b.jpg' }));
    expect(await within(uploads).findByText('All 2 photos sent.')).toBeInTheDocument();
    // Filed first, then each photo on the filed request; the retry reuses the resized copy.
    expect(vi.mocked(api.storePhoto).mock.calls.map(([id]) => id)).toEqual(['r1', 'r1', 'r1']);
    expect(api.preparePhoto).toHaveBeenCalledTimes(2);
    const [, second, retried] = vi.mocked(api.storePhoto).mock.calls;
    expect(retried![1].id).toBe(second![1].id);
  });
});

const request: OwnedRequest = {
  id: 'r1',
  created_at: '2026-11-20T18:00:00Z',
  home_id: 'h1',
  lease_id: LEASE_ID,
  category: 'appliance',
  location: 'Kitchen',
  description: 'The dishwasher leaks.',
  entry_permission: 'yes',
  pets: '',
  good_times: '',
  available_days: 'weekdays',
  available_from: '15:00:00',
  available_to: null,
  share_contact: false,
  emergency: null,
  urgent: false,
  status: 'awaiting_owner_approval',
  status_changed_at: '2026-11-21T18:00:00Z',
  decline_reason: null,
  visit_starts_at: null,
  visit_ends_at: null,
  vendor_confirmed_at: null,
  estimate_cents: 90000,
  actual_cost_cents: null,
  cost_state: 'none',
  owner_approval: 'pending',
  approval_cents: 90000,
  owner_approval_note: null,
  completion_note: null,
};

describe('the owner’s approval', () => {
  it('asks for an answer while pending, with the rule, and sends the note', async () => {
    vi.mocked(api.decideApproval).mockResolvedValue('ok');
    const user = setup();
    wrap(<OwnerApproval request={request} userId="o" />);
    expect(screen.getByText('$900.00')).toBeInTheDocument();
    expect(screen.getByText(ownerApprovalRule)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Note to the office/), 'Go ahead');
    await user.click(screen.getByRole('button', { name: 'Approve the repair' }));
    // Bound to the amount shown: raised since, the answer comes back 'used'.
    expect(api.decideApproval).toHaveBeenCalledWith('r1', 'approved', 'Go ahead', 90000);
    expect(await screen.findByText(/the repair is approved/)).toBeInTheDocument();
  });

  it('disables both buttons while the answer is saving', async () => {
    let finish: (v: 'ok') => void = () => {};
    vi.mocked(api.decideApproval).mockReturnValue(new Promise((r) => (finish = r)));
    const user = setup();
    wrap(<OwnerApproval request={request} userId="o" />);
    await user.click(screen.getByRole('button', { name: 'Decline the repair' }));
    expect(screen.getByRole('button', { name: 'Approve the repair' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline the repair' })).toBeDisabled();
    await act(async () => finish('ok'));
    expect(api.decideApproval).toHaveBeenCalledWith('r1', 'declined', '', 90000);
  });

  it('has no buttons once answered, and says why an emergency went ahead', () => {
    wrap(
      <OwnerApproval
        request={{
          ...request,
          owner_approval: 'emergency_proceeded',
          urgent: true,
          emergency: 'no_heat',
        }}
        userId="o"
      />,
    );
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(
      screen.getByText(/This was an emergency \(no heat in cold weather\)/),
    ).toBeInTheDocument();
  });

  it('asks about a final cost as such', () => {
    wrap(
      <OwnerApproval
        request={{
          ...request,
          status: 'completed',
          actual_cost_cents: 9_999_900,
          approval_cents: 9_999_900,
          cost_state: 'awaiting_owner',
        }}
        userId="o"
      />,
    );
    expect(
      screen.getByText(/final cost, \$99,999\.00, is above what you approved/),
    ).toBeInTheDocument();
  });

  it('tells an answer already given by mail', async () => {
    vi.mocked(api.decideApproval).mockResolvedValue('used');
    const user = setup();
    wrap(<OwnerApproval request={request} userId="o" />);
    await user.click(screen.getByRole('button', { name: 'Approve the repair' }));
    expect(await screen.findByText(/already answered/)).toBeInTheDocument();
  });
});

describe('the repair lists', () => {
  // What the owner's list shows of a repair, and what the server answered a tenant before the
  // tenant's reads lost the owner's columns: the tenant's list must show none of it regardless.
  const costly = {
    ...request,
    status: 'completed' as const,
    estimate_cents: 65000,
    actual_cost_cents: 61050,
    owner_approval: 'pending' as const,
    owner_approval_note: 'I plan to not renew this tenant',
    street: '12 Palm Ave',
  };

  it('shows the tenant no estimate, cost or approval', async () => {
    vi.mocked(api.fetchTenantRequests).mockResolvedValue([costly as RequestSummary]);
    wrap(<TenantRequests userId="t" />);
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getByText(/Appliance: Kitchen/)).toBeInTheDocument();
    expect(list.textContent).not.toMatch(/\$|Estimate|Cost|650|610|approval/i);
  });

  it("shows the owner the estimate, the cost and the approval they're asked for", async () => {
    vi.mocked(api.fetchOwnerRequests).mockResolvedValue([costly]);
    wrap(<OwnerRequests userId="o" />);
    const list = await screen.findByRole('list', { name: 'Repairs on your homes' });
    expect(list.textContent).toMatch(/Estimate \$650\.00, Cost \$610\.50/);
    expect(within(list).getByText('Needs your approval')).toBeInTheDocument();
  });
});
