/**
 * Edge functions on real Deno: one long-lived worker per function on a free loopback port,
 * started on first request, restarted when it dies (or, with `watch`, when its files change).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch, type FSWatcher } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readProjectConfig, section } from './config.ts';
import { REPO_ROOT } from './env.ts';
import { BodyTooLargeError, readBody } from './http-util.ts';
import { freePort } from './ports.ts';

const WORKER = fileURLToPath(new URL('./deno-worker.mjs', import.meta.url));
const READY_MARKER = '__LOCAL_FUNCTION_READY__';
const START_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 150_000;
const MAX_FUNCTION_BODY_BYTES = 20 * 1024 * 1024;
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface FunctionsOptions {
  functionsDir: string;
  /** Environment handed to every function (computed per worker start). */
  env: () => Record<string, string>;
  denoBin?: string;
  watch?: boolean;
  log?: (line: string) => void;
  /**
   * Set `cf-connecting-ip` / `x-forwarded-for` from the socket as hosted's edge does (default).
   * False simulates a platform that sends no client address (tests of the site-wide ceiling).
   */
  clientAddressHeaders?: boolean;
}

interface Worker {
  name: string;
  proc: ChildProcess;
  port: number;
  ready: Promise<void>;
  alive: boolean;
  exited: Promise<void>;
}

export class FunctionsRuntime {
  private readonly workers = new Map<string, Worker>();
  private watcher?: FSWatcher;
  private restartTimer?: NodeJS.Timeout;
  private stopped = false;
  private readonly denoBin: string;
  private readonly log: (line: string) => void;

  constructor(private readonly opts: FunctionsOptions) {
    this.denoBin = opts.denoBin ?? path.join(REPO_ROOT, 'node_modules', '.bin', 'deno');
    this.log = opts.log ?? (() => {});
    if (opts.watch && existsSync(opts.functionsDir)) {
      try {
        this.watcher = watch(opts.functionsDir, { recursive: true }, () => this.scheduleRestart());
      } catch (err) {
        this.log(`[functions] file watching unavailable: ${String(err)}`);
      }
    }
  }

  /** Whether `name` is a deployable function (a folder with index.ts, not a `_shared` one). */
  exists(name: string): boolean {
    return (
      FUNCTION_NAME.test(name) && existsSync(path.join(this.opts.functionsDir, name, 'index.ts'))
    );
  }

  /** verify_jwt of `[functions.<name>]` in supabase/config.toml (default true, as hosted). */
  verifyJwt(name: string): boolean {
    const config = readProjectConfig(
      path.join(path.dirname(this.opts.functionsDir), 'config.toml'),
    );
    const setting = section(config, 'functions', name).verify_jwt;
    return typeof setting === 'boolean' ? setting : true;
  }

