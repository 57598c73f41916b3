import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../api/audit';
import { AuditScreen } from './AuditScreen';

const ANA = 'a0000000-0000-4000-8000-000000000001';
const BEN = 'b0000000-0000-4000-8000-000000000002';

/** The Data API calls each read made: [method, ...arguments]. */
let reads: unknown[][][] = [];
let answer: AuditEntry[] = [];

vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      from: (table: string) => {
        const calls: unknown[][] = [['from', table]];
        reads.push(calls);
        const builder = new Proxy(
          {},
          {
            get: (_target, method: string) =>
              method === 'then'
                ? (resolve: (v: unknown) => void) => resolve({ data: answer, error: null })
                : (...args: unknown[]) => {
                    calls.push([method, ...args]);
                    return builder;
                  },
          },
        );
        return builder;
      },
    }),
}));
vi.mock('@/lib/staff', () => ({
  staffQuery: () => ({
    queryKey: ['admin', 'staff'],
    queryFn: () =>
      Promise.resolve([
        { userId: ANA, email: 'ana@example.com', since: '', invitedByEmail: null, pending: false },
        { userId: BEN, email: 'ben@example.com', since: '', invitedByEmail: null, pending: false },
      ]),
  }),
}));

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 7,
  at: '2026-11-25T20:00:00Z',
  actor_id: ANA,
  actor_role: 'staff',
  source: 'screen:/admin/homes/:id',
  table_name: 'leases',
  record_id: 'lease-1',
  home_id: 'home-1',
  action: 'update',
  before: { rent_cents: 210000 },
  after: { rent_cents: 215000 },
  ...over,
});

function renderScreen() {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuditScreen />
    </QueryClientProvider>,
  );
  return user;
}

describe('AuditScreen', () => {
  beforeEach(() => {
    reads = [];
    answer = [
      entry({}),
      entry({
        id: 6,
        table_name: 'people',
        record_id: 'person-1',
        before: { phone: '[masked]' },
        after: { phone: '[masked]' },
        source: 'function:manage-portal-access',
      }),
    ];
  });

  it('lists each change: what, when, who, from where, and the columns with personal ones masked', async () => {
    renderScreen();
    const items = within(await screen.findByRole('region', { name: 'Changes' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Changed lease');
    expect(items[0]).toHaveTextContent('Nov 25, 2026, 12:00 PM');
    expect(await within(items[0]!).findByText(/ana@example\.com/)).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Screen /admin/homes/:id');
    expect(items[0]).toHaveTextContent('$2,100.00 → to $2,150.00');
    expect(items[1]).toHaveTextContent('Function manage-portal-access');
    expect(items[1]).toHaveTextContent('phonepersonal, not kept → to personal, not kept');
    // Everything, newest first, a page at a time.
    expect(reads[0]).toEqual([
      ['from', 'audit_log'],
      ['select', '*'],
      ['order', 'id', { ascending: false }],
      ['limit', 50],
    ]);
  });

  it('filters by person and office dates (Pacific days), by keyboard', async () => {
    const user = renderScreen();
    await screen.findByRole('region', { name: 'Changes' });
    await screen.findByRole('option', { name: 'ben@example.com' });
    await user.selectOptions(screen.getByLabelText('Person'), BEN);
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-25');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    expect(reads[1]).toEqual([
      ['from', 'audit_log'],
      ['select', '*'],
      ['eq', 'actor_id', BEN],
      ['gte', 'at', '2026-11-01T07:00:00.000Z'],
      ['lt', 'at', '2026-11-26T08:00:00.000Z'],
      ['order', 'id', { ascending: false }],
      ['limit', 50],
    ]);
  });

  it('refuses an end date before the start date, and says why', async () => {
    const user = renderScreen();
    await screen.findByRole('region', { name: 'Changes' });
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show changes' }));
    expect(screen.getByText('The end date is before the start date.')).toBeInTheDocument();
    expect(reads).toHaveLength(1);
  });

  it('says so when nothing was recorded', async () => {
    answer = [];
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No changes found' })).toBeInTheDocument();
  });
});
