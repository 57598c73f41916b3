/**
 * Form validation that downloads zod and its resolver only when a form is first validated (or
 * touched: see `preloadValidation`), so pages with a lead form stay light until someone uses it.
 */
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
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

type LeadSchemas = ReturnType<Schemas['leadSchemasFor']>;
/** The resolver of one source's schema: the form's input and output types are the schema's. */
type ResolverOf<S extends FormSource> = Resolver<
  z.input<LeadSchemas[S]>,
  unknown,
  z.output<LeadSchemas[S]>
>;

/**
 * A react-hook-form resolver for one source's shared schema with the messages of `locale` (the
 * form's page's language), loaded on first use.
 */
export function lazyZodResolver<S extends FormSource>(source: S, locale: Locale): ResolverOf<S> {
  let resolver: ResolverOf<S> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schemas] = await loadValidation();
      const s = schemas.leadSchemasFor(locale);
      // One resolver per form source, each typed by its own schema.
      const bySource: { [K in FormSource]: ResolverOf<K> } = {
        lead_dialog: zodResolver(s.lead_dialog),
        contact: zodResolver(s.contact),
        consultation: zodResolver(s.consultation),
        owner_portal: zodResolver(s.owner_portal),
        privacy_request: zodResolver(s.privacy_request),
      };
      resolver = bySource[source];
    }
    return resolver(values, context, options);
  };
}
