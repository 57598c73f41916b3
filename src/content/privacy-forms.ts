/**
 * What each form collects, for the privacy policy in either language: the forms and their
 * fields come from the contract's lead schemas at build time (virtual:lead-form-fields), each
 * language gives the words. Shared by the English and the Spanish policy only.
 */
import { leadForms } from 'virtual:lead-form-fields';
import type { LeadSource } from '@contract/lead-options.ts';

export interface CollectedByForm {
  source: LeadSource;
  form: string;
  fields: readonly string[];
}

/**
 * Each form, in the order of the registry, with its fields in words (in the order of its schema).
 * Without `formNames` a form is called by the registry's label (English). A field without words
 * shows its key: the content tests fail on it.
 */
export function collectedByForm(
  fieldWords: Readonly<Record<string, string>>,
  formNames?: Readonly<Record<LeadSource, string>>,
): CollectedByForm[] {
  return leadForms.map((form) => ({
    source: form.source,
    form: formNames?.[form.source] ?? form.label,
    fields: form.fields.map((field) => fieldWords[field] ?? field),
  }));
}

/** The policy's list: one item per form, its fields as one sentence ('Your name and …'). */
export function collectedItems(
  forms: readonly CollectedByForm[],
  list: (items: readonly string[]) => string,
): { term: string; details: string }[] {
  return forms.map((form) => {
    const text = list(form.fields);
    return { term: form.form, details: `${text.charAt(0).toUpperCase()}${text.slice(1)}.` };
  });
}
