import { assert, assertEquals } from '../_shared/test-assert.ts';
import type { LeadRowInsert } from '../_shared/lead-schemas.ts';
import type { LeadDeps, NotificationStatus } from '../_shared/leads.ts';
import type { MailMessage } from '../_shared/mailer.ts';
import { createHandler } from './handler.ts';

function nextWeekday(): Date {
  const d = new Date();
  d.setDate(d.getDate() + 7);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return d;
}

Deno.test(
  'stores the consultation with an ISO date, then emails company and requester',
  async () => {
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
    const day = nextWeekday();
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const date = `${months[day.getMonth()]} ${day.getDate()}, ${day.getFullYear()}`;
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const handler = createHandler({ deps: () => deps });
    const res = await handler(
      new Request('http://fn/', {
        method: 'POST',
        body: JSON.stringify({
          firstName: ' Ada ',
          lastName: 'King',
          email: 'ada@example.com',
          phone: '909-555-0100',
          date,
          time: '7:00 PM',
        }),
      }),
    );
    assertEquals(res.status, 200);
    assertEquals(rows.length, 1);
    assertEquals(rows[0]?.source, 'consultation');
    assertEquals(rows[0]?.full_name, 'Ada King');
    assertEquals(rows[0]?.requested_date, iso);
    assertEquals(rows[0]?.requested_time, '7:00 PM');
    assertEquals(records, ['sent']);
    assertEquals(
      sent.map((m) => m.to),
      ['leads@summit.example', 'ada@example.com'],
    );
    assert(sent[1]?.text.includes(date));
  },
);
