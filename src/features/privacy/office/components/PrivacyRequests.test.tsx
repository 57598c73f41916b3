import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PrivacyRequests } from './PrivacyRequests';
import {
  fetchPrivacyRequests,
  fulfilmentText,
  fulfilPrivacyDelete,
  type PrivacyRequest,
} from '../../api/privacyRequests';

vi.mock('../../api/privacyRequests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/privacyRequests')>()),
  fetchPrivacyRequests: vi.fn(),
  fulfilPrivacyDelete: vi.fn(),
}));
const fetchMock = vi.mocked(fetchPrivacyRequests);
const fulfilMock = vi.mocked(fulfilPrivacyDelete);

function request(overrides: Partial<PrivacyRequest> = {}): PrivacyRequest {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    created_at: '2026-11-24T18:00:00Z',
    full_name: 'Pat Rivera',
    email: 'pat@example.com',
    phone: '(909) 555-0188',
    privacy_request_type: 'delete',
    biggest_frustration: '',
    verified_at: '2026-11-24T18:05:00Z',
    fulfilled_at: null,
    fulfilled_by_email: null,
    fulfilled_leads_deleted: null,
    fulfilled_notes_deleted: null,
    ...overrides,
  };
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PrivacyRequests />
    </QueryClientProvider>,
  );
}

describe('PrivacyRequests', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fulfilMock.mockReset();
  });

  it('says what happened to each request', () => {
    expect(fulfilmentText(request())).toBe('Not yet carried out');
    expect(fulfilmentText(request({ privacy_request_type: 'know' }))).toBe(
      'Answer by email (nothing to delete)',
    );
    expect(
      fulfilmentText(
        request({
          fulfilled_at: '2026-11-25T18:00:00Z',
          fulfilled_by_email: 'admin@example.com',
          fulfilled_leads_deleted: 1,
          fulfilled_notes_deleted: 2,
        }),
      ),
    ).toMatch(/^Deleted .* by admin@example.com: 1 lead, 2 notes$/);
  });

  it('carries out a delete request after a confirmation, by keyboard', async () => {
    fetchMock.mockResolvedValue([request(), request({ id: 'k', privacy_request_type: 'know' })]);
    fulfilMock.mockResolvedValue({ leads_deleted: 3, notes_deleted: 1 });
    const user = userEvent.setup();
    renderList();
    const button = await screen.findByRole('button', { name: 'Delete the data of Pat Rivera' });
    // Only the delete request has the action.
    expect(screen.getAllByRole('button', { name: /Delete the data/ })).toHaveLength(1);
    button.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('button', { name: 'Delete for good' });
    await user.click(confirm);
    await waitFor(() => expect(fulfilMock).toHaveBeenCalledWith(request().id));
    expect(
      await screen.findByText(/Deleted the data of Pat Rivera: 3 leads, 1 notes/),
    ).toBeInTheDocument();
  });

  it('shows whether each request is verified; an unverified delete has no action', async () => {
    fetchMock.mockResolvedValue([
      request(),
      request({
        id: 'u',
        full_name: 'Sam Unverified',
        email: 'sam@example.com',
        verified_at: null,
      }),
    ]);
    renderList();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Verified: confirmed from pat@example\.com/);
    expect(items[1]).toHaveTextContent(/Not verified: sam@example\.com has not confirmed it yet/);
    expect(screen.getByRole('button', { name: 'Delete the data of Pat Rivera' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete the data of Sam Unverified' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    fetchMock.mockRejectedValue(new Error('permission denied'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('permission denied');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