  private scheduleRestart(): void {
    clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      if (this.workers.size === 0) return;
      this.log('[functions] files changed: restarting workers');
      for (const worker of this.workers.values()) this.kill(worker);
      this.workers.clear();
    }, 150);
  }

  private async startWorker(name: string): Promise<Worker> {
    const port = await freePort();
    const entry = pathToFileURL(path.join(this.opts.functionsDir, name, 'index.ts')).href;
    // The function's own deno.json is the only import map the Supabase CLI reads when it bundles
    // the function; without one it has none. Run it the same way, so what does not resolve here
    // would not deploy either.
    const configFile = path.join(this.opts.functionsDir, name, 'deno.json');
    const args = [
      'run',
      '--no-prompt',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      ...(existsSync(configFile) ? ['--config', configFile] : ['--no-config']),
      WORKER,
    ];
    const proc = spawn(this.denoBin, args, {
      cwd: REPO_ROOT,
      env: {
        ...this.opts.env(),
        LOCAL_FUNCTION_PORT: String(port),
        LOCAL_FUNCTION_ENTRY: entry,
        NO_COLOR: '1',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let resolveReady!: () => void;
    let rejectReady!: (err: Error) => void;
    const ready = new Promise<void>((res, rej) => {
      resolveReady = res;
      rejectReady = rej;
    });
    ready.catch(() => {});
    let stderrTail = '';
    let isReady = false;
    const prefix = `[fn:${name}]`;
    let stdoutBuf = '';
    proc.stdout?.on('data', (d: Buffer) => {
      stdoutBuf += d.toString();
      const lines = stdoutBuf.split('\n');
      stdoutBuf = lines.pop() ?? '';
      for (const line of lines) {
        if (!isReady && line.includes(READY_MARKER)) {
          isReady = true;
          resolveReady();
        } else if (line.trim()) this.log(`${prefix} ${line}`);
      }
    });
    proc.stderr?.on('data', (d: Buffer) => {
      const text = d.toString();
      stderrTail = (stderrTail + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) this.log(`${prefix} ${line}`);
    });
    const worker: Worker = {
      name,
      proc,
      port,
      ready,
      alive: true,
      exited: new Promise<void>((resolve) => {
        proc.once('exit', (code, signal) => {
          worker.alive = false;
          if (this.workers.get(name) === worker) this.workers.delete(name);
          if (!isReady) {
            rejectReady(
              new Error(
                `function ${name} exited before serving (code ${code ?? signal}): ${stderrTail.trim()}`,
              ),
            );
          } else if (!this.stopped) {
            this.log(
              `${prefix} worker exited (code ${code ?? signal}); it restarts on the next request`,
            );
          }
          resolve();
        });
        proc.once('error', (err) => {
          worker.alive = false;
          if (this.workers.get(name) === worker) this.workers.delete(name);
          rejectReady(err);
          resolve();
        });
      }),
    };
    const timer = setTimeout(() => {
      if (!isReady) {
        rejectReady(
          new Error(
            `function ${name} did not start within ${START_TIMEOUT_MS} ms: ${stderrTail.trim()}`,
          ),
        );
        this.kill(worker);
      }
    }, START_TIMEOUT_MS);
    ready.finally(() => clearTimeout(timer)).catch(() => {});
    return worker;
  }

  private readonly starting = new Map<string, Promise<Worker>>();

  private async workerFor(name: string): Promise<Worker> {
    const existing = this.workers.get(name);
    if (existing?.alive) {
      await existing.ready;
      return existing;
    }
    // Concurrent first requests share one start.
    let pending = this.starting.get(name);
    if (!pending) {
      pending = this.startWorker(name).then((w) => {
        this.workers.set(name, w);
        return w;
      });
      this.starting.set(name, pending);
      void pending.finally(() => this.starting.delete(name)).catch(() => {});
    }
    const worker = await pending;
    await worker.ready;
    return worker;
  }

  private kill(worker: Worker): void {
    if (!worker.alive) return;
    worker.proc.stdin?.end();
    worker.proc.kill('SIGTERM');
    const timer = setTimeout(() => worker.proc.kill('SIGKILL'), 2000);
    void worker.exited.then(() => clearTimeout(timer));
  }

  /** Proxies the request to the function; `subPath` starts with `/<name>`. */
  async proxy(
    name: string,
    subPath: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    // Buffer the (small) request body so a request that hits a just-died worker can be retried.
    let body: Buffer;
    try {
      body = await readBody(req, MAX_FUNCTION_BODY_BYTES);
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: err.message });
      } else res.destroy();
      return;
    }
    const headers = { ...req.headers };
    delete headers['transfer-encoding']; // the buffered body goes with a content-length
    // As hosted Supabase's edge (Cloudflare) does: `cf-connecting-ip` is the address of the
    // connection, whatever the client sent; the address is appended to any `x-forwarded-for`
    // the client sent, so that header's first hop stays the client's own (untrusted) claim.
    const peer = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
    if (this.opts.clientAddressHeaders === false) {
      for (const name of ['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for']) delete headers[name];
    } else {
      headers['cf-connecting-ip'] = peer;
      const forwarded = req.headers['x-forwarded-for'];
      const claimed = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
      headers['x-forwarded-for'] = claimed ? `${claimed}, ${peer}` : peer;
    }
    for (let attempt = 1; ; attempt++) {
      let worker: Worker;
      try {
        worker = await this.workerFor(name);
      } catch (err) {
        this.log(`[fn:${name}] boot error: ${(err as Error).message}`);
        sendJson(res, 503, {
          code: 'BOOT_ERROR',
          message: 'Function failed to start (please check logs)',
        });
        return;
      }
      const outcome = await this.forward(worker, subPath, req.method ?? 'GET', headers, body, res);
      if (outcome === 'done') return;
      // The worker was gone before it saw the request (connection refused): retry once.
      this.forget(worker);
      if (attempt >= 2) {
        sendJson(res, 502, {
          code: 'FUNCTION_ERROR',
          message: `Function ${name} is not answering`,
        });
        return;
      }
    }
  }

  /** Drops a worker that no longer answers so the next request starts a fresh one. */
  private forget(worker: Worker): void {
    worker.alive = false;
    if (this.workers.get(worker.name) === worker) this.workers.delete(worker.name);
    this.kill(worker);
  }

  private forward(
    worker: Worker,
    subPath: string,
    method: string,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
    res: ServerResponse,
  ): Promise<'done' | 'refused'> {
    return new Promise((resolve) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: worker.port,
          method,
          path: subPath,
          headers: { ...headers, 'content-length': String(body.length) },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (upRes) => {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
          upRes.on('end', () => resolve('done'));
          upRes.on('error', () => {
            res.destroy();
            resolve('done');
          });
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('function timed out')));
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED' && !res.headersSent) {
          resolve('refused');
          return;
        }
        this.log(`[fn:${worker.name}] request failed: ${err.message}`);
        if (err.code === 'ECONNRESET' || err.message === 'socket hang up') this.forget(worker);
        if (!res.headersSent) {
          const timedOut = err.message === 'function timed out';
          sendJson(res, timedOut ? 504 : 502, {
            code: timedOut ? 'FUNCTION_TIMEOUT' : 'FUNCTION_ERROR',
            message: timedOut
              ? 'Function timed out'
              : `Function ${worker.name} failed: ${err.message}`,
          });
        } else res.destroy();
        resolve('done');
      });
      upstream.end(body);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    this.watcher?.close();
    const exits = [...this.workers.values()].map((w) => {
      this.kill(w);
      return w.exited;
    });
    this.workers.clear();
    await Promise.all(exits);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
    'Access-Control-Allow-Origin': '*',
  });
  res.end(text);
}
