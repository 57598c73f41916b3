import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StatusRow } from '../../status';
import { StatusPanel } from './StatusPanel';

const fetchOfficeStatus = vi.fn<() => Promise<StatusRow[]>>();
vi.mock('../../api/status', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/status')>()),
  statusQuery: () => ({ queryKey: ['status'], queryFn: () => fetchOfficeStatus() }),
}));

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatusPanel />
    </QueryClientProvider>,
  );
}

describe('StatusPanel', () => {
  it('one line per check: stuck mail with its kinds, jobs not checked here, and a check added later', async () => {
    fetchOfficeStatus.mockResolvedValue([
      {
        check_name: 'stuck_mail',
        problems: 2,
        oldest: '2026-11-25T20:00:00Z',
        detail: 'booking, money',
      },
      {
        check_name: 'missed_jobs',
        problems: null,
        oldest: null,
        detail: 'pg_cron is not installed here',
      },
      { check_name: 'error_count', problems: 0, oldest: null, detail: null },
      {
        check_name: 'last_backup',
        problems: 1,
        oldest: '2026-11-24T10:00:00Z',
        detail: '2 failed since',
      },
    ]);
    renderPanel();
    const section = screen.getByRole('region', { name: 'Office status' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Mail (Needs attention): 2 stuck (booking, money), oldest Nov 25, 2026, 12:00 PM',
      'Scheduled jobs (Not checked): Not checked: pg_cron is not installed here',
      'error_count (OK): 0',
      'Backups (Needs attention): Older than 26 hours: last one Nov 24, 2026, 2:00 AM (2 failed since)',
    ]);
  });

  it('all well', async () => {
    fetchOfficeStatus.mockResolvedValue([
      { check_name: 'stuck_mail', problems: 0, oldest: null, detail: null },
      { check_name: 'missed_jobs', problems: 0, oldest: null, detail: null },
      { check_name: 'last_backup', problems: 0, oldest: '2026-11-25T10:00:00Z', detail: null },
    ]);
    renderPanel();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Mail (OK): Nothing stuck',
      'Scheduled jobs (OK): All ran on time',
      'Backups (OK): Up to date: last one Nov 25, 2026, 2:00 AM',
    ]);
  });
});
