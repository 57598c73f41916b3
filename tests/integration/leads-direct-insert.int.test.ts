/**
 * The browser's direct inserts (lead dialog, owner portal) through supabase-js with the anon
 * key, as the app sends them: return=minimal works, reading back does not.
 */
import { describe, expect, it } from 'vitest';
import {
  leadDialogSchema,
  leadDialogToRow,
  ownerPortalSchema,
  ownerPortalToRow,
} from '../../supabase/functions/_shared/lead-schemas.ts';
import { anonClient, serviceClient, uniqueEmail } from '../helpers/backend.ts';
import { dialogLead } from './leads-shared.ts';

describe('direct lead inserts', () => {
  it('anon stores a dialog lead (return=minimal) and cannot read it back', async () => {
    const email = uniqueEmail('anon-dialog');
    const row = {
      id: crypto.randomUUID(),
      ...leadDialogToRow(leadDialogSchema.parse(dialogLead(email))),
    };
    const anon = anonClient();
    const insert = await anon.from('leads').insert(row);
    expect(insert.error).toBeNull();
    expect(insert.status).toBe(201);
    expect(insert.data).toBeNull();

    const readBack = await anon.from('leads').select('*').eq('email', email);
    // Anonymous visitors never see leads: an RLS-filtered empty list or a refusal.
    expect(readBack.data ?? []).toEqual([]);

    const withSelect = await anon
      .from('leads')
      .insert({ ...row, id: crypto.randomUUID() })
      .select();
    expect(withSelect.error).not.toBeNull();

    const { data } = await serviceClient().from('leads').select('*').eq('id', row.id).single();
    expect(data).toMatchObject({
      source: 'lead_dialog',
      email,
      has_current_manager: true,
      notification_status: 'pending',
    });
  });

  it('anon stores the owner-portal notify row', async () => {
    const email = uniqueEmail('portal');
    const { error } = await anonClient()
      .from('leads')
      .insert(ownerPortalToRow(ownerPortalSchema.parse({ email })));
    expect(error).toBeNull();
    const { data } = await serviceClient().from('leads').select('*').eq('email', email).single();
    expect(data).toMatchObject({
      source: 'owner_portal',
      full_name: 'Owner Portal notification request',
      phone: '',
      preferred_contact: 'email',
      best_time: 'morning',
    });
  });

  it('anon cannot store a contact or consultation lead directly (those go through functions)', async () => {
    const email = uniqueEmail('sneaky');
    const row = leadDialogToRow(leadDialogSchema.parse(dialogLead(email)));
    const { error } = await anonClient()
      .from('leads')
      .insert({ ...row, source: 'contact' });
    expect(error).not.toBeNull();
    const forged = await anonClient()
      .from('leads')
      .insert({ ...row, notification_status: 'sent' });
    expect(forged.error).not.toBeNull();
  });
});
