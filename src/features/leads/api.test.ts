import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '@/lib/supabase';
import {
  isBot,
  joinOwnerPortalList,
  requestConsultation,
  submitContactLead,
  submitLeadDialog,
} from './api';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const insert = vi.fn();
const from = vi.fn(() => ({ insert }));
const invoke = vi.fn();

const lead = {
  fullName: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(909) 555-0142',
  propertyAddress: 'West Covina',
  propertyType: 'condo',
  unitsOwned: '1',
  hasCurrentManager: 'no',
  biggestFrustration: 'Slow repairs every time.',
  preferredContact: 'email',
  bestTime: 'morning',
} as const;

describe('lead API', () => {
  beforeEach(() => {
    insert.mockReset().mockResolvedValue({ error: null });
    invoke.mockReset().mockResolvedValue({ data: { success: true }, error: null });
    from.mockClear();
    vi.mocked(getSupabase)
      .mockReset()
      .mockResolvedValue({ from, functions: { invoke } } as never);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('isBot is true only for a filled honeypot', () => {
    expect(isBot({})).toBe(false);
    expect(isBot({ company_website: '  ' })).toBe(false);
    expect(isBot({ company_website: 'x' })).toBe(true);
  });

  it('lead dialog: inserts the row (with its own id, no select) then fires the notification', async () => {
    let release: (v: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (release = resolve)));
    // Resolves although the notification has not answered: it is not awaited.
    await submitLeadDialog({ ...lead, company_website: '' });
    expect(from).toHaveBeenCalledWith('leads');
    const row = insert.mock.calls[0]?.[0];
    expect(row).toMatchObject({
      source: 'lead_dialog',
      full_name: 'Maria Lopez',
      has_current_manager: false,
      units_owned: '1',
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(invoke).toHaveBeenCalledWith('send-lead-notification', {
      body: { ...lead, leadId: row.id },
    });
    release({ data: null, error: null });
  });

  it('lead dialog: an insert error throws and sends nothing', async () => {
    insert.mockResolvedValue({ error: { message: 'new row violates row-level security' } });
    await expect(submitLeadDialog(lead)).rejects.toThrow('row-level security');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('lead dialog: a failing notification is logged, never thrown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    invoke.mockRejectedValue(new Error('offline'));
    await expect(submitLeadDialog(lead)).resolves.toBeUndefined();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it('direct inserts store nothing when the honeypot is filled', async () => {
    await submitLeadDialog({ ...lead, company_website: 'http://spam.example' });
    await joinOwnerPortalList({ email: 'bot@example.com', company_website: 'x' });
    expect(getSupabase).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });

  it('owner portal: inserts the lead-shaped row', async () => {
    await joinOwnerPortalList({ email: 'owner@example.com' });
    expect(insert.mock.calls[0]?.[0]).toMatchObject({
      source: 'owner_portal',
      email: 'owner@example.com',
      phone: '',
      best_time: 'morning',
    });
  });

  it("functions: errors carry the server's message, else the client's", async () => {
    const body = { firstName: 'Sam' } as never;
    await requestConsultation(body);
    expect(invoke).toHaveBeenCalledWith('send-demo-request', { body });

    const answer = new Response(JSON.stringify({ error: 'rate_limited', message: 'Slow down.' }), {
      status: 429,
    });
    invoke.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
        context: answer,
      }),
    });
    await expect(submitContactLead(body)).rejects.toThrow('Slow down.');
    invoke.mockResolvedValueOnce({ data: null, error: new Error('Failed to send a request') });
    await expect(submitContactLead(body)).rejects.toThrow('Failed to send a request');
    expect(invoke).toHaveBeenLastCalledWith('submit-lead', { body });
  });
});
