import { assert, assertEquals } from '../test-assert.ts';
import { escapeHtml } from './html.ts';
import { GUIDE_PATH, GUIDE_SUMMARY } from './guide.ts';
import {
  contactNotificationEmail,
  demoConfirmationEmail,
  demoRequestNotificationEmail,
  leadAcknowledgementEmail,
  leadNotificationEmail,
} from './index.ts';

const ctx = {
  companyName: 'Summit <PM>',
  siteUrl: 'https://summit.example/',
  receivedAt: new Date(Date.UTC(2025, 2, 15, 17, 5)),
};
const evil = '<script>alert("x")</script> & \'quotes\'';

const lead = {
  fullName: `Eve ${evil}`,
  email: 'eve@example.com',
  phone: '(909) 555-0100',
  propertyAddress: `12 Main St <b>bold</b>`,
  propertyType: 'condo' as const,
  unitsOwned: '2-5' as const,
  hasCurrentManager: 'yes' as const,
  biggestFrustration: `Late rent\n${evil}`,
  preferredContact: 'text' as const,
  bestTime: 'evening' as const,
};

function assertNoRawMarkup(html: string) {
  assert(!html.includes('<script>'), 'unescaped <script>');
  assert(!html.includes('<b>bold</b>'), 'unescaped <b>');
  assert(html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;'));
}

Deno.test('escapeHtml escapes the five special characters', () => {
  assertEquals(
    escapeHtml(`<a href="x">'&'</a>`),
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
  assertEquals(escapeHtml(undefined), '');
});

Deno.test('lead notification shows every field, escaped, in HTML and text', () => {
  const email = leadNotificationEmail(lead, ctx);
  assertNoRawMarkup(email.html);
  for (const value of [
    'eve@example.com',
    '(909) 555-0100',
    'Condo / townhome',
    '2-5 units',
    'Yes',
    'Text message',
    'Evening (4pm-7pm)',
    '2025-03-15 17:05 UTC',
  ]) {
    assert(email.html.includes(escapeHtml(value)), `html lacks ${value}`);
    assert(email.text.includes(value), `text lacks ${value}`);
  }
  assert(email.text.includes(lead.fullName), 'text keeps the raw name');
  assert(email.text.includes('Late rent\n  <script>'), 'multi-line values are indented in text');
  assert(email.html.includes('Late rent<br>'));
  assert(email.subject.startsWith('New lead: Eve'));
  assert(email.html.includes('Summit &lt;PM&gt;'), 'company name escaped');
});

Deno.test('acknowledgement is short, escaped and promises 24 hours', () => {
  const email = leadAcknowledgementEmail(lead, ctx);
  assert(email.html.includes('12 Main St &lt;b&gt;bold&lt;/b&gt;'));
  assert(email.text.includes('within 24 hours'));
  assert(email.text.startsWith('Hi Eve,'));
});

Deno.test('demo emails carry the date, the time and the guide link and summary', () => {
  const req = {
    firstName: 'Eve',
    lastName: evil,
    email: 'eve@example.com',
    phone: '9095550100',
    date: 'March 17, 2025',
    time: '9:00 AM',
  };
  const company = demoRequestNotificationEmail(req, ctx);
  assertNoRawMarkup(company.html);
  assert(company.text.includes('March 17, 2025') && company.text.includes('9:00 AM'));
  const confirmation = demoConfirmationEmail(req, ctx);
  const url = `https://summit.example${GUIDE_PATH}`;
  assert(confirmation.html.includes(`href="${url}"`));
  assert(confirmation.text.includes(url));
  assert(confirmation.text.includes('March 17, 2025') && confirmation.text.includes('9:00 AM'));
  assertEquals(GUIDE_SUMMARY.length, 10);
  for (const item of GUIDE_SUMMARY) assert(confirmation.text.includes(item));
  assert(confirmation.subject.includes('guide'));
});

Deno.test('contact notification escapes the message', () => {
  const email = contactNotificationEmail(
    {
      full_name: 'Ann',
      email: 'ann@example.com',
      phone: '9095550100',
      property_address: 'Not provided - general inquiry',
      property_type: 'not specified',
      units_owned: 'not specified',
      has_current_manager: false,
      biggest_frustration: evil,
      preferred_contact: 'email',
      best_time: 'anytime',
    },
    ctx,
  );
  assertNoRawMarkup(email.html);
  assert(email.text.includes(evil));
  assertEquals(email.subject, 'Contact form: Ann');
});
