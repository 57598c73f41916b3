import { assert, assertEquals, assertRejects } from '../../../../tests/support/deno/test-assert.ts';
import {
  cleanHeaderText,
  MailError,
  mailerConfigFromEnv,
  parseMailbox,
  sendMail,
} from './mailer.ts';

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** The text/plain and text/html bodies of a received message, decoded as a client would. */
function parts(raw: string): { text: string; html: string } {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(raw)?.[1];
  assert(boundary, 'no boundary');
  const sections = raw.split(`--${boundary}`).slice(1, -1);
  const out: Record<string, string> = {};
  for (const section of sections) {
    const [head = '', ...rest] = section.replace(/^\r\n/, '').split('\r\n\r\n');
    const type = /Content-Type: (text\/\w+)/i.exec(head)?.[1] ?? '';
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    out[type] =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : encoding === 'base64'
          ? new TextDecoder().decode(
              Uint8Array.from(atob(body.replace(/\r\n/g, '')), (c) => c.charCodeAt(0)),
            )
          : body;
  }
  return { text: out['text/plain'] ?? '', html: out['text/html'] ?? '' };
}

Deno.test('addresses with line breaks or junk are refused (no header injection)', () => {
  for (const bad of [
    'victim@example.com\r\nBcc: everyone@example.com',
    'a@b.com\nSubject: hi',
    'not-an-address',
    'a@b',
    '<a@b.com>, c@d.com',
    'a b@c.com',
  ]) {
    let error: unknown;
    try {
      parseMailbox(bad);
    } catch (e) {
      error = e;
    }
    assert(error instanceof MailError, `accepted ${JSON.stringify(bad)}`);
  }
  assertEquals(parseMailbox('Summit PM <no-reply@summit.example>'), {
    name: 'Summit PM',
    address: 'no-reply@summit.example',
  });
  assertEquals(parseMailbox(' lead@example.com '), { address: 'lead@example.com' });
});

Deno.test('header values lose their line breaks and control characters', () => {
  assertEquals(cleanHeaderText('Hello\r\nBcc: x@y.z\tthere'), 'Hello Bcc: x@y.z there');
});

Deno.test('config comes from the environment, with no default sender', async () => {
  const env: Record<string, string> = { RESEND_API_KEY: '  ', SMTP_URL: 'smtp://127.0.0.1:2525' };
  const config = mailerConfigFromEnv((n) => env[n]);
  assertEquals(config.resendApiKey, undefined);
  assertEquals(config.smtpUrl, 'smtp://127.0.0.1:2525');
  assertEquals(config.from, '');
  const message = { to: 'lead@example.com', subject: 's', text: 't', html: '<p>t</p>' };
  const error = await sendMail(message, config).catch((e: unknown) => e);
  assert(error instanceof MailError && error.message.includes('MAIL_FROM'));
});

interface SmtpCapture {
  commands: string[];
  data: string;
}

/** A tiny SMTP server for one connection, recording what the client says. */
function fakeSmtp(options: { auth?: boolean; failAt?: string; silent?: boolean } = {}) {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const capture: SmtpCapture = { commands: [], data: '' };
  const encoder = new TextEncoder();
  const done = (async () => {
    const conn = await listener.accept();
    const write = (s: string) => conn.write(encoder.encode(s));
    if (options.silent) {
      await new Promise((r) => setTimeout(r, 400));
      conn.close();
      return;
    }
    await write('220 fake ESMTP\r\n');
    let buffer = '';
    let inData = false;
    const chunk = new Uint8Array(65536);
    for (;;) {
      const n = await conn.read(chunk).catch(() => null);
      if (n === null) break;
      buffer += new TextDecoder().decode(chunk.subarray(0, n));
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) continue;
        capture.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        await write('250 queued\r\n');
      }
      let idx: number;
      while (!inData && (idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        capture.commands.push(line);
        const verb = line.split(' ')[0]?.toUpperCase() ?? '';
        if (options.failAt && line.startsWith(options.failAt)) {
          await write('550 no thanks\r\n');
          continue;
        }
        if (verb === 'EHLO')
          await write(
            `250-fake\r\n250-SIZE 1000000\r\n250 ${options.auth ? 'AUTH PLAIN' : '8BITMIME'}\r\n`,
          );
        else if (verb === 'AUTH') await write('235 ok\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT') await write('250 ok\r\n');
        else if (verb === 'DATA') {
          await write('354 go\r\n');
          inData = true;
          const end = buffer.indexOf('\r\n.\r\n');
          if (end >= 0) {
            capture.data = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            await write('250 queued\r\n');
          }
        } else if (verb === 'QUIT') {
          await write('221 bye\r\n');
          break;
        } else await write('500 what\r\n');
      }
    }
    conn.close();
  })().finally(() => listener.close());
  const port = (listener.addr as Deno.NetAddr).port;
  return { port, capture, done };
}

