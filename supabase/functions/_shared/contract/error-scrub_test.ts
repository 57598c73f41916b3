import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  eventFullOfPersonalData,
  personalNeedles,
} from '../../../../tests/support/deno/personal-data.ts';
import { FILTERED, scrubReport, scrubText, scrubUrl } from './error-scrub.ts';

Deno.test('a report full of personal data leaves with none of it', () => {
  const out = JSON.stringify(scrubReport(eventFullOfPersonalData()));
  for (const needle of personalNeedles()) {
    assert(!out.includes(needle), `"${needle}" left in ${out}`);
  }
});

Deno.test('what finds the fault stays: type, release, reference, function, route, frames', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the event's shape
  const out = scrubReport(eventFullOfPersonalData()) as Record<string, any>;
  assertEquals(out.event_id, '0123456789abcdef0123456789abcdef');
  assertEquals(out.release, 'abc1234');
  assertEquals(out.transaction, '/booking');
  assertEquals(out.tags.reference, '0123-4567');
  assertEquals(out.tags.fn, 'money');
  assertEquals(out.request.url, 'https://example.com/booking');
  assertEquals(out.request.method, 'POST');
  assertEquals(out.exception.values[0].type, 'TypeError');
  assertEquals(out.exception.values[0].stacktrace.frames[0], {
    filename: 'https://example.com/assets/index.js',
    function: 'save',
    lineno: 10,
    colno: 5,
  });
  assertEquals(out.user, undefined);
});

Deno.test('text: record ids and plain words stay; values are masked', () => {
  const id = '3f1c2d9e-8b7a-4c6d-9e0f-112233445566';
  assertEquals(scrubText(`lease ${id} not found`), `lease ${id} not found`);
  assertEquals(
    scrubText('relation "people" does not exist'),
    `relation ${FILTERED} does not exist`,
  );
  assertEquals(scrubText('Failed to fetch'), 'Failed to fetch');
  assertEquals(scrubUrl('https://a.example/x/y?token=abc#f'), 'https://a.example/x/y');
  assertEquals(scrubUrl('https://user:pw@a.example/x'), 'https://a.example/x');
});
