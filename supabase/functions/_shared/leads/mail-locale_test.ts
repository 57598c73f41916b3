/**
 * Mail in the lead's language, without a backend: every source's confirmation in English and in
 * Spanish (the office's mail English in both, saying the language), the booking mails and their
 * invitation, the listing alert mail, Spanish dates in Pacific time, and the pipeline storing the
 * request's locale and linking Spanish mails to the Spanish pages.
 */
import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { slotLabel } from '../contract/booking.ts';
import { company } from '../contract/company.ts';
import { leadSources, type LeadSource } from '../contract/lead-options.ts';
import type { Locale } from '../contract/locale.ts';
import { confirmationEmail, officeEmail } from './mail.ts';
import { leadRegistry, type StoredLead, type LeadRowInsert } from './registry.ts';
import {
  bookingInvitation,
  officeChangeMail,
  visitorMail,
  type BookingFacts,
} from '../booking/mail.ts';
import { matchEmail, sendDueAlerts, type AlertDelivery } from '../listings/alerts.ts';
import {
  leadHandler,
  leadMails,
  type LeadDeps,
  type LeadMailFields,
  type LeadStore,
  type LeadWithMail,
} from './pipeline.ts';
import type { MailMessage } from '../platform/mailer.ts';
import { companyFactsInBothLanguages } from '../contract/company.ts';
import { englishLeftIn, mailTexts } from '../../../../scripts/untranslated.ts';
import { htmlTexts } from '../../../../scripts/prerender-html.ts';
import { MemoryLeadOutbox, MemoryOutbox } from '../../../../tests/support/deno/outbox-fake.ts';

const site = 'https://summit.example';
const ctx = { companyName: 'Summit', siteUrl: site };

const filters = {
  type: 'rent' as const,
  city: 'Fontana',
  minPrice: null,
  maxPrice: 3000,
  beds: 2,
  baths: null,
  cats: true,
  dogs: false,
  availableBy: null,
};

function stored(source: LeadSource, locale: Locale): StoredLead {
  return {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
    created_at: '2026-11-01T17:05:00Z',
    source,
    status: 'new',
    full_name: 'Rosa Díaz',
    email: 'rosa@example.com',
    phone: '(909) 555-0100',
    property_address: '12 Main St',
    property_type: 'condo',
    units_owned: '1',
    has_current_manager: false,
    biggest_frustration: '',
    preferred_contact: 'phone',
    best_time: 'afternoon',
    property_id: source === 'property_showing' ? '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e02' : null,
    property_title: source === 'property_showing' ? 'Bungalow' : null,
    requested_date: source === 'property_showing' ? '2026-11-16' : null,
    requested_time: null,
    consent_version: null,
    consent_at: null,
    text_consent: false,
    privacy_request_type: source === 'privacy_request' ? 'delete' : null,
    alert_filters: source === 'listing_alert' ? filters : null,
    plan: null,
    locale,
  };
}

const links = { confirmUrl: `${site}/es/alerts?confirm=abc` };

const booking = (
  locale: Locale,
  kind: 'consultation' | 'showing' = 'consultation',
): BookingFacts => ({
  id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e09',
  kind,
  status: 'booked',
  // Monday, November 2, 2026, 1:00 PM Pacific (PST).
  start: '2026-11-02T21:00:00Z',
  end: '2026-11-02T21:30:00Z',
  location: kind === 'showing' ? '1 A St, Upland, CA 91786' : '',
  listingTitle: kind === 'showing' ? 'Bungalow' : '',
  sequence: 0,
  phone: '(909) 555-0100',
  staffEmail: 'agent@example.com',
  manageUrl: `${site}/booking?token=tok`,
  locale,
  listingId: kind === 'showing' ? '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e02' : null,
});

/** The fixtures' facts, the same in both languages (names, addresses, the listing's title). */
const SAME = [
  ...companyFactsInBothLanguages,
  'Summit',
  'Rosa Díaz',
  '12 Main St',
  '1 A St, Upland, CA 91786',
  'Bungalow',
  'Casa en Fontana',
  '9 B St',
  'Fontana',
];

