// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, leadSourceLabels, leadSources } from '@contract/lead-options.ts';
import {
  contactConsent,
  LEAD_RETENTION_MONTHS,
  PRIVACY_RESPONSE_DAYS,
  PRIVACY_VERIFY_DAYS,
} from '@contract/privacy-options.ts';
import { leadSchemas } from '@contract/lead-schemas.ts';
import { company } from '@/config/company';
import { leadForms } from '../../scripts/vite-lead-fields';
import * as es from './es/privacy';
import { collected, fieldLabels, privacyContent, privacySections } from './privacy';

const allText = privacySections.flatMap((s) => s.paragraphs).join('\n');
const spanishSections = es.privacyContent.sections;
const allSpanish = spanishSections.flatMap((s) => s.paragraphs).join('\n');
/** A language's field words, looked up by a schema's field name. */
const words = (labels: object, field: string) =>
  (labels as Readonly<Record<string, string | undefined>>)[field];

/** Each schema's fields, read straight from the registry (zod shapes). */
function registryFields(): Record<string, string[]> {
  return Object.fromEntries(
    leadSources.map((source) => {
      const shape = (leadSchemas[source] as unknown as { shape: object }).shape;
      return [source, Object.keys(shape).filter((k) => k !== HONEYPOT_FIELD)];
    }),
  );
}

describe('privacy policy', () => {
  it("lists exactly what each form's schema collects, every field in words", () => {
    const fields = registryFields();
    expect(Object.fromEntries(leadForms().map((f) => [f.source, f.fields]))).toEqual(fields);
    expect(collected.map((f) => f.source)).toEqual([...leadSources]);
    expect(collected.map((f) => f.form)).toEqual(
      leadSources.map((source) => leadSourceLabels[source]),
    );
    for (const form of collected) {
      const expected = fields[form.source]!.map((field) => words(fieldLabels, field));
      expect(expected, form.source).not.toContain(undefined);
      expect(form.fields, form.source).toEqual(expected);
    }
    const list = privacySections.find((s) => s.id === 'what-we-collect')?.items ?? [];
    expect(list).toHaveLength(leadSources.length);
    expect(list.find((i) => i.term === 'Contact form')?.details).toBe(
      'Your name, your email address, your phone number and what you tell us about your property.',
    );
  });

  it('states the retention period the database enforces', () => {
    expect(allText).toContain(`${LEAD_RETENTION_MONTHS} months later`);
    const dir = path.join(process.cwd(), 'supabase', 'migrations');
    const sql = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    const fn = /function public\.delete_expired_leads\(\)[\s\S]*?\$\$;/.exec(sql)?.[0] ?? '';
    const intervals = [...fn.matchAll(/interval '(\d+) months'/g)].map((m) => Number(m[1]));
    expect(intervals).toEqual([LEAD_RETENTION_MONTHS, LEAD_RETENTION_MONTHS]);
  });

  it('covers recipients, no selling, California rights, requests, Do Not Track and consent', () => {
    for (const words of [
      'Resend',
      'Supabase',
      'do not sell',
      'right to know',
      'deleted',
      'corrected',
      'Do Not Track',
      company.email,
      company.phone,
      contactConsent.version,
    ]) {
      expect(allText).toContain(words);
    }
    expect(new Set(privacySections.map((s) => s.id)).size).toBe(privacySections.length);
    privacySections.forEach((s, i) => expect(s.title.startsWith(`${i + 1}. `)).toBe(true));
    expect(privacyContent.seoTitle).toContain('Privacy Policy');
  });
});

describe('política de privacidad (Spanish)', () => {
  it('lists what each form collects, every form and field in Spanish words', () => {
    const fields = registryFields();
    expect(es.collected.map((f) => f.source)).toEqual([...leadSources]);
    for (const form of es.collected) {
      expect(form.form, form.source).toBe(es.formNames[form.source]);
      const expected = fields[form.source]!.map((field) => words(es.fieldLabels, field));
      expect(expected, form.source).not.toContain(undefined);
      expect(form.fields, form.source).toEqual(expected);
    }
    const list = spanishSections.find((s) => s.id === 'what-we-collect')?.items ?? [];
    expect(list).toHaveLength(leadSources.length);
    expect(list.find((i) => i.term === 'Formulario de contacto')?.details).toBe(
      'Su nombre, su correo electrónico, su número de teléfono y lo que nos cuenta sobre su propiedad.',
    );
  });

  it('has the same sections, in the same order, with the same anchors and date', () => {
    expect(spanishSections.map((s) => s.id)).toEqual(privacySections.map((s) => s.id));
    spanishSections.forEach((section, i) => {
      expect(section.title.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.paragraphs).toHaveLength(privacySections[i]!.paragraphs.length);
    });
    expect(es.privacyContent.date).toBe(privacyContent.date);
  });

  it('keeps every fact, with the state law named as California names it', () => {
    for (const text of [
      'Resend',
      'Supabase',
      'No vendemos',
      'Ley de Privacidad del Consumidor de California (CCPA)',
      'derecho a saber',
      'eliminemos',
      'corrijamos',
      'Do Not Track',
      `${LEAD_RETENTION_MONTHS} meses después`,
      `válido por ${PRIVACY_VERIFY_DAYS} días`,
      `dentro de ${PRIVACY_RESPONSE_DAYS} días`,
      'menores de 16 años',
      'últimos 12 meses',
      company.email,
      company.phone,
      company.licence,
      contactConsent.version,
    ]) {
      expect(allSpanish).toContain(text);
    }
    expect(es.privacyContent.formIntro).toContain(`dentro de ${PRIVACY_RESPONSE_DAYS} días`);
    // The Spanish policy puts the consent words of this version in its own words.
    expect(contactConsent.version).toBe('2026-11-24');
  });

  it('shows no sentence of the English policy', () => {
    const english = new Set(privacySections.flatMap((s) => [s.title, ...s.paragraphs]));
    for (const section of spanishSections) {
      for (const text of [section.title, ...section.paragraphs]) {
        expect(english.has(text), text).toBe(false);
      }
    }
  });
});

describe('which version governs', () => {
  it('both languages say the Spanish is a convenience translation and the English governs', () => {
    expect(privacyContent.languageNotice.text).toContain('Spanish translation');
    expect(privacyContent.languageNotice.text).toContain('the English version governs');
    expect(es.privacyContent.languageNotice.text).toContain('traducción al español');
    expect(es.privacyContent.languageNotice.text).toContain('prevalece la versión en inglés');
  });
});
