/**
 * The catalogues' promise (decision 0011): a Spanish catalogue missing a word does not compile.
 * `deno check` and `deno test` type-check this file; if a missing key were ever accepted, the
 * `@ts-expect-error` lines below would be unused and fail the check.
 */
import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { catalogue } from './locale.ts';

Deno.test('a catalogue reads each language with the same shape', () => {
  const words = catalogue({
    en: { hello: 'Hello', photos: (n: number) => (n === 1 ? '1 photo' : `${n} photos`) },
    es: { hello: 'Hola', photos: (n) => (n === 1 ? '1 foto' : `${n} fotos`) },
  });
  assertEquals(
    [words.en.photos(2), words.es.photos(1), words.es.hello],
    ['2 photos', '1 foto', 'Hola'],
  );
});

Deno.test('a Spanish catalogue missing a word fails the type check', () => {
  const english = { subject: 'Your receipt', list: { title: 'What it paid' } };
  // @ts-expect-error: `subject` has no Spanish
  catalogue({ en: english, es: { list: { title: 'Qué pagó' } } });
  // @ts-expect-error: a nested word (`list.title`) has no Spanish
  catalogue({ en: english, es: { subject: 'Su recibo', list: {} } });
  const mail = { heading: (month: string) => `Your statement for ${month}` };
  // @ts-expect-error: a worded function must keep its parameters and give a string
  catalogue({ en: mail, es: { heading: (month: number) => month } });
});
