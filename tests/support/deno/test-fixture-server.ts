/** A loopback HTTP server for Deno tests, on a free port, with handlers that can be stalled. */
export interface FixtureServer {
  origin: string;
  /** `127.0.0.1:<port>`, the form SAFE_FETCH_ALLOW_HOSTS and `allowHosts` take. */
  hostPort: string;
  port: number;
  /** Aborted when the server closes: stalled handlers wait on it. */
  closing: AbortSignal;
  /** The path of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

export function startFixtureServer(
  handler: (req: Request, server: FixtureServer) => Response | Promise<Response>,
): Promise<FixtureServer> {
  const closer = new AbortController();
  return new Promise((resolve) => {
    let fixture: FixtureServer;
    const server = Deno.serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        onListen: ({ port }) => {
          fixture = {
            origin: `http://127.0.0.1:${port}`,
            hostPort: `127.0.0.1:${port}`,
            port,
            closing: closer.signal,
            requests: [],
            close: async () => {
              closer.abort();
              await server.shutdown();
            },
          };
          resolve(fixture);
        },
      },
      (req) => {
        fixture.requests.push(new URL(req.url).pathname);
        return handler(req, fixture);
      },
    );
  });
}

/** Resolves after `ms`, or as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** A free loopback port with nothing listening on it. */
export function closedPort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** The smallest valid PNG (1x1, transparent). */
export const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
