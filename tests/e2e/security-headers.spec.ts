/**
 * The security headers as `vite preview` serves them from dist/_headers (the same file Netlify and
 * Cloudflare Pages read; scripts/security-headers.ts writes it): every page, the SPA fallback
 * included, carries the CSP and the rest; token pages send no Referer; a page of the site cannot
 * be framed and an injected inline script does not run. The two refusals are the violations
 * this test expects, so it takes them off the fixture's list (tests/e2e/fixtures/test.ts).
 */
import { expect, test } from './fixtures/test';
import { APP_URL, BACKEND_URL } from './fixtures/env';

test('every page is served with the CSP, frame, sniffing, HSTS and permissions headers', async ({
  request,
}) => {
  for (const path of ['/', '/es/pricing', '/properties/not-a-listing', '/admin/leads']) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp, path).toContain(
      `connect-src 'self' ${BACKEND_URL} ${BACKEND_URL.replace('http', 'ws')}`,
    );
    expect(csp, path).toContain("object-src 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toBe('max-age=63072000');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  for (const path of ['/maintenance/approval', '/booking', '/privacy', '/es/alerts']) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.headers()['referrer-policy'], path).toBe('no-referrer');
  }
});

test('a page of the site cannot be framed, and an injected inline script does not run', async ({
  page,
  cspViolations,
}) => {
  await page.setContent(`<iframe title="framed" src="${APP_URL}/maintenance/approval"></iframe>`);
  await expect.poll(() => cspViolations.join('\n')).toContain('frame-ancestors');
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'A repair needs your approval' }),
  ).toHaveCount(0);

  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.head.append(script);
    return document.documentElement.dataset.injected ?? 'refused';
  });
  expect(ran).toBe('refused');
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
  // Both refusals were the point of this test.
  cspViolations.splice(0);
});
