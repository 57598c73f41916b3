// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localErrorDsn, parseEnvelope } from './errors.ts';

describe('the error catcher', () => {
  it("reads an envelope's items, with and without their length", () => {
    const event = JSON.stringify({ event_id: 'abc', message: 'x\ny' });
    const body = Buffer.from(
      [
        JSON.stringify({ event_id: 'abc', sent_at: '2026-11-28T00:00:00Z' }),
        JSON.stringify({ type: 'event', length: Buffer.byteLength(event) }),
        event,
        JSON.stringify({ type: 'session' }),
        JSON.stringify({ status: 'ok' }),
        '',
      ].join('\n'),
    );
    expect(parseEnvelope(body)).toEqual([
      { type: 'event', payload: { event_id: 'abc', message: 'x\ny' } },
      { type: 'session', payload: { status: 'ok' } },
    ]);
  });

  it('names a DSN on the backend itself, which the SDKs turn into its endpoints', () => {
    expect(localErrorDsn('http://127.0.0.1:54321')).toBe('http://local@127.0.0.1:54321/errors/1');
  });
});