/** English of the English twin left in a Spanish mail (scripts/untranslated.ts, as the pages). */
type Mail = { subject: string; text: string; html: string };
function assertSpanish(es: Mail, en: Mail, what: string) {
  const left = englishLeftIn(mailTexts(es, htmlTexts), mailTexts(en, htmlTexts), SAME);
  assertEquals(left, [], `${what}: English in the Spanish mail`);
}

/** Words only an English mail has: none may be in a Spanish one. */
const ENGLISH =
  /\b(Hello|Thank you|your|We will|Reschedule|Cancel\b|Confirm my|Listing alert|booked for)\b/;

Deno.test('slots read in Spanish with Intl es-US in Pacific time; English as before', () => {
  assertEquals(
    slotLabel('2026-11-02T17:00:00Z', 'es'),
    'lunes, 2 de noviembre a las 9:00 a.m. (hora del Pacífico)',
  );
  // One o'clock: "a la 1:00".
  assertEquals(
    slotLabel('2026-11-02T21:00:00Z', 'es'),
    'lunes, 2 de noviembre a la 1:00 p.m. (hora del Pacífico)',
  );
  assertEquals(
    slotLabel('2026-11-02T17:00:00Z', 'en'),
    'Monday, November 2 at 9:00 AM (Pacific Time)',
  );
});

for (const source of leadSources) {
  Deno.test(
    `${source}: the confirmation follows the lead's language, the office's stays English`,
    () => {
      const entry = leadRegistry[source];
      const withBooking = entry.booking ? { booking: booking('es') } : {};
      const es = confirmationEmail(stored(source, 'es'), ctx, { ...links, ...withBooking });
      const en = confirmationEmail(stored(source, 'en'), ctx, {
        ...links,
        ...(entry.booking ? { booking: booking('en') } : {}),
      });
      assert(es.subject !== en.subject, `${source}: the subject is translated`);
      assert(!ENGLISH.test(es.subject), `${source}: Spanish subject: ${es.subject}`);
      assert(!ENGLISH.test(es.text), `${source}: Spanish text: ${es.text}`);
      assert(es.html.includes('<html lang="es">'), `${source}: html lang`);
      assert(en.html.includes('<html lang="en">'), `${source}: English html lang`);
      assert(/Hola/.test(es.text), `${source}: greets in Spanish`);
      // The footer points at the Spanish site and says the broker in Spanish.
      assert(es.text.includes(`${site}/es`), `${source}: Spanish footer link`);
      assert(es.text.includes('Corredor responsable'), `${source}: Spanish licence line`);
      assertSpanish(es, en, source);
      // Every paragraph of the English mail is gone from the Spanish one.
      for (const line of en.text.split('\n\n').slice(0, -1)) {
        if (line.length > 12) assert(!es.text.includes(line), `${source}: English left: ${line}`);
      }

      for (const locale of ['es', 'en'] as const) {
        const office = officeEmail(entry, stored(source, locale), ctx);
        const name = locale === 'es' ? 'Spanish' : 'English';
        assert(office.text.includes(`Language: ${name}`), `${source}: office says ${name}`);
        assert(office.html.includes('<html lang="en">'));
        assert(!/Hola/.test(office.text), `${source}: the office's mail is English`);
      }
    },
  );
}