Deno.test(
  'SMTP: EHLO, AUTH PLAIN, MAIL, RCPT, DATA with dot-stuffing; no header injection',
  async () => {
    const server = fakeSmtp({ auth: true });
    const text = 'Line one\n.line starting with a dot\n.\nlast';
    await sendMail(
      {
        to: 'lead@example.com',
        replyTo: 'leads@summit.example',
        subject: 'New lead: Eve\r\nBcc: all@example.com',
        text,
        html: '<p>Hi &amp; bye</p>',
      },
      {
        from: 'Summit <no-reply@summit.example>',
        smtpUrl: `smtp://user%40x:p%3Ass@127.0.0.1:${server.port}`,
        timeoutMs: 5000,
      },
    );
    await server.done;
    const verbs = server.capture.commands.map((c) => c.split(' ')[0]);
    assertEquals(verbs.slice(0, 5), ['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']);
    assertEquals(server.capture.commands[0], 'EHLO summit.example');
    assertEquals(server.capture.commands[1], `AUTH PLAIN ${btoa('\u0000user@x\u0000p:ss')}`);
    assert(server.capture.commands[2]!.startsWith('MAIL FROM:<no-reply@summit.example>'));
    assertEquals(server.capture.commands[3], 'RCPT TO:<lead@example.com>');
    // Undo the transparency the client applied, as a server does, then read headers and parts.
    const raw = server.capture.data.replace(/(^|\r\n)\.\./g, '$1.');
    const headers = raw.split('\r\n\r\n')[0] ?? '';
    assert(!/^Bcc:/im.test(headers), 'a Bcc header was injected');
    assert(/^Subject: New lead: Eve Bcc: all@example\.com$/m.test(headers), headers);
    assert(/^Reply-To: leads@summit\.example$/m.test(headers), headers);
    assert(/^From: "?Summit"? <no-reply@summit\.example>$/m.test(headers), headers);
    const decoded = parts(raw);
    assertEquals(decoded.text.replace(/\r\n/g, '\n'), text);
    assertEquals(decoded.html, '<p>Hi &amp; bye</p>');
  },
);

Deno.test('SMTP: a non-ASCII subject travels as an encoded word', async () => {
  const server = fakeSmtp();
  await sendMail(
    { to: 'lead@example.com', subject: 'Consultation für José', text: 'é', html: '<p>é</p>' },
    { from: 'a@b.example', smtpUrl: `smtp://127.0.0.1:${server.port}`, timeoutMs: 5000 },
  );
  await server.done;
  const headers = server.capture.data.split('\r\n\r\n')[0] ?? '';
  assert(/^Subject: =\?UTF-8\?/m.test(headers), headers);
  assert(!/[^\x20-\x7e\r\n\t]/.test(headers), 'raw non-ASCII in the headers');
});

Deno.test('SMTP: a refused recipient is a MailError naming the step', async () => {
  const server = fakeSmtp({ failAt: 'RCPT' });
  const error = await assertRejects(() =>
    sendMail(
      { to: 'lead@example.com', subject: 's', text: 't', html: 'h' },
      { from: 'a@b.example', smtpUrl: `smtp://127.0.0.1:${server.port}`, timeoutMs: 5000 },
    ),
  );
  await server.done;
  assert(error instanceof MailError);
  assert(String((error as Error).message).includes('RCPT'), String(error));
});

