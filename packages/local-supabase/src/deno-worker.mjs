/* global Deno */
// Deno bootstrap for one edge function: forces the function's Deno.serve onto the loopback port
// the local backend chose, then imports the function. Exits when the backend closes stdin.
const port = Number(Deno.env.get('LOCAL_FUNCTION_PORT'));
const entry = Deno.env.get('LOCAL_FUNCTION_ENTRY');
Deno.env.delete('LOCAL_FUNCTION_PORT');
Deno.env.delete('LOCAL_FUNCTION_ENTRY');

// Hosted's EdgeRuntime.waitUntil: a local worker outlives its responses, so a task handed to it
// just runs on (the functions call it to send mail after answering).
globalThis.EdgeRuntime ??= {
  waitUntil: (task) => {
    Promise.resolve(task).catch(() => {});
  },
};

const originalServe = Deno.serve.bind(Deno);
Deno.serve = (...args) => {
  let options = {};
  let handler;
  if (typeof args[0] === 'function') {
    handler = args[0];
  } else {
    options = args[0] ?? {};
    handler = typeof args[1] === 'function' ? args[1] : options.handler;
  }
  return originalServe(
    {
      ...options,
      port,
      hostname: '127.0.0.1',
      onListen: () => console.log('__LOCAL_FUNCTION_READY__'),
    },
    handler,
  );
};

(async () => {
  try {
    const reader = Deno.stdin.readable.getReader();
    // Drain until the parent goes away.
    while (!(await reader.read()).done);
  } catch {
    // stdin closed abruptly: same meaning.
  }
  Deno.exit(0);
})();

await import(entry);
