import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { maintenanceEventSchema, type MaintenanceEvent } from '@contract/maintenance.ts';
import type {
  RequestDetail as Request,
  Vendor,
  WorkflowChange,
  WorkflowResult,
} from '../../api/maintenance';
import { SaveError } from '../../api/problems';
import { RequestDetail, REQUEST_MESSAGES } from './RequestDetail';

const ID = '5eed0800-0000-4000-8000-000000000001';
const api = {
  fetchRequest: vi.fn<(id: string) => Promise<Request | null>>(),
  fetchEvents: vi.fn<(id: string) => Promise<MaintenanceEvent[]>>(),
  updateRequest: vi.fn<(id: string, change: WorkflowChange) => Promise<WorkflowResult>>(),
  addEvent: vi.fn<(id: string, kind: 'message' | 'note', body: string) => Promise<void>>(),
};
vi.mock('../../api/maintenance', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/maintenance')>()),
  fetchRequest: (id: string) => api.fetchRequest(id),
  fetchEvents: (id: string) => api.fetchEvents(id),
  updateRequest: (id: string, change: WorkflowChange) => api.updateRequest(id, change),
  addEvent: (id: string, kind: 'message' | 'note', body: string) => api.addEvent(id, kind, body),
  fetchHomeFacts: () =>
    Promise.resolve({
      street: '1520 N Garey Ave',
      city: 'Pomona',
      state: 'CA',
      zip_code: '91767',
      limitCents: 50_000,
    }),
  fetchPhotos: () =>
    Promise.resolve([
      {
        id: 'p1',
        url: 'https://storage.test/p1.webp',
        width: 800,
        height: 600,
        added_by_kind: 'tenant',
      },
    ]),
  fetchVendors: () => Promise.resolve(vendors),
}));

vi.mock('@/lib/staff', () => ({
  staffQuery: () => ({
    queryKey: ['admin', 'staff'],
    queryFn: () =>
      Promise.resolve([
        {
          userId: 'staff-1',
          email: 'maria@office.example',
          since: '',
          invitedByEmail: null,
          pending: false,
        },
      ]),
  }),
}));

const vendors: Vendor[] = [
  {
    id: '5eed0700-0000-4000-8000-000000000001',
    name: 'Valley Plumbing',
    trade: 'plumbing',
    phone: '(626) 555-0101',
    email: 'valley@example.com',
    licence_number: '1045678',
    insurance_expires_on: '2027-06-30',
  },
  {
    id: '5eed0700-0000-4000-8000-000000000002',
    name: 'Inland Electric',
    trade: 'electrical',
    phone: '(909) 555-0102',
    email: 'inland@example.com',
    licence_number: null,
    insurance_expires_on: '2026-11-13',
  },
];

// Monday 23 Nov 2026, 10:00 PST.
const NOW = new Date('2026-11-23T18:00:00Z');

function request(overrides: Partial<Request> = {}): Request {
  return {
    id: ID,
    created_at: '2026-11-23T15:00:00Z',
    home_id: '5eed0300-0000-4000-8000-000000000001',
    category: 'plumbing',
    location: 'Kitchen sink',
    description: 'The faucet drips all night.',
    entry_permission: 'call_first',
    pets: 'A friendly dog',
    good_times: 'Weekday mornings',
    available_days: 'any',
    available_from: null,
    available_to: null,
    share_contact: true,
    emergency: null,
    urgent: false,
    status: 'submitted',
    acknowledged_at: null,
    decline_reason: null,
    vendor_id: null,
    visit_starts_at: null,
    visit_ends_at: null,
    vendor_confirmed_at: null,
    access_notes: '',
    estimate_cents: null,
    actual_cost_cents: null,
    cost_state: 'none',
    owner_approval: 'not_needed',
    approval_cents: null,
    owner_approval_note: null,
    completion_note: null,
    tenant: { full_name: 'Jordan Avila', email: 'tenant1@example.com', phone: '(909) 555-0142' },
    unit: 'Unit A',
    ...overrides,
  };
}

/** A row as the database answers it, decoded by the contract as fetchEvents does. */
function event(overrides: Record<string, unknown>): MaintenanceEvent {
  return maintenanceEventSchema.parse({
    id: crypto.randomUUID(),
    created_at: '2026-11-23T15:00:00Z',
    kind: 'submitted',
    audience: 'everyone',
    actor_kind: 'tenant',
    actor_user_id: null,
    from_status: null,
    to_status: 'submitted',
    body: null,
    details: {},
    ...overrides,
  });
}

