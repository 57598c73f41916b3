/**
 * Personal data and secrets an error report could pick up, for the tests that check none of it
 * leaves (the scrubber's, the functions' reporter's, the portal's report to the local catcher).
 */
/** Personal data and secrets a report may pick up; not one of them may leave. */
export const PERSONAL = {
  name: 'Maria Lopez',
  spanishName: 'José de la Cruz',
  email: 'maria.lopez@example.com',
  phone: '(415) 555-0134',
  phoneIntl: '+1 415 555 0134',
  address: '1234 Mission Street',
  unit: 'Apt 5B',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
  secretKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  token: 'k3Q9xZ7mT2pL8vR4nB6cD1fG5hJ0wY2s',
  amount: '$1,250.00',
  cents: 125000,
  queryToken: 'tok3n5ecretValue99zz',
  body: 'first_name=Maria&last_name=Lopez',
  cookie: 'sb-access-token=abc',
};

/** A Sentry event with personal data everywhere it could be. */
export function eventFullOfPersonalData(): Record<string, unknown> {
  const p = PERSONAL;
  return {
    event_id: '0123456789abcdef0123456789abcdef',
    platform: 'javascript',
    level: 'error',
    release: 'abc1234',
    environment: 'production',
    transaction: `/booking?token=${p.queryToken}`,
    message: `Could not save ${p.name} <${p.email}>, call ${p.phone}`,
    tags: { reference: '0123-4567', fn: 'money', note: p.spanishName },
    user: { id: 'u1', email: p.email, ip_address: '203.0.113.9', username: p.name },
    request: {
      url: `https://example.com/booking?token=${p.queryToken}#x`,
      method: 'POST',
      data: p.body,
      query_string: `token=${p.queryToken}`,
      cookies: p.cookie,
      headers: { Authorization: `Bearer ${p.jwt}`, Cookie: p.cookie, 'User-Agent': 'x' },
    },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: `rent ${p.amount} for ${p.address} ${p.unit} (${p.phoneIntl}) key ${p.secretKey} token ${p.token}`,
          stacktrace: {
            frames: [
              {
                filename: `https://example.com/assets/index.js?t=${p.queryToken}`,
                function: 'save',
                lineno: 10,
                colno: 5,
              },
            ],
          },
        },
      ],
    },
    breadcrumbs: [
      { category: 'console', message: `sending to ${p.email}`, data: { arguments: [p.name] } },
      {
        category: 'fetch',
        data: { url: `https://x.supabase.co/rest/v1/people?email=eq.${p.email}`, status_code: 200 },
      },
      { category: 'navigation', data: { from: '/portal', to: `/booking?token=${p.queryToken}` } },
    ],
    extra: { lease: { rent_cents: p.cents, tenant: p.name } },
    contexts: { lease: { amount_cents: p.cents, tenant_email: p.email, balance: p.cents } },
  };
}

/** Every personal value of PERSONAL, and the parts of them that identify someone alone. */
export function personalNeedles(): string[] {
  const p = PERSONAL;
  return [
    'Maria',
    'Lopez',
    'José',
    'Cruz',
    p.email,
    'maria.lopez',
    '555-0134',
    '555 0134',
    '1234 Mission',
    '5B',
    p.jwt,
    'eyJ',
    p.secretKey,
    p.token,
    '1,250',
    '1250',
    String(p.cents),
    p.queryToken,
    'first_name',
    'sb-access-token',
    '203.0.113.9',
  ];
}
