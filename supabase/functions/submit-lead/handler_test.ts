import { assertEquals } from '../_shared/test-assert.ts';
import type { LeadRowInsert } from '../_shared/lead-schemas.ts';
import type { LeadDeps, NotificationStatus } from '../_shared/leads.ts';
import type { MailMessage } from '../_shared/mailer.ts';
import { createHandler } from './handler.ts';

Deno.test('stores the contact lead as source contact, then notifies the company only', async () => {
  const rows: LeadRowInsert[] = [];
  const records: NotificationStatus[] = [];
  const sent: MailMessage[] = [];
  const deps: LeadDeps = {
    store: {
      insert: (row) => {
        rows.push(row);
        return Promise.resolve('lead-1');
      },
      setNotification: (_id, status) => {
        records.push(status);
        return Promise.resolve();
      },
      findPendingDialogLead: () => Promise.resolve(null),
    },
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
    notifyEmail: 'leads@summit.example',
    companyName: 'Summit',
    siteUrl: 'https://summit.example',
    retryDelayMs: 1,
    log: () => {},
  };
  const res = await createHandler({ deps: () => deps })(
    new Request('http://fn/', {
      method: 'POST',
      body: JSON.stringify({
        full_name: ' Chris Park ',
        email: 'chris@example.com',
        phone: '626 555 0199',
        property_address: 'Not provided - general inquiry',
        property_type: 'not specified',
        units_owned: 'not specified',
        has_current_manager: false,
        biggest_frustration: 'A vacant house in Covina.',
        preferred_contact: 'email',
        best_time: 'anytime',
      }),
    }),
  );
  assertEquals(res.status, 200);
  assertEquals(rows[0]?.source, 'contact');
  assertEquals(rows[0]?.full_name, 'Chris Park');
  assertEquals(records, ['sent']);
  assertEquals(
    sent.map((m) => [m.to, m.replyTo]),
    [['leads@summit.example', 'chris@example.com']],
  );
});