function renderDetail() {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RequestDetail requestId={ID} now={() => NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('RequestDetail', { timeout: 20_000 }, () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchEvents.mockResolvedValue([event({})]);
  });

  it('shows the tenant’s words, photos and a late flag, and acknowledges', async () => {
    // Filed 3 hours ago, urgent, never acknowledged: late.
    api.fetchRequest.mockResolvedValue(request({ urgent: true, emergency: 'flooding' }));
    api.updateRequest.mockResolvedValue({
      status: 'acknowledged',
      owner_approval: 'not_needed',
      cost_state: 'none',
    });
    const user = renderDetail();
    const words = await screen.findByRole('region', { name: 'The tenant’s request' });
    for (const text of [
      'The faucet drips all night.',
      'Flooding or an active leak',
      'Call me first',
      'A friendly dog',
      'Weekday mornings',
      'The vendor may have the tenant’s name, phone and email',
      'Jordan Avila · (909) 555-0142 · tenant1@example.com',
    ]) {
      expect(within(words).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Not acknowledged in time')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo 1 from the tenant' })).toHaveAttribute(
      'src',
      'https://storage.test/p1.webp',
    );
    expect(screen.queryByRole('button', { name: 'Mark in progress' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(api.updateRequest).toHaveBeenCalledWith(ID, { status: 'acknowledged' });
    expect(await screen.findByText('The request is now acknowledged.')).toBeInTheDocument();
  });

  it('says when the estimate sent the request to the owner for approval', async () => {
    api.fetchRequest.mockResolvedValue(request({ status: 'acknowledged' }));
    api.updateRequest.mockResolvedValue({
      status: 'awaiting_owner_approval',
      owner_approval: 'pending',
      cost_state: 'none',
    });
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Set the estimate' }));
    const form = screen.getByRole('form', { name: 'Set the estimate' });
    await user.type(within(form).getByLabelText(/^Estimate/), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Save estimate' }));
    expect(await within(form).findByText(/must be an amount in dollars/)).toBeInTheDocument();
    expect(api.updateRequest).not.toHaveBeenCalled();
    await user.clear(within(form).getByLabelText(/^Estimate/));
    await user.type(within(form).getByLabelText(/^Estimate/), '1,200.50');
    await user.click(within(form).getByRole('button', { name: 'Save estimate' }));
    expect(api.updateRequest).toHaveBeenCalledWith(ID, { estimate_cents: 120_050 });
    expect(
      await screen.findByText(
        /Above the home’s approval limit \(\$500\.00\): the owner has been asked/,
      ),
    ).toBeInTheDocument();
  });

  it('checks the entry rule before saving a visit and shows the database’s refusal on its field', async () => {
    api.fetchRequest.mockResolvedValue(request({ status: 'acknowledged' }));
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    const form = await screen.findByRole('form', { name: 'Schedule the visit' });
    await user.selectOptions(within(form).getByLabelText(/^Vendor/), vendors[1]!.id);
    expect(
      within(form).getByText(/Inland Electric’s insurance lapsed on 2026-11-13/),
    ).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Vendor/), vendors[0]!.id);
    expect(within(form).queryByText(/insurance lapsed on/)).toBeNull();

    // Tomorrow 9:00 is 23 hours away: Civil Code 1954 refuses outside an emergency.
    const date = within(form).getByLabelText(/^Visit date/);
    await user.type(date, '2026-11-24');
    const check = within(form).getByRole('status', { name: 'Entry check' });
    expect(check).toHaveTextContent(/at least 24 hours from now, after the written notice/);
    await user.click(within(form).getByRole('button', { name: 'Save the visit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/at least 24 hours/);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(api.updateRequest).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, '2026-11-25');
    expect(check).toHaveTextContent(
      /a written notice of entry \(Civil Code 1954\) will be mailed/i,
    );
    api.updateRequest.mockRejectedValueOnce(
      new SaveError(
        {
          message: 'Outside an emergency, entry must be during business hours',
          hint: 'maintenance_entry_hours',
        },
        {
          field: 'from',
          message: 'Outside an emergency, entry must be during business hours',
        },
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Save the visit' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Window from/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.updateRequest).toHaveBeenCalledWith(ID, {
      status: 'scheduled',
      vendor_id: vendors[0]!.id,
      // 9:00 to 12:00 Pacific (PST).
      visit_starts_at: '2026-11-25T17:00:00.000Z',
      visit_ends_at: '2026-11-25T20:00:00.000Z',
      access_notes: '',
    });
    // The form kept what was typed.
    expect(date).toHaveValue('2026-11-25');
  });

  it('warns when a visit is outside the tenant’s stated availability', async () => {
    api.fetchRequest.mockResolvedValue(
      request({
        status: 'acknowledged',
        good_times: 'Weekdays after 3 PM',
        available_days: 'weekdays',
        available_from: '15:00:00',
      }),
    );
    const user = renderDetail();
    expect(await screen.findByText('weekdays, after 3:00 PM')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    const form = await screen.findByRole('form', { name: 'Schedule the visit' });
    const date = within(form).getByLabelText(/^Visit date/);
    // Saturday 28 November: a warning beside the date, and the entry rule's refusal.
    await user.type(date, '2026-11-28');
    expect(date).toHaveAccessibleDescription(
      /Outside the tenant’s stated availability \(weekdays, after 3:00 PM\): it is on a Saturday and it starts at 9:00 AM/,
    );
    expect(within(form).getByRole('status', { name: 'Entry check' })).toHaveTextContent(
      /Monday to Friday/,
    );
    // Wednesday 25 November, 3 PM to 5 PM: within what the tenant said.
    await user.clear(date);
    await user.type(date, '2026-11-25');
    const from = within(form).getByLabelText(/^Window from/);
    const to = within(form).getByLabelText(/^Window to/);
    await user.clear(to);
    await user.type(to, '17:00');
    await user.clear(from);
    await user.type(from, '15:00');
    expect(within(form).queryByText(/Outside the tenant’s stated availability/)).toBeNull();
  });

  it('shows a vendor’s cost to review; approving it above the owner’s allowance asks the owner', async () => {
    api.fetchRequest.mockResolvedValue(
      request({
        status: 'completed',
        estimate_cents: 90_000,
        owner_approval: 'approved',
        actual_cost_cents: 9_999_900,
        cost_state: 'to_review',
      }),
    );
    api.updateRequest.mockResolvedValue({
      status: 'completed',
      owner_approval: 'pending',
      cost_state: 'awaiting_owner',
    });
    const user = renderDetail();
    expect(await screen.findByText('Cost to review: $99,999.00')).toBeInTheDocument();
    expect(screen.getByText(/Above the estimate of \$900\.00/)).toBeInTheDocument();
    // Not closed while the cost waits.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve the cost' }));
    expect(api.updateRequest).toHaveBeenCalledWith(ID, { cost_state: 'accepted' });
    expect(await screen.findByText(/the owner has been asked to approve it/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adjust the cost' }));
    const form = screen.getByRole('form', { name: 'Save the reviewed cost' });
    await user.type(within(form).getByLabelText(/^Actual cost/), '850');
    api.updateRequest.mockResolvedValueOnce({
      status: 'completed',
      owner_approval: 'approved',
      cost_state: 'accepted',
    });
    await user.click(within(form).getByRole('button', { name: 'Save the reviewed cost' }));
    expect(api.updateRequest).toHaveBeenLastCalledWith(ID, { actual_cost_cents: 85_000 });
    expect(
      await screen.findByText(/accepted and posted to the owner’s ledger/),
    ).toBeInTheDocument();
  });

  it('marks internal notes, keeps the notice of entry in the history and sends messages', async () => {
    api.fetchRequest.mockResolvedValue(
      request({
        status: 'scheduled',
        vendor_id: vendors[0]!.id,
        visit_starts_at: '2026-11-25T17:00:00Z',
        visit_ends_at: '2026-11-25T20:00:00Z',
      }),
    );
    api.fetchEvents.mockResolvedValue([
      event({}),
      event({
        kind: 'status',
        actor_kind: 'staff',
        actor_user_id: 'staff-1',
        from_status: 'submitted',
        to_status: 'acknowledged',
        created_at: '2026-11-23T16:00:00Z',
      }),
      event({
        kind: 'note',
        audience: 'staff',
        actor_kind: 'staff',
        body: 'Second leak this year.',
      }),
      event({ kind: 'message', audience: 'tenant', actor_kind: 'tenant', body: 'Thanks!' }),
      event({
        kind: 'entry_notice',
        actor_kind: 'staff',
        body: 'NOTICE OF INTENT TO ENTER DWELLING UNIT',
      }),
    ]);
    api.addEvent.mockResolvedValue();
    const user = renderDetail();
    const thread = await screen.findByRole('list', { name: 'Messages and notes' });
    const [note, message] = within(thread).getAllByRole('listitem');
    expect(note).toHaveTextContent('Internal note (staff only)');
    expect(note).toHaveTextContent('staff only');
    expect(message).toHaveTextContent('Message from tenant');
    const history = screen.getByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Status: Submitted → Acknowledged');
    expect(history).toHaveTextContent('Office (maria@office.example) · Nov 23, 2026, 8:00 AM');
    expect(history).toHaveTextContent(
      'Written notice of entry (Civil Code 1954) mailed to the tenant',
    );
    expect(history).toHaveTextContent('NOTICE OF INTENT TO ENTER DWELLING UNIT');

    const send = screen.getByRole('form', { name: 'Message the tenant' });
    await user.click(within(send).getByRole('button', { name: 'Send message' }));
    expect(await within(send).findByText('Message is required')).toBeInTheDocument();
    await user.type(
      within(send).getByLabelText(/^Message to the tenant/),
      'The plumber comes Wednesday.',
    );
    await user.click(within(send).getByRole('button', { name: 'Send message' }));
    expect(api.addEvent).toHaveBeenCalledWith(ID, 'message', 'The plumber comes Wednesday.');
    expect(screen.getByRole('button', { name: 'Mark in progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('says when the request does not exist', async () => {
    api.fetchRequest.mockResolvedValue(null);
    renderDetail();
    expect(await screen.findByText(REQUEST_MESSAGES.notFound)).toBeInTheDocument();
  });
});
