// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import {
  ACCESSIBILITY_TARGET,
  accessibilityPageCopy,
  accessibilitySections,
  barrierReplyBusinessDays,
} from './accessibility';

const allText = accessibilitySections.flatMap((s) => s.paragraphs).join('\n');

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
    expect(accessibilityPageCopy.seoDescription).toContain(ACCESSIBILITY_TARGET);
  });

  it('says how to report a barrier, with the company contact details and a reply time', () => {
    expect(allText).toContain(company.phone);
    expect(allText).toContain(company.email);
    expect(allText).toContain(`within ${barrierReplyBusinessDays} business days`);
  });
});
