// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import {
  ACCESSIBILITY_TARGET,
  accessibilityContent,
  accessibilitySections,
  barrierReplyBusinessDays,
} from './accessibility';
import * as es from './es/accessibility';

const allText = accessibilitySections.flatMap((s) => s.paragraphs).join('\n');
const allSpanish = es.accessibilityContent.sections.flatMap((s) => s.paragraphs).join('\n');

describe('accessibility statement', () => {
  it('has numbered sections with unique ids', () => {
    expect(new Set(accessibilitySections.map((s) => s.id)).size).toBe(accessibilitySections.length);
    accessibilitySections.forEach((section, i) => {
      expect(section.title.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    });
  });

  it('states the WCAG 2.1 AA target and how the site is tested', () => {
    expect(ACCESSIBILITY_TARGET).toBe('WCAG 2.1 Level AA');
    expect(allText).toContain(ACCESSIBILITY_TARGET);
    expect(allText).toContain('axe-core');
    expect(allText).toContain('keyboard alone');
    expect(allText).toContain('390 pixels');
    expect(accessibilityContent.seoDescription).toContain(ACCESSIBILITY_TARGET);
  });

  it('says how to report a barrier, with the company contact details and a reply time', () => {
    expect(allText).toContain(company.phone);
    expect(allText).toContain(company.email);
    expect(allText).toContain(`within ${barrierReplyBusinessDays} business days`);
  });
});

describe('declaración de accesibilidad (Spanish)', () => {
  it('has the same sections, in the same order, with the same anchors and date', () => {
    const sections = es.accessibilityContent.sections;
    expect(sections.map((s) => s.id)).toEqual(accessibilitySections.map((s) => s.id));
    sections.forEach((section, i) => {
      expect(section.title.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.paragraphs).toHaveLength(accessibilitySections[i]!.paragraphs.length);
    });
    expect(es.accessibilityContent.date).toBe(accessibilityContent.date);
  });

  it('states the same target, tests, contact details and reply time', () => {
    expect(es.ACCESSIBILITY_TARGET).toMatch(/^WCAG 2\.1, nivel AA$/);
    expect(es.barrierReplyBusinessDays).toBe(barrierReplyBusinessDays);
    for (const words of [
      es.ACCESSIBILITY_TARGET,
      'axe-core',
      'solo el teclado',
      '390 píxeles',
      company.phone,
      company.email,
      `en un plazo de ${barrierReplyBusinessDays} días hábiles`,
      'de 7 a.m. a 7 p.m. todos los días',
    ]) {
      expect(allSpanish).toContain(words);
    }
    expect(es.accessibilityContent.seoDescription).toContain(es.ACCESSIBILITY_TARGET);
    // The Spanish text writes the office hours out: it must change when they do.
    expect(company.hours.office).toBe('7am-7pm daily');
  });

  it('shows no sentence of the English statement', () => {
    const english = new Set(accessibilitySections.flatMap((s) => [s.title, ...s.paragraphs]));
    for (const section of es.accessibilityContent.sections) {
      for (const text of [section.title, ...section.paragraphs]) {
        expect(english.has(text), text).toBe(false);
      }
    }
  });
});
