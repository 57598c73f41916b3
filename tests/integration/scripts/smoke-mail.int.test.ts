/**
 * `npm run smoke -- --mail-to <address>` against the local backend: Auth accepts the recovery
 * request and the company's recovery mail reaches the address; a project that cannot send mail
 * is reported with Auth's status and code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAuthTemplates } from '../../../supabase/local/auth/templates.ts';
import { startLocalSupabase } from '../../../supabase/local/index.ts';
import { smokeMail } from '../../../scripts/smoke-mail.ts';
import { signUpUser, testEnv, uniqueEmail } from '../../support/backend.ts';
import { waitForEmail } from '../../support/mailcatcher.ts';

describe('npm run smoke -- --mail-to', { timeout: 60_000 }, () => {
  it('reports that Auth accepted the recovery mail, which arrives', async () => {
    const { email } = await signUpUser(uniqueEmail('smoke-mail'));
    const { url, anonKey } = testEnv();
    const result = await smokeMail({ api: url, key: anonKey, mailTo: email });
    expect(result).toMatchObject({ ok: true, name: `Auth accepts a recovery mail to ${email}` });
    const mail = await waitForEmail((m) => m.to.some((t) => t.address === email));
    expect(mail.subject).toBe(readAuthTemplates().recovery.subject);
  });

  it('reports a project whose Auth cannot send mail, with its status and code', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-mail-'));
    // No mail server at all: Auth fails to send, as with a wrong SMTP password.
    const backend = await startLocalSupabase({ port: 0, dataDir, fresh: true, mail: false });
    try {
      const result = await smokeMail({
        api: backend.url,
        key: backend.publishableKey,
        mailTo: backend.adminEmail,
      });
      expect(result.ok).toBe(false);
      expect(result.detail).toContain('HTTP 500 unexpected_failure');
      expect(result.detail).toContain('SMTP');
    } finally {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
