import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchStaff } from '@/lib/staff';
import { fetchLeadHistory, fetchLeads, fetchRelatedLeads } from '../../api/leads';
import { LeadsInbox } from './LeadsInbox';
import { testLead } from '../../../../../tests/support/adminLeads';

// The data boundary is mocked for UI states only; the real backend is covered by the
// integration and end-to-end tests.
vi.mock('../../api/leads', () => ({
  fetchLeads: vi.fn(),
  fetchLeadHistory: vi.fn(),
  fetchRelatedLeads: vi.fn(),
  updateLead: vi.fn(),
  addLeadNote: vi.fn(),
}));
vi.mock('@/lib/staff', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/staff')>()),
  fetchStaff: vi.fn(),
}));

const won = testLead({ full_name: 'Wendy Won', status: 'won', created_at: '2026-03-20T17:00:00Z' });
const fresh = testLead({ full_name: 'Nina New', created_at: '2026-03-01T17:00:00Z' });
const again = testLead({
  full_name: 'Nina New',
  email: fresh.email,
  source: 'property_showing',
  created_at: '2026-03-10T17:00:00Z',
});
const archived = testLead({ full_name: 'Archie Archived', archived_at: '2026-03-21T00:00:00Z' });

function renderInbox(url = '/admin/leads') {
  const router = createMemoryRouter([{ path: '/admin/leads', element: <LeadsInbox /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Leads, open first' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Leads, open first');

describe('LeadsInbox', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.mocked(fetchLeads).mockResolvedValue(
      [won, fresh, again, archived].map((l) => ({ ...l, notes: [] })),
    );
    vi.mocked(fetchLeadHistory).mockResolvedValue([]);
    vi.mocked(fetchRelatedLeads).mockResolvedValue([]);
    vi.mocked(fetchStaff).mockResolvedValue([]);
  });

  it('lists open leads first, hides archived ones and marks the same person', async () => {
    renderInbox();
    await screen.findByRole('list', { name: 'Leads, open first' });
    const items = cards();
    // One card per person: Nina's two leads share a card, her other one listed on it.
    expect(items.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Nina New',
      'Wendy Won',
    ]);
    expect(items[0]).toHaveTextContent('Showing request');
    const person = within(items[0]!).getByRole('region', {
      name: 'Same person: 1 other lead (90 days)',
    });
    expect(within(person).getByRole('button', { name: /^Open the .+ lead of / })).toBeVisible();
    expect(items[1]).toHaveTextContent('Won');
    expect(screen.getByText(/Showing 3 of 4 leads/)).toBeInTheDocument();
  });

  it('reads its filters from the URL and writes changes back to it', async () => {
    const { router, user } = renderInbox('/admin/leads?status=archived');
    await screen.findByRole('list', { name: 'Leads, open first' });
    expect(cards().map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Archie Archived',
    ]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'property_showing');
    expect(router.state.location.search).toBe('?source=property_showing');
    expect(cards()).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();
  });

  it('keeps every typed key of the text filter and mirrors it in the URL', async () => {
    const { router, user } = renderInbox('/admin/leads?source=lead_dialog');
    await screen.findByRole('list', { name: 'Leads, open first' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter leads' }), 'wendy won');
    expect(screen.getByRole('searchbox', { name: 'Filter leads' })).toHaveValue('wendy won');
    expect(router.state.location.search).toBe('?source=lead_dialog&q=wendy+won');
    expect(cards()).toHaveLength(1);
  });

  it('opens a lead in a dialog named after the person, kept in the URL', async () => {
    const { router, user } = renderInbox();
    await screen.findByRole('list', { name: 'Leads, open first' });
    await user.click(screen.getByRole('button', { name: 'Open lead from Wendy Won' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wendy Won' });
    expect(router.state.location.search).toBe(`?lead=${won.id}`);
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('won');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open lead from Wendy Won' })).toHaveFocus(),
    );
    expect(router.state.location.search).toBe('');
  });

  it('on a phone folds the filters behind one button that counts the active ones', async () => {
    const { user } = renderInbox('/admin/leads?status=won&q=wendy');
    await screen.findByRole('list', { name: 'Leads, open first' });
    const toggle = screen.getByRole('button', { name: 'Filters, 2 active' });
    const panel = screen.getByRole('group', { name: 'Filters' });
    // Folded: the panel is hidden below the sm breakpoint (desktop always shows it).
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle.className).toMatch(/(^|\s)sm:hidden(\s|$)/);
    expect(panel.className).toMatch(/(^|\s)max-sm:hidden(\s|$)/);
    // The one button sits above the list; opened, the filters unfold right below it.
    const list = screen.getByRole('list', { name: 'Leads, open first' });
    expect(toggle.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel.className).not.toMatch(/max-sm:hidden/);
    expect(within(panel).getByLabelText('Status')).toHaveValue('won');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('the Filters button shows no count without filters', async () => {
    renderInbox();
    await screen.findByRole('list', { name: 'Leads, open first' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('says when there are no leads at all', async () => {
    vi.mocked(fetchLeads).mockResolvedValue([]);
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeInTheDocument();
  });
});
