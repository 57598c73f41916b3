/**
 * 'Request a showing' rows through supabase-js against the local backend: the browser's anon
 * insert succeeds (without reading back) and the stored lead is tied to the listing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { showingRequestSchema, showingToRow } from '../../src/features/properties/showing.ts';
import { anonClient, serviceClient } from '../helpers/backend.ts';

// A seeded active listing (supabase/seed.sql).
const listing = {
  id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e03',
  title: 'Mid-Century Desert Modern with Pool and Mountain Views',
  address: '12850 Quinta Way',
  city: 'Desert Hot Springs',
  state: 'CA',
  zip_code: '92240',
};

describe('showing requests', () => {
  it('are stored by an anonymous visitor as property_showing leads of the listing', async () => {
    const email = `showing-${randomUUID().slice(0, 8)}@example.com`;
    const values = showingRequestSchema.parse({
      fullName: 'Morgan Reyes',
      email,
      phone: '760-555-0123',
      preferredContact: 'phone',
      bestTime: 'morning',
      preferredDate: '2999-01-15',
      message: 'Is the pool heated?',
      company_website: '',
    });
    const { error } = await anonClient().from('leads').insert(showingToRow(values, listing));
    expect(error).toBeNull();

    const { data, error: readError } = await serviceClient()
      .from('leads')
      .select(
        'source, property_id, property_title, property_address, requested_date, biggest_frustration, notification_status',
      )
      .eq('email', email)
      .single();
    expect(readError).toBeNull();
    expect(data).toEqual({
      source: 'property_showing',
      property_id: listing.id,
      property_title: listing.title,
      property_address: '12850 Quinta Way, Desert Hot Springs, CA 92240',
      requested_date: '2999-01-15',
      biggest_frustration: 'Is the pool heated?',
      notification_status: 'pending',
    });
  });

  it('cannot be read back by the visitor', async () => {
    const { data } = await anonClient().from('leads').select('id').limit(1);
    expect(data ?? []).toEqual([]);
  });
});