Deno.test('SMTP: a closed port fails fast, a silent server times out', async () => {
  const refused = await assertRejects(() =>
    sendMail(
      { to: 'lead@example.com', subject: 's', text: 't', html: 'h' },
      { from: 'a@b.example', smtpUrl: 'smtp://127.0.0.1:1', timeoutMs: 5000 },
    ),
  );
  assert(refused instanceof MailError);

  const server = fakeSmtp({ silent: true });
  const started = Date.now();
  const timedOut = await assertRejects(() =>
    sendMail(
      { to: 'lead@example.com', subject: 's', text: 't', html: 'h' },
      { from: 'a@b.example', smtpUrl: `smtp://127.0.0.1:${server.port}`, timeoutMs: 150 },
    ),
  );
  await server.done;
  assert(timedOut instanceof MailError);
  assert(String((timedOut as Error).message).includes('timed out'));
  assert(Date.now() - started < 2000);
});

Deno.test('Resend: posts JSON with the key; an error status is a MailError', async () => {
  const seen: Array<{ auth: string | null; body: Record<string, unknown> }> = [];
  let status = 200;
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    seen.push({ auth: req.headers.get('authorization'), body: await req.json() });
    return new Response(JSON.stringify({ id: 'x' }), { status });
  });
  const url = `http://127.0.0.1:${server.addr.port}/emails`;
  try {
    const config = {
      from: 'Summit <no-reply@summit.example>',
      resendApiKey: 're_test',
      resendApiUrl: url,
    };
    await sendMail(
      {
        to: 'lead@example.com',
        replyTo: 'l@summit.example',
        subject: 'Hi\nthere',
        text: 't',
        html: 'h',
      },
      config,
    );
    assertEquals(seen[0]?.auth, 'Bearer re_test');
    assertEquals(seen[0]?.body, {
      from: '"Summit" <no-reply@summit.example>',
      to: ['lead@example.com'],
      subject: 'Hi there',
      html: 'h',
      text: 't',
      reply_to: 'l@summit.example',
    });
    // An attachment (a booking's invitation) travels base64 with its type.
    await sendMail(
      {
        to: 'lead@example.com',
        subject: 's',
        text: 't',
        html: 'h',
        attachments: [
          {
            filename: 'invite.ics',
            contentType: 'text/calendar; method=REQUEST',
            content: 'BEGIN',
          },
        ],
      },
      config,
    );
    assertEquals(seen[1]?.body.attachments, [
      {
        filename: 'invite.ics',
        content: btoa('BEGIN'),
        content_type: 'text/calendar; method=REQUEST',
      },
    ]);
    await rejectsWith(
      () =>
        sendMail(
          {
            to: 'lead@example.com',
            subject: 's',
            text: 't',
            html: 'h',
            attachments: [{ filename: '../x\n.ics', contentType: 'text/calendar', content: '' }],
          },
          config,
        ),
      'attachment file name',
    );
    status = 422;
    const error = await assertRejects(() =>
      sendMail({ to: 'lead@example.com', subject: 's', text: 't', html: 'h' }, config),
    );
    assert(error instanceof MailError && error.message.includes('422'));
  } finally {
    await server.shutdown();
  }
});

async function rejectsWith(fn: () => Promise<unknown>, text: string): Promise<void> {
  const error = await assertRejects(fn);
  assert(error instanceof MailError, `expected a MailError, got ${String(error)}`);
  assert(error.message.includes(text), `"${error.message}" lacks "${text}"`);
}

Deno.test(
  'production mail fails clearly at the first send when nothing usable is configured',
  async () => {
    const message = { to: 'lead@example.com', subject: 's', text: 't', html: '<p>t</p>' };
    const config = { ...mailerConfigFromEnv(() => undefined), from: 'a@b.example' };
    assertEquals(config.smtpUrl, undefined);
    await rejectsWith(() => sendMail(message, config), 'Mail is not configured');
    // Ports hosted Supabase blocks are refused before any connection is tried.
    for (const smtpUrl of ['smtp://mail.example.com', 'smtp://mail.example.com:587']) {
      await rejectsWith(
        () => sendMail(message, { from: 'a@b.example', smtpUrl }),
        'port 465 (smtps://) or 2525',
      );
    }
    // A loopback catcher must still name its port: a bare smtp:// never silently means 25.
    await rejectsWith(
      () => sendMail(message, { from: 'a@b.example', smtpUrl: 'smtp://127.0.0.1' }),
      'must name its port',
    );
  },
);