Deno.test(
  'a Spanish booked consultation: Spanish mail, Spanish invitation at the same instant',
  () => {
    const deps = {
      companyName: 'Summit',
      siteUrl: site,
      notifyEmail: 'office@example.com',
    } as LeadDeps;
    const mails = (locale: Locale) =>
      leadMails(leadRegistry.consultation, stored('consultation', locale), deps, {
        booking: booking(locale),
      });
    const [office, confirmation] = mails('es');
    assert(office!.message.text.includes('Language: Spanish'));
    assert(office!.message.subject.startsWith('Consultation booked'));
    const msg = confirmation!.message;
    assertEquals(
      msg.subject,
      'Reservada: su llamada de consulta, lunes, 2 de noviembre a la 1:00 p.m. (hora del Pacífico)',
    );
    assert(
      msg.text.includes('Cambiar la hora: https://summit.example/booking?token=tok'),
      msg.text,
    );
    assert(msg.text.includes('Le llamaremos al (909) 555-0100'), msg.text);
    assert(msg.text.includes('Leer la guía (en inglés)'), msg.text);
    const ics = msg.attachments![0]!.content;
    const enIcs = mails('en')[1]!.message.attachments![0]!.content;
    assert(ics.includes('SUMMARY:Llamada de consulta con Summit'), ics);
    assert(/DESCRIPTION:Le llamaremos al/.test(ics), ics);
    assert(ics.includes('Cambiar la hora o cancelar'), ics);
    assert(/PRODID:-\/\/.+\/\/Bookings\/\/ES/.test(ics), ics);
    const line = (text: string, key: string) => text.split(/\r?\n/).find((l) => l.startsWith(key));
    for (const key of ['UID:', 'DTSTART;', 'DTEND;', 'SEQUENCE:']) {
      assertEquals(line(ics, key), line(enIcs, key), key);
    }
    assert(line(ics, 'DTSTART;')!.includes('TZID=America/Los_Angeles'));
    assert(enIcs.includes('SUMMARY:Consultation call with Summit'));
  },
);

Deno.test(
  'booking queue mails in Spanish: reminders, rescheduled, cancelled; office notice English',
  () => {
    const ctxInvite = { ...ctx, officeEmail: 'office@example.com' };
    const b = booking('es', 'showing');
    const r24 = visitorMail('reminder_24h', b, 'rosa@example.com', ctxInvite);
    assertEquals(r24.subject, 'Recordatorio: Visita: Bungalow, mañana');
    assert(r24.text.includes('le recordamos su cita: lunes, 2 de noviembre a la 1:00 p.m.'));
    assert(r24.text.includes('Cancelar: https://summit.example/booking?token=tok'));
    const r2 = visitorMail('reminder_2h', b, 'rosa@example.com', ctxInvite);
    assertEquals(r2.subject, 'Recordatorio: Visita: Bungalow, en 2 horas');
    const moved = visitorMail('rescheduled', b, 'rosa@example.com', ctxInvite);
    assert(moved.subject.startsWith('Nueva hora: Visita: Bungalow, lunes'));
    assert(moved.attachments![0]!.content.includes('SUMMARY:Visita: Bungalow'));
    const gone = visitorMail(
      'cancelled',
      { ...b, status: 'cancelled', manageUrl: null },
      'r@x.co',
      ctxInvite,
    );
    assertEquals(gone.subject, 'Cancelada: Visita: Bungalow');
    // Book again on the listing's Spanish page.
    assert(gone.text.includes(`visite ${site}/es/properties/${b.listingId} o llámenos`));
    assert(gone.attachments![0]!.content.includes('METHOD:CANCEL'));
    for (const m of [r24, r2, moved, gone]) {
      assert(!ENGLISH.test(m.text), m.text);
      assert(m.html.includes('<html lang="es">'));
    }
    // English stays as it was; a consultation is booked again on the consultation page.
    const enGone = visitorMail(
      'cancelled',
      { ...booking('en'), status: 'cancelled', manageUrl: null },
      'r@x.co',
      ctxInvite,
    );
    assert(enGone.text.includes(`visit ${site}/schedule-demo or call us`));
    const office = officeChangeMail(
      'office_cancelled',
      b,
      { id: 'l1', full_name: 'Rosa Díaz', email: 'rosa@example.com', phone: '' },
      ctxInvite,
    );
    assert(office.subject.startsWith('Showing cancelled: Rosa Díaz'));
    assert(office.text.includes('Language: Spanish'));
  },
);

