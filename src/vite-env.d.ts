/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  /** Legacy anon JWT, used when no publishable key is set. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SITE_URL?: string;
  /** Cloudflare Turnstile site key: set to switch the forms' human check on. */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  /** The error tracker's DSN: set to report errors (src/lib/errorReports.ts); unset, none leave. */
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  readonly VITE_SENTRY_RELEASE?: string;
}

/** The year the site was built, in the office's time zone (vite.config.ts, src/config/buildYear.ts). */
declare const __BUILD_YEAR__: number;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Each lead source's form name and fields, from the registry at build time (vite.config.ts). */
declare module 'virtual:lead-form-fields' {
  export const leadForms: Array<import('../scripts/vite-lead-fields.ts').LeadForm>;
}
