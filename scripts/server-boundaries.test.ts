// @vitest-environment node
/**
 * The server's import boundaries in eslint.config.js fire on a bad import: each case lints a
 * virtual file (ESLint's `lintText` with a `filePath` that does not exist) whose import points at
 * a real module, so the TypeScript resolver and the zones work as on real code.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const shared = 'supabase/functions/_shared';
let eslint: ESLint;

async function zoneMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the config, the parser and the resolver: seconds on a busy machine.
  await eslint.lintText('export {};\n', { filePath: path.join(root, shared, 'leads/warm-up.ts') });
}, 120_000);

describe('server boundaries', () => {
  it.each([
    [
      "a domain imports another domain's file",
      `${shared}/leads/bad.ts`,
      "import { bookingRows } from '../booking/mail.ts';",
      "another domain's public entry",
    ],
    [
      'a domain imports a function folder',
      `${shared}/money/bad.ts`,
      "import { moneyHandler } from '../../money/handler.ts';",
      "another domain's public entry",
    ],
    [
      'the platform imports a domain',
      `${shared}/platform/bad.ts`,
      "import { leadHandler } from '../leads/pipeline.ts';",
      'The platform imports no domain',
    ],
    [
      "the platform imports a domain's public entry",
      `${shared}/platform/bad.ts`,
      "import { sendDueAlerts } from '../listings/mod.ts';",
      'The platform imports no domain',
    ],
    [
      'the contract imports the platform',
      `${shared}/contract/bad.ts`,
      "import { json } from '../platform/http.ts';",
      'The contract imports only zod',
    ],
    [
      'a function module imports src',
      `${shared}/platform/bad.ts`,
      "import { cn } from '../../../../src/lib/cn';",
      'Nothing under supabase imports src',
    ],
    [
      'a Deno test imports src',
      `${shared}/money/bad_test.ts`,
      "import { cn } from '../../../../src/lib/cn';",
      'Nothing under supabase imports src',
    ],
    [
      'the deployment check imports src',
      'supabase/deploy/bad.ts',
      "import { cn } from '../../src/lib/cn';",
      'Nothing under supabase imports src',
    ],
  ])('refuses: %s', async (_name, filePath, importLine, expected) => {
    const messages = await zoneMessages(filePath, `${importLine}\nexport {};\n`);
    expect(messages.join('\n')).toContain(expected);
  });

  it.each([
    [
      "a domain imports another domain's public entry, the platform and the contract",
      `${shared}/leads/good.ts`,
      "import { bookingRows } from '../booking/mod.ts';\nimport { json } from '../platform/http.ts';\nimport { company } from '../contract/company.ts';",
    ],
    [
      'the platform imports the contract',
      `${shared}/platform/good.ts`,
      "import { company } from '../contract/company.ts';",
    ],
    [
      "a Deno test composes domains (as the browser's tests compose layers)",
      `${shared}/leads/good_test.ts`,
      "import { bookingRows } from '../booking/mail.ts';",
    ],
    [
      "a function's handler composes domains and the platform",
      'supabase/functions/money/good.ts',
      "import { receiptPdf } from '../_shared/money/pdf.ts';\nimport { json } from '../_shared/platform/http.ts';",
    ],
  ])('allows: %s', async (_name, filePath, importLines) => {
    expect(await zoneMessages(filePath, `${importLines}\nexport {};\n`)).toEqual([]);
  });
});
