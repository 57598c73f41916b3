import { assertEquals, assertRejects } from '../../../../tests/support/deno/test-assert.ts';
import { AiError, chatJson, parseJsonObject } from './ai.ts';

const config = (reply: () => Response | Promise<Response>, timeoutMs = 1000) => ({
  url: 'http://ai.test/v1/chat/completions',
  key: 'k',
  model: 'm',
  timeoutMs,
  fetch: (() => Promise.resolve(reply())) as unknown as typeof fetch,
});

Deno.test('parses the JSON object of the reply, with or without a code fence', () => {
  assertEquals(parseJsonObject('{"a":1}'), { a: 1 });
  assertEquals(parseJsonObject('```json\n{"a":1}\n```'), { a: 1 });
});

Deno.test('maps 429, 402, other errors and bad output to typed errors', async () => {
  const cases: Array<[() => Response, number, string]> = [
    [() => new Response('', { status: 429 }), 429, 'rate_limited'],
    [() => new Response('', { status: 402 }), 402, 'payment_required'],
    [() => new Response('', { status: 500 }), 502, 'upstream'],
    [() => Response.json({ choices: [] }), 502, 'bad_output'],
    [() => Response.json({ choices: [{ message: { content: '[1,2]' } }] }), 502, 'bad_output'],
  ];
  for (const [reply, status, kind] of cases) {
    const error = await assertRejects(() => chatJson(config(reply), []));
    if (!(error instanceof AiError)) throw new Error('expected AiError');
    assertEquals([error.status, error.kind], [status, kind]);
  }
});

Deno.test('a slow AI service times out', async () => {
  const slow = {
    ...config(() => Response.json({})),
    timeoutMs: 50,
    fetch: ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof fetch,
  };
  const error = await assertRejects(() => chatJson(slow, []));
  assertEquals((error as AiError).kind, 'timeout');
});
