/**
 * Mail in the visitor's language, end to end through supabase-js, the real functions and the mail
 * catcher: a consultation booked from the Spanish form stores leads.locale 'es', its confirmation
 * is Spanish with a Spanish invitation (read by an independent parser, ical.js) at the booked
 * instant, the office's mail is English and says Spanish, and the manage link's page is told the
 * booking's language; a listing alert from the Spanish page gets a Spanish confirmation that links
 * to the Spanish alerts page, and its match mail is Spanish too.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { LOCAL_SITE_URL } from 'local-supabase/env';
import { afterAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Slot } from '../../supabase/functions/_shared/contract/booking-api.ts';
import { company } from '../../supabase/functions/_shared/contract/company.ts';
import {
  cronHeaders,
  functionsUrl,
  serviceClient,
  testEnv,
  uniqueEmail,
} from '../support/backend.ts';
import { attachmentText, waitForEmail, type CaughtEmail } from '../support/mailcatcher.ts';
import { clientFrom, consultationValues, listingAlertValues } from './leads-shared.ts';

const service = serviceClient();
const run = randomUUID().slice(0, 8);

afterAll(async () => {
  await service.from('properties').delete().like('city', `%${run}%`);
});

/** Sends a lead as the Spanish form does: `locale` beside source and values. */
async function sendSpanish(client: SupabaseClient, source: string, values: object) {
  const result = await client.functions.invoke('submit-lead', {
    body: { source, values, locale: 'es' },
  });
  const response = (result.error as { context?: Response } | null)?.context;
  return response ? response.status : 200;
}

const to = (email: string) => (m: CaughtEmail) => m.to.some((t) => t.address === email);

describe('a consultation booked in Spanish', () => {
  it('is stored as Spanish, confirmed in Spanish with a Spanish invitation, and told to the office in English', async () => {
    const email = uniqueEmail('es-consult');
    const res = await fetch(`${functionsUrl('booking-slots')}?kind=consultation`, {
      headers: { apikey: testEnv().anonKey },
    });
    const slots = ((await res.json()) as { slots: Slot[] }).slots.filter(
      (s) => Date.parse(s.start) > Date.now() + 3 * 86_400_000,
    );
    expect(slots.length).toBeGreaterThan(0);
    // Another file may take a slot meanwhile: try a few, from a random place.
    let booked: Slot | null = null;
    const from = Math.floor(Math.random() * slots.length);
    for (const slot of [...slots.slice(from), ...slots.slice(0, from)].slice(0, 8)) {
      const status = await sendSpanish(clientFrom(), 'consultation', {
        ...consultationValues(email),
        slotStart: slot.start,
      });
      if (status === 409) continue;
      expect(status).toBe(200);
      booked = slot;
      break;
    }
    expect(booked).not.toBeNull();

    const { data: lead } = await service
      .from('leads')
      .select('id, locale, status')
      .eq('email', email)
      .single();
    expect(lead).toMatchObject({ locale: 'es', status: 'consultation_scheduled' });

    // The hold: confirm it from the mail (in Spanish), which carries the guide but no invitation.
    const held = await waitForEmail(
      (e) => to(email)(e) && e.subject.startsWith('Confirme, por favor:'),
      30_000,
    );
    expect(held.subject).toMatch(/^Confirme, por favor: Llamada de consulta con .+, \S+, \d+ de /);
    expect(held.text).toContain('le estamos guardando el horario del');
    expect(held.text).toMatch(/Confirmar la cita: \S+\/booking\?token=/);
    expect(held.text).not.toMatch(/\b(Hello|Confirm appointment|your consultation)\b/);
    expect(held.html).toContain('<html lang="es">');
    expect(held.html).toContain('Los diez errores, en breve:');
    const heldToken = /\/booking\?token=([A-Za-z0-9_-]+)/.exec(held.text ?? '')![1]!;
    const confirmed = await fetch(functionsUrl('bookings'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: testEnv().anonKey },
      body: JSON.stringify({ action: 'confirm', token: heldToken }),
    });
    expect(confirmed.status).toBe(200);

    const mail = await waitForEmail(
      (e) => to(email)(e) && (e.attachments?.length ?? 0) > 0,
      30_000,
    );
    expect(mail.subject).toMatch(/^Cita confirmada: Llamada de consulta con .+, \S+, \d+ de /);
    expect(mail.subject).toContain('(hora del Pacífico)');
    expect(mail.text).toContain('Hola, gracias por confirmar: su cita es el');
    // The local site, never the production domain (SITE_URL set by the test setup).
    expect(mail.text).toContain(`Cambiar la hora: ${LOCAL_SITE_URL}/booking?token=`);
    expect(mail.text).toContain('Corredor responsable');
    expect(mail.text).not.toMatch(/\b(Hello|Reschedule|your consultation)\b/);
    expect(mail.html).toContain('<html lang="es">');

    const ics = await attachmentText(mail, 'invite.ics');
    const vcalendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    expect(vcalendar.getFirstPropertyValue('method')).toBe('REQUEST');
    ICAL.TimezoneService.register(vcalendar.getFirstSubcomponent('vtimezone')!);
    const vevent = vcalendar.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(ics).toMatch(/DTSTART;TZID=America\/Los_Angeles:\d{8}T\d{6}\r\n/);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(booked!.start).toISOString());
    expect(event.summary).toBe(`Llamada de consulta con ${company.name}`);
    expect(event.description).toContain('Le llamaremos al 909-555-0142');
    expect(event.description).toMatch(/Cambiar la hora o cancelar: \S+\/booking\?token=/);
    const { data: booking } = await service
      .from('bookings')
      .select('id')
      .eq('lead_id', lead!.id)
      .single();
    expect(event.uid).toMatch(new RegExp(`^${booking!.id}@[a-z0-9.:-]+$`));

    const office = await waitForEmail(
      (e) => e.subject.startsWith('Consultation booked:') && (e.text ?? '').includes(email),
      30_000,
    );
    expect(office.text).toContain('Language: Spanish');
    expect(office.text).toContain('The visitor confirmed this call from the mailed link');
    expect(office.html).toContain('<html lang="en">');

    // The manage link's page is told the booking's language.
    const token = /\/booking\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    const view = await fetch(functionsUrl('bookings'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: testEnv().anonKey },
      body: JSON.stringify({ action: 'view', token }),
    });
    expect(view.status).toBe(200);
    expect(((await view.json()) as { booking: { locale: string } }).booking.locale).toBe('es');
  });
});

