/** The local mail catcher (maildev 2.2.1) as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from './ports.ts';

export interface MailCatcher {
  smtpPort: number;
  webPort: number;
  webUrl: string;
  smtpUrl: string;
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./mail-child.cjs', import.meta.url));

export async function startMailCatcher(
  smtpPort: number,
  webPort: number,
  log: (line: string) => void = () => {},
): Promise<MailCatcher> {
  const child: ChildProcess = spawn(
    process.execPath,
    [CHILD, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let exited = false;
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  child.stdout?.on('data', (d: Buffer) => log(`[mail] ${d.toString().trimEnd()}`));
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const webUrl = `http://127.0.0.1:${webPort}`;
  try {
    await Promise.race([
      waitForHttp(`${webUrl}/email`, 30_000),
      exitPromise.then(() => {
        throw new Error(`maildev exited during start: ${stderr.trim()}`);
      }),
    ]);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    smtpPort,
    webPort,
    webUrl,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    async stop() {
      if (exited) return;
      child.stdin?.end();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}