Deno.test('no booking mail in Spanish keeps English of its English twin', () => {
  const ctxInvite = { ...ctx, officeEmail: 'office@example.com' };
  const deps = { companyName: 'Summit', siteUrl: site, notifyEmail: 'o@example.com' } as LeadDeps;
  for (const kind of ['consultation', 'showing'] as const) {
    const source = kind === 'showing' ? 'property_showing' : 'consultation';
    const mail = (locale: Locale) =>
      leadMails(leadRegistry[source], stored(source, locale), deps, {
        booking: booking(locale, kind),
      })[1]!.message;
    assertSpanish(mail('es'), mail('en'), `${kind} booked`);
    for (const what of ['reminder_24h', 'reminder_2h', 'rescheduled', 'cancelled'] as const) {
      const one = (locale: Locale) => {
        const b = booking(locale, kind);
        const facts = what === 'cancelled' ? { ...b, status: 'cancelled', manageUrl: null } : b;
        return visitorMail(what, facts as BookingFacts, 'rosa@example.com', ctxInvite);
      };
      assertSpanish(one('es'), one('en'), `${kind} ${what}`);
    }
  }
  const mailLinks = { listingUrl: 'L', unsubscribeUrl: 'U', oneClickUrl: 'O' };
  assertSpanish(
    matchEmail(delivery('es'), mailLinks, ctx),
    matchEmail(delivery(), mailLinks, ctx),
    'listing alert',
  );
});

Deno.test('the invitation keeps its UID across languages', () => {
  const ctxInvite = { ...ctx, officeEmail: 'office@example.com' };
  const es = bookingInvitation(booking('es'), 'rosa@example.com', ctxInvite).content;
  const en = bookingInvitation(booking('en'), 'rosa@example.com', ctxInvite).content;
  const uid = (t: string) => /UID:(\S+)/.exec(t)?.[1];
  assertEquals(uid(es), uid(en));
});

const delivery = (locale?: string): AlertDelivery => ({
  id: 'd1',
  email: 'renter@example.com',
  property_id: 'p1',
  title: 'Casa en Fontana',
  address: '9 B St',
  city: 'Fontana',
  state: 'CA',
  price: 2450,
  property_type: 'rent',
  bedrooms: 3,
  bathrooms: '2.0',
  ...(locale ? { locale } : {}),
});

Deno.test(
  'a listing alert match in the subscriber language, with links to the Spanish pages',
  async () => {
    const mailLinks = { listingUrl: 'L', unsubscribeUrl: 'U', oneClickUrl: 'O' };
    const es = matchEmail(delivery('es'), mailLinks, ctx);
    assertEquals(es.subject, 'Nueva propiedad: Casa en Fontana');
    assert(es.text.includes('Renta: $2,450 al mes'));
    assert(es.text.includes('Recámaras: 3'));
    assert(!ENGLISH.test(es.text), es.text);
    assert(es.html.includes('Cancelar esta alerta'));
    const en = matchEmail(delivery(), mailLinks, ctx);
    assertEquals(en.subject, 'New listing: Casa en Fontana');
    assert(en.text.includes('Rent: $2,450 a month'));

    const sent: MailMessage[] = [];
    await sendDueAlerts({
      store: {
        confirm: () => Promise.resolve('unknown' as never),
        unsubscribe: () => Promise.resolve('unknown' as never),
        delivery: () => Promise.resolve(delivery('es')),
        setUnsubscribeToken: () => Promise.resolve(),
      },
      outbox: new MemoryOutbox('listing_alert', ['d1']),
      send: (m) => {
        sent.push(m);
        return Promise.resolve();
      },
      siteUrl: site,
      functionUrl: 'https://fn.example/listing-alerts',
      companyName: 'Summit',
      replyTo: 'office@example.com',
      log: () => {},
      defer: () => {},
    });
    assert(sent[0]!.text.includes(`${site}/es/properties/p1`));
    assert(sent[0]!.text.includes(`${site}/es/alerts?unsubscribe=`));
    assert(sent[0]!.listUnsubscribe?.startsWith('https://fn.example/listing-alerts?unsubscribe='));
  },
);

// ---------------------------------------------------------------------------------------------
// The pipeline: the request's locale on the row, the Spanish confirm link
// ---------------------------------------------------------------------------------------------

