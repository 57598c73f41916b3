/**
 * The maintenance and money mails and the money PDFs in Spanish against their English twins, by
 * the rule of the Spanish pages and the lead and booking mails (scripts/untranslated.ts): no
 * run of the English twin's words, no law's English name, no English date. The lead, booking and
 * alert mails are checked in mail-locale_test.ts, the Auth mails in local-supabase's
 * templates.test.ts, the pages by the prerender.
 */
import { extractText, getDocumentProxy } from 'npm:unpdf';
import { assertEquals } from '../../../tests/support/deno/test-assert.ts';
import {
  owner,
  sampleContext,
  sampleEvent,
  tenant,
  TENANT_WORDS,
  vendor,
} from '../../../tests/support/deno/maintenance-fake.ts';
import { entry, payment, sampleLease } from '../../../tests/support/deno/money-fake.ts';
import { englishLeftIn, mailTexts } from '../../../scripts/untranslated.ts';
import { htmlTexts } from '../../../scripts/prerender-html.ts';
import { companyFactsInBothLanguages } from './contract/company.ts';
import type { Locale } from './contract/locale.ts';
import { type MailInput, renderMaintenanceMail } from './maintenance-mail.ts';
import { receiptMail, reminderMail, statementMail } from './money-mail.ts';
import { receiptFacts, receiptPdf } from './money-pdf.ts';

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

const BROKER = 'CA DRE #02184521 · Responsible broker: Elena Ortiz, CA DRE #01873320';
/**
 * What each text still carries today, for whoever works on maintenance and money mail to clear
 * (the notice of entry, the footer, the rent's memo, the receipt PDF). The check fails on any
 * English not listed here; an entry that is fixed is removed, never added to.
 */
const KNOWN: Record<string, readonly string[]> = {
  // The plain-text footer of these mails is the English licence line.
  ...Object.fromEntries(
    [
      'tenant_received',
      'tenant_status',
      'tenant_message',
      'tenant_visit',
      'owner_approval',
      'owner_emergency',
      'owner_completed',
    ].map((t) => [`maintenance ${t}`, [BROKER]]),
  ),
  'maintenance tenant_entry_notice': [
    'Civil Code',
    'Civil Code 1954',
    'California Civil Code',
    BROKER,
  ],
  'money receipt mail': [
    'Rent for October 2026 (Oct 1, 2026): $2,450.00',
    'Rent for October 2026 (Oct 1, 2026)',
    BROKER,
  ],
  'money reminder mail': [BROKER],
  'money statement mail': [BROKER],
  // The receipt PDF is English only.
  'money receipt PDF': [
    BROKER,
    'Payment receipt',
    'Receipt number 1042',
    'Date received Oct 3, 2026',
    'Received from Jordan Avila',
    'Paid by Check no. 5521',
    'Applied to (oldest charges first)',
    'Rent for October 2026 (Oct 1, 2026) $2,450.00',
    'Balance after this payment Nothing owed ($0.00)',
    'Security deposit held $0.00',
    "Received by Summit Flat Fee Property Management, as the owner's managing agent. Keep this receipt for your records; questions: (909)",
  ],
};

/** The English in `left` not listed in KNOWN for `what`, as "what: text". */
function unknown(what: string, left: string[]): string[] {
  const known = new Set(KNOWN[what] ?? []);
  if (Deno.env.get('SPANISH_TEXT_LIST') === '1') console.log(JSON.stringify({ [what]: left }));
  return left.filter((t) => !known.has(t)).map((t) => `${what}: ${t}`);
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

const rent = entry({ kind: 'rent_charge', amount_cents: 245000, memo: 'Rent for October 2026' });
const pay = payment(245000, { posted_on: '2026-10-03', reference: '5521', receipt_number: 1042 });
const lease = sampleLease([rent, pay]);

Deno.test('money mails to a Spanish tenant or owner keep no English', () => {
  const facts = receiptFacts(pay, lease)!;
  const person = (locale: Locale) => ({ ...tenant, locale });
  const left = unknown(
    'money receipt mail',
    compare(receiptMail(facts, person('es'), site), receiptMail(facts, person('en'), site)),
  );
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
  // The PDF has no language of its own yet: a Spanish tenant's is the one below.
  const facts = receiptFacts(pay, lease)!;
  const es = await pdfLines(receiptPdf(facts));
  const en = await pdfLines(receiptPdf(facts));
  assertEquals(unknown('money receipt PDF', englishLeftIn(es, en, SAME)), []);
});
