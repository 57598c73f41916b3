// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { termsContent as es } from './es/terms';
import { termsContent as en, termsSections } from './terms';

const allText = termsSections.flatMap((s) => s.paragraphs).join('\n');
const allSpanish = es.sections.flatMap((s) => s.paragraphs).join('\n');

describe('Terms of Service content', () => {
  it('has 13 numbered sections with unique ids', () => {
    expect(termsSections).toHaveLength(13);
    expect(new Set(termsSections.map((s) => s.id)).size).toBe(13);
    termsSections.forEach((section, i) => {
      expect(section.title.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    });
  });

  it('was last updated in December 2024', () => {
    expect(en.date).toBe('2024-12');
  });

  it('caps liability at six months of management fees', () => {
    expect(allText).toContain('capped at six months of management fees');
  });

  it('requires 30 days’ written notice to terminate', () => {
    expect(allText).toContain('30 days’ written notice');
  });
});

describe('Términos del servicio (Spanish)', () => {
  it('has the same 13 numbered sections, in the same order, with the same anchors', () => {
    expect(es.sections.map((s) => s.id)).toEqual(termsSections.map((s) => s.id));
    es.sections.forEach((section, i) => {
      expect(section.title.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.paragraphs).toHaveLength(termsSections[i]!.paragraphs.length);
    });
  });

  it('keeps every fact: date, liability cap, notice, fees, contact and licence', () => {
    expect(es.date).toBe(en.date);
    for (const words of [
      'seis meses de tarifas de administración',
      'aviso por escrito de 30 días',
      '$99-$249',
      'dentro de los 15 días',
      'alrededor del día 10 de cada mes',
      'las 24 horas, los 7 días',
      'leyes del estado de California',
      company.email,
      company.phone,
      company.licence,
    ]) {
      expect(allSpanish).toContain(words);
    }
    // The Spanish text writes the maintenance hours out: it must change when they do.
    expect(company.hours.maintenance).toBe('24/7');
  });

  it('shows no sentence of the English terms', () => {
    const english = new Set(termsSections.flatMap((s) => [s.title, ...s.paragraphs]));
    for (const text of es.sections.flatMap((s) => [s.title, ...s.paragraphs])) {
      expect(english.has(text), text).toBe(false);
    }
    expect(es.title).not.toBe(en.title);
    expect(es.contentsLabel).not.toBe(en.contentsLabel);
  });
});

describe('which version governs', () => {
  it('both languages say the Spanish is a convenience translation and the English governs', () => {
    expect(en.languageNotice.text).toContain('Spanish translation');
    expect(en.languageNotice.text).toContain('the English version governs');
    expect(es.languageNotice.text).toContain('traducción al español');
    expect(es.languageNotice.text).toContain('prevalece la versión en inglés');
  });
});
