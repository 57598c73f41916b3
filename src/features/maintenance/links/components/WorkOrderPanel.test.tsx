import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrder } from '@contract/maintenance-api.ts';
import { outcomeMessage, linkCopy } from '../linkPages';
import { WorkOrderPanel } from './WorkOrderPanel';

// Only the network is mocked: the function's answers as the contract (maintenance-api.ts) says.
const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'vendorToken-0123456789abcdefghij';

const order: WorkOrder = {
  requestId: 'fa000000-0000-4000-8000-000000000111',
  category: 'plumbing',
  location: 'Kitchen sink',
  description: 'The faucet drips all night.',
  urgent: false,
  status: 'scheduled',
  address: { street: '12 Elm St', unit: 'Unit B', city: 'Pomona', state: 'CA', zip: '91766' },
  visit: { start: '2026-12-01T17:00:00Z', end: '2026-12-01T19:00:00Z' },
  vendorConfirmed: false,
  accessNotes: 'Lockbox on the side gate, code 4321.',
  entryPermission: 'call_first',
  pets: 'A friendly dog',
  goodTimes: 'Weekday mornings',
  tenant: { name: 'Tina Tenant', phone: '(909) 555-0101', email: 'tina@example.com' },
  photos: [{ url: 'https://storage.example.com/signed/1.webp', width: 1600, height: 1200 }],
  vendorName: 'Valley Plumbing & Rooter',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the page sent, call by call: JSON bodies parsed, multipart forms as they are. */
function sent(i: number): Record<string, unknown> | FormData {
  const body = fetchMock.mock.calls[i]?.[1]?.body;
  return body instanceof FormData ? body : (JSON.parse(String(body)) as Record<string, unknown>);
}

function renderAt(hash: string) {
  const router = createMemoryRouter(
    [{ path: '/maintenance/work-order', element: <WorkOrderPanel /> }],
    { initialEntries: [`/maintenance/work-order${hash}`] },
  );
  return render(<RouterProvider router={router} />);
}

async function opened(answer: unknown = { status: 'ok', workOrder: order }) {
  fetchMock.mockResolvedValueOnce(json(answer));
  renderAt(`#t=${TOKEN}`);
  await screen.findByRole('heading', { level: 1 });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('WorkOrderPanel', () => {
  it('opening the link only reads the work order: address, visit in office time, access, pets, contact, photos', async () => {
    await opened();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/functions\/v1\/maintenance$/);
    expect(init?.method).toBe('POST');
    expect(sent(0)).toEqual({ action: 'work-order', token: TOKEN });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Work order: Plumbing');
    expect(screen.getByText(/12 Elm St\s+Unit B\s+Pomona, CA 91766/)).toBeInTheDocument();
    expect(
      screen.getByText(/Tuesday, December 1, 2026(,| at) 9:00\sAM to 11:00\sAM \(Pacific time\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(order.accessNotes)).toBeInTheDocument();
    expect(screen.getByText('A friendly dog')).toBeInTheDocument();
    expect(screen.getByText('Weekday mornings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(909) 555-0101' })).toHaveAttribute(
      'href',
      'tel:9095550101',
    );
    expect(screen.getByRole('link', { name: 'tina@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute(
      'src',
      order.photos[0]!.url,
    );
    expect(screen.getByRole('button', { name: linkCopy.vendor.confirm })).toBeEnabled();
  });

  it("keeps the tenant's contact out when the tenant did not share it", async () => {
    await opened({ status: 'ok', workOrder: { ...order, tenant: null } });
    expect(screen.queryByText(/tina@example.com/)).not.toBeInTheDocument();
    expect(screen.getByText(/call the office, not the tenant/)).toBeInTheDocument();
  });

  it('without a token says the link is not recognised, asking nothing', () => {
    renderAt('');
    expect(
      screen.getByRole('heading', { name: outcomeMessage('vendor', 'unknown').title }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['used', 'expired', 'unknown'] as const)(
    'a link answered %s says so in words',
    async (status) => {
      await opened({ status });
      const heading = screen.getByRole('heading', {
        name: outcomeMessage('vendor', status).title,
      });
      await waitFor(() => expect(heading).toHaveFocus());
    },
  );

  it('a network failure while opening offers a retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderAt(`#t=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn’t reach our server/);
    fetchMock.mockResolvedValueOnce(json({ status: 'ok', workOrder: order }));
    await user.click(screen.getByRole('button', { name: linkCopy.retry }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Work order');
  });

  it('confirms the visit only when the button is pressed', async () => {
    await opened();
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    await userEvent.setup().click(screen.getByRole('button', { name: linkCopy.vendor.confirm }));
    expect(await screen.findByText(linkCopy.vendor.confirmed)).toBeInTheDocument();
    expect(sent(1)).toEqual({ action: 'confirm-visit', token: TOKEN });
  });

  it('checks the cost before sending, then sends the job as multipart and says it is done', async () => {
    await opened();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'What was done' }),
      'Replaced the cartridge.',
    );
    const cost = screen.getByRole('textbox', { name: /Cost/ });
    await user.type(cost, 'about 200');
    await user.click(screen.getByRole('button', { name: linkCopy.vendor.complete }));
    expect(await screen.findByText(/The cost must be an amount in dollars/)).toBeInTheDocument();
    expect(cost).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(cost);
    await user.type(cost, '185.50');
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    await user.click(screen.getByRole('button', { name: linkCopy.vendor.complete }));
    const done = await screen.findByRole('heading', { name: linkCopy.vendor.done.title });
    await waitFor(() => expect(done).toHaveFocus());
    const form = sent(1) as FormData;
    expect(Object.fromEntries([...form.entries()])).toEqual({
      action: 'complete-job',
      token: TOKEN,
      note: 'Replaced the cartridge.',
      cost: '185.50',
    });
  });

  it('a job already marked done says the link has been used', async () => {
    await opened();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '90');
    fetchMock.mockResolvedValueOnce(json({ status: 'used' }));
    await user.click(screen.getByRole('button', { name: linkCopy.vendor.complete }));
    expect(
      await screen.findByRole('heading', { name: 'This link has already been used' }),
    ).toBeInTheDocument();
  });

  it('a network failure on sending loses nothing typed, and the retry sends it', async () => {
    await opened();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'What was done' }), 'New trap.');
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '120');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: linkCopy.vendor.complete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/nothing you typed is lost/);
    expect(screen.getByRole('textbox', { name: 'What was done' })).toHaveValue('New trap.');
    expect(screen.getByRole('textbox', { name: /Cost/ })).toHaveValue('120');
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    await user.click(screen.getByRole('button', { name: linkCopy.retry }));
    expect(
      await screen.findByRole('heading', { name: linkCopy.vendor.done.title }),
    ).toBeInTheDocument();
    expect((sent(2) as FormData).get('note')).toBe('New trap.');
  });

  it("shows the function's refusal of a field beside it", async () => {
    await opened();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '50');
    fetchMock.mockResolvedValueOnce(
      json({ error: 'invalid_request', fields: { photo: 'Photo 2 is not an image' } }, 400),
    );
    await user.click(screen.getByRole('button', { name: linkCopy.vendor.complete }));
    expect(await screen.findByText('Photo 2 is not an image')).toBeInTheDocument();
  });

  describe('photos', () => {
    beforeEach(() => {
      // The browser's decoder and canvas (jsdom has neither): a 4000×3000 camera photo.
      vi.stubGlobal(
        'createImageBitmap',
        vi.fn(async () => ({ width: 4000, height: 3000, close: () => {} })),
      );
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
        drawImage: () => {},
      } as never);
      vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
        this: HTMLCanvasElement,
        done: BlobCallback,
      ) {
        done(new Blob([`${this.width}x${this.height}`], { type: 'image/webp' }));
      });
    });

    it('resizes each photo to one WebP at the long edge, refuses a non-image, sends them as photo', async () => {
      await opened();
      const user = userEvent.setup({ applyAccept: false });
      const input = screen.getByLabelText(/Photos of the finished job/);
      await user.upload(input, [
        new File(['jpeg'], 'sink.jpg', { type: 'image/jpeg' }),
        new File(['pdf'], 'invoice.pdf', { type: 'application/pdf' }),
      ]);
      expect(await screen.findByText('1 of 10 photos attached.')).toBeInTheDocument();
      // A button opens the (not displayed) input, so no "No file chosen" beside the photos.
      expect(input).toHaveClass('hidden');
      expect(screen.getByRole('button', { name: 'Add more photos' })).toHaveAccessibleDescription(
        /Photos of the finished job \(up to 10\) 1 of 10 photos attached\./,
      );
      expect(screen.getByText(/invoice.pdf: Only photos can be attached/)).toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: /Cost/ }), '75');
      fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
      await user.click(screen.getByRole('button', { name: linkCopy.vendor.complete }));
      await screen.findByRole('heading', { name: linkCopy.vendor.done.title });
      const photos = (sent(1) as FormData).getAll('photo') as File[];
      expect(photos).toHaveLength(1);
      expect(photos[0]!.type).toBe('image/webp');
      expect(await photos[0]!.text()).toBe('1600x1200');
    });

    it('lets a photo be removed before sending', async () => {
      await opened();
      const user = userEvent.setup();
      await user.upload(screen.getByLabelText(/Photos of the finished job/), [
        new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
        new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
      ]);
      expect(await screen.findByText('2 of 10 photos attached.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
      expect(screen.getByText('1 of 10 photos attached.')).toBeInTheDocument();
    });
  });
});
