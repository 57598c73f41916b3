/** Expectations of the listing fixture pages (tests/fixtures/listings/expected.json) for Deno tests. */
import {
  emptyPropertyData,
  type PropertyData,
} from '../../../supabase/functions/_shared/listings/extract/types.ts';

/**
 * Expected image URLs may be relative to where the page was served: `{origin}` and `{dir}`.
 * `{today}` is the extraction day. Fields a fixture leaves out (the rental fields of sale pages) are expected empty.
 */
export function resolveExpected(expected: PropertyData, pageUrl: string): PropertyData {
  const origin = new URL(pageUrl).origin;
  const dir = new URL('.', pageUrl).href;
  return {
    ...emptyPropertyData(),
    ...expected,
    images: expected.images.map((i) => i.replace('{origin}', origin).replace('{dir}', dir)),
    // "Available now" means the day the page is read.
    available_date:
      expected.available_date === '{today}'
        ? new Date().toISOString().slice(0, 10)
        : (expected.available_date ?? null),
  };
}