class Store implements LeadStore {
  rows: LeadWithMail[] = [];
  takeQuota = () => Promise.resolve(0);
  takeConfirmationQuota = () => Promise.resolve(true);
  listing = () => Promise.resolve(null);
  findByKey = () => Promise.resolve(null);
  insert(row: LeadRowInsert, mail: LeadMailFields): Promise<LeadWithMail | null> {
    const stored = {
      ...stored0,
      ...row,
      ...mail,
      id: crypto.randomUUID(),
      created_at: '2026-11-01T17:05:00Z',
    } as LeadWithMail;
    this.rows.push(stored);
    this.outbox.queue(stored);
    return Promise.resolve(stored);
  }
  /** A stored lead's owed mails, queued as the database's trigger does. */
  outbox = new MemoryLeadOutbox();
  lead = (id: string) => Promise.resolve(this.rows.find((r) => r.id === id) ?? null);
  issueAlertConfirmToken = () => Promise.resolve(true);
  issuePrivacyVerifyToken = () => Promise.resolve(true);
}
const stored0 = {
  status: 'new',
  property_id: null,
  property_title: null,
  requested_date: null,
  requested_time: null,
  consent_version: null,
  consent_at: null,
  text_consent: false,
  privacy_request_type: null,
  alert_filters: null,
  plan: null,
  locale: 'en' as const,
};

async function submit(body: Record<string, unknown>) {
  const store = new Store();
  const sent: MailMessage[] = [];
  const deferred: Promise<unknown>[] = [];
  const deps: LeadDeps = {
    store,
    outbox: store.outbox,
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
    notifyEmail: 'office@example.com',
    companyName: 'Summit',
    siteUrl: site,
    retryDelayMs: 0,
    log: () => {},
    defer: (task) => void deferred.push(task),
  };
  const res = await leadHandler({ name: 't', deps: () => deps })(
    new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
      body: JSON.stringify(body),
    }),
  );
  await Promise.all(deferred);
  return { res, store, sent };
}

const alertValues = {
  email: 'renter@example.com',
  emailConsent: true,
  filters,
  company_website: '',
};

Deno.test(
  'submit-lead stores the request locale; Spanish links go to the Spanish pages',
  async () => {
    const es = await submit({ source: 'listing_alert', values: alertValues, locale: 'es' });
    assertEquals(es.res.status, 200);
    assertEquals(es.store.rows[0]!.locale, 'es');
    const confirm = es.sent.find((m) => m.to === 'renter@example.com')!;
    assertEquals(confirm.subject, `Confirme su alerta de propiedades - ${company.name}`);
    assert(confirm.text.includes(`Confirmar mi alerta: ${site}/es/alerts?confirm=`));
    assert(confirm.text.includes('(En renta, hasta $3,000, 2+ recámaras, se aceptan gatos)'));
    // The typed city is not repeated to a typed-in address.
    assert(!confirm.text.includes('Fontana'));
    const office = es.sent.find((m) => m.to === 'office@example.com')!;
    assert(office.text.includes('Language: Spanish'));

    const privacy = await submit({
      source: 'privacy_request',
      locale: 'es',
      values: {
        fullName: 'Rosa Díaz',
        email: 'rosa@example.com',
        phone: '',
        requestType: 'know',
        details: '',
        company_website: '',
      },
    });
    assertEquals(privacy.res.status, 200);
    const verify = privacy.sent.find((m) => m.to === 'rosa@example.com')!;
    assert(verify.text.includes(`Confirmar mi solicitud: ${site}/es/privacy?verify=`), verify.text);
    assert(verify.text.includes('"Saber qué información tienen sobre mí"'));

    // No locale, or an unknown one: English, as before.
    for (const locale of [undefined, 'fr']) {
      const en = await submit({ source: 'listing_alert', values: alertValues, locale });
      assertEquals(en.store.rows[0]!.locale, 'en');
      const mail = en.sent.find((m) => m.to === 'renter@example.com')!;
      assert(mail.text.includes(`Confirm my alert: ${site}/alerts?confirm=`));
    }
  },
);
