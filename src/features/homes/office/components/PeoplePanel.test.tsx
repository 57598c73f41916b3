import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PortalPerson, RoleAccess } from '@contract/portal-access.ts';
import { PEOPLE_MESSAGES, PeoplePanel, type PeoplePanelProps } from './PeoplePanel';
import { PeopleManager } from './PeopleManager';

const none: RoleAccess = {
  state: 'none',
  grantedAt: null,
  invitedAt: null,
  revokedAt: null,
  revokedByEmail: null,
};

function person(overrides: Partial<PortalPerson> = {}): PortalPerson {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    fullName: 'Olive Owner',
    email: 'olive@example.com',
    phone: '(909) 555-0100',
    hasAccount: false,
    access: { owner: none, tenant: none },
    homes: 0,
    leases: 0,
    ...overrides,
  };
}

const pending = person({
  id: '22222222-2222-4222-8222-222222222222',
  fullName: 'Tom Tenant',
  email: 'tom@example.com',
  leases: 1,
  access: {
    owner: none,
    tenant: {
      ...none,
      state: 'invited',
      grantedAt: '2026-11-25T18:00:00Z',
      invitedAt: '2026-11-25T18:00:00Z',
    },
  },
});
const revoked = person({
  id: '33333333-3333-4333-8333-333333333333',
  fullName: 'Rita Revoked',
  email: 'rita@example.com',
  hasAccount: true,
  access: {
    owner: {
      state: 'revoked',
      grantedAt: '2026-11-01T18:00:00Z',
      invitedAt: null,
      revokedAt: '2026-11-20T18:00:00Z',
      revokedByEmail: 'admin@example.com',
    },
    tenant: none,
  },
});

function renderPanel(people: PortalPerson[], props: Partial<PeoplePanelProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const handlers = {
    onSave: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    onAccess: vi.fn(() => Promise.resolve('Done.')),
    ...props,
  };
  render(<PeoplePanel people={people} {...handlers} />);
  return { user, ...handlers };
}

describe('PeoplePanel', { timeout: 15_000 }, () => {
  it('says what to do when there is no one yet', () => {
    renderPanel([]);
    expect(screen.getByText(PEOPLE_MESSAGES.empty)).toBeInTheDocument();
  });

  it('shows a pending invitation with its date, Resend and Revoke, and no Delete', () => {
    renderPanel([pending]);
    const card = screen.getByRole('listitem', { name: 'Tom Tenant' });
    expect(within(card).getByText('Invitation pending')).toBeInTheDocument();
    expect(card).toHaveTextContent('Invited Nov 25, 2026, 10:00 AM');
    expect(
      within(card).getByRole('button', { name: 'Resend the tenant invitation to Tom Tenant' }),
    ).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Delete Tom Tenant' })).toBeDisabled();
    expect(
      within(card).getByRole('button', { name: 'Delete Tom Tenant' }),
    ).toHaveAccessibleDescription(PEOPLE_MESSAGES.deleteBlocked);
  });

  it('shows a revoked role with when and by whom, and offers a new invitation', async () => {
    const { user, onAccess } = renderPanel([revoked]);
    const card = screen.getByRole('listitem', { name: 'Rita Revoked' });
    expect(within(card).getByText('Revoked')).toBeInTheDocument();
    expect(card).toHaveTextContent('Revoked Nov 20, 2026, 10:00 AM by admin@example.com');
    await user.click(within(card).getByRole('button', { name: 'Invite Rita Revoked as owner' }));
    expect(onAccess).toHaveBeenCalledWith('invite', revoked, 'owner');
    expect(await screen.findByRole('status')).toHaveTextContent('Done.');
  });

  it('withdraws a pending invitation only after confirming, and reports a refusal', async () => {
    const { user, onAccess } = renderPanel([pending], {
      onAccess: vi.fn(() => Promise.reject(new Error('Too many emails sent.'))),
    });
    await user.click(screen.getByRole('button', { name: 'Revoke tenant access for Tom Tenant' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Withdraw the invitation for Tom Tenant?');
    expect(dialog).toHaveTextContent(PEOPLE_MESSAGES.confirmWithdraw);
    expect(onAccess).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    expect(onAccess).toHaveBeenCalledWith('revoke', pending, 'tenant');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many emails sent.');
  });

  it('filters by search, role and state', async () => {
    const { user } = renderPanel([person(), pending, revoked]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portal access' }), 'invited');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Tom Tenant',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portal access' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'owner');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Rita Revoked',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(screen.getByText(PEOPLE_MESSAGES.noMatch)).toBeInTheDocument();
  });

  it('validates a new person, and puts a duplicate email on the email field without losing input', async () => {
    const onSave = vi.fn(() =>
      Promise.reject(new Error('Another person already has this email address.')),
    );
    const { user } = renderPanel([], { onSave });
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a person' });
    await user.click(within(dialog).getByRole('button', { name: 'Save person' }));
    expect(await within(dialog).findByText('Full name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Nina New');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nina@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save person' }));
    expect(await within(dialog).findByText('Phone must be 7 to 40 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save person' }));
    expect(onSave).toHaveBeenCalledWith(null, {
      fullName: 'Nina New',
      email: 'nina@example.com',
      phone: '',
    });
    expect(
      await within(dialog).findByText('Another person already has this email address.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveValue('Nina New');
  });
});

vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      functions: {
        invoke: () =>
          Promise.resolve({
            data: null,
            error: {
              context: new Response(
                JSON.stringify({ message: 'This account does not have admin access.' }),
                {
                  status: 403,
                },
              ),
            },
          }),
      },
    }),
}));

describe('PeopleManager', () => {
  it('shows loading, then the function’s refusal with a retry', async () => {
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <PeopleManager />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account does not have admin access.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
