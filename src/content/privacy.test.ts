// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, leadSourceLabels, leadSources } from '@contract/lead-options.ts';
import { contactConsent, LEAD_RETENTION_MONTHS } from '@contract/privacy-options.ts';
import { leadSchemas } from '@contract/lead-schemas.ts';
import { company } from '@/config/company';
import { leadForms } from '../../scripts/vite-lead-fields';
import { collectedByForm, fieldLabels, privacyPageCopy, privacySections } from './privacy';

const allText = privacySections.flatMap((s) => s.paragraphs).join('\n');

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
    expect(collectedByForm.map((f) => f.source)).toEqual([...leadSources]);
    expect(collectedByForm.map((f) => f.form)).toEqual(
      leadSources.map((source) => leadSourceLabels[source]),
    );
    for (const form of collectedByForm) {
      const expected = fields[form.source]!.map((field) => fieldLabels[field]);
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
    expect(privacyPageCopy.seoTitle).toContain('Privacy Policy');
  });
});
