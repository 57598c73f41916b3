/**
 * `virtual:lead-form-fields`: each lead source's form name and fields, read from the contract's
 * schemas when the site is built. The privacy policy lists what each form collects from it, so a
 * new field shows up there by itself, and the page ships a few names instead of zod and the
 * schemas.
 */
import type { Plugin } from 'vite';
import {
  HONEYPOT_FIELD,
  leadSourceLabels,
  type LeadSource,
} from '../supabase/functions/_shared/contract/lead-options.ts';
import { leadSchemas } from '../supabase/functions/_shared/contract/lead-schemas.ts';

export const LEAD_FIELDS_MODULE = 'virtual:lead-form-fields';

export interface LeadForm {
  source: LeadSource;
  /** The form's name in the office's words (the registry's label). */
  label: string;
  /** The fields its schema accepts, in the schema's order (the honeypot left out). */
  fields: string[];
}

export function leadForms(): LeadForm[] {
  return Object.entries(leadSchemas).map(([source, schema]) => {
    // Every lead schema is a zod object (refinements keep its shape).
    const { shape } = schema;
    return {
      source: source as LeadSource,
      label: leadSourceLabels[source as LeadSource],
      fields: Object.keys(shape).filter((key) => key !== HONEYPOT_FIELD),
    };
  });
}

export function leadFieldsPlugin(): Plugin {
  const resolved = `\0${LEAD_FIELDS_MODULE}`;
  return {
    name: 'lead-form-fields',
    resolveId: (id) => (id === LEAD_FIELDS_MODULE ? resolved : undefined),
    load: (id) =>
      id === resolved ? `export const leadForms = ${JSON.stringify(leadForms())};` : undefined,
  };
}
