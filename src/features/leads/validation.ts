/**
 * Form validation that downloads zod and its resolver only when a form is first validated (or
 * touched: see `preloadValidation`), so pages with a lead form stay light until someone uses it.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { LeadSource } from '@contract/lead-options.ts';
import type { Locale } from '@contract/locale.ts';

type Schemas = typeof import('@contract/lead-schemas.ts');
type FormSource = Exclude<LeadSource, 'property_showing' | 'listing_alert'>;

let loading: Promise<[typeof import('@hookform/resolvers/zod'), Schemas]> | undefined;

/** The resolver and the schemas, downloading them on the first call. */
export function loadValidation() {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@contract/lead-schemas.ts')]);
  // A failed download (e.g. offline) must not stick: the next attempt retries.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Starts downloading the validation code, e.g. when the visitor focuses a form. */
export function preloadValidation(): void {
  void loadValidation().catch(() => {});
}

/**
 * A react-hook-form resolver for one source's shared schema with the messages of `locale` (the
 * form's page's language), loaded on first use.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  source: FormSource,
  locale: Locale,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Resolver<TInput, unknown, TOutput> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schemas] = await loadValidation();
      // The schema named here is the one whose input/output types the caller declared.
      resolver = zodResolver(schemas.leadSchemasFor(locale)[source]) as unknown as Resolver<
        TInput,
        unknown,
        TOutput
      >;
    }
    return resolver(values, context, options);
  };
}