describe('a listing alert from the Spanish page', () => {
  it('is confirmed in Spanish with a link to the Spanish page, and its match mail is Spanish', async () => {
    const email = uniqueEmail('es-alert');
    const city = `Alertaville ${run}`;
    const status = await sendSpanish(
      clientFrom(),
      'listing_alert',
      listingAlertValues(email, { type: 'rent', city, maxPrice: 3000 }),
    );
    expect(status).toBe(200);
    const mail = await waitForEmail(to(email), 30_000);
    expect(mail.subject).toBe(`Confirme su alerta de propiedades - ${company.name}`);
    expect(mail.text).toContain('(En renta, hasta $3,000)');
    expect(mail.text).not.toContain(city);
    expect(mail.html).toContain('<html lang="es">');
    const token = /\/es\/alerts\?confirm=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const { data: lead } = await service.from('leads').select('locale').eq('email', email).single();
    expect(lead?.locale).toBe('es');

    const confirmed = await clientFrom().functions.invoke('listing-alerts', {
      body: { action: 'confirm', token },
    });
    expect((confirmed.data as { status: string }).status).toBe('confirmed');
    const { data: home, error } = await service
      .from('properties')
      .insert({
        title: `Casa de prueba ${run}`,
        description: null,
        address: '1 Test St',
        city,
        state: 'CA',
        zip_code: '91750',
        square_feet: 1000,
        images: [],
        property_type: 'rent',
        price: 2450,
        bedrooms: 2,
        bathrooms: 1,
        status: 'active',
      })
      .select('id')
      .single();
    if (error) throw error;
    await clientFrom().functions.invoke('listing-alerts', {
      body: { action: 'send' },
      headers: cronHeaders(),
    });
    const match = await waitForEmail(
      (e) => to(email)(e) && e.subject.startsWith('Nueva propiedad:'),
      30_000,
    );
    expect(match.text).toContain('Renta: $2,450 al mes');
    expect(match.text).toContain(`/es/properties/${(home as { id: string }).id}`);
    expect(match.text).toMatch(/\/es\/alerts\?unsubscribe=[A-Za-z0-9_-]{43}/);
  });
});
