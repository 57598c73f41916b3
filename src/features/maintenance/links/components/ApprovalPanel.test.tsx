import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalRequest } from '@contract/maintenance-api.ts';
import { linkCopy, outcomeMessage } from '../linkPages';
import { ApprovalPanel } from './ApprovalPanel';

// Only the network is mocked: the function's answers as the contract (maintenance-api.ts) says.
const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'ownerToken-0123456789abcdefghijk';
const copy = linkCopy.approval;

const request: ApprovalRequest = {
  requestId: 'fa000000-0000-4000-8000-000000000111',
  category: 'heating_cooling',
  location: 'Hallway furnace',
  description: 'The furnace blows cold air.',
  address: { street: '12 Elm St', unit: 'Unit B', city: 'Pomona' },
  estimateCents: 85_000,
  finalCost: false,
  limitCents: 50_000,
  photos: [{ url: 'https://storage.example.com/signed/f.webp', width: 1200, height: 1600 }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent = (i: number) =>
  JSON.parse(String(fetchMock.mock.calls[i]?.[1]?.body)) as Record<string, unknown>;

function renderAt(hash: string) {
  const router = createMemoryRouter(
    [{ path: '/maintenance/approval', element: <ApprovalPanel /> }],
    { initialEntries: [`/maintenance/approval${hash}`] },
  );
  return render(<RouterProvider router={router} />);
}

async function opened(answer: unknown = { status: 'ok', approval: request }) {
  fetchMock.mockResolvedValueOnce(json(answer));
  renderAt(`#t=${encodeURIComponent(TOKEN)}`);
  await screen.findByRole('heading', { level: 1 });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ApprovalPanel', () => {
  it('a Spanish owner’s link (#…&l=es) opens the page in Spanish, with no English left', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'ok', approval: request }));
    const { container } = renderAt(`#t=${encodeURIComponent(TOKEN)}&l=es`);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Una reparación necesita su aprobación');
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Calefacción y aire acondicionado')).toBeInTheDocument();
    expect(screen.getByText(/supera en \$350\.00 su límite de aprobación/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 1 de 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar la reparación' })).toBeInTheDocument();
    const english = /\b(Repair|Estimate|approval limit|Approve|Decline|the tenant|Photo|note)\b/;
    expect(container.textContent?.replace('Hallway furnace', '')).not.toMatch(english);
  });

  it('opening the link only reads the request: estimate against the limit, photos, the rule', async () => {
    await opened();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(0)).toEqual({ action: 'approval', token: TOKEN });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.heading);
    expect(screen.getByText('12 Elm St, Unit B, Pomona')).toBeInTheDocument();
    expect(screen.getByText('Heating and cooling')).toBeInTheDocument();
    expect(screen.getByText('$850.00')).toBeInTheDocument();
    expect(screen.getByText('$500.00')).toBeInTheDocument();
    expect(screen.getByText(/\$350\.00 above your approval limit/)).toBeInTheDocument();
    expect(screen.getByText(/Emergencies .* are repaired at once/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
  });

  it('approves with the note when the button is pressed', async () => {
    await opened();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /note for the office/ }), 'Go ahead.');
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    await user.click(screen.getByRole('button', { name: copy.approve }));
    const done = await screen.findByRole('heading', { name: copy.approved.title });
    await waitFor(() => expect(done).toHaveFocus());
    expect(sent(1)).toEqual({
      action: 'decide',
      token: TOKEN,
      decision: 'approved',
      note: 'Go ahead.',
    });
  });

  it('declines without a note', async () => {
    await opened();
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    await userEvent.setup().click(screen.getByRole('button', { name: copy.decline }));
    expect(await screen.findByRole('heading', { name: copy.declined.title })).toBeInTheDocument();
    expect(sent(1)).toEqual({ action: 'decide', token: TOKEN, decision: 'declined', note: '' });
  });

  it.each(['used', 'expired', 'unknown'] as const)('a link answered %s says so', async (status) => {
    await opened({ status });
    expect(
      screen.getByRole('heading', { name: outcomeMessage('approval', status).title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.approve })).not.toBeInTheDocument();
  });

  it('an answer already given (here or in the portal) says the link has been used', async () => {
    await opened();
    fetchMock.mockResolvedValueOnce(json({ status: 'used' }));
    await userEvent.setup().click(screen.getByRole('button', { name: copy.approve }));
    expect(
      await screen.findByRole('heading', { name: 'This link has already been used' }),
    ).toBeInTheDocument();
  });

  it('a network failure keeps the note and the buttons, and the retry answers', async () => {
    await opened();
    const user = userEvent.setup();
    const note = screen.getByRole('textbox', { name: /note for the office/ });
    await user.type(note, 'Only if under $900.');
    fetchMock.mockResolvedValueOnce(new Response('upstream timeout', { status: 502 }));
    await user.click(screen.getByRole('button', { name: copy.approve }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/nothing you typed is lost/);
    expect(note).toHaveValue('Only if under $900.');
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    await user.click(screen.getByRole('button', { name: copy.approve }));
    expect(await screen.findByRole('heading', { name: copy.approved.title })).toBeInTheDocument();
    expect(sent(2).note).toBe('Only if under $900.');
  });

  it('without a token says the link is not recognised, asking nothing', () => {
    renderAt('#t=');
    expect(
      screen.getByRole('heading', { name: outcomeMessage('approval', 'unknown').title }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
