/**
 * The maintenance and money mails and the money PDFs in Spanish against their English twins, by
 * the rule of the Spanish pages and the lead and booking mails (scripts/untranslated.ts): no
 * run of the English twin's words, no law's English name, no English date. The lead, booking and
 * alert mails are checked in mail-locale_test.ts, the Auth mails in local-supabase's
 * templates.test.ts, the pages by the prerender.
 */
import { extractText, getDocumentProxy } from 'npm:unpdf';
import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  owner,
  sampleContext,
  sampleEvent,
  tenant,
  TENANT_WORDS,
  vendor,
} from '../../../../tests/support/deno/maintenance-fake.ts';
import { entry, payment, sampleLease } from '../../../../tests/support/deno/money-fake.ts';
import { englishLeftIn, mailTexts } from '../../../../scripts/untranslated.ts';
import { htmlTexts } from '../../../../scripts/prerender-html.ts';
import { companyFactsInBothLanguages } from '../contract/company.ts';
import type { Locale } from '../contract/locale.ts';
import { type MailInput, renderMaintenanceMail } from '../maintenance/mail.ts';
import { receiptMail, reminderMail, statementMail } from './mail.ts';
import { receiptFacts, receiptPdf } from './pdf.ts';

const site = {
  siteUrl: 'https://site.example',
  companyName: 'Summit Flat Fee Property Management',
};

/** The fixtures' names and addresses: the same in both languages. */
const SAME = [
  ...companyFactsInBothLanguages,
  tenant.full_name,
  owner.full_name,
  vendor.name,
  ...Object.values(TENANT_WORDS),
  // The thread's words, as written.
  'Ya pedimos la pieza.',
  '1520 N Garey Ave',
  'Unit A',
  'Pomona',
  'CA 91767',
];

/** The English left in a Spanish text, as "what: text" (SPANISH_TEXT_LIST=1 prints them all). */
function unknown(what: string, left: string[]): string[] {
  if (Deno.env.get('SPANISH_TEXT_LIST') === '1') console.log(JSON.stringify({ [what]: left }));
  return left.map((t) => `${what}: ${t}`);
}

type Mail = { subject: string; text: string; html: string };
const compare = (es: Mail, en: Mail) =>
  englishLeftIn(mailTexts(es, htmlTexts), mailTexts(en, htmlTexts), SAME);

const personMails: Array<[MailInput['template'], Partial<MailInput>]> = [
  ['tenant_received', { ctx: sampleContext({ urgent: true, emergency: 'no_heat' }) }],
  [
    'tenant_status',
    { event: sampleEvent({ kind: 'status', to_status: 'declined', body: 'Daño' }) },
  ],
  ['tenant_message', { event: sampleEvent({ kind: 'message', body: 'Ya pedimos la pieza.' }) }],
  ['tenant_visit', { event: sampleEvent({ kind: 'scheduled' }) }],
  ['tenant_entry_notice', { event: sampleEvent({ kind: 'entry_notice' }) }],
  ['owner_approval', { recipient: owner, linkUrl: 'https://site.example/a#t=tok' }],
  [
    'owner_emergency',
    {
      recipient: owner,
      ctx: sampleContext({
        emergency: 'flooding',
        urgent: true,
        owner_approval: 'emergency_proceeded',
      }),
    },
  ],
  [
    'owner_completed',
    {
      recipient: owner,
      ctx: sampleContext({
        status: 'completed',
        actual_cost_cents: 42000,
        completed_at: '2026-12-02T19:00:00Z',
      }),
    },
  ],
];

Deno.test('maintenance mails to a Spanish tenant or owner keep no English', () => {
  const left: string[] = [];
  for (const [template, input] of personMails) {
    const mail = (locale: Locale) => {
      const who = input.recipient ?? tenant;
      return renderMaintenanceMail(
        {
          template,
          ctx: sampleContext(),
          event: sampleEvent(),
          actor: null,
          ...input,
          recipient: { ...who, locale },
        },
        site,
      );
    };
    left.push(...unknown(`maintenance ${template}`, compare(mail('es'), mail('en'))));
  }
  assertEquals(left, [], 'English left in Spanish maintenance mails');
});

// As the books post rent: kind and month (the English memo is the record's, never shown).
const rent = entry({
  kind: 'rent_charge',
  amount_cents: 245000,
  memo: 'Rent for October 2026',
  period: '2026-10-01',
  posting_key: 'rent_charge:2026-10',
});
const pay = payment(245000, { posted_on: '2026-10-03', reference: '5521', receipt_number: 1042 });
const lease = sampleLease([rent, pay]);

Deno.test('money mails to a Spanish tenant or owner keep no English', () => {
  const person = (locale: Locale) => ({ ...tenant, locale });
  // As the money function makes them: the receipt's facts in the recipient's language.
  const receipt = (locale: Locale) =>
    receiptMail(receiptFacts(pay, lease, locale)!, person(locale), site);
  const left = unknown('money receipt mail', compare(receipt('es'), receipt('en')));
  left.push(
    ...unknown(
      'money reminder mail',
      compare(
        reminderMail(lease, 12345, person('es'), site),
        reminderMail(lease, 12345, person('en'), site),
      ),
    ),
  );
  const statement = {
    id: 's1',
    period: '2026-10-01',
    opening_cents: 0,
    income_cents: 245000,
    expenses_cents: 0,
    fees_cents: 9900,
    payouts_cents: 0,
    closing_cents: 235100,
  } as Parameters<typeof statementMail>[0];
  const ownerIn = (locale: Locale) => ({ ...owner, locale });
  left.push(
    ...unknown(
      'money statement mail',
      compare(
        statementMail(statement, ownerIn('es'), site),
        statementMail(statement, ownerIn('en'), site),
      ),
    ),
  );
  assertEquals(left, [], 'English left in Spanish money mails');
});

async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
  return text.flatMap((page) => page.split('\n'));
}

Deno.test('the receipt PDF a Spanish tenant gets keeps no English', async () => {
  const es = await pdfLines(receiptPdf(receiptFacts(pay, lease, 'es')!));
  const en = await pdfLines(receiptPdf(receiptFacts(pay, lease, 'en')!));
  assertEquals(unknown('money receipt PDF', englishLeftIn(es, en, SAME)), []);
});
